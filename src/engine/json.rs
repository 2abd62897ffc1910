//! A small JSON reader for what the browser reads back: saves and settings. Writing
//! is `json_write`'s (serde's derived `Serialize`, serde_json's text); reading through serde_json and serde's derived visitors cost
//! the browser build ~24 KB of gzip (this reader: ~7), while a save only needs its
//! format, setup and log (the state is rebuilt by replaying the log, and the replayed
//! game must write the very same text, which `Game::from_json` checks). Tests hold this
//! reader to serde's.

use std::borrow::Cow;

/// Nesting deeper than this is refused rather than risking the stack (serde_json's limit).
const MAX_DEPTH: usize = 128;

/// A parsed JSON value. Strings borrow from the text unless they hold escapes; numbers
/// stay text until a typed reader asks for an integer.
#[derive(Clone, Debug, PartialEq)]
pub enum Value<'a> {
    Null,
    Bool(bool),
    Number(&'a str),
    String(Cow<'a, str>),
    Array(Vec<Value<'a>>),
    /// Members in the order written.
    Object(Vec<(Cow<'a, str>, Value<'a>)>),
}

impl<'a> Value<'a> {
    /// The member `key` of an object; None for a missing key or a non-object.
    pub fn get(&self, key: &str) -> Option<&Value<'a>> {
        match self {
            Value::Object(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "a boolean",
            Value::Number(_) => "a number",
            Value::String(_) => "a string",
            Value::Array(_) => "a list",
            Value::Object(_) => "an object",
        }
    }

    fn expected<T>(&self, what: &str) -> Result<T, String> {
        Err(format!("expected {what}, found {}", self.kind()))
    }
}

/// Parses one JSON document (surrounding white space allowed, nothing else after it).
pub fn parse(text: &str) -> Result<Value<'_>, String> {
    let mut p = Parser { text, pos: 0 };
    let value = p.value(0)?;
    p.skip_space();
    if p.pos < text.len() {
        return Err(p.error("text after the end"));
    }
    Ok(value)
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Parser<'a> {
    fn error(&self, what: &str) -> String {
        format!("{what} at position {}", self.pos + 1)
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn skip_space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.pos += 1;
        }
    }

    /// Consumes `byte` after optional white space.
    fn eat(&mut self, byte: u8) -> bool {
        self.skip_space();
        let found = self.peek() == Some(byte);
        if found {
            self.pos += 1;
        }
        found
    }

    fn value(&mut self, depth: usize) -> Result<Value<'a>, String> {
        if depth > MAX_DEPTH {
            return Err(self.error("nested too deeply"));
        }
        self.skip_space();
        match self.peek() {
            Some(b'{') => self.object(depth),
            Some(b'[') => self.array(depth),
            Some(b'"') => Ok(Value::String(self.string()?)),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b't') => self.literal("true", Value::Bool(true)),
            Some(b'f') => self.literal("false", Value::Bool(false)),
            Some(b'n') => self.literal("null", Value::Null),
            Some(_) => Err(self.error("unexpected character")),
            None => Err(self.error("unexpected end")),
        }
    }

    fn literal(&mut self, word: &str, value: Value<'a>) -> Result<Value<'a>, String> {
        if self.text[self.pos..].starts_with(word) {
            self.pos += word.len();
            Ok(value)
        } else {
            Err(self.error("unexpected character"))
        }
    }

    fn digits(&mut self) -> usize {
        let start = self.pos;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.pos += 1;
        }
        self.pos - start
    }

    fn number(&mut self) -> Result<Value<'a>, String> {
        let start = self.pos;
        if self.peek() == Some(b'-') {
            self.pos += 1;
        }
        let leading_zero = self.peek() == Some(b'0');
        let whole = self.digits();
        let mut ok = whole > 0 && !(leading_zero && whole > 1);
        if ok && self.peek() == Some(b'.') {
            self.pos += 1;
            ok = self.digits() > 0;
        }
        if ok && matches!(self.peek(), Some(b'e' | b'E')) {
            self.pos += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.pos += 1;
            }
            ok = self.digits() > 0;
        }
        if ok {
            Ok(Value::Number(&self.text[start..self.pos]))
        } else {
            Err(self.error("malformed number"))
        }
    }

    fn string(&mut self) -> Result<Cow<'a, str>, String> {
        self.pos += 1; // the opening quote
        let start = self.pos;
        self.plain_run();
        if self.peek() == Some(b'"') {
            self.pos += 1;
            return Ok(Cow::Borrowed(&self.text[start..self.pos - 1]));
        }
        // Escapes (or an error) ahead: collect into an owned string.
        self.string_rest(self.text[start..self.pos].to_string())
    }

    /// Skips characters that stand for themselves in a string.
    fn plain_run(&mut self) {
        while matches!(self.peek(), Some(b) if b != b'"' && b != b'\\' && b >= 0x20) {
            self.pos += 1;
        }
    }

    /// The rest of a string from its first escape: collects into `s` up to the quote.
    fn string_rest(&mut self, mut s: String) -> Result<Cow<'a, str>, String> {
        loop {
            let run = self.pos;
            self.plain_run();
            s.push_str(&self.text[run..self.pos]);
            match self.peek() {
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(Cow::Owned(s));
                }
                Some(b'\\') => {
                    self.pos += 1;
                    s.push(self.escape()?);
                }
                Some(_) => return Err(self.error("control character in a string")),
                None => return Err(self.error("unterminated string")),
            }
        }
    }

    /// One escape after its backslash.
    fn escape(&mut self) -> Result<char, String> {
        let Some(byte) = self.peek() else {
            return Err(self.error("unterminated string"));
        };
        self.pos += 1;
        Ok(match byte {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => {
                let high = self.hex4()?;
                let code = if (0xD800..0xDC00).contains(&high) {
                    // A surrogate pair spells one character beyond the basic plane.
                    if !self.text[self.pos..].starts_with("\\u") {
                        return Err(self.error("lone surrogate in a string"));
                    }
                    self.pos += 2;
                    let low = self.hex4()?;
                    if !(0xDC00..0xE000).contains(&low) {
                        return Err(self.error("lone surrogate in a string"));
                    }
                    0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    high
                };
                char::from_u32(code).ok_or_else(|| self.error("lone surrogate in a string"))?
            }
            _ => return Err(self.error("unknown escape")),
        })
    }

    fn hex4(&mut self) -> Result<u32, String> {
        let digits = self
            .text
            .get(self.pos..self.pos + 4)
            .filter(|d| d.bytes().all(|b| b.is_ascii_hexdigit()))
            .ok_or_else(|| self.error("malformed \\u escape"))?;
        self.pos += 4;
        u32::from_str_radix(digits, 16).map_err(|_| self.error("malformed \\u escape"))
    }

    fn array(&mut self, depth: usize) -> Result<Value<'a>, String> {
        self.pos += 1;
        let mut items = Vec::new();
        if self.eat(b']') {
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value(depth + 1)?);
            if self.eat(b']') {
                return Ok(Value::Array(items));
            }
            if !self.eat(b',') {
                return Err(self.error("expected , or ]"));
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value<'a>, String> {
        self.pos += 1;
        let mut members = Vec::new();
        if self.eat(b'}') {
            return Ok(Value::Object(members));
        }
        loop {
            self.skip_space();
            if self.peek() != Some(b'"') {
                return Err(self.error("expected a quoted key"));
            }
            let key = self.string()?;
            if !self.eat(b':') {
                return Err(self.error("expected :"));
            }
            members.push((key, self.value(depth + 1)?));
            if self.eat(b'}') {
                // Sorted rather than checked pairwise: a huge object stays quick.
                let mut keys: Vec<&str> = members.iter().map(|(k, _)| k.as_ref()).collect();
                keys.sort_unstable();
                if let Some(twice) = keys.windows(2).find(|w| w[0] == w[1]) {
                    return Err(self.error(&format!("duplicate field `{}`", twice[0])));
                }
                return Ok(Value::Object(members));
            }
            if !self.eat(b',') {
                return Err(self.error("expected , or }"));
            }
        }
    }
}

