//! A small JSON writer for serde's `Serialize`: exactly the text `serde_json::to_string`
//! gives for the values the engine saves (tests hold the two to each other), at a fraction
//! of the browser build's size. serde_json writes through `io::Write` and carries an
//! error at every step; writing into a `String` cannot fail, so here the only error is a
//! value JSON has no form for in a save (a float, a map key that is not a string).

use serde::ser::{self, Serialize};
use std::fmt;

/// The value has no JSON form here: a float, bytes, or a map key that is not a string.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unsupported;

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a value with no JSON form in a save")
    }
}

impl std::error::Error for Unsupported {}

impl ser::Error for Unsupported {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Unsupported
    }
}

/// `value` as compact JSON, byte for byte what `serde_json::to_string` writes.
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> Result<String, Unsupported> {
    let mut out = String::new();
    value.serialize(Writer { out: &mut out })?;
    Ok(out)
}

struct Writer<'a> {
    out: &'a mut String,
}

/// An array or object being written: a comma before every element but the first, and
/// `close` at the end (`}}` or `]}` for an enum variant's `{"name":…}` wrapper).
pub struct Compound<'a> {
    out: &'a mut String,
    first: bool,
    close: &'static str,
}

fn push_u64(out: &mut String, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in &digits[i..] {
        out.push(char::from(d));
    }
}

fn push_i64(out: &mut String, n: i64) {
    if n < 0 {
        out.push('-');
    }
    push_u64(out, n.unsigned_abs());
}

/// A string literal with serde_json's escapes: `"`, `\`, and control characters.
fn push_str(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if c < ' ' => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(char::from(HEX[(c as usize) >> 4]));
                out.push(char::from(HEX[(c as usize) & 0xf]));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

macro_rules! widened {
    ($($method:ident($small:ty) => $wide:ident),*) => {$(
        fn $method(self, v: $small) -> Result<(), Unsupported> {
            self.$wide(v.into())
        }
    )*};
}

/// What both serializers write as something else, as serde_json does: i8..i32 and
/// u8..u32 as their 64-bit selves, a char or a unit variant as a string, a newtype
/// struct as what it holds.
macro_rules! forwarded {
    () => {
        fn serialize_char(self, v: char) -> Result<(), Unsupported> {
            self.serialize_str(v.encode_utf8(&mut [0; 4]))
        }
        fn serialize_unit_variant(
            self,
            _: &'static str,
            _: u32,
            variant: &'static str,
        ) -> Result<(), Unsupported> {
            self.serialize_str(variant)
        }
        fn serialize_newtype_struct<T: Serialize + ?Sized>(
            self,
            _: &'static str,
            value: &T,
        ) -> Result<(), Unsupported> {
            value.serialize(self)
        }
        widened!(
            serialize_i8(i8) => serialize_i64,
            serialize_i16(i16) => serialize_i64,
            serialize_i32(i32) => serialize_i64,
            serialize_u8(u8) => serialize_u64,
            serialize_u16(u16) => serialize_u64,
            serialize_u32(u32) => serialize_u64
        );
    };
}

impl<'a> Writer<'a> {
    fn open(self, open: &str, close: &'static str) -> Compound<'a> {
        self.out.push_str(open);
        Compound {
            out: self.out,
            first: true,
            close,
        }
    }

    /// `{"variant":` then an array or object (closed by `close`).
    fn open_variant(self, variant: &str, open: &str, close: &'static str) -> Compound<'a> {
        self.out.push('{');
        push_str(self.out, variant);
        self.out.push(':');
        self.open(open, close)
    }
}

impl Compound<'_> {
    fn comma(&mut self) {
        if !self.first {
            self.out.push(',');
        }
        self.first = false;
    }

    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unsupported> {
        self.comma();
        value.serialize(Writer { out: self.out })
    }

    fn member<T: Serialize + ?Sized>(&mut self, key: &str, value: &T) -> Result<(), Unsupported> {
        self.comma();
        push_str(self.out, key);
        self.out.push(':');
        value.serialize(Writer { out: self.out })
    }

    fn end(self) -> Result<(), Unsupported> {
        self.out.push_str(self.close);
        Ok(())
    }
}

impl<'a> ser::Serializer for Writer<'a> {
    type Ok = ();
    type Error = Unsupported;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Compound<'a>;
    type SerializeTupleStruct = Compound<'a>;
    type SerializeTupleVariant = Compound<'a>;
    type SerializeMap = Compound<'a>;
    type SerializeStruct = Compound<'a>;
    type SerializeStructVariant = Compound<'a>;

    forwarded!();

    fn serialize_bool(self, v: bool) -> Result<(), Unsupported> {
        self.out.push_str(if v { "true" } else { "false" });
        Ok(())
    }
    fn serialize_i64(self, v: i64) -> Result<(), Unsupported> {
        push_i64(self.out, v);
        Ok(())
    }
    fn serialize_u64(self, v: u64) -> Result<(), Unsupported> {
        push_u64(self.out, v);
        Ok(())
    }
    fn serialize_u128(self, v: u128) -> Result<(), Unsupported> {
        // The random source's word position: far below 2^64 in any real game.
        push_u64(self.out, u64::try_from(v).map_err(|_| Unsupported)?);
        Ok(())
    }
    fn serialize_f32(self, _: f32) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_f64(self, _: f64) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_str(self, v: &str) -> Result<(), Unsupported> {
        push_str(self.out, v);
        Ok(())
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_none(self) -> Result<(), Unsupported> {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Unsupported> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Unsupported> {
        self.out.push_str("null");
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), Unsupported> {
        self.serialize_unit()
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Unsupported> {
        let mut wrapper = self.open("{", "}");
        wrapper.member(variant, value)?;
        wrapper.end()
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Compound<'a>, Unsupported> {
        Ok(self.open("[", "]"))
    }
    fn serialize_tuple(self, _: usize) -> Result<Compound<'a>, Unsupported> {
        Ok(self.open("[", "]"))
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Compound<'a>, Unsupported> {
        Ok(self.open("[", "]"))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound<'a>, Unsupported> {
        Ok(self.open_variant(variant, "[", "]}"))
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Compound<'a>, Unsupported> {
        Ok(self.open("{", "}"))
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Compound<'a>, Unsupported> {
        Ok(self.open("{", "}"))
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound<'a>, Unsupported> {
        Ok(self.open_variant(variant, "{", "}}"))
    }
}

/// The compound traits that differ only in their names: unnamed elements go through
/// `element`, named fields through `member`.
macro_rules! compound {
    ($($trait:ident :: $method:ident),*) => {$(
        impl ser::$trait for Compound<'_> {
            type Ok = ();
            type Error = Unsupported;
            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unsupported> {
                self.element(value)
            }
            fn end(self) -> Result<(), Unsupported> {
                Compound::end(self)
            }
        }
    )*};
    (named: $($trait:ident),*) => {$(
        impl ser::$trait for Compound<'_> {
            type Ok = ();
            type Error = Unsupported;
            fn serialize_field<T: Serialize + ?Sized>(
                &mut self,
                key: &'static str,
                value: &T,
            ) -> Result<(), Unsupported> {
                self.member(key, value)
            }
            fn end(self) -> Result<(), Unsupported> {
                Compound::end(self)
            }
        }
    )*};
}

compound!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);
compound!(named: SerializeStruct, SerializeStructVariant);

impl ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = Unsupported;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Unsupported> {
        self.comma();
        key.serialize(KeyWriter { out: self.out })?;
        self.out.push(':');
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unsupported> {
        value.serialize(Writer { out: self.out })
    }
    fn end(self) -> Result<(), Unsupported> {
        Compound::end(self)
    }
}

/// A map key: a string, or what serde_json also writes as one (a unit variant, an
/// integer in quotes); anything else has no key form.
struct KeyWriter<'a> {
    out: &'a mut String,
}

