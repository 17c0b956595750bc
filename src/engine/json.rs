//! JSON: what is wrong with a text, as data (no serde message); a small
//! reader of whole-number JSON (`parse`, `Json`) and a string writer
//! (`write_str`) for what the app reads and writes on its first load
//! without serde's code for each type; the app's remembered names.

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

/// A list of strings as a JSON array (`["Anna","Béla"]`): how the app
/// remembers player names.
pub fn write_string_list(items: &[String]) -> String {
    let mut out = String::from("[");
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_str(&mut out, item);
    }
    out.push(']');
    out
}

/// A JSON array of strings; `None` for anything else.
pub fn read_string_list(text: &str) -> Option<Vec<String>> {
    parse(text).ok()?.strings().ok()
}

/// A JSON value as read by `parse`. Numbers are whole: nothing the app
/// reads this way holds a fraction (a number with one, or beyond what an
/// `i64` or a `u64` holds, is a `Shape` error).
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    /// From −2⁶³ to 2⁶⁴ − 1 (any `i64` or `u64`).
    Int(i128),
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
    };
    let value = reader.value(0)?;
    reader.space();
    if reader.at < reader.bytes.len() {
        return Err(reader.error(JsonProblem::Syntax));
    }
    Ok(value)
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
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
                self.at += 1;
                let mut items = Vec::new();
                self.space();
                if self.peek()? == b']' {
                    self.at += 1;
                    return Ok(Json::Array(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    if self.separator(b']')? {
                        return Ok(Json::Array(items));
                    }
                }
            }
            b'{' => {
                self.at += 1;
                let mut members = Vec::new();
                self.space();
                if self.peek()? == b'}' {
                    self.at += 1;
                    return Ok(Json::Object(members));
                }
                loop {
                    self.space();
                    if self.peek()? != b'"' {
                        return Err(self.error(JsonProblem::Syntax));
                    }
                    let name = self.string()?;
                    self.space();
                    self.expect(b":")?;
                    members.push((name, self.value(depth + 1)?));
                    if self.separator(b'}')? {
                        return Ok(Json::Object(members));
                    }
                }
            }
            _ => Err(self.error(JsonProblem::Syntax)),
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

    fn number(&mut self) -> Result<Json, JsonError> {
        let negative = self.peek()? == b'-';
        if negative {
            self.at += 1;
        }
        let first = self.next()?;
        if !first.is_ascii_digit() {
            self.at -= 1;
            return Err(self.error(JsonProblem::Syntax));
        }
        let mut n = Some(u64::from(first - b'0'));
        while let Some(&d) = self.bytes.get(self.at).filter(|d| d.is_ascii_digit()) {
            if first == b'0' {
                return Err(self.error(JsonProblem::Syntax));
            }
            self.at += 1;
            n = n
                .and_then(|n| n.checked_mul(10))
                .and_then(|n| n.checked_add(u64::from(d - b'0')));
        }
        // As serde_json reads integers: an i64 if negative, else a u64 (and
        // `-0` as a fraction, -0.0).
        let n = n.and_then(|n| {
            if negative && n == 0 {
                None
            } else if negative {
                0i64.checked_sub_unsigned(n).map(i128::from)
            } else {
                Some(i128::from(n))
            }
        });
        match n {
            Some(n) if !matches!(self.bytes.get(self.at), Some(b'.' | b'e' | b'E')) => {
                Ok(Json::Int(n))
            }
            // JSON, but not a whole number the app could hold.
            _ => Err(SHAPE),
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
            out.push_str(std::str::from_utf8(&self.bytes[start..self.at]).unwrap_or_default());
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
                        b'u' => self.escaped_char()?,
                        _ => {
                            self.at -= 1;
                            return Err(self.error(JsonProblem::Syntax));
                        }
                    };
                    out.push(c);
                }
                _ => {
                    // A control character inside a string.
                    self.at -= 1;
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
                Value::Number(n) => Json::Int(
                    n.as_i64()
                        .map(i128::from)
                        .or(n.as_u64().map(i128::from))
                        .expect("whole numbers only"),
                ),
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
        let names = vec!["Anna".to_string(), "\"B\"\n".to_string()];
        assert_eq!(
            write_string_list(&names),
            serde_json::to_string(&names).unwrap()
        );
        assert_eq!(read_string_list(&write_string_list(&names)), Some(names));
        assert_eq!(read_string_list("[\"a\",1]"), None);
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
        }
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
        ];
        for text in texts {
            assert_eq!(parse(text), serde(text), "{text:?}");
        }
        // Too deep: refused as serde refuses it, without exhausting the stack.
        let deep = "[".repeat(200) + &"]".repeat(200);
        assert_eq!(parse(&deep).unwrap_err().problem, JsonProblem::Syntax);
        assert!(serde(&deep).is_err());
        assert_eq!(parse("-0"), Err(SHAPE));
        // Fractions and numbers beyond i64 are JSON the app does not hold.
        for text in ["1.5", "1e3", "18446744073709551616", "-9223372036854775809"] {
            assert_eq!(parse(text), Err(SHAPE), "{text}");
        }
    }
}