/// A type read from a parsed value, with the same meaning as its serde form.
pub trait FromJson: Sized {
    fn from_json(value: &Value) -> Result<Self, String>;
}

impl FromJson for bool {
    fn from_json(value: &Value) -> Result<bool, String> {
        match value {
            Value::Bool(b) => Ok(*b),
            other => other.expected("true or false"),
        }
    }
}

impl FromJson for String {
    fn from_json(value: &Value) -> Result<String, String> {
        match value {
            Value::String(s) => Ok(s.to_string()),
            other => other.expected("a string"),
        }
    }
}

/// Whole numbers in range; fractions, exponents and overflow are refused (as serde does).
macro_rules! integer_from_json {
    ($($t:ty),+) => {$(
        impl FromJson for $t {
            fn from_json(value: &Value) -> Result<$t, String> {
                match value {
                    Value::Number(n) => n
                        .parse()
                        .map_err(|_| format!("{n} is not a whole number from {} to {}", <$t>::MIN, <$t>::MAX)),
                    other => other.expected("a number"),
                }
            }
        }
    )+};
}
integer_from_json!(u8, u32, u64, usize, i32);

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(value: &Value) -> Result<Vec<T>, String> {
        match value {
            Value::Array(items) => items.iter().map(T::from_json).collect(),
            other => other.expected("a list"),
        }
    }
}

