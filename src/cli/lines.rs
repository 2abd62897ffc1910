//! The loop of the line commands (`score`, `advise`, `winchance`, `review`): one JSON
//! answer per line read, and the answer of a line that cannot be answered.

use std::io::{self, BufRead, Write};

/// Answers every line of `input` with `answer(line)` on `output`, flushing after each:
/// blank lines are skipped, a line that is not UTF-8 gets an error answer.
pub fn answer_lines(
    mut input: impl BufRead,
    mut output: impl Write,
    mut answer: impl FnMut(&str) -> String,
) -> io::Result<()> {
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            return Ok(());
        }
        let reply = match std::str::from_utf8(&buf) {
            Ok(line) if line.trim().is_empty() => continue,
            Ok(line) => answer(line),
            Err(_) => error_json("the line is not UTF-8 text"),
        };
        writeln!(output, "{reply}")?;
        output.flush()?;
    }
}

/// `{"error":"why"}`, the answer to a request that cannot be answered.
pub fn error_json(why: &str) -> String {
    serde_json::json!({ "error": why }).to_string()
}
