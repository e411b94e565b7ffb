//! The layers hold: no file of `src/` imports one that imports it back
//! (each folder tested on its own, and across folders), and `table` does
//! not import `ai` or `app`. Read from
//! the source, as a contributor reads it: each file names items of other
//! module files (`use` trees and paths through `crate`, `super`, `self`,
//! a child module or a name a `use` brought in), and those names are the
//! edges of a graph of files. A re-export counts as an edge to the file
//! that re-exports (importing `app::map::Hover` from `map/mod.rs` depends
//! on `map/mod.rs` and so on everything it declares), so a module's
//! children import what they share from the file that defines it.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

/// One source file: its module path (`["app", "map", "grid"]`) and text.
pub(super) struct SourceFile {
    module: Vec<String>,
    pub(super) text: String,
}

pub(super) fn source_files(src: &Path) -> BTreeMap<String, SourceFile> {
    let src = src.to_path_buf();
    let mut out = BTreeMap::new();
    let mut stack = vec![src.clone()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("src is readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                if path.file_name().is_some_and(|n| n != "bin") {
                    stack.push(path);
                }
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let rel: PathBuf = path.strip_prefix(&src).expect("under src").into();
            let mut module: Vec<String> = rel
                .with_extension("")
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if module.last().is_some_and(|m| m == "mod") {
                module.pop();
            }
            if module == ["lib"] {
                module.clear();
            } else if module == ["main"] {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a readable source file");
            let name = rel.to_string_lossy().replace('\\', "/");
            out.insert(name, SourceFile { module, text });
        }
    }
    out
}

/// A token of Rust source that matters for paths.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Token {
    Ident(String),
    PathSep,
    Punct(char),
}

/// The source's identifiers, `::` and punctuation, without comments,
/// string and character literals (see [`code_only`]).
pub(super) fn tokens(text: &str) -> Vec<Token> {
    let chars: Vec<char> = code_only(text).chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\'' {
            // A lifetime's quote ('a): character literals are blanked.
            i += 1;
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            out.push(Token::Ident(word.trim_start_matches("r#").to_string()));
        } else if c == ':' && next == Some(':') {
            out.push(Token::PathSep);
            i += 2;
        } else {
            if !c.is_whitespace() {
                out.push(Token::Punct(c));
            }
            i += 1;
        }
    }
    out
}

fn raw_string_at(chars: &[char], i: usize) -> bool {
    let before_ok = i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
    let mut j = i + 1;
    while j < chars.len() && chars[j] == '#' {
        j += 1;
    }
    before_ok && chars.get(j) == Some(&'"')
}

/// The paths one file names: each as written (`super::map::Hover`), with
/// the inline module it was written in (`mod palette { .. }`).
struct Named {
    inline: Vec<String>,
    path: Vec<String>,
}

fn ident(t: &Token) -> Option<&str> {
    match t {
        Token::Ident(s) => Some(s.as_str()),
        _ => None,
    }
}