impl KeyWriter<'_> {
    fn quoted(self, write: impl FnOnce(&mut String)) -> Result<(), Unsupported> {
        self.out.push('"');
        write(self.out);
        self.out.push('"');
        Ok(())
    }
}

impl ser::Serializer for KeyWriter<'_> {
    type Ok = ();
    type Error = Unsupported;
    type SerializeSeq = ser::Impossible<(), Unsupported>;
    type SerializeTuple = ser::Impossible<(), Unsupported>;
    type SerializeTupleStruct = ser::Impossible<(), Unsupported>;
    type SerializeTupleVariant = ser::Impossible<(), Unsupported>;
    type SerializeMap = ser::Impossible<(), Unsupported>;
    type SerializeStruct = ser::Impossible<(), Unsupported>;
    type SerializeStructVariant = ser::Impossible<(), Unsupported>;

    forwarded!();

    fn serialize_str(self, v: &str) -> Result<(), Unsupported> {
        push_str(self.out, v);
        Ok(())
    }
    fn serialize_bool(self, v: bool) -> Result<(), Unsupported> {
        self.serialize_str(if v { "true" } else { "false" })
    }
    fn serialize_i64(self, v: i64) -> Result<(), Unsupported> {
        self.quoted(|out| push_i64(out, v))
    }
    fn serialize_u64(self, v: u64) -> Result<(), Unsupported> {
        self.quoted(|out| push_u64(out, v))
    }
    fn serialize_f32(self, _: f32) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_f64(self, _: f64) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_none(self) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_unit(self) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Unsupported> {
        Err(Unsupported)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Unsupported> {
        Err(Unsupported)
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, Unsupported> {
        Err(Unsupported)
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Unsupported> {
        Err(Unsupported)
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Unsupported> {
        Err(Unsupported)
    }
    fn serialize_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStruct, Unsupported> {
        Err(Unsupported)
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Unsupported> {
        Err(Unsupported)
    }
}
