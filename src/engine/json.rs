//! JSON with serde_json: what is wrong with a text, as data (no serde
//! message), and the app's remembered names.

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
    serde_json::to_string(items).expect("strings are plain data")
}

/// A JSON array of strings; `None` for anything else.
pub fn read_string_list(text: &str) -> Option<Vec<String>> {
    serde_json::from_str(text).ok()
}