/// Every path a file names, from its `use` trees and its code; the
/// `#[cfg(test)]` modules left out (tests may reach anywhere).
fn named_paths(toks: &[Token]) -> (Vec<Named>, BTreeSet<String>, HashMap<String, Vec<String>>) {
    let mut named = Vec::new();
    let mut children = BTreeSet::new();
    let mut aliases: HashMap<String, Vec<String>> = HashMap::new();
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < toks.len() {
        match &toks[i] {
            Token::Punct('#') if is_cfg_test(toks, i) => {
                // Skip the attribute and the item after it.
                i = skip_item(toks, skip_attribute(toks, i));
                continue;
            }
            Token::Punct('{') => depth += 1,
            Token::Punct('}') => {
                depth = depth.saturating_sub(1);
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
            }
            Token::Ident(w) if w == "mod" => {
                if let (Some(name), Some(next)) = (toks.get(i + 1).and_then(ident), toks.get(i + 2))
                {
                    match next {
                        Token::Punct(';') => {
                            children.insert(name.to_string());
                        }
                        Token::Punct('{') => {
                            inline.push((name.to_string(), depth));
                            depth += 1;
                            i += 3;
                            continue;
                        }
                        _ => {}
                    }
                }
            }
            Token::Ident(w) if w == "use" => {
                let end = (i..toks.len())
                    .find(|&j| toks[j] == Token::Punct(';'))
                    .unwrap_or(toks.len());
                let inline_now: Vec<String> = inline.iter().map(|(n, _)| n.clone()).collect();
                for (path, alias) in use_tree(&toks[i + 1..end]) {
                    let bound = alias.or_else(|| path.last().cloned());
                    if let Some(bound) = bound.filter(|b| b != "self" && b != "super") {
                        aliases.insert(bound, path.clone());
                    }
                    named.push(Named {
                        inline: inline_now.clone(),
                        path,
                    });
                }
                i = end + 1;
                continue;
            }
            Token::Ident(first) if toks.get(i + 1) == Some(&Token::PathSep) => {
                let preceded_by_sep = i > 0 && toks[i - 1] == Token::PathSep;
                if !preceded_by_sep {
                    let mut path = vec![first.clone()];
                    let mut j = i + 1;
                    while toks.get(j) == Some(&Token::PathSep) {
                        match toks.get(j + 1).and_then(ident) {
                            Some(w) => path.push(w.to_string()),
                            None => break,
                        }
                        j += 2;
                    }
                    named.push(Named {
                        inline: inline.iter().map(|(n, _)| n.clone()).collect(),
                        path,
                    });
                    i = j;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    (named, children, aliases)
}

pub(super) fn is_cfg_test(toks: &[Token], i: usize) -> bool {
    let words: Vec<&Token> = toks[i..].iter().take(6).collect();
    matches!(
        words.as_slice(),
        [Token::Punct('#'), Token::Punct('['), Token::Ident(cfg), Token::Punct('('), Token::Ident(test), Token::Punct(')')]
            if cfg == "cfg" && test == "test"
    )
}

pub(super) fn skip_attribute(toks: &[Token], i: usize) -> usize {
    let mut depth = 0;
    for (j, t) in toks.iter().enumerate().skip(i + 1) {
        match t {
            Token::Punct('[') => depth += 1,
            Token::Punct(']') => {
                depth -= 1;
                if depth == 0 {
                    return j + 1;
                }
            }
            _ => {}
        }
    }
    toks.len()
}

/// Past the item starting at `i`: to its `;` or its closing brace.
pub(super) fn skip_item(toks: &[Token], i: usize) -> usize {
    let mut depth = 0;
    for (j, t) in toks.iter().enumerate().skip(i) {
        match t {
            Token::Punct(';') if depth == 0 => return j + 1,
            Token::Punct('{') => depth += 1,
            Token::Punct('}') => {
                depth -= 1;
                if depth == 0 {
                    return j + 1;
                }
            }
            _ => {}
        }
    }
    toks.len()
}

/// The paths of a `use` tree (`a::{b, c::d as e, self}`), each with the
/// name it is bound to when renamed.
fn use_tree(toks: &[Token]) -> Vec<(Vec<String>, Option<String>)> {
    fn walk(
        toks: &[Token],
        i: &mut usize,
        prefix: &[String],
        out: &mut Vec<(Vec<String>, Option<String>)>,
    ) {
        let mut path = prefix.to_vec();
        while *i < toks.len() {
            match &toks[*i] {
                Token::Ident(w) if w == "as" => {
                    *i += 1;
                    let alias = match toks.get(*i) {
                        Some(Token::Ident(a)) => Some(a.clone()),
                        _ => None,
                    };
                    *i += 1;
                    out.push((path.clone(), alias));
                    return;
                }
                // `a::{self, b}`: `self` is `a` itself.
                Token::Ident(w) if w == "self" && !path.is_empty() => *i += 1,
                Token::Ident(w) => {
                    path.push(w.clone());
                    *i += 1;
                }
                Token::PathSep => *i += 1,
                Token::Punct('*') => *i += 1,
                Token::Punct('{') => {
                    *i += 1;
                    loop {
                        walk(toks, i, &path, out);
                        match toks.get(*i) {
                            Some(Token::Punct(',')) => {
                                *i += 1;
                                if toks.get(*i) == Some(&Token::Punct('}')) {
                                    *i += 1;
                                    return;
                                }
                            }
                            Some(Token::Punct('}')) => {
                                *i += 1;
                                return;
                            }
                            _ => return,
                        }
                    }
                }
                _ => break,
            }
        }
        out.push((path, None));
    }
    let mut out = Vec::new();
    let mut i = 0;
    // `pub use`, `pub(crate) use`: the visibility came before `use`.
    walk(toks, &mut i, &[], &mut out);
    out.retain(|(p, _)| !p.is_empty());
    out
}

/// The module files each file names, by file name (`app/map/grid.rs`),
/// with the paths that name them.
fn import_graph(src: &Path) -> BTreeMap<String, BTreeMap<String, BTreeSet<String>>> {
    let files = source_files(src);
    let by_module: HashMap<Vec<String>, String> = files
        .iter()
        .map(|(name, f)| (f.module.clone(), name.clone()))
        .collect();
    let mut graph = BTreeMap::new();
    for (name, file) in &files {
        let toks = tokens(&file.text);
        let (named, children, aliases) = named_paths(&toks);
        let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for n in named {
            let here: Vec<String> = file.module.iter().chain(&n.inline).cloned().collect();
            let mut path = n.path.clone();
            // A name a `use` brought in stands for its whole path.
            if path.len() > 1
                && let Some(full) = aliases.get(&path[0])
                && full.len() > 1
            {
                path = full.iter().chain(&path[1..]).cloned().collect();
            }
            let absolute: Vec<String> = match path[0].as_str() {
                "crate" => path[1..].to_vec(),
                "super" => {
                    let mut base = here.clone();
                    let mut rest = &path[..];
                    while rest.first().is_some_and(|s| s == "super") {
                        base.pop();
                        rest = &rest[1..];
                    }
                    base.into_iter().chain(rest.iter().cloned()).collect()
                }
                "self" => here.iter().chain(&path[1..]).cloned().collect(),
                first if children.contains(first) && n.inline.is_empty() => {
                    here.iter().chain(&path).cloned().collect()
                }
                _ => continue,
            };
            // The deepest module of the path that is a file.
            let mut target = by_module.get(&Vec::new()).cloned();
            for k in 1..=absolute.len() {
                match by_module.get(&absolute[..k]) {
                    Some(f) => target = Some(f.clone()),
                    None if k > 1 => break,
                    None => {}
                }
            }
            if let Some(target) = target
                && &target != name
                && !files[&target].module.is_empty()
            {
                edges.entry(target).or_default().insert(n.path.join("::"));
            }
        }
        graph.insert(name.clone(), edges);
    }
    graph
}

/// The circles among `files`: strongly connected groups of more than one
/// file (Tarjan's algorithm).
fn circles(
    graph: &BTreeMap<String, BTreeMap<String, BTreeSet<String>>>,
    files: &BTreeSet<String>,
) -> Vec<Vec<String>> {
    struct Walk<'a> {
        graph: &'a BTreeMap<String, BTreeMap<String, BTreeSet<String>>>,
        files: &'a BTreeSet<String>,
        index: HashMap<&'a str, usize>,
        low: HashMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        found: Vec<Vec<String>>,
    }
    fn visit<'a>(w: &mut Walk<'a>, v: &'a str) {
        let i = w.index.len();
        w.index.insert(v, i);
        w.low.insert(v, i);
        w.stack.push(v);
        w.on_stack.insert(v);
        for next in w.graph[v].keys().filter(|f| w.files.contains(*f)) {
            let next = next.as_str();
            if !w.index.contains_key(next) {
                visit(w, next);
                let low = w.low[v].min(w.low[next]);
                w.low.insert(v, low);
            } else if w.on_stack.contains(next) {
                let low = w.low[v].min(w.index[next]);
                w.low.insert(v, low);
            }
        }
        if w.low[v] == w.index[v] {
            let mut group = Vec::new();
            while let Some(f) = w.stack.pop() {
                w.on_stack.remove(f);
                group.push(f.to_string());
                if f == v {
                    break;
                }
            }
            if group.len() > 1 {
                group.sort();
                w.found.push(group);
            }
        }
    }
    let mut w = Walk {
        graph,
        files,
        index: HashMap::new(),
        low: HashMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for f in files {
        if !w.index.contains_key(f.as_str()) {
            visit(&mut w, f);
        }
    }
    w.found
}

fn describe(
    graph: &BTreeMap<String, BTreeMap<String, BTreeSet<String>>>,
    group: &[String],
) -> String {
    let mut s = format!("a circle of {} files:\n", group.len());
    for from in group {
        for (to, names) in &graph[from] {
            if group.contains(to) {
                let names: Vec<&str> = names.iter().map(String::as_str).collect();
                s += &format!("  {from} -> {to} ({})\n", names.join(", "));
            }
        }
    }
    s
}

/// The folders of `src/`, each a floor of its own: no file in one imports
/// a file that imports it back. `top` stands for the files directly in
/// `src/` (`settings.rs`, `saves.rs`, ...).
const FOLDERS: [&str; 11] = [
    "rules", "table", "ai", "art", "sound", "i18n", "net", "cli", "fuzz", "app", "top",
];

/// The folder a file (`app/map/grid.rs`) lies in: `app`, or `top`.
fn folder_of(file: &str) -> &str {
    file.split_once('/').map_or("top", |(folder, _)| folder)
}

/// The circles whose files all lie in `folder`, each described with the
/// names that close it.
fn circles_in(folder: &str) -> Vec<String> {
    let graph = our_graph();
    let files: BTreeSet<String> = graph
        .keys()
        .filter(|f| folder_of(f) == folder)
        .cloned()
        .collect();
    assert!(!files.is_empty(), "src/{folder} was not read");
    circles(graph, &files)
        .iter()
        .map(|g| format!("in src/{folder}, {}", describe(graph, g)))
        .collect()
}

/// One test a folder, so a failure names the folder it is in.
macro_rules! no_circle_in {
    ($($folder:ident),* $(,)?) => {
        mod no_circle_in {
            $(
                #[test]
                fn $folder() {
                    let found = super::circles_in(stringify!($folder));
                    assert!(found.is_empty(), "{}", found.join("\n"));
                }
            )*
        }
    };
}

no_circle_in!(rules, table, ai, art, sound, i18n, net, cli, fuzz, app, top);

/// Every folder of `src/` is one of the floors tested (a new folder is
/// added to [`FOLDERS`] and to `no_circle_in!`).
#[test]
fn every_folder_of_the_source_is_tested() {
    let graph = our_graph();
    let folders: BTreeSet<&str> = graph.keys().map(|f| folder_of(f)).collect();
    let untested: Vec<&&str> = folders.iter().filter(|f| !FOLDERS.contains(f)).collect();
    assert!(
        untested.is_empty(),
        "folders of src/ not tested: {untested:?}"
    );
    assert!(
        graph.len() > 150,
        "the source was not read: {} files",
        graph.len()
    );
}

/// No circle runs through more than one folder: a folder imports only
/// the floors below it.
#[test]
fn no_circle_runs_between_folders() {
    let graph = our_graph();
    let all: BTreeSet<String> = graph.keys().cloned().collect();
    let across: Vec<String> = circles(graph, &all)
        .iter()
        .filter(|g| g.iter().any(|f| folder_of(f) != folder_of(&g[0])))
        .map(|g| describe(graph, g))
        .collect();
    assert!(across.is_empty(), "{}", across.join("\n"));
}

#[test]
fn the_table_does_not_import_the_computer() {
    let graph = our_graph();
    let wrong: Vec<String> = graph
        .iter()
        .filter(|(from, _)| from.starts_with("table/"))
        .flat_map(|(from, to)| {
            to.iter()
                .filter(|(t, _)| t.starts_with("ai/") || t.starts_with("app/"))
                .map(move |(t, names)| format!("{from} -> {t} ({names:?})"))
        })
        .collect();
    assert!(wrong.is_empty(), "the table imports above it: {wrong:?}");
}

/// The import graph of our own source, read once for all the tests here.
fn our_graph() -> &'static BTreeMap<String, BTreeMap<String, BTreeSet<String>>> {
    static GRAPH: std::sync::OnceLock<BTreeMap<String, BTreeMap<String, BTreeSet<String>>>> =
        std::sync::OnceLock::new();
    GRAPH.get_or_init(|| import_graph(&our_source()))
}

pub(super) fn our_source() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// A small crate written for the reader: `a/mod.rs` re-exports `b`'s item
/// and `b` calls back up with `super::` (or, in the fixed crate, takes what
/// it needs from `a/shared.rs`).
fn little_crate(fixed: bool) -> PathBuf {
    let root =
        std::env::temp_dir().join(format!("carcassonne-layers-{}-{fixed}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("a")).expect("a temporary folder");
    let write = |name: &str, text: &str| std::fs::write(root.join(name), text).expect("write");
    write("lib.rs", "pub mod a;\nmod c;\n");
    write("c.rs", "use crate::a::Thing; // a re-export\n");
    if fixed {
        write("a/mod.rs", "mod b;\npub mod shared;\npub use b::Thing;\n");
        write("a/shared.rs", "pub fn helper() {}\n");
        write(
            "a/b.rs",
            "/// Uses `super::helper` in a comment only.\npub struct Thing;\nfn f() { super::shared::helper(); let s = \"super::x\"; }\n",
        );
    } else {
        write(
            "a/mod.rs",
            "mod b;\npub use b::Thing;\npub fn helper() {}\n",
        );
        write(
            "a/b.rs",
            "pub struct Thing;\n#[cfg(test)]\nmod tests { use crate::c; }\nfn f() { super::helper(); }\n",
        );
    }
    root
}

/// The reader finds a circle through a re-export and `super::`, and none
/// once the shared item has a file of its own.
#[test]
fn the_reader_sees_a_circle_where_there_is_one() {
    let circled = little_crate(false);
    let graph = import_graph(&circled);
    let all: BTreeSet<String> = graph.keys().cloned().collect();
    let found = circles(&graph, &all);
    assert_eq!(
        found,
        vec![vec!["a/b.rs".to_string(), "a/mod.rs".to_string()]],
        "{graph:?}"
    );
    assert!(
        graph["c.rs"].contains_key("a/mod.rs"),
        "an import through a re-export depends on the file that re-exports"
    );
    assert!(
        !graph["a/b.rs"].contains_key("c.rs"),
        "a #[cfg(test)] module's imports do not count"
    );
    let fixed = little_crate(true);
    let graph = import_graph(&fixed);
    let all: BTreeSet<String> = graph.keys().cloned().collect();
    assert_eq!(
        circles(&graph, &all),
        Vec::<Vec<String>>::new(),
        "{graph:?}"
    );
    assert!(graph["a/b.rs"].contains_key("a/shared.rs"));
    let _ = std::fs::remove_dir_all(circled);
    let _ = std::fs::remove_dir_all(fixed);
}

/// `text` with its comments and string and character literals blanked
/// out (newlines kept, so lines still count), for reading code by eye.
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let blank = |out: &mut String, from: &[char]| {
        out.extend(from.iter().map(|&c| if c == '\n' { '\n' } else { ' ' }));
    };
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        let start = i;
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == 'r' && (next == Some('"') || next == Some('#')) && raw_string_at(&chars, i) {
            let mut j = i + 1;
            let mut hashes = 0;
            while chars[j] == '#' {
                hashes += 1;
                j += 1;
            }
            j += 1;
            while j < chars.len() {
                if chars[j] == '"' && (0..hashes).all(|h| chars.get(j + 1 + h) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            i = j;
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
        } else if c == '\'' && next == Some('\\') {
            i += 2;
            while i < chars.len() && chars[i] != '\'' {
                i += 1;
            }
            i += 1;
        } else if c == '\'' && chars.get(i + 2) == Some(&'\'') {
            i += 3;
        } else {
            out.push(c);
            i += 1;
            continue;
        }
        let end = i.min(chars.len());
        blank(&mut out, &chars[start..end]);
    }
    out
}

/// A function of a file: its name, first line (from 1) and length in lines.
#[derive(Debug)]
struct Function {
    name: String,
    line: usize,
    lines: usize,
}

/// Every function with a body in `text` (nested ones too), from `fn` to
/// its closing brace.
fn functions(text: &str) -> Vec<Function> {
    let code = code_only(text);
    let bytes = code.as_bytes();
    let line_at = |pos: usize| code[..pos].matches('\n').count() + 1;
    let word_at = |pos: usize, word: &str| {
        code[pos..].starts_with(word)
            && (pos == 0 || !(bytes[pos - 1].is_ascii_alphanumeric() || bytes[pos - 1] == b'_'))
            && bytes
                .get(pos + word.len())
                .is_some_and(|b| b.is_ascii_whitespace())
    };
    let mut found = Vec::new();
    for pos in 0..bytes.len() {
        if !word_at(pos, "fn") {
            continue;
        }
        let rest = code[pos + 2..].trim_start();
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if name.is_empty() {
            continue;
        }
        // The body opens at the first `{` outside the signature's brackets;
        // a `;` first means a declaration without one.
        let mut depth = 0i32;
        let mut open = None;
        for (k, b) in bytes.iter().enumerate().skip(pos) {
            match b {
                b'(' | b'[' => depth += 1,
                b')' | b']' => depth -= 1,
                b';' if depth == 0 => break,
                b'{' if depth == 0 => {
                    open = Some(k);
                    break;
                }
                _ => {}
            }
        }
        let Some(open) = open else { continue };
        let mut braces = 0i32;
        for (k, b) in bytes.iter().enumerate().skip(open) {
            match b {
                b'{' => braces += 1,
                b'}' => {
                    braces -= 1;
                    if braces == 0 {
                        let line = line_at(pos);
                        found.push(Function {
                            name: name.clone(),
                            line,
                            lines: line_at(k) - line + 1,
                        });
                        break;
                    }
                }
                _ => {}
            }
        }
    }
    found
}

/// Every `.rs` file under `dir`, by its path from `dir`, and its text.
fn rust_files(dir: &Path) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).expect("a readable folder") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(dir).expect("under the folder");
                let text = std::fs::read_to_string(&path).expect("a readable source file");
                out.insert(rel.to_string_lossy().replace('\\', "/"), text);
            }
        }
    }
    out
}

