//! A small, strict JSON codec without dependencies: what the game record
//! (`Game::to_json`, `Game::from_json`) and the app's saved names need, so
//! that the browser app links no serde.
//!
//! Reading follows serde_json 1.0 step by step, because a record must be
//! read exactly as it was when serde_json read it: the same documents are
//! accepted and every refusal has the same words and position ("expected
//! `,` or `}` at line 1 column 40"). `Reader` streams over the text like
//! serde_json's deserializer: no value tree is built, values are read into
//! their types as they come (`reading.rs` reads a record with it), and the
//! position of an error is where serde_json reported it. In particular:
//!
//! - Strings are strict: control characters must be escaped, escapes are
//!   the eight of RFC 8259 and `\uXXXX`, and a string that is read (not
//!   skipped) must pair its surrogates. Any UTF-8 is allowed unescaped.
//! - Numbers are read as serde_json reads them: integers up to `u64::MAX`
//!   (or down to `i64::MIN`) exactly, others as floats computed as
//!   serde_json computes them; a float beyond `f64::MAX` is "number out of
//!   range". A float where a whole number belongs is named as serde_json
//!   writes it (`floating point \`1e+20\``).
//! - Nesting: a value that is skipped (an unknown field, the rest of the
//!   moves after a bad one) may nest arbitrarily deep, with an explicit
//!   stack (one byte per level), as serde_json skips; a value that is read
//!   counts against serde_json's limit of 127 levels ("recursion limit
//!   exceeded"), so the stack never overflows.
//! - serde_json's `RawValue` quirk is kept: where any value is read (the
//!   header's `format`), an object whose first key is
//!   `$serde_json::private::RawValue` stands for the JSON text in that
//!   key's string. serde_json counts the levels of such a text afresh, and
//!   so could recurse without bound; here at most 512 levels are open in
//!   all (the only place this reader refuses what serde_json read).
//! - A key given twice: a struct field is refused (`duplicate field`); in
//!   the record's header the last `format` or `version` wins, as before.
//! - Trailing commas, comments, single quotes, `NaN` and leading zeros are
//!   refused; anything after the document but whitespace is "trailing
//!   characters".
//!
//! Writing: strings are escaped as serde_json escapes them (`"`, `\`, the
//! short escapes `\b \f \n \r \t`, other control characters as `\u00XX`;
//! neither non-ASCII nor `/` is escaped).

use std::borrow::Cow;
use std::cmp::Ordering;
use std::fmt::{self, Write};
use std::sync::OnceLock;

pub(crate) const EOF_LIST: &str = "EOF while parsing a list";
pub(crate) const EOF_OBJECT: &str = "EOF while parsing an object";
const EOF_STRING: &str = "EOF while parsing a string";
pub(crate) const EOF_VALUE: &str = "EOF while parsing a value";
const EXPECTED_COLON: &str = "expected `:`";
const EXPECTED_LIST_END: &str = "expected `,` or `]`";
const EXPECTED_OBJECT_END: &str = "expected `,` or `}`";
const EXPECTED_IDENT: &str = "expected ident";
pub(crate) const EXPECTED_VALUE: &str = "expected value";
const INVALID_ESCAPE: &str = "invalid escape";
const INVALID_NUMBER: &str = "invalid number";
const OUT_OF_RANGE: &str = "number out of range";
const CONTROL: &str = "control character (\\u0000-\\u001F) found while parsing a string";
pub(crate) const KEY_NOT_STRING: &str = "key must be a string";
const LONE_SURROGATE: &str = "lone leading surrogate in hex escape";
const TRAILING_COMMA: &str = "trailing comma";
const TRAILING: &str = "trailing characters";
const HEX_END: &str = "unexpected end of hex escape";
const RECURSION: &str = "recursion limit exceeded";
/// serde_json reads an object whose first key is this as the JSON text of
/// its string value (its `RawValue` feature); kept for the header's format.
const RAW_VALUE_TOKEN: &str = "$serde_json::private::RawValue";

/// What is wrong, and where (line 0: not placed yet, as for a serde error
/// raised by a type; the value that raised it places it). Boxed, so that a
/// `Result` is a pointer wide.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Error(Box<(String, usize, usize)>);

impl Error {
    pub fn custom(msg: impl Into<String>) -> Error {
        Error(Box::new((msg.into(), 0, 0)))
    }

    /// What is wrong, without where.
    pub fn message(self) -> String {
        self.0 .0
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self.0 {
            (ref msg, 0, _) => f.write_str(msg),
            (ref msg, line, column) => write!(f, "{msg} at line {line} column {column}"),
        }
    }
}

pub(crate) type Result<T> = std::result::Result<T, Error>;

/// `invalid type: {what}, expected {expected}`.
pub(crate) fn invalid_type(what: &str, expected: &str) -> Error {
    Error::custom(format!("invalid type: {what}, expected {expected}"))
}

/// `invalid length {n}, expected {expected}` (a tuple or struct too short).
pub(crate) fn invalid_length(n: usize, expected: &str) -> Error {
    Error::custom(format!("invalid length {n}, expected {expected}"))
}

/// `unknown variant \`x\`, expected one of \`a\`, \`b\`, \`c\`` (two
/// variants: `\`a\` or \`b\``).
fn unknown_variant(name: &str, variants: &[&str]) -> Error {
    let mut msg = format!("unknown variant `{name}`, expected ");
    let many = variants.len() > 2;
    if many {
        msg.push_str("one of ");
    }
    for (i, v) in variants.iter().enumerate() {
        if i > 0 {
            msg.push_str(if many { ", " } else { " or " });
        }
        msg.push('`');
        msg.push_str(v);
        msg.push('`');
    }
    Error::custom(msg)
}