/// `null` is None, as serde reads an `Option`.
impl<T: FromJson> FromJson for Option<T> {
    fn from_json(value: &Value) -> Result<Option<T>, String> {
        match value {
            Value::Null => Ok(None),
            v => T::from_json(v).map(Some),
        }
    }
}

/// A required member of an object.
pub fn field<T: FromJson>(object: &Value, key: &str) -> Result<T, String> {
    match object {
        Value::Object(_) => match object.get(key) {
            Some(v) => T::from_json(v).map_err(|e| format!("`{key}`: {e}")),
            None => Err(format!("missing field `{key}`")),
        },
        other => other.expected("an object"),
    }
}

/// A member that may be left out (serde's `#[serde(default)]`): absent gives `default`.
pub fn field_or<T: FromJson>(object: &Value, key: &str, default: T) -> Result<T, String> {
    match object.get(key) {
        None if matches!(object, Value::Object(_)) => Ok(default),
        _ => field(object, key),
    }
}

/// A fieldless enum written as its id string.
pub fn id<T>(value: &Value, from_id: fn(&str) -> Option<T>) -> Result<T, String> {
    match value {
        Value::String(s) => from_id(s).ok_or_else(|| format!("unknown id `{s}`")),
        other => other.expected("an id"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(text: &str) -> Value<'_> {
        Value::String(Cow::Borrowed(text))
    }

    #[test]
    fn reads_every_kind_of_value() {
        let v =
            parse(r#" {"a": [1, -2.5e3, 0], "b": {"c": null}, "d": true, "e": false, "f": "x"} "#)
                .expect("valid");
        assert_eq!(
            v.get("a"),
            Some(&Value::Array(vec![
                Value::Number("1"),
                Value::Number("-2.5e3"),
                Value::Number("0")
            ]))
        );
        assert_eq!(v.get("b").and_then(|b| b.get("c")), Some(&Value::Null));
        assert_eq!(v.get("d"), Some(&Value::Bool(true)));
        assert_eq!(v.get("e"), Some(&Value::Bool(false)));
        assert_eq!(v.get("f"), Some(&s("x")));
        assert_eq!(v.get("g"), None);
        assert_eq!(parse("[]"), Ok(Value::Array(vec![])));
        assert_eq!(parse("{}"), Ok(Value::Object(vec![])));
    }

    #[test]
    fn strings_agree_with_serde_json() {
        for text in [
            "plain",
            "<b>Bo</b> & \"Ada\"",
            "tab\tnew\nline\\back/slash",
            "Ümläut ß 🎲 \u{1}\u{1f}",
            "",
            "\u{7f}\u{ffff}",
        ] {
            let json = serde_json::to_string(text).expect("write");
            assert_eq!(
                String::from_json(&parse(&json).expect("read")),
                Ok(text.into())
            );
        }
        let escaped = r#""\u00e4\ud83c\udfb2\/\b\f\r""#;
        assert_eq!(
            String::from_json(&parse(escaped).expect("read")),
            Ok("ä🎲/\u{8}\u{c}\r".into())
        );
        assert_eq!(
            parse(escaped).expect("read"),
            Value::String(Cow::Owned(
                serde_json::from_str::<String>(escaped).expect("serde")
            ))
        );
    }

    #[test]
    fn refuses_what_is_not_json() {
        for bad in [
            "",
            "{",
            r#"{"format":1,"setup":"#,
            "[1,]",
            "[1 2]",
            r#"{"a" 1}"#,
            r#"{a:1}"#,
            r#"{"a":1,}"#,
            "01",
            "1.",
            "-",
            "1e",
            ".5",
            "tru",
            "nul",
            r#""open"#,
            "\"tab\there\"",
            r#""\x""#,
            r#""\u12""#,
            r#""\ud83c""#,
            r#""\ud83cx""#,
            r#""\udfb2""#,
            "{} {}",
            "[1] x",
        ] {
            assert!(parse(bad).is_err(), "{bad:?}");
            assert!(
                serde_json::from_str::<serde_json::Value>(bad).is_err(),
                "{bad:?}"
            );
        }
        // Stricter than serde_json's Value, like serde's derived structs: one key once.
        assert!(parse(r#"{"a":1,"a":2}"#).is_err());
        let deep = "[".repeat(MAX_DEPTH + 2) + &"]".repeat(MAX_DEPTH + 2);
        assert!(parse(&deep).is_err());
    }

    #[test]
    fn typed_readers_refuse_the_wrong_type_or_range() {
        assert_eq!(u8::from_json(&Value::Number("255")), Ok(255));
        assert!(u8::from_json(&Value::Number("256")).is_err());
        assert!(u8::from_json(&Value::Number("-1")).is_err());
        assert!(u64::from_json(&Value::Number("1.0")).is_err());
        assert!(u64::from_json(&Value::Number("1e3")).is_err());
        assert_eq!(
            u64::from_json(&Value::Number("18446744073709551615")),
            Ok(u64::MAX)
        );
        assert_eq!(i32::from_json(&Value::Number("-7")), Ok(-7));
        assert!(bool::from_json(&s("true")).is_err());
        assert!(String::from_json(&Value::Null).is_err());
        assert_eq!(Option::<u8>::from_json(&Value::Null), Ok(None));
        assert_eq!(
            Vec::<u8>::from_json(&parse("[1,2]").expect("valid")),
            Ok(vec![1, 2])
        );
        assert!(Vec::<u8>::from_json(&parse("[1,\"2\"]").expect("valid")).is_err());
    }

    #[test]
    fn fields_may_be_required_or_defaulted() {
        let v = parse(r#"{"n":3,"none":null}"#).expect("valid");
        assert_eq!(field::<u8>(&v, "n"), Ok(3));
        assert!(field::<u8>(&v, "m").is_err());
        assert_eq!(field_or::<u8>(&v, "m", 9), Ok(9));
        assert_eq!(field_or::<u8>(&v, "n", 9), Ok(3));
        // Present but null is an error for a plain number, None for an option (serde).
        assert!(field_or::<u8>(&v, "none", 9).is_err());
        assert_eq!(field_or::<Option<u8>>(&v, "none", Some(1)), Ok(None));
        assert!(field::<u8>(&Value::Null, "n").is_err());
        assert!(field_or::<u8>(&Value::Null, "n", 1).is_err());
        let kind = |s: &str| (s == "a").then_some('a');
        assert_eq!(id(&s("a"), kind), Ok('a'));
        assert!(id(&s("b"), kind).is_err());
        assert!(id(&Value::Null, kind).is_err());
    }
}