/// The longest the window's functions and systems may be: one screen.
const MOST_LINES_IN_A_FUNCTION: usize = 100;
/// The longest a source file may be.
const MOST_LINES_IN_A_FILE: usize = 800;

/// The window's functions over [`MOST_LINES_IN_A_FUNCTION`] lines.
fn long_functions_of_the_window(src: &Path) -> Vec<(String, Function)> {
    let mut long: Vec<(String, Function)> = rust_files(&src.join("app"))
        .into_iter()
        .flat_map(|(file, text)| {
            functions(&text)
                .into_iter()
                .map(move |f| (format!("app/{file}"), f))
        })
        .filter(|(_, f)| f.lines > MOST_LINES_IN_A_FUNCTION)
        .collect();
    long.sort_by_key(|(_, f)| std::cmp::Reverse(f.lines));
    long
}

/// Where `#[allow(clippy::too_many_arguments)]` stands under `dir`: a
/// system that takes too much is a `SystemParam` bundle waiting to be made.
fn too_many_arguments_allowed(dir: &Path) -> Vec<String> {
    rust_files(dir)
        .into_iter()
        .flat_map(|(file, text)| {
            code_only(&text)
                .lines()
                .enumerate()
                .filter(|(_, l)| l.contains("too_many_arguments"))
                .map(|(n, _)| format!("{file}:{}", n + 1))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The window's screens and systems read on one screen each: no function
/// of `src/app` over 100 lines.
#[test]
fn no_function_of_the_window_is_longer_than_a_screen() {
    let long = long_functions_of_the_window(&our_source());
    let named: Vec<String> = long
        .iter()
        .map(|(file, f)| format!("  {file}:{} {} ({} lines)", f.line, f.name, f.lines))
        .collect();
    assert!(
        long.is_empty(),
        "functions of the window over {MOST_LINES_IN_A_FUNCTION} lines:\n{}",
        named.join("\n")
    );
}

/// A system of the window that needs many things takes them as a
/// `SystemParam` bundle, not past the lint.
#[test]
fn the_window_allows_no_long_argument_lists() {
    let allowed = too_many_arguments_allowed(&our_source().join("app"));
    assert!(
        allowed.is_empty(),
        "`too_many_arguments` allowed in src/app at: {allowed:?}"
    );
}

/// The reader of functions finds each with its length, nested ones too,
/// and is not fooled by braces in strings, characters and comments.
#[test]
fn the_reader_measures_functions() {
    let text = "fn a() {\n    let s = \"}}\"; // }\n    let c = '{';\n    fn b(x: [u8; 2]) -> u8 {\n        x[0]\n    }\n}\ntrait T { fn c(&self); }\n";
    let found: Vec<(String, usize, usize)> = functions(text)
        .into_iter()
        .map(|f| (f.name, f.line, f.lines))
        .collect();
    assert_eq!(
        found,
        vec![("a".to_string(), 1, 7), ("b".to_string(), 4, 3)],
        "{text}"
    );
}

/// The house in numbers, printed: circles in the whole of `src/` (each
/// folder's and across folders), the window's longest function,
/// `too_many_arguments` allows and files over 800 lines. Another tree's
/// numbers (an older commit's) with `CARCASSONNE_COUNT_SRC=that/src`:
///
/// `cargo test --release --test integration layers::the_house_in_numbers -- --nocapture`
#[test]
fn the_house_in_numbers() {
    let src = std::env::var_os("CARCASSONNE_COUNT_SRC").map_or_else(our_source, PathBuf::from);
    let graph = import_graph(&src);
    let all: BTreeSet<String> = graph.keys().cloned().collect();
    let found = circles(&graph, &all);
    let mut lines = vec![format!("the source: {}", src.display())];
    lines.push(format!("circles in src/: {}", found.len()));
    for group in &found {
        let folders: BTreeSet<&str> = group.iter().map(|f| folder_of(f)).collect();
        let folders: Vec<&str> = folders.into_iter().collect();
        lines.push(format!(
            "  {} ({} files): {}",
            folders.join(" + "),
            group.len(),
            group.join(", ")
        ));
    }
    let window: Vec<Function> = rust_files(&src.join("app"))
        .into_iter()
        .flat_map(|(file, text)| {
            functions(&text).into_iter().map(move |f| Function {
                name: format!("app/{file}:{} {}", f.line, f.name),
                ..f
            })
        })
        .collect();
    if let Some(longest) = window.iter().max_by_key(|f| f.lines) {
        lines.push(format!(
            "longest function in src/app: {} lines ({})",
            longest.lines, longest.name
        ));
    }
    let long = long_functions_of_the_window(&src);
    lines.push(format!(
        "functions in src/app over {MOST_LINES_IN_A_FUNCTION} lines: {}",
        long.len()
    ));
    for (file, f) in &long {
        lines.push(format!(
            "  {file}:{} {} ({} lines)",
            f.line, f.name, f.lines
        ));
    }
    let allowed = too_many_arguments_allowed(&src);
    let in_window = allowed.iter().filter(|a| a.starts_with("app/")).count();
    lines.push(format!(
        "too_many_arguments allows: {} in src/, {in_window} in src/app",
        allowed.len()
    ));
    let big: Vec<String> = rust_files(&src)
        .into_iter()
        .map(|(file, text)| (file, text.lines().count()))
        .filter(|(_, n)| *n > MOST_LINES_IN_A_FILE)
        .map(|(file, n)| format!("{file} ({n})"))
        .collect();
    lines.push(format!(
        "files over {MOST_LINES_IN_A_FILE} lines: {} {big:?}",
        big.len()
    ));
    lines.push("floors (each folder and the folders it imports):".into());
    let mut floors: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for (from, to) in &graph {
        let below = floors.entry(folder_of(from)).or_default();
        below.extend(
            to.keys()
                .map(|t| folder_of(t))
                .filter(|t| *t != folder_of(from)),
        );
    }
    for (folder, below) in &floors {
        let below: Vec<&str> = below.iter().copied().collect();
        lines.push(format!("  {folder}: {}", below.join(", ")));
    }
    println!("{}", lines.join("\n"));
    assert!(!graph.is_empty(), "no source at {}", src.display());
}