/// A JSON number as serde_json reads it: non-negative integers as `U64`,
/// negative ones as `I64`, everything else (and `-0`) as `F64`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Num {
    U64(u64),
    I64(i64),
    F64(f64),
}

impl Num {
    /// How a type error names it.
    fn describe(self) -> String {
        match self {
            Num::U64(v) => format!("integer `{v}`"),
            Num::I64(v) => format!("integer `{v}`"),
            Num::F64(v) => format!("floating point `{}`", float(v)),
        }
    }
}

/// A JSON text being read, with serde_json's position and nesting rules.
pub(crate) struct Reader<'a> {
    text: &'a str,
    i: usize,
    /// Levels of nesting left (serde_json's limit: 128, the outermost included).
    depth: u8,
    /// Levels open in the documents this one is read inside (see `RAW_VALUE_TOKEN`).
    outer: usize,
}

/// The most levels open at once, across documents read inside documents:
/// serde_json counts each document on its own, so that it can recurse
/// without bound; this reader refuses past this many ("recursion limit
/// exceeded"), so that the stack never overflows.
const MAX_LEVELS: usize = 512;

impl<'a> Reader<'a> {
    pub fn new(text: &'a str) -> Reader<'a> {
        Reader {
            text,
            i: 0,
            depth: 128,
            outer: 0,
        }
    }

    /// One more level of nesting, at the next byte, if the limits allow.
    fn enter(&mut self) -> Result<()> {
        self.depth -= 1;
        if self.depth == 0 || self.outer + 128 - usize::from(self.depth) > MAX_LEVELS {
            return Err(self.peek_error(RECURSION));
        }
        self.i += 1;
        Ok(())
    }

    /// One whole document: `read`, then nothing but whitespace.
    pub fn document(&mut self, read: &mut dyn FnMut(&mut Self) -> Result<()>) -> Result<()> {
        read(self)?;
        match self.ws() {
            Some(_) => Err(self.peek_error(TRAILING)),
            None => Ok(()),
        }
    }

    fn bytes(&self) -> &'a [u8] {
        self.text.as_bytes()
    }

    fn peek(&self) -> Option<u8> {
        self.bytes().get(self.i).copied()
    }

    fn next(&mut self) -> Option<u8> {
        let c = self.peek();
        self.i += c.is_some() as usize;
        c
    }

