//! JSON: what is wrong with a text, as data (no serde message); a small
//! reader of whole-number JSON (`parse`, `Json`) and a string writer
//! (`write_str`) for what the app reads and writes on its first load
//! without serde's code for each type.

/// What is wrong with a JSON text, and where (line and column from 1, as
/// serde_json counts them; 0 where no place is known).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JsonError {
    pub problem: JsonProblem,
    pub line: usize,
    pub column: usize,
}

/// The kinds of problem a JSON text can have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonProblem {
    /// Not JSON: a character that does not belong there.
    Syntax,
    /// The text ends in the middle of a value.
    Eof,
    /// JSON, but not shaped as expected: a wrong type, name or number, a
    /// field missing or given twice.
    Shape,
}

/// serde_json's error in these terms (the tests' oracles read with serde).
#[cfg(test)]
impl From<&serde_json::Error> for JsonError {
    fn from(e: &serde_json::Error) -> JsonError {
        use serde_json::error::Category;
        let problem = match e.classify() {
            Category::Syntax | Category::Io => JsonProblem::Syntax,
            Category::Eof => JsonProblem::Eof,
            Category::Data => JsonProblem::Shape,
        };
        JsonError {
            problem,
            line: e.line(),
            column: e.column(),
        }
    }
}

/// `items` as a JSON array, each written by `item`.
pub fn write_list<T>(out: &mut String, items: &[T], item: impl Fn(&mut String, &T)) {
    out.push('[');
    for (i, x) in items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        item(out, x);
    }
    out.push(']');
}

/// A JSON value as read by `parse`. Numbers are whole: nothing the app
/// reads this way holds a fraction (`Fraction` is any other number).
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    /// From −2⁶³ to 2⁶⁴ − 1 (any `i64` or `u64`).
    Int(i128),
    /// Any other number (a fraction, an exponent, beyond `u64`): JSON, but
    /// nothing the app holds.
    Fraction,
    Str(String),
    Array(Vec<Json>),
    /// Members in the text's order.
    Object(Vec<(String, Json)>),
}

/// A value not shaped as expected (no place in the text).
pub const SHAPE: JsonError = JsonError {
    problem: JsonProblem::Shape,
    line: 0,
    column: 0,
};

impl Json {
    /// The member `name` of an object (the first, if given twice).
    pub fn get(&self, name: &str) -> Result<&Json, JsonError> {
        match self {
            Json::Object(members) => members
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v)
                .ok_or(SHAPE),
            _ => Err(SHAPE),
        }
    }

    /// An object of exactly one member (serde's form of an enum variant
    /// with data): its name and value.
    pub fn variant(&self) -> Result<(&str, &Json), JsonError> {
        match self {
            Json::Object(members) if members.len() == 1 => Ok((&members[0].0, &members[0].1)),
            _ => Err(SHAPE),
        }
    }

    pub fn str(&self) -> Result<&str, JsonError> {
        match self {
            Json::Str(s) => Ok(s),
            _ => Err(SHAPE),
        }
    }

    pub fn array(&self) -> Result<&[Json], JsonError> {
        match self {
            Json::Array(items) => Ok(items),
            _ => Err(SHAPE),
        }
    }

    /// A whole number that fits `T`.
    pub fn int<T: TryFrom<i128>>(&self) -> Result<T, JsonError> {
        match self {
            Json::Int(n) => T::try_from(*n).map_err(|_| SHAPE),
            _ => Err(SHAPE),
        }
    }

    /// A struct's fields by name, as serde reads a struct: from an object
    /// (unknown members skipped, a field given twice refused) or from an
    /// array of exactly the fields in order. A field not given is `None`.
    pub fn fields<const N: usize>(
        &self,
        names: [&str; N],
    ) -> Result<[Option<&Json>; N], JsonError> {
        self.fields_from(names, N)
    }

    /// `fields`, where an array may leave out fields from the `least`-th on
    /// (those with defaults, as serde reads such a struct from an array).
    pub fn fields_from<const N: usize>(
        &self,
        names: [&str; N],
        least: usize,
    ) -> Result<[Option<&Json>; N], JsonError> {
        let mut out = [None; N];
        match self {
            Json::Object(members) => {
                for (name, value) in members {
                    if let Some(i) = names.iter().position(|n| n == name) {
                        if out[i].replace(value).is_some() {
                            return Err(SHAPE);
                        }
                    }
                }
            }
            Json::Array(items) if (least..=N).contains(&items.len()) => {
                for (o, item) in out.iter_mut().zip(items) {
                    *o = Some(item);
                }
            }
            _ => return Err(SHAPE),
        }
        Ok(out)
    }

    pub fn bool(&self) -> Result<bool, JsonError> {
        match self {
            Json::Bool(b) => Ok(*b),
            _ => Err(SHAPE),
        }
    }

    /// The name of a unit enum variant as serde reads one: `"name"` or
    /// `{"name": null}`.
    pub fn unit_variant(&self) -> Result<&str, JsonError> {
        match self {
            Json::Str(name) => Ok(name),
            json => match json.variant()? {
                (name, Json::Null) => Ok(name),
                _ => Err(SHAPE),
            },
        }
    }

    /// An array, each item read by `item`.
    pub fn list<'a, T>(
        &'a self,
        item: impl Fn(&'a Json) -> Result<T, JsonError>,
    ) -> Result<Vec<T>, JsonError> {
        self.array()?.iter().map(item).collect()
    }

    /// An array of strings.
    pub fn strings(&self) -> Result<Vec<String>, JsonError> {
        self.array()?
            .iter()
            .map(|s| s.str().map(String::from))
            .collect()
    }

    /// An array of whole numbers of exactly `N` items.
    pub fn ints<T: TryFrom<i128> + Copy + Default, const N: usize>(
        &self,
    ) -> Result<[T; N], JsonError> {
        let items = self.array()?;
        if items.len() != N {
            return Err(SHAPE);
        }
        let mut out = [T::default(); N];
        for (o, item) in out.iter_mut().zip(items) {
            *o = item.int()?;
        }
        Ok(out)
    }
}

