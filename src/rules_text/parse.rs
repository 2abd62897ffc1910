//! Reads a rules file, the small Markdown subset of `locales/rules/*.md`:
//!
//! - `## Title {#id}` starts a section; its id is the page anchor and must be the same,
//!   in the same order, in every language.
//! - `### Text` is a sub-heading.
//! - `- Text` is a bullet; its further lines are indented by two spaces.
//! - `| a | b | c |` is a row of a three-column table (no header row).
//! - Any other line is paragraph text. Blocks are separated by blank lines; the lines of
//!   a paragraph or bullet are joined with one space.
//!
//! Text is shown as written: emphasis, code and links are refused rather than shown as
//! stray `*`, `` ` `` or `[`.
//!
//! One parser for both uses: the app reads the file it fetched with it, and the build
//! script (`build/rules.rs`, which includes this file by path) refuses a malformed file
//! with it, so a file the app fetches has already been read once without error. Hence
//! std only: no `crate::` paths.

/// A piece of a section.
#[derive(Debug, PartialEq, Eq)]
pub enum Block {
    /// A sub-heading.
    H(String),
    /// A paragraph.
    P(String),
    /// A bullet list.
    List(Vec<String>),
    /// Rows of (box, condition, points).
    Table(Vec<[String; 3]>),
}

/// A `##` section with its blocks: one game, or the app's own decisions.
#[derive(Debug, PartialEq, Eq)]
pub struct Section {
    /// Its anchor on the page (`rules-<id>`), the same in every language.
    pub id: String,
    /// The heading's text, in the page's language.
    pub title: String,
    /// Its paragraphs, lists and tables, in order.
    pub blocks: Vec<Block>,
}

/// The block being read: a paragraph or bullet collects lines until a blank line.
enum Open {
    Nothing,
    Paragraph(Vec<String>),
    List(Vec<Vec<String>>),
    Table(Vec<[String; 3]>),
}

impl Open {
    fn close(self) -> Option<Block> {
        match self {
            Open::Nothing => None,
            Open::Paragraph(lines) => Some(Block::P(lines.join(" "))),
            Open::List(items) => Some(Block::List(items.iter().map(|i| i.join(" ")).collect())),
            Open::Table(rows) => Some(Block::Table(rows)),
        }
    }
}

/// Parses one language file; an error starts with its line number ("12: …").
pub fn parse(text: &str) -> Result<Vec<Section>, String> {
    let mut sections: Vec<Section> = Vec::new();
    let mut open = Open::Nothing;
    let mut last_line = 0;
    for (index, raw) in text.lines().enumerate() {
        let number = index + 1;
        last_line = number;
        let at = |message: String| format!("{number}: {message}");
        let line = raw.trim_end();
        if line.contains('\t') {
            return Err(at("tabs are not allowed; indent with spaces".into()));
        }
        if line.is_empty() {
            close_block(&mut open, &mut sections);
            continue;
        }
        if let Some(heading) = line.strip_prefix("## ") {
            close_block(&mut open, &mut sections);
            if let Some(previous) = sections.last() {
                complete(previous).map_err(at)?;
            }
            let (title, id) = section_heading(heading).map_err(at)?;
            if sections.iter().any(|s| s.id == id) {
                return Err(at(format!("the section id #{id} is used twice")));
            }
            sections.push(Section {
                id,
                title,
                blocks: Vec::new(),
            });
            continue;
        }
        if sections.is_empty() {
            return Err(at(
                "text before the first section; a file starts with `## Title {#id}`".into(),
            ));
        }
        if let Some(heading) = line.strip_prefix("### ") {
            close_block(&mut open, &mut sections);
            push_block(&mut sections, Block::H(inline(heading).map_err(at)?));
        } else if line.starts_with('#') {
            return Err(at(
                "only `## Title {#id}` and `### Sub-heading` headings are allowed".into(),
            ));
        } else if let Some(item) = line.strip_prefix("- ") {
            let item = inline(item).map_err(at)?;
            match &mut open {
                Open::List(items) => items.push(vec![item]),
                _ => {
                    close_block(&mut open, &mut sections);
                    open = Open::List(vec![vec![item]]);
                }
            }
        } else if let Some(marker) = list_marker(line.trim_start()) {
            return Err(at(format!(
                "Markdown reads a line starting with `{marker}` as a list item: bullets are `- `, and a wrapped line must not start with such a marker"
            )));
        } else if line.starts_with('|') {
            let row = table_row(line).map_err(at)?;
            match &mut open {
                Open::Table(rows) => rows.push(row),
                _ => {
                    close_block(&mut open, &mut sections);
                    open = Open::Table(vec![row]);
                }
            }
        } else if let Some(more) = line.strip_prefix("  ").filter(|m| !m.starts_with(' ')) {
            let more = inline(more).map_err(at)?;
            match &mut open {
                Open::List(items) => items.last_mut().expect("a list has an item").push(more),
                _ => {
                    return Err(at(
                        "an indented line continues a bullet (`- `), but there is none to continue"
                            .into(),
                    ))
                }
            }
        } else if line.starts_with('>') || line.starts_with(char::is_whitespace) {
            return Err(at(
                "a line may not start with `>` or one space: a bullet's further lines are indented by exactly two spaces".into(),
            ));
        } else {
            let text = inline(line).map_err(at)?;
            match &mut open {
                Open::Paragraph(lines) => lines.push(text),
                Open::Nothing => open = Open::Paragraph(vec![text]),
                Open::List(_) => {
                    return Err(at(
                        "a bullet's further lines are indented by two spaces; leave a blank line before a paragraph".into(),
                    ))
                }
                Open::Table(_) => {
                    return Err(at(
                        "every table row starts with `|`; leave a blank line after a table".into(),
                    ))
                }
            }
        }
    }
    close_block(&mut open, &mut sections);
    match sections.last() {
        None => Err("1: the file has no `## Title {#id}` section".into()),
        Some(last) => complete(last)
            .map(|()| sections)
            .map_err(|e| format!("{last_line}: {e}")),
    }
}