    /// The error at byte `i`: its line, and its column counted in bytes.
    #[cold]
    #[inline(never)]
    fn error_at(&self, i: usize, msg: &str) -> Error {
        let before = &self.bytes()[..i];
        let start = before
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |p| p + 1);
        let line = 1 + before[..start].iter().filter(|&&c| c == b'\n').count();
        Error(Box::new((msg.to_string(), line, i - start)))
    }

    /// An error at the last byte read.
    pub fn error(&self, msg: &str) -> Error {
        self.error_at(self.i, msg)
    }

    /// An error at the next byte.
    pub fn peek_error(&self, msg: &str) -> Error {
        self.error_at((self.i + 1).min(self.text.len()), msg)
    }

    /// Places an error a type raised at the last byte read.
    pub fn place(&self, e: Error) -> Error {
        match e.0 .1 {
            0 => self.error(&e.0 .0),
            _ => e,
        }
    }

    /// Skips whitespace; the next byte, if any.
    pub fn ws(&mut self) -> Option<u8> {
        while let Some(b' ' | b'\n' | b'\t' | b'\r') = self.peek() {
            self.i += 1;
        }
        self.peek()
    }

    /// The rest of `null`, `true` or `false`.
    fn ident(&mut self, rest: &[u8]) -> Result<()> {
        for &c in rest {
            match self.next() {
                None => return Err(self.error(EOF_VALUE)),
                Some(n) if n != c => return Err(self.error(EXPECTED_IDENT)),
                Some(_) => {}
            }
        }
        Ok(())
    }

    /// A string's value, after its opening quote.
    fn string(&mut self) -> Result<Cow<'a, str>> {
        let (text, bytes) = (self.text, self.bytes());
        let mut decoded: Option<String> = None;
        let mut start = self.i;
        loop {
            while self.i < bytes.len() && !matches!(bytes[self.i], b'"' | b'\\' | 0..=0x1f) {
                self.i += 1;
            }
            match bytes.get(self.i) {
                None => return Err(self.error(EOF_STRING)),
                Some(b'"') => {
                    let tail = &text[start..self.i];
                    self.i += 1;
                    return Ok(match decoded {
                        None => Cow::Borrowed(tail),
                        Some(s) => Cow::Owned(s + tail),
                    });
                }
                Some(b'\\') => {
                    let s = decoded.get_or_insert_with(String::new);
                    s.push_str(&text[start..self.i]);
                    self.i += 1;
                    let c = self.escape()?;
                    s.push(c);
                    start = self.i;
                }
                Some(_) => {
                    self.i += 1;
                    return Err(self.error(CONTROL));
                }
            }
        }
    }

    /// The character an escape stands for, after its backslash.
    fn escape(&mut self) -> Result<char> {
        Ok(match self.next() {
            None => return Err(self.error(EOF_STRING)),
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\x08',
            Some(b'f') => '\x0c',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                let hi = self.hex4()?;
                if (0xDC00..=0xDFFF).contains(&hi) {
                    return Err(self.error(LONE_SURROGATE));
                }
                if !(0xD800..=0xDBFF).contains(&hi) {
                    return Ok(char::from_u32(hi.into()).unwrap_or_default());
                }
                for expected in [b'\\', b'u'] {
                    match self.next() {
                        None => return Err(self.error(EOF_STRING)),
                        Some(c) if c != expected => return Err(self.error(HEX_END)),
                        Some(_) => {}
                    }
                }
                let lo = self.hex4()?;
                if !(0xDC00..=0xDFFF).contains(&lo) {
                    return Err(self.error(LONE_SURROGATE));
                }
                let c = 0x10000 + ((u32::from(hi) - 0xD800) << 10 | (u32::from(lo) - 0xDC00));
                char::from_u32(c).unwrap_or_default()
            }
            Some(_) => return Err(self.error(INVALID_ESCAPE)),
        })
    }

    /// The four hex digits of a `\u` escape.
    fn hex4(&mut self) -> Result<u16> {
        let Some(digits) = self.bytes().get(self.i..self.i + 4) else {
            self.i = self.text.len();
            return Err(self.error(EOF_STRING));
        };
        self.i += 4;
        let mut n = 0;
        for &d in digits {
            match (d as char).to_digit(16) {
                Some(v) => n = n << 4 | v as u16,
                None => return Err(self.error(INVALID_ESCAPE)),
            }
        }
        Ok(n)
    }

    /// Skips a string after its opening quote (escapes checked, `\u`
    /// surrogates not: serde_json does not look at what it skips).
    fn skip_string(&mut self) -> Result<()> {
        let bytes = self.bytes();
        loop {
            while self.i < bytes.len() && !matches!(bytes[self.i], b'"' | b'\\' | 0..=0x1f) {
                self.i += 1;
            }
            match bytes.get(self.i) {
                None => return Err(self.error(EOF_STRING)),
                Some(b'"') => {
                    self.i += 1;
                    return Ok(());
                }
                Some(b'\\') => {
                    self.i += 1;
                    match self.next() {
                        None => return Err(self.error(EOF_STRING)),
                        Some(b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't') => {}
                        Some(b'u') => {
                            self.hex4()?;
                        }
                        Some(_) => return Err(self.error(INVALID_ESCAPE)),
                    }
                }
                Some(_) => return Err(self.error(CONTROL)),
            }
        }
    }

    /// A number, after its minus sign if `!positive`.
    fn number(&mut self, positive: bool) -> Result<Num> {
        match self.next() {
            None => Err(self.error(EOF_VALUE)),
            Some(b'0') => match self.peek() {
                Some(b'0'..=b'9') => Err(self.peek_error(INVALID_NUMBER)),
                _ => self.number_end(positive, 0),
            },
            Some(c @ b'1'..=b'9') => {
                let mut sig = u64::from(c - b'0');
                while let Some(c @ b'0'..=b'9') = self.peek() {
                    let digit = u64::from(c - b'0');
                    if sig >= u64::MAX / 10 && (sig > u64::MAX / 10 || digit > u64::MAX % 10) {
                        return self.long_integer(positive, sig).map(Num::F64);
                    }
                    self.i += 1;
                    sig = sig * 10 + digit;
                }
                self.number_end(positive, sig)
            }
            Some(_) => Err(self.error(INVALID_NUMBER)),
        }
    }

    fn number_end(&mut self, positive: bool, sig: u64) -> Result<Num> {
        Ok(match self.peek() {
            Some(b'.') => Num::F64(self.decimal(positive, sig, 0)?),
            Some(b'e' | b'E') => Num::F64(self.exponent(positive, sig, 0)?),
            _ if positive => Num::U64(sig),
            _ => match (sig as i64).wrapping_neg() {
                // -0, and below i64::MIN: a float.
                neg if neg >= 0 => Num::F64(-(sig as f64)),
                neg => Num::I64(neg),
            },
        })
    }

    /// More digits than a u64 holds: the rest only scale it.
    fn long_integer(&mut self, positive: bool, sig: u64) -> Result<f64> {
        let mut exp = 0;
        loop {
            match self.peek() {
                Some(b'0'..=b'9') => {
                    self.i += 1;
                    exp += 1;
                }
                Some(b'.') => return self.decimal(positive, sig, exp),
                Some(b'e' | b'E') => return self.exponent(positive, sig, exp),
                _ => return self.to_f64(positive, sig, exp),
            }
        }
    }

    fn decimal(&mut self, positive: bool, mut sig: u64, exp_before: i32) -> Result<f64> {
        self.i += 1;
        let mut exp_after = 0;
        while let Some(c @ b'0'..=b'9') = self.peek() {
            let digit = u64::from(c - b'0');
            if sig >= u64::MAX / 10 && (sig > u64::MAX / 10 || digit > u64::MAX % 10) {
                // Further digits are too small to count.
                while let Some(b'0'..=b'9') = self.peek() {
                    self.i += 1;
                }
                return match self.peek() {
                    Some(b'e' | b'E') => self.exponent(positive, sig, exp_before + exp_after),
                    _ => self.to_f64(positive, sig, exp_before + exp_after),
                };
            }
            self.i += 1;
            sig = sig * 10 + digit;
            exp_after -= 1;
        }
        if exp_after == 0 {
            return Err(match self.peek() {
                Some(_) => self.peek_error(INVALID_NUMBER),
                None => self.peek_error(EOF_VALUE),
            });
        }
        match self.peek() {
            Some(b'e' | b'E') => self.exponent(positive, sig, exp_before + exp_after),
            _ => self.to_f64(positive, sig, exp_before + exp_after),
        }
    }

    fn exponent(&mut self, positive: bool, sig: u64, start: i32) -> Result<f64> {
        self.i += 1;
        let positive_exp = match self.peek() {
            Some(b'+') => {
                self.i += 1;
                true
            }
            Some(b'-') => {
                self.i += 1;
                false
            }
            _ => true,
        };
        let mut exp = match self.next() {
            None => return Err(self.error(EOF_VALUE)),
            Some(c @ b'0'..=b'9') => i32::from(c - b'0'),
            Some(_) => return Err(self.error(INVALID_NUMBER)),
        };
        while let Some(c @ b'0'..=b'9') = self.peek() {
            self.i += 1;
            let digit = i32::from(c - b'0');
            if exp >= i32::MAX / 10 && (exp > i32::MAX / 10 || digit > i32::MAX % 10) {
                if sig != 0 && positive_exp {
                    return Err(self.error(OUT_OF_RANGE));
                }
                while let Some(b'0'..=b'9') = self.peek() {
                    self.i += 1;
                }
                return Ok(if positive { 0.0 } else { -0.0 });
            }
            exp = exp * 10 + digit;
        }
        let exp = match positive_exp {
            true => start.saturating_add(exp),
            false => start.saturating_sub(exp),
        };
        self.to_f64(positive, sig, exp)
    }

    /// `sig × 10^exp` as serde_json computes it (one rounding per step, not
    /// always the nearest float).
    fn to_f64(&self, positive: bool, sig: u64, mut exp: i32) -> Result<f64> {
        let pow10 = pow10();
        let mut f = sig as f64;
        loop {
            match pow10.get(exp.wrapping_abs() as usize) {
                Some(&pow) if exp >= 0 => {
                    f *= pow;
                    if f.is_infinite() {
                        return Err(self.error(OUT_OF_RANGE));
                    }
                    break;
                }
                Some(&pow) => {
                    f /= pow;
                    break;
                }
                None if f == 0.0 => break,
                None if exp >= 0 => return Err(self.error(OUT_OF_RANGE)),
                None => {
                    f /= 1e308;
                    exp += 308;
                }
            }
        }
        Ok(if positive { f } else { -f })
    }

    /// Skips one value, however deep (an explicit stack, as serde_json).
    pub fn skip_value(&mut self) -> Result<()> {
        let mut stack = Vec::new();
        let mut enclosing = None;
        loop {
            let frame = match self.ws() {
                None => return Err(self.peek_error(EOF_VALUE)),
                Some(b'n') => self.skip_ident(b"ull")?,
                Some(b't') => self.skip_ident(b"rue")?,
                Some(b'f') => self.skip_ident(b"alse")?,
                Some(b'-') => {
                    self.i += 1;
                    self.skip_number()?;
                    None
                }
                Some(b'0'..=b'9') => {
                    self.skip_number()?;
                    None
                }
                Some(b'"') => {
                    self.i += 1;
                    self.skip_string()?;
                    None
                }
                Some(open @ (b'[' | b'{')) => {
                    stack.extend(enclosing.take());
                    self.i += 1;
                    Some(open)
                }
                Some(_) => return Err(self.peek_error(EXPECTED_VALUE)),
            };
            let (mut comma, mut frame) = match frame.map(|f| (false, f)) {
                Some(opened) => opened,
                None => match enclosing.take().or_else(|| stack.pop()) {
                    Some(f) => (true, f),
                    None => return Ok(()),
                },
            };
            loop {
                match self.ws() {
                    Some(b',') if comma => {
                        self.i += 1;
                        break;
                    }
                    Some(b']') if frame == b'[' => {}
                    Some(b'}') if frame == b'{' => {}
                    Some(_) if !comma => break,
                    Some(_) if frame == b'[' => return Err(self.peek_error(EXPECTED_LIST_END)),
                    Some(_) => return Err(self.peek_error(EXPECTED_OBJECT_END)),
                    None if frame == b'[' => return Err(self.peek_error(EOF_LIST)),
                    None => return Err(self.peek_error(EOF_OBJECT)),
                }
                self.i += 1;
                match stack.pop() {
                    Some(f) => frame = f,
                    None => return Ok(()),
                }
                comma = true;
            }
            if frame == b'{' {
                match self.ws() {
                    Some(b'"') => self.i += 1,
                    Some(_) => return Err(self.peek_error(KEY_NOT_STRING)),
                    None => return Err(self.peek_error(EOF_OBJECT)),
                }
                self.skip_string()?;
                match self.ws() {
                    Some(b':') => self.i += 1,
                    Some(_) => return Err(self.peek_error(EXPECTED_COLON)),
                    None => return Err(self.peek_error(EOF_OBJECT)),
                }
            }
            enclosing = Some(frame);
        }
    }

    fn skip_ident(&mut self, rest: &[u8]) -> Result<Option<u8>> {
        self.i += 1;
        self.ident(rest).map(|()| None)
    }

    /// Skips a number (its syntax checked, not its size).
    fn skip_number(&mut self) -> Result<()> {
        match self.next() {
            Some(b'0') => {
                if let Some(b'0'..=b'9') = self.peek() {
                    return Err(self.peek_error(INVALID_NUMBER));
                }
            }
            Some(b'1'..=b'9') => self.skip_digits(),
            _ => return Err(self.error(INVALID_NUMBER)),
        }
        if let Some(b'.') = self.peek() {
            self.i += 1;
            let start = self.i;
            self.skip_digits();
            if self.i == start {
                return Err(self.peek_error(INVALID_NUMBER));
            }
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.i += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.i += 1;
            }
            match self.next() {
                Some(b'0'..=b'9') => self.skip_digits(),
                _ => return Err(self.error(INVALID_NUMBER)),
            }
        }
        Ok(())
    }

    fn skip_digits(&mut self) {
        while let Some(b'0'..=b'9') = self.peek() {
            self.i += 1;
        }
    }

    /// One value skipped, as its text (without the whitespace around it).
    pub fn raw_value(&mut self) -> Result<&'a str> {
        self.ws();
        let start = self.i;
        self.skip_value()?;
        Ok(&self.text[start..self.i])
    }

    /// The error for a value of the wrong type: the value is read (a
    /// scalar) or looked at (an array or object) to name it.
    pub fn invalid_type(&mut self, expected: &str) -> Error {
        let what = match self.peek() {
            Some(b'n') => match self.skip_ident(b"ull") {
                Ok(_) => "null".to_string(),
                Err(e) => return e,
            },
            Some(b't') => match self.skip_ident(b"rue") {
                Ok(_) => "boolean `true`".to_string(),
                Err(e) => return e,
            },
            Some(b'f') => match self.skip_ident(b"alse") {
                Ok(_) => "boolean `false`".to_string(),
                Err(e) => return e,
            },
            Some(c @ (b'-' | b'0'..=b'9')) => {
                self.i += (c == b'-') as usize;
                match self.number(c != b'-') {
                    Ok(n) => n.describe(),
                    Err(e) => return e,
                }
            }
            Some(b'"') => {
                self.i += 1;
                match self.string() {
                    Ok(s) => format!("string {s:?}"),
                    Err(e) => return e,
                }
            }
            Some(b'[') => "sequence".to_string(),
            Some(b'{') => "map".to_string(),
            _ => return self.peek_error(EXPECTED_VALUE),
        };
        self.place(invalid_type(&what, expected))
    }

    /// An array or object at the next byte (`[` or `{`), its content read
    /// by `read`, within the nesting limit.
    pub fn nested(&mut self, read: &mut dyn FnMut(&mut Self) -> Result<()>) -> Result<()> {
        let open = self.peek();
        self.enter()?;
        let value = read(self);
        self.depth += 1;
        let end = match open {
            Some(b'[') => self.end_seq(),
            _ => self.end_map(),
        };
        value.and(end)
    }

    fn end_seq(&mut self) -> Result<()> {
        match self.ws() {
            Some(b']') => {
                self.i += 1;
                Ok(())
            }
            Some(b',') => {
                self.i += 1;
                match self.ws() {
                    Some(b']') => Err(self.peek_error(TRAILING_COMMA)),
                    _ => Err(self.peek_error(TRAILING)),
                }
            }
            Some(_) => Err(self.peek_error(TRAILING)),
            None => Err(self.peek_error(EOF_LIST)),
        }
    }

    fn end_map(&mut self) -> Result<()> {
        match self.ws() {
            Some(b'}') => {
                self.i += 1;
                Ok(())
            }
            Some(b',') => Err(self.peek_error(TRAILING_COMMA)),
            Some(_) => Err(self.peek_error(TRAILING)),
            None => Err(self.peek_error(EOF_OBJECT)),
        }
    }

    /// Inside an array: whether another element follows (its comma read).
    pub fn next_element(&mut self, first: &mut bool) -> Result<bool> {
        match self.ws() {
            None => Err(self.peek_error(EOF_LIST)),
            Some(b']') => Ok(false),
            Some(_) if *first => {
                *first = false;
                Ok(true)
            }
            Some(b',') => {
                self.i += 1;
                match self.ws() {
                    Some(b']') => Err(self.peek_error(TRAILING_COMMA)),
                    Some(_) => Ok(true),
                    None => Err(self.peek_error(EOF_VALUE)),
                }
            }
            Some(_) => Err(self.peek_error(EXPECTED_LIST_END)),
        }
    }

    /// Inside an object: the next key, if another entry follows.
    pub fn next_key(&mut self, first: &mut bool) -> Result<Option<Cow<'a, str>>> {
        let more = match self.ws() {
            None => return Err(self.peek_error(EOF_OBJECT)),
            Some(b'}') => false,
            Some(c) if *first => {
                *first = false;
                match c {
                    b'"' => true,
                    _ => return Err(self.peek_error(KEY_NOT_STRING)),
                }
            }
            Some(b',') => {
                self.i += 1;
                match self.ws() {
                    Some(b'"') => true,
                    Some(b'}') => return Err(self.peek_error(TRAILING_COMMA)),
                    Some(_) => return Err(self.peek_error(KEY_NOT_STRING)),
                    None => return Err(self.peek_error(EOF_VALUE)),
                }
            }
            Some(_) => return Err(self.peek_error(EXPECTED_OBJECT_END)),
        };
        if !more {
            return Ok(None);
        }
        self.i += 1;
        self.string().map(Some)
    }

    /// The colon after a key.
    pub fn colon(&mut self) -> Result<()> {
        match self.ws() {
            Some(b':') => {
                self.i += 1;
                Ok(())
            }
            Some(_) => Err(self.peek_error(EXPECTED_COLON)),
            None => Err(self.peek_error(EOF_OBJECT)),
        }
    }

    /// A value that must be an array (serde's `deserialize_seq`): its
    /// elements, up to `max`, each read by `element(reader, index)`; how
    /// many there were (more than `max`: "trailing characters").
    pub fn seq(
        &mut self,
        expected: &str,
        max: usize,
        element: &mut dyn FnMut(&mut Self, usize) -> Result<()>,
    ) -> Result<usize> {
        let mut n = 0;
        let value = match self.ws() {
            None => return Err(self.peek_error(EOF_VALUE)),
            Some(b'[') => self.nested(&mut |r| {
                let mut first = true;
                while n < max && r.next_element(&mut first)? {
                    element(r, n)?;
                    n += 1;
                }
                Ok(())
            }),
            Some(_) => Err(self.invalid_type(expected)),
        };
        value.map(|()| n).map_err(|e| self.place(e))
    }

    /// A string (serde's `deserialize_str`).
    pub fn str(&mut self, expected: &str) -> Result<Cow<'a, str>> {
        match self.ws() {
            None => Err(self.peek_error(EOF_VALUE)),
            Some(b'"') => {
                self.i += 1;
                self.string()
            }
            Some(_) => Err(self.invalid_type(expected)),
        }
    }

    /// A boolean.
    pub fn bool(&mut self) -> Result<bool> {
        match self.ws() {
            None => Err(self.peek_error(EOF_VALUE)),
            Some(b't') => self.skip_ident(b"rue").map(|_| true),
            Some(b'f') => self.skip_ident(b"alse").map(|_| false),
            Some(_) => Err(self.invalid_type("a boolean")),
        }
    }

    /// A whole number from 0 to `max`, named `expected` ("u8") in errors.
    pub fn unsigned(&mut self, max: u64, expected: &str) -> Result<u64> {
        let n = match self.ws() {
            None => return Err(self.peek_error(EOF_VALUE)),
            Some(b'-') => {
                self.i += 1;
                self.number(false)?
            }
            Some(b'0'..=b'9') => self.number(true)?,
            Some(_) => return Err(self.invalid_type(expected)),
        };
        match n {
            Num::U64(v) if v <= max => Ok(v),
            Num::U64(_) | Num::I64(_) => Err(self.place(Error::custom(format!(
                "invalid value: {}, expected {expected}",
                n.describe()
            )))),
            Num::F64(_) => Err(self.place(invalid_type(&n.describe(), expected))),
        }
    }

    /// `null` (serde's unit).
    pub fn null(&mut self) -> Result<()> {
        match self.ws() {
            None => Err(self.peek_error(EOF_VALUE)),
            Some(b'n') => self.skip_ident(b"ull").map(|_| ()),
            Some(_) => Err(self.invalid_type("unit")),
        }
    }

    /// `null` (true) or anything else, left to read (an `Option`).
    pub fn is_null(&mut self) -> Result<bool> {
        match self.ws() {
            Some(b'n') => self.skip_ident(b"ull").map(|_| true),
            _ => Ok(false),
        }
    }

    /// An enum as serde_json reads one: `"variant"`, or an object with the
    /// variant as its only key. `content(reader, index, in_object)` reads
    /// what the variant holds (in an object, after the colon).
    pub fn variant(
        &mut self,
        variants: &[&str],
        content: &mut dyn FnMut(&mut Self, usize, bool) -> Result<()>,
    ) -> Result<()> {
        match self.ws() {
            Some(b'{') => {
                self.enter()?;
                let value = self
                    .variant_key(variants)
                    .and_then(|index| content(self, index, true));
                self.depth += 1;
                value?;
                match self.ws() {
                    Some(b'}') => {
                        self.i += 1;
                        Ok(())
                    }
                    Some(_) => Err(self.error(EXPECTED_VALUE)),
                    None => Err(self.error(EOF_OBJECT)),
                }
            }
            Some(b'"') => {
                self.i += 1;
                let name = self.string()?;
                match variants.iter().position(|v| *v == name) {
                    Some(index) => content(self, index, false),
                    None => Err(self.place(unknown_variant(&name, variants))),
                }
            }
            Some(_) => Err(self.peek_error(EXPECTED_VALUE)),
            None => Err(self.peek_error(EOF_VALUE)),
        }
    }

    fn variant_key(&mut self, variants: &[&str]) -> Result<usize> {
        match self.ws() {
            Some(b'"') => self.i += 1,
            Some(b'}') => return Err(self.peek_error(EXPECTED_VALUE)),
            Some(_) => return Err(self.peek_error(KEY_NOT_STRING)),
            None => return Err(self.peek_error(EOF_OBJECT)),
        }
        let name = self.string()?;
        let index = variants.iter().position(|v| *v == name);
        let index = index.ok_or_else(|| self.place(unknown_variant(&name, variants)))?;
        self.colon()?;
        Ok(index)
    }

    /// A struct as serde derives it: an object (fields by name in any
    /// order, each at most once, other keys skipped) or an array (fields in
    /// order). `field(reader, i)` reads field `i`. A missing field is an
    /// error if its bit is set in `required` (`.0`: in an object, `.1`: in
    /// an array).
    pub fn structure(
        &mut self,
        name: &str,
        fields: &[&str],
        required: (u32, u32),
        field: &mut dyn FnMut(&mut Self, usize) -> Result<()>,
    ) -> Result<()> {
        let value = match self.ws() {
            None => return Err(self.peek_error(EOF_VALUE)),
            Some(b'{') => self.nested(&mut |r| {
                let mut read = 0;
                let mut first = true;
                while let Some(key) = r.next_key(&mut first)? {
                    match fields.iter().position(|f| *f == key) {
                        Some(i) if read & 1 << i != 0 => {
                            return Err(Error::custom(format!("duplicate field `{key}`")));
                        }
                        Some(i) => {
                            r.colon()?;
                            field(r, i)?;
                            read |= 1 << i;
                        }
                        None => {
                            r.colon()?;
                            r.skip_value()?;
                        }
                    }
                }
                match (0..fields.len()).find(|&i| required.0 & !read & 1 << i != 0) {
                    Some(i) => Err(Error::custom(format!("missing field `{}`", fields[i]))),
                    None => Ok(()),
                }
            }),
            Some(b'[') => self.nested(&mut |r| {
                let mut first = true;
                for i in 0..fields.len() {
                    if r.next_element(&mut first)? {
                        field(r, i)?;
                    } else if required.1 & 1 << i != 0 {
                        let n = fields.len();
                        let s = if n == 1 { "" } else { "s" };
                        return Err(invalid_length(i, &format!("{name} with {n} element{s}")));
                    }
                }
                Ok(())
            }),
            Some(_) => Err(self.invalid_type(name)),
        };
        value.map_err(|e| self.place(e))
    }

    /// Any value, as serde_json reads a `Value`: checked through (numbers
    /// included), nesting counted; a string is kept.
    pub fn any_value(&mut self) -> Result<Option<String>> {
        let mut string = None;
        let value = match self.ws() {
            None => Err(self.peek_error(EOF_VALUE)),
            Some(b'"') => {
                self.i += 1;
                self.string().map(|s| string = Some(s.into_owned()))
            }
            Some(b'[') => self.nested(&mut |r| {
                let mut first = true;
                while r.next_element(&mut first)? {
                    r.any_value()?;
                }
                Ok(())
            }),
            Some(b'{') => self.nested(&mut |r| {
                let mut first = true;
                let Some(key) = r.next_key(&mut first)? else {
                    return Ok(());
                };
                r.colon()?;
                if key == RAW_VALUE_TOKEN {
                    // The value is the JSON text of a string, read on its own.
                    let raw = r.str("raw value")?;
                    let mut inner = Reader::new(&raw);
                    inner.outer = r.outer + 128 - usize::from(r.depth);
                    return inner.document(&mut |r| r.any_value().map(|s| string = s));
                }
                r.any_value()?;
                while r.next_key(&mut first)?.is_some() {
                    r.colon()?;
                    r.any_value()?;
                }
                Ok(())
            }),
            Some(b'n') => self.skip_ident(b"ull").map(drop),
            Some(b't') => self.skip_ident(b"rue").map(drop),
            Some(b'f') => self.skip_ident(b"alse").map(drop),
            Some(b'-') => {
                self.i += 1;
                self.number(false).map(drop)
            }
            Some(b'0'..=b'9') => self.number(true).map(drop),
            Some(_) => Err(self.peek_error(EXPECTED_VALUE)),
        };
        value.map(|()| string).map_err(|e| self.place(e))
    }
}

