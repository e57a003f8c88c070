//! The lint behind the catalogue test: string literals a player could read, in files that are
//! converted to the catalogue. A literal is allowed when it is an id (lower case, digits and
//! `-_.:/`), has no word of two letters once `{…}` placeholders are taken out, or sits on a line
//! that only talks to developers (logging, panics, asserts, egui ids, file embedding).

/// Every string literal of `source` outside comments and `#[cfg(test)]` modules: (line, text).
pub fn literals(source: &str) -> Vec<(usize, String)> {
    let b = source.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1;
    while i < b.len() {
        match b[i] {
            b'\n' => {
                line += 1;
                i += 1;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i + 1 < b.len() && !(b[i] == b'*' && b[i + 1] == b'/') {
                    line += usize::from(b[i] == b'\n');
                    i += 1;
                }
                i += 2;
            }
            b'#' if source[i..].starts_with("#[cfg(test)]") => {
                // Skip the item that follows (a test module or function) to its closing brace.
                let Some(open) = source[i..].find('{') else {
                    break;
                };
                let mut depth = 0usize;
                let mut j = i + open;
                while j < b.len() {
                    match b[j] {
                        b'{' => depth += 1,
                        b'}' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        b'\n' => line += 1,
                        _ => {}
                    }
                    j += 1;
                }
                line += source[i..i + open].matches('\n').count();
                i = j + 1;
            }
            b'\'' => {
                // A char literal ('x', '\n', '{') or a lifetime ('a).
                if b.get(i + 2) == Some(&b'\'') {
                    i += 3;
                } else if b.get(i + 1) == Some(&b'\\') {
                    i += 2;
                    while i < b.len() && b[i] != b'\'' {
                        i += 1;
                    }
                    i += 1;
                } else {
                    i += 1;
                }
            }
            b'r' if (source[i..].starts_with("r\"") || source[i..].starts_with("r#\""))
                && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')) =>
            {
                let hashes = source[i + 1..].bytes().take_while(|&c| c == b'#').count();
                let start = i + 2 + hashes;
                let end_mark = format!("\"{}", "#".repeat(hashes));
                let len = source[start..]
                    .find(&end_mark)
                    .unwrap_or(source.len() - start);
                out.push((line, source[start..start + len].to_string()));
                line += source[start..start + len].matches('\n').count();
                i = start + len + end_mark.len();
            }
            b'"' => {
                let start_line = line;
                let mut text = String::new();
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' {
                        // `\` at a line end joins lines; other escapes stand for one character.
                        if b.get(i + 1) == Some(&b'\n') {
                            line += 1;
                            i += 2;
                            while i < b.len() && (b[i] == b' ' || b[i] == b'\t') {
                                i += 1;
                            }
                            continue;
                        }
                        text.push('\\');
                        i += 1;
                    }
                    line += usize::from(b[i] == b'\n');
                    let ch_len = source[i..].chars().next().map_or(1, char::len_utf8);
                    text.push_str(&source[i..i + ch_len]);
                    i += ch_len;
                }
                i += 1;
                out.push((start_line, text));
            }
            _ => i += source[i..].chars().next().map_or(1, char::len_utf8),
        }
    }
    out
}

/// Whether a literal reads as words for a player.
pub fn is_words(text: &str) -> bool {
    // Placeholders ({}, {name}, {:.1}) are not words.
    let mut plain = String::new();
    let mut depth = 0u32;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    // SQL statements are the database's, never shown.
    let sql = ["SELECT ", "INSERT ", "PRAGMA ", "CREATE TABLE "];
    if sql.iter().any(|k| plain.trim_start().starts_with(k)) {
        return false;
    }
    let id_like = plain
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "-_.:/".contains(c));
    if id_like {
        return false;
    }
    plain
        .split(|c: char| !c.is_alphabetic())
        .any(|w| w.chars().count() >= 2)
}

/// The lines of the functions named `name` (`invariants`: checks only tests read), 1-based and
/// inclusive, found by matching braces from each `fn name(`.
pub fn function_lines(source: &str, name: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let needle = format!("fn {name}(");
    let mut from = 0;
    while let Some(at) = source[from..].find(&needle) {
        let start = from + at;
        let Some(open) = source[start..].find('{') else {
            break;
        };
        let mut depth = 0usize;
        let mut end = start + open;
        for (i, c) in source[start + open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = start + open + i;
                        break;
                    }
                }
                _ => {}
            }
        }
        let line = |pos: usize| source[..pos].matches('\n').count() + 1;
        out.push((line(start), line(end)));
        from = end + 1;
    }
    out
}

/// Lines whose literals only developers read.
pub const DEVELOPER_LINES: &[&str] = &[
    "tracing::",
    "panic!(",
    "unreachable!(",
    "assert",
    ".expect(",
    "Id::unique(",
    "from_id_salt(",
    "Panel::",
    "Grid::new(",
    "#[path",
    "include_str!(",
    "concat!(",
    "env!(",
    ".name(",
    // An environment variable's name (HOME, DICEPAD_SCREENSHOT).
    "env::var",
    // A typed error's `Display`, for logs and developers; a converted file's errors give the
    // player their words from the catalogue (`msg()`), which the window and command line use.
    "#[error(",
    // A serde attribute: field names and function paths (`Option::is_none`), never shown.
    "#[serde(",
];