/// Nesting deeper than this is refused (as serde_json refuses it), so a
/// hostile text cannot exhaust the stack.
const MAX_DEPTH: usize = 128;

/// Reads a whole JSON text (whitespace around it allowed).
pub fn parse(text: &str) -> Result<Json, JsonError> {
    let mut reader = Reader {
        bytes: text.as_bytes(),
        at: 0,
        skipping: false,
    };
    let value = reader.value(0)?;
    reader.space();
    if reader.at < reader.bytes.len() {
        return Err(reader.error(JsonProblem::Syntax));
    }
    Ok(value)
}

/// A JSON text read piece by piece (a record's moves one at a time, so a
/// long record takes no memory beyond its text).
pub struct Pull<'a> {
    reader: Reader<'a>,
    text: &'a str,
    depth: usize,
}

impl<'a> Pull<'a> {
    pub fn new(text: &'a str) -> Pull<'a> {
        Pull {
            reader: Reader {
                bytes: text.as_bytes(),
                at: 0,
                skipping: false,
            },
            text,
            depth: 0,
        }
    }

    /// The first byte of the next value.
    pub fn peek(&mut self) -> Result<u8, JsonError> {
        self.reader.space();
        self.reader.peek()
    }

    /// The next value, whole.
    pub fn value(&mut self) -> Result<Json, JsonError> {
        self.reader.value(self.depth)
    }

    /// Reads past the next value, checking that it is JSON: its text.
    pub fn skip(&mut self) -> Result<&'a str, JsonError> {
        self.reader.space();
        let start = self.reader.at;
        self.reader.skip(self.depth)?;
        Ok(&self.text[start..self.reader.at])
    }