/// A natural number in base 2^32, least significant digit first: exact
/// arithmetic for floats' decimal digits.
#[derive(Clone, Debug)]
struct Big(Vec<u32>);

impl Big {
    fn new(v: u64) -> Big {
        Big(vec![v as u32, (v >> 32) as u32])
    }

    fn mul(&mut self, k: u32) {
        let mut carry = 0;
        for d in &mut self.0 {
            let x = u64::from(*d) * u64::from(k) + carry;
            *d = x as u32;
            carry = x >> 32;
        }
        if carry > 0 {
            self.0.push(carry as u32);
        }
    }

    fn mul_pow2(&mut self, n: u32) {
        for _ in 0..n / 16 {
            self.mul(1 << 16);
        }
        self.mul(1 << (n % 16));
    }

    fn digits(&self) -> &[u32] {
        let len = self.0.iter().rposition(|&d| d != 0).map_or(0, |p| p + 1);
        &self.0[..len]
    }

    fn cmp(&self, other: &Big) -> Ordering {
        let (a, b) = (self.digits(), other.digits());
        a.len()
            .cmp(&b.len())
            .then_with(|| a.iter().rev().cmp(b.iter().rev()))
    }

    fn add(&self, other: &Big) -> Big {
        let mut sum = Vec::with_capacity(self.0.len().max(other.0.len()) + 1);
        let mut carry = 0;
        for i in 0..self.0.len().max(other.0.len()) {
            let a = u64::from(self.0.get(i).copied().unwrap_or(0));
            let x = a + u64::from(other.0.get(i).copied().unwrap_or(0)) + carry;
            sum.push(x as u32);
            carry = x >> 32;
        }
        sum.push(carry as u32);
        Big(sum)
    }

