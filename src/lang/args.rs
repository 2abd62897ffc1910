//! What a message's placeholders take: the `Arg` and `Count` of the plain values (text,
//! numbers, dice), and how dice values are written.

use super::words::{Arg, Count, Lang};
use std::fmt::Write as _;

impl Arg for str {
    fn put(&self, _: Lang, out: &mut String) {
        out.push_str(self);
    }
}

/// Borrowed only (`&name`): an owned `String` is no `Arg`, so callers keep their `&`.
impl Arg for &String {
    fn put(&self, _: Lang, out: &mut String) {
        out.push_str(self);
    }
}

impl<T: Arg + ?Sized> Arg for &T {
    fn put(&self, lang: Lang, out: &mut String) {
        (**self).put(lang, out);
    }
}

macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl Arg for $t {
            fn put(&self, _: Lang, out: &mut String) {
                let _ = write!(out, "{self}");
            }
        }
        impl Count for $t {
            fn whole(self) -> i64 {
                i64::try_from(self).unwrap_or(i64::MAX)
            }
        }
    )*};
}
numbers!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

/// A number with one decimal and the language's decimal mark: "2.5", German "2,5" (no
/// float formatting: it is large in wasm).
impl Arg for f64 {
    fn put(&self, lang: Lang, out: &mut String) {
        let tenths = (self * 10.0).round() as i64;
        let sign = if tenths < 0 { "−" } else { "" };
        let (whole, tenth) = (tenths.abs() / 10, tenths.abs() % 10);
        let _ = write!(out, "{sign}{whole}{}{tenth}", lang.decimal_mark());
    }
}

/// Dice or card values as the app writes them in words: "3 3 5 6 6".
impl Arg for [u8] {
    fn put(&self, _: Lang, out: &mut String) {
        out.push_str(&spaced(self));
    }
}

impl<T> Arg for &Vec<T>
where
    [T]: Arg,
{
    fn put(&self, lang: Lang, out: &mut String) {
        self.as_slice().put(lang, out);
    }
}

/// Dice or card values as the app writes them in words: "3 3 5 6 6".
pub fn spaced(values: &[u8]) -> String {
    values
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}