    /// The next value is an object: `member` reads each member's value.
    /// (Anything else is a `Shape` error.)
    pub fn members(
        &mut self,
        mut member: impl FnMut(&mut Pull<'a>, String) -> Result<(), JsonError>,
    ) -> Result<(), JsonError> {
        self.nested(b'{', |pull| {
            let mut reader = pull.reader;
            let done = reader.members(|r, name| pull.at(r, |p| member(p, name)));
            pull.reader.at = reader.at;
            done
        })
    }

    /// The next value is an array: `item` reads each item.
    pub fn items(
        &mut self,
        mut item: impl FnMut(&mut Pull<'a>) -> Result<(), JsonError>,
    ) -> Result<(), JsonError> {
        self.nested(b'[', |pull| {
            let mut reader = pull.reader;
            let done = reader.items(|r| pull.at(r, &mut item));
            pull.reader.at = reader.at;
            done
        })
    }

    /// `read` from where `reader` is, which then goes on from where it ends.
    fn at(
        &mut self,
        reader: &mut Reader<'a>,
        read: impl FnOnce(&mut Pull<'a>) -> Result<(), JsonError>,
    ) -> Result<(), JsonError> {
        self.reader.at = reader.at;
        let done = read(self);
        reader.at = self.reader.at;
        done
    }

    fn nested(
        &mut self,
        open: u8,
        read: impl FnOnce(&mut Pull<'a>) -> Result<(), JsonError>,
    ) -> Result<(), JsonError> {
        if self.peek()? != open {
            return Err(SHAPE);
        }
        if self.depth >= MAX_DEPTH {
            return Err(self.reader.error(JsonProblem::Syntax));
        }
        self.depth += 1;
        let done = read(self);
        self.depth -= 1;
        done
    }

    /// `e` placed at the last byte read, if it has no place (a value
    /// read whole and found wrongly shaped: the place where it ends).
    pub fn place(&self, e: JsonError) -> JsonError {
        match e.line {
            0 => Reader {
                at: self.reader.at.saturating_sub(1),
                ..self.reader
            }
            .error(e.problem),
            _ => e,
        }
    }

    /// Only whitespace is left.
    pub fn end(&mut self) -> Result<(), JsonError> {
        self.reader.space();
        if self.reader.at < self.reader.bytes.len() {
            return Err(self.reader.error(JsonProblem::Syntax));
        }
        Ok(())
    }
}

#[derive(Clone, Copy)]
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    /// Reading past a value (`skip`), as serde_json ignores one: a `\\u`
    /// escape is not checked for surrogates, and a control character in a
    /// string is placed a byte earlier.
    skipping: bool,
}

impl<'a> Reader<'a> {
    /// An error at the byte the reader stopped at: line and column from 1,
    /// the column counted in bytes (at the end: the last byte's), as
    /// serde_json counts them.
    fn error(&self, problem: JsonProblem) -> JsonError {
        let before = &self.bytes[..(self.at + 1).min(self.bytes.len())];
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        JsonError {
            problem,
            line: 1 + before.iter().filter(|&&b| b == b'\n').count(),
            column: before.len() - line_start,
        }
    }

    /// The next byte, or an end-of-text error.
    fn peek(&self) -> Result<u8, JsonError> {
        self.bytes
            .get(self.at)
            .copied()
            .ok_or_else(|| self.error(JsonProblem::Eof))
    }

    fn next(&mut self) -> Result<u8, JsonError> {
        let b = self.peek()?;
        self.at += 1;
        Ok(b)
    }

    fn space(&mut self) {
        while matches!(self.bytes.get(self.at), Some(b' ' | b'\n' | b'\r' | b'\t')) {
            self.at += 1;
        }
    }

    fn expect(&mut self, word: &[u8]) -> Result<(), JsonError> {
        for &w in word {
            if self.next()? != w {
                self.at -= 1;
                return Err(self.error(JsonProblem::Syntax));
            }
        }
        Ok(())
    }

    fn value(&mut self, depth: usize) -> Result<Json, JsonError> {
        self.space();
        match self.peek()? {
            b'n' => self.expect(b"null").map(|()| Json::Null),
            b't' => self.expect(b"true").map(|()| Json::Bool(true)),
            b'f' => self.expect(b"false").map(|()| Json::Bool(false)),
            b'"' => self.string().map(Json::Str),
            b'-' | b'0'..=b'9' => self.number(),
            b'[' | b'{' if depth >= MAX_DEPTH => Err(self.error(JsonProblem::Syntax)),
            b'[' => {
                let mut items = Vec::new();
                self.items(|r| {
                    items.push(r.value(depth + 1)?);
                    Ok(())
                })?;
                Ok(Json::Array(items))
            }
            b'{' => {
                let mut members = Vec::new();
                self.members(|r, name| {
                    members.push((name, r.value(depth + 1)?));
                    Ok(())
                })?;
                Ok(Json::Object(members))
            }
            _ => Err(self.error(JsonProblem::Syntax)),
        }
    }

    /// Reads past one value, checking that it is JSON, building nothing.
    fn skip(&mut self, depth: usize) -> Result<(), JsonError> {
        let was = std::mem::replace(&mut self.skipping, true);
        let done = self.skip_value(depth);
        self.skipping = was;
        done
    }

    fn skip_value(&mut self, depth: usize) -> Result<(), JsonError> {
        self.space();
        match self.peek()? {
            b'[' | b'{' if depth >= MAX_DEPTH => Err(self.error(JsonProblem::Syntax)),
            b'[' => self.items(|r| r.skip(depth + 1)),
            b'{' => self.members(|r, _| r.skip(depth + 1)),
            b'-' | b'0'..=b'9' => self.number_text().map(drop),
            _ => self.value(depth).map(drop),
        }
    }

    /// An array's items (at its `[`), each read by `item`.
    fn items(
        &mut self,
        mut item: impl FnMut(&mut Self) -> Result<(), JsonError>,
    ) -> Result<(), JsonError> {
        self.at += 1;
        self.space();
        if self.peek()? == b']' {
            self.at += 1;
            return Ok(());
        }
        loop {
            item(self)?;
            if self.separator(b']')? {
                return Ok(());
            }
        }
    }

    /// An object's members (at its `{`), each value read by `member`.
    fn members(
        &mut self,
        mut member: impl FnMut(&mut Self, String) -> Result<(), JsonError>,
    ) -> Result<(), JsonError> {
        self.at += 1;
        self.space();
        if self.peek()? == b'}' {
            self.at += 1;
            return Ok(());
        }
        loop {
            self.space();
            if self.peek()? != b'"' {
                return Err(self.error(JsonProblem::Syntax));
            }
            let name = self.string()?;
            self.space();
            self.expect(b":")?;
            member(self, name)?;
            if self.separator(b'}')? {
                return Ok(());
            }
        }
    }

    /// After an item: a comma (false) or the closing `end` (true).
    fn separator(&mut self, end: u8) -> Result<bool, JsonError> {
        self.space();
        match self.next()? {
            b',' => Ok(false),
            b if b == end => Ok(true),
            _ => {
                self.at -= 1;
                Err(self.error(JsonProblem::Syntax))
            }
        }
    }

    /// A number (whole, or `Fraction` for any other).
    fn number(&mut self) -> Result<Json, JsonError> {
        let (text, whole) = self.number_text()?;
        let (negative, digits) = match text.strip_prefix(b"-") {
            Some(digits) => (true, digits),
            None => (false, text),
        };
        // As serde_json reads integers: an i64 if negative, else a u64 (and
        // `-0` as the fraction -0.0).
        let magnitude = match whole {
            true => digits.iter().try_fold(0u64, |n, &d| {
                n.checked_mul(10)?.checked_add(u64::from(d - b'0'))
            }),
            false => None,
        };
        let n = magnitude.and_then(|n| match negative {
            true if n == 0 => None,
            true => 0i64.checked_sub_unsigned(n).map(i128::from),
            false => Some(i128::from(n)),
        });
        Ok(n.map_or(Json::Fraction, Json::Int))
    }

    /// A number's text, checked against JSON's grammar, and whether it is
    /// whole (no fraction, no exponent).
    fn number_text(&mut self) -> Result<(&'a [u8], bool), JsonError> {
        let start = self.at;
        if self.peek()? == b'-' {
            self.at += 1;
            if self.skipping && self.at == self.bytes.len() {
                // (serde_json, ignoring a value, calls this a bad number.)
                return Err(self.error(JsonProblem::Syntax));
            }
        }
        match self.next()? {
            b'0' => {
                if self.bytes.get(self.at).is_some_and(u8::is_ascii_digit) {
                    return Err(self.error(JsonProblem::Syntax));
                }
            }
            b'1'..=b'9' => self.digits(),
            _ => {
                self.at -= 1;
                return Err(self.error(JsonProblem::Syntax));
            }
        }
        let mut whole = true;
        if self.bytes.get(self.at) == Some(&b'.') {
            self.at += 1;
            whole = false;
            self.some_digits()?;
        }
        if matches!(self.bytes.get(self.at), Some(b'e' | b'E')) {
            self.at += 1;
            whole = false;
            if matches!(self.bytes.get(self.at), Some(b'+' | b'-')) {
                self.at += 1;
            }
            self.some_digits()?;
        }
        Ok((&self.bytes[start..self.at], whole))
    }

    fn digits(&mut self) {
        while self.bytes.get(self.at).is_some_and(u8::is_ascii_digit) {
            self.at += 1;
        }
    }

    /// One digit or more.
    fn some_digits(&mut self) -> Result<(), JsonError> {
        match self.bytes.get(self.at) {
            Some(d) if d.is_ascii_digit() => {
                self.digits();
                Ok(())
            }
            // (serde_json, ignoring a value, calls a number cut short bad.)
            None if !self.skipping => Err(self.error(JsonProblem::Eof)),
            _ => Err(self.error(JsonProblem::Syntax)),
        }
    }

    fn string(&mut self) -> Result<String, JsonError> {
        self.at += 1; // the opening quote
        let mut out = String::new();
        loop {
            // A run of plain bytes at once (the text is UTF-8, and a run
            // ends only at ASCII bytes, so it is whole characters).
            let start = self.at;
            while matches!(self.bytes.get(self.at), Some(&b) if b != b'"' && b != b'\\' && b >= 0x20)
            {
                self.at += 1;
            }
            // (Skipping, nothing is kept: no allocation.)
            if !self.skipping {
                out.push_str(std::str::from_utf8(&self.bytes[start..self.at]).unwrap_or_default());
            }
            match self.next()? {
                b'"' => return Ok(out),
                b'\\' => {
                    let c = match self.next()? {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' if self.skipping => self.hex4().map(|_| '?')?,
                        b'u' => self.escaped_char()?,
                        _ => {
                            self.at -= 1;
                            return Err(self.error(JsonProblem::Syntax));
                        }
                    };
                    if !self.skipping {
                        out.push(c);
                    }
                }
                _ => {
                    // A control character inside a string.
                    self.at -= if self.skipping { 2 } else { 1 };
                    return Err(self.error(JsonProblem::Syntax));
                }
            }
        }
    }

    /// The character of `\uXXXX` (after the `u`), a surrogate pair whole.
    fn escaped_char(&mut self) -> Result<char, JsonError> {
        // (Each error placed where serde_json places it.)
        let high = self.hex4()?;
        if (0xDC00..0xE000).contains(&high) {
            self.at -= 1;
            return Err(self.error(JsonProblem::Syntax));
        }
        if !(0xD800..0xDC00).contains(&high) {
            return char::from_u32(high).ok_or_else(|| self.error(JsonProblem::Syntax));
        }
        self.expect(b"\\u")?;
        let low = self.hex4()?;
        if !(0xDC00..0xE000).contains(&low) {
            self.at -= 1;
            return Err(self.error(JsonProblem::Syntax));
        }
        let code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00);
        char::from_u32(code).ok_or_else(|| self.error(JsonProblem::Syntax))
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        if self.at + 4 > self.bytes.len() {
            self.at = self.bytes.len();
            return Err(self.error(JsonProblem::Eof));
        }
        let mut n = 0;
        for _ in 0..4 {
            let b = self.next()?;
            // (serde_json places this error after the digit.)
            let d = (b as char).to_digit(16);
            n = n * 16 + d.ok_or_else(|| self.error(JsonProblem::Syntax))?;
        }
        Ok(n)
    }
}

/// `s` as a JSON string, escaped as serde_json escapes it.
pub fn write_str(out: &mut String, s: &str) {
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
            c if (c as u32) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[(c as usize) >> 4] as char);
                out.push(HEX[(c as usize) & 15] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    /// serde_json's reading of a text, in `Json`'s terms.
    fn serde(text: &str) -> Result<Json, JsonError> {
        fn convert(v: serde_json::Value) -> Json {
            use serde_json::Value;
            match v {
                Value::Null => Json::Null,
                Value::Bool(b) => Json::Bool(b),
                Value::Number(n) => n
                    .as_i64()
                    .map(i128::from)
                    .or(n.as_u64().map(i128::from))
                    .map_or(Json::Fraction, Json::Int),
                Value::String(s) => Json::Str(s),
                Value::Array(items) => Json::Array(items.into_iter().map(convert).collect()),
                Value::Object(members) => {
                    Json::Object(members.into_iter().map(|(k, v)| (k, convert(v))).collect())
                }
            }
        }
        serde_json::from_str::<serde_json::Value>(text)
            .map(convert)
            .map_err(|e| JsonError::from(&e))
    }

    #[test]
    fn strings_are_written_as_serde_writes_them() {
        let every_ascii: String = (0u8..128).map(char::from).collect();
        for s in [
            "",
            "plain",
            "Béla \"B\" <b>",
            "a\\b/c",
            "😀\u{2028}",
            &every_ascii,
        ] {
            let mut ours = String::new();
            write_str(&mut ours, s);
            assert_eq!(ours, serde_json::to_string(s).unwrap());
            assert_eq!(parse(&ours), Ok(Json::Str(s.to_string())));
        }
    }

    #[test]
    fn texts_read_as_serde_reads_them() {
        let texts = [
            "null",
            " true ",
            "false",
            "0",
            "-12",
            "9223372036854775807",
            "18446744073709551615",
            "-9223372036854775808",
            "\"\\u00e9\\ud83d\\ude00\\/\\b\\f\\n\\r\\t\\\"\\\\\"",
            "[]",
            "[ 1 , [2, []], {\"a\": {}} ]",
            "{\"a\":1,\"b\":[true,null],\"c\":\"x\"}",
            "\n\t{ \"x\" :\r\n \"y\" }\n",
        ];
        for text in texts {
            assert_eq!(parse(text), serde(text), "{text}");
            assert!(parse(text).is_ok(), "{text}");
            let mut pull = Pull::new(text);
            assert_eq!(pull.skip().map(str::trim), Ok(text.trim()), "{text}");
            assert_eq!(pull.end(), Ok(()));
        }
        // Read piece by piece: members and items in order, nested.
        let mut pull = Pull::new(" {\"a\": [1, [2]], \"b\": {\"c\": \"d\"}, \"e\": 3.5} ");
        let mut seen = Vec::new();
        pull.members(|p, name| {
            match name.as_str() {
                "a" => p.items(|p| {
                    seen.push(p.skip()?.to_string());
                    Ok(())
                })?,
                "b" => seen.push(format!("{:?}", p.value()?)),
                _ => seen.push(p.skip()?.to_string()),
            }
            Ok(())
        })
        .unwrap();
        assert_eq!(pull.end(), Ok(()));
        assert_eq!(seen, ["1", "[2]", "Object([(\"c\", Str(\"d\"))])", "3.5"]);
        assert_eq!(Pull::new("[]").members(|_, _| Ok(())), Err(SHAPE));
    }

    #[test]
    fn what_is_wrong_is_named_and_placed_as_serde_does() {
        let texts = [
            "",
            "   ",
            "nul",
            "nulx",
            "tru",
            "[",
            "[1",
            "[1,",
            "[1,]",
            "[1 2]",
            "{",
            "{\"a\"",
            "{\"a\":",
            "{\"a\" 1}",
            "{a:1}",
            "{\"a\":1,}",
            "{\"a\":1}\nx",
            "\"abc",
            "\"a\\x\"",
            "\"a\\u12\"",
            "\"a\\u12G4\"",
            "\"line\nbreak\"",
            "[1,\n  2,\n  ]",
            "\"\\udc00\"",
            "\"\\ud800\"",
            "\"\\ud800x\"",
            "\"\\ud800\\u0041\"",
            "\"\\ud800\\ud800\"",
            "\"\\ud800\\",
            "\"\\ud800\\u00\"",
            "01",
            "-",
            "-a",
            "+1",
            "]",
            "{\"a\":1}}",
            "1.",
            "1.e3",
            "1e",
            "1e+",
            ".5",
            "1.5.5",
            "-01",
            "1.5e3x",
            "[1.5e+3,2E-7,-0.0]",
            "{\"a\":[1,{\"b\":2.5e}]}",
            "{\"a\nb\":1}",
            "[\"\\ud800\\u0041\", 1.5]",
        ];
        for text in texts {
            assert_eq!(parse(text), serde(text), "{text:?}");
            // Skipped, as serde skips a value it ignores.
            let mut pull = Pull::new(text);
            let skipped = pull.skip().map(drop).and_then(|()| pull.end());
            let ignored = serde_json::from_str::<serde::de::IgnoredAny>(text)
                .map(drop)
                .map_err(|e| JsonError::from(&e));
            assert_eq!(skipped, ignored, "{text:?}");
        }
        // Too deep: refused as serde refuses it, without exhausting the stack.
        let deep = "[".repeat(200) + &"]".repeat(200);
        assert_eq!(parse(&deep).unwrap_err().problem, JsonProblem::Syntax);
        assert!(serde(&deep).is_err());
        // Fractions and numbers beyond i64 and u64 are JSON the app does
        // not hold (serde reads `-0` as a fraction too).
        for text in [
            "1.5",
            "1e3",
            "-0",
            "18446744073709551616",
            "-9223372036854775809",
        ] {
            assert_eq!(parse(text), Ok(Json::Fraction), "{text}");
            assert_eq!(Json::Fraction.int::<i64>(), Err(SHAPE));
        }
    }
}