    /// `self -= other`, for `other <= self`.
    fn sub(&mut self, other: &Big) {
        let mut borrow = 0;
        for (i, d) in self.0.iter_mut().enumerate() {
            let b = i64::from(other.0.get(i).copied().unwrap_or(0)) + borrow;
            let x = i64::from(*d) - b;
            *d = x.rem_euclid(1 << 32) as u32;
            borrow = (x < 0) as i64;
        }
    }

    /// The nearest float (ties to even).
    fn to_f64(&self) -> f64 {
        let d = self.digits();
        let top_bits = d.last().map_or(0, |t| 32 - t.leading_zeros() as usize);
        let bits = d.len().saturating_sub(1) * 32 + top_bits;
        let bit = |i: usize| d[i / 32] >> (i % 32) & 1 == 1;
        if bits <= 64 {
            return (0..bits).fold(0u64, |v, i| v | u64::from(bit(i)) << i) as f64;
        }
        let shift = bits - 64;
        let top = (0..64).fold(0u64, |v, i| v | u64::from(bit(shift + i)) << i);
        // The bits below only break a tie, which the lowest bit does too.
        let sticky = (0..shift).any(bit);
        (top | u64::from(sticky)) as f64 * f64::from_bits((1023 + shift as u64) << 52)
    }
}