fn close_block(open: &mut Open, sections: &mut [Section]) {
    if let Some(block) = std::mem::replace(open, Open::Nothing).close() {
        push_block(sections, block);
    }
}

fn push_block(sections: &mut [Section], block: Block) {
    if let Some(section) = sections.last_mut() {
        section.blocks.push(block);
    }
}

/// A finished section has content, and every sub-heading has something under it.
fn complete(section: &Section) -> Result<(), String> {
    if section.blocks.is_empty() {
        return Err(format!("the section #{} is empty", section.id));
    }
    let follows_heading = |pair: &[Block]| matches!(pair, [Block::H(_), Block::H(_)]);
    if section.blocks.windows(2).any(follows_heading)
        || matches!(section.blocks.last(), Some(Block::H(_)))
    {
        return Err(format!(
            "a sub-heading in section #{} has nothing under it",
            section.id
        ));
    }
    Ok(())
}

/// The list marker a line starts with, as Markdown reads it: `- `, `+ `, `* `, `1. `, `2) `…
fn list_marker(line: &str) -> Option<&str> {
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    let end = if digits > 0 {
        line[digits..]
            .starts_with(['.', ')'])
            .then_some(digits + 1)?
    } else {
        line.starts_with(['-', '+', '*']).then_some(1)?
    };
    let rest = &line[end..];
    (rest.is_empty() || rest.starts_with(' ')).then(|| &line[..end])
}

/// `Title {#id}` → (title, id).
fn section_heading(heading: &str) -> Result<(String, String), String> {
    let missing =
        || format!("a section heading ends with its id, e.g. `## {heading} {{#classic}}`");
    // Split at a char, not at "{#": a string pattern brings a substring search (2 KB of
    // wasm) that nothing else in the app needs.
    let (title, rest) = heading.rsplit_once('{').ok_or_else(missing)?;
    let id = rest
        .strip_prefix('#')
        .and_then(|r| r.strip_suffix('}'))
        .ok_or_else(missing)?;
    let id_ok = !id.is_empty()
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_');
    if !id_ok {
        return Err(format!(
            "the section id {id:?} may hold only a-z, 0-9, '-' and '_'"
        ));
    }
    let title = inline(title.trim())?;
    if title.is_empty() {
        return Err(format!("the section #{id} has no title"));
    }
    Ok((title, id.to_string()))
}

/// `| a | b | c |` → the three cells.
fn table_row(line: &str) -> Result<[String; 3], String> {
    let inner = line
        .strip_prefix('|')
        .and_then(|l| l.strip_suffix('|'))
        .ok_or("a table row starts and ends with `|`")?;
    let cells = inner
        .split('|')
        .map(|c| inline(c.trim()))
        .collect::<Result<Vec<_>, _>>()?;
    match <[String; 3]>::try_from(cells) {
        Ok(row) if row.iter().all(|c| !c.is_empty()) => Ok(row),
        Ok(_) => Err("a table cell is empty (write – for nothing)".into()),
        Err(cells) => Err(format!(
            "a table row has exactly 3 cells (box | condition | points), this one has {}",
            cells.len()
        )),
    }
}

/// Text shown as it is: refuses Markdown inline markup the page would show literally.
fn inline(text: &str) -> Result<String, String> {
    match text
        .chars()
        .find(|c| matches!(c, '*' | '`' | '[' | ']' | '<' | '\\'))
    {
        Some(c) => Err(format!(
            "{c:?} is Markdown markup, which the rules page does not render: write plain text"
        )),
        None => Ok(text.trim().to_string()),
    }
}