/// 10^0 … 10^308, each the nearest float (as literals would be).
fn pow10() -> &'static [f64] {
    static POW10: OnceLock<Vec<f64>> = OnceLock::new();
    POW10.get_or_init(|| {
        let mut p = Big::new(1);
        (0..309)
            .map(|_| {
                let f = p.to_f64();
                p.mul(10);
                f
            })
            .collect()
    })
}

/// A float as serde_json writes it: the shortest digits that read back as
/// `v`, in plain notation from 1e-5 to below 1e16 (`0.00001`, `100.0`),
/// else in scientific notation (`1e+16`, `1.5e-7`).
pub(crate) fn float(v: f64) -> String {
    let mut out = String::new();
    if v.is_sign_negative() {
        out.push('-');
    }
    if v == 0.0 {
        out.push_str("0.0");
        return out;
    }
    let (digits, exp) = shortest(v.abs());
    let n = digits.len() as i32;
    if (-5..=15).contains(&exp) {
        // The digit for each power of ten, from the highest (or 10^0) down
        // to the last digit (or 10^-1).
        for p in ((exp - n + 1).min(-1)..=exp.max(0)).rev() {
            let i = exp - p;
            out.push(if (0..n).contains(&i) {
                char::from(digits[i as usize])
            } else {
                '0'
            });
            if p == 0 {
                out.push('.');
            }
        }
    } else {
        for (i, &d) in digits.iter().enumerate() {
            out.push_str(if i == 1 { "." } else { "" });
            out.push(char::from(d));
        }
        out.push_str(if exp < 0 { "e" } else { "e+" });
        let _ = write!(out, "{exp}");
    }
    out
}

/// The shortest decimal digits that read back as `v` (positive, finite),
/// the nearest to `v` of those, and the exponent of the first digit
/// (Burger and Dybvig's free-format algorithm, on exact numbers).
fn shortest(v: f64) -> (Vec<u8>, i32) {
    let bits = v.to_bits();
    let biased = (bits >> 52) as i32;
    let fraction = bits & ((1 << 52) - 1);
    let (m, e) = match biased {
        0 => (fraction, -1074),
        _ => (fraction | 1 << 52, biased - 1075),
    };
    // v = r / s; the numbers that read as v lie within (r - low, r + high) / s.
    let unequal = fraction == 0 && biased > 1;
    let (mut r, mut s, mut high, mut low) = (Big::new(m), Big::new(1), Big::new(1), Big::new(1));
    r.mul(if unequal { 4 } else { 2 });
    s.mul(if unequal { 4 } else { 2 });
    high.mul(if unequal { 2 } else { 1 });
    if e >= 0 {
        for b in [&mut r, &mut high, &mut low] {
            b.mul_pow2(e as u32);
        }
    } else {
        s.mul_pow2(-e as u32);
    }
    let even = m % 2 == 0;
    let within_high = |r: &Big, high: &Big, s: &Big| match r.add(high).cmp(s) {
        Ordering::Greater => true,
        Ordering::Equal => even,
        Ordering::Less => false,
    };
    // The first digit's place: 10^k > v (as far as the digits go), k least.
    let mut k = ((e + 52) as f64 * std::f64::consts::LOG10_2).ceil() as i32;
    if k >= 0 {
        (0..k).for_each(|_| s.mul(10));
    } else {
        for b in [&mut r, &mut high, &mut low] {
            (0..-k).for_each(|_| b.mul(10));
        }
    }
    loop {
        if within_high(&r, &high, &s) {
            s.mul(10);
            k += 1;
            continue;
        }
        let mut ten_r = r.clone();
        ten_r.mul(10);
        let mut ten_high = high.clone();
        ten_high.mul(10);
        if within_high(&ten_r, &ten_high, &s) {
            break;
        }
        for b in [&mut r, &mut high, &mut low] {
            b.mul(10);
        }
        k -= 1;
    }
    let mut digits = Vec::new();
    loop {
        for b in [&mut r, &mut high, &mut low] {
            b.mul(10);
        }
        let mut d = 0;
        while r.cmp(&s) != Ordering::Less {
            r.sub(&s);
            d += 1;
        }
        let low_ok = match r.cmp(&low) {
            Ordering::Less => true,
            Ordering::Equal => even,
            Ordering::Greater => false,
        };
        let high_ok = within_high(&r, &high, &s);
        if !low_ok && !high_ok {
            digits.push(b'0' + d);
            continue;
        }
        let up = match (low_ok, high_ok) {
            (true, false) => false,
            (false, _) => true,
            // Both would do: the nearer (a tie to the even digit).
            (true, true) => match r.add(&r).cmp(&s) {
                Ordering::Less => false,
                Ordering::Greater => true,
                Ordering::Equal => d % 2 == 1,
            },
        };
        digits.push(b'0' + d + up as u8);
        return (digits, k - 1);
    }
}

/// Appends `s` as a JSON string, escaped as serde_json escapes.
pub(crate) fn write_str(out: &mut String, s: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push('"');
    let mut start = 0;
    for (i, b) in s.bytes().enumerate() {
        let short = match b {
            b'"' => '"',
            b'\\' => '\\',
            b'\n' => 'n',
            b'\r' => 'r',
            b'\t' => 't',
            0x08 => 'b',
            0x0c => 'f',
            0..=0x1f => 'u',
            _ => continue,
        };
        out.push_str(&s[start..i]);
        out.push('\\');
        out.push(short);
        if short == 'u' {
            out.push_str("00");
            out.push(HEX[usize::from(b >> 4)] as char);
            out.push(HEX[usize::from(b & 15)] as char);
        }
        start = i + 1;
    }
    out.push_str(&s[start..]);
    out.push('"');
}

/// A list of strings as a JSON array (`["Anna","Béla"]`), as serde_json
/// writes a `Vec<String>`: how the app remembers player names.
pub fn write_string_list(items: &[String]) -> String {
    let mut out = String::from("[");
    for (i, s) in items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_str(&mut out, s);
    }
    out.push(']');
    out
}

/// A JSON array of strings, read as serde_json reads a `Vec<String>`
/// (whitespace anywhere between tokens); `None` for anything else.
pub fn read_string_list(text: &str) -> Option<Vec<String>> {
    let mut items = Vec::new();
    let read = Reader::new(text).document(&mut |r| {
        let each = &mut |r: &mut Reader, _| {
            items.push(r.str("a string")?.into_owned());
            Ok(())
        };
        r.seq("a sequence", usize::MAX, each).map(drop)
    });
    read.ok().map(|()| items)
}
