//! Each language's published words, held: every message of every locale
//! against its glossary (`assets/locales/<lang>/glossary.ron`, described in
//! `en/glossary.ron` and docs/translating.md). A word the glossary rules
//! out fails, naming the file, the message and the word; so does a level
//! named other than by its name, or a message that should show a term and
//! does not.

use super::{scratch, write};
use carcassonne::i18n::{ENGLISH, LANGUAGES, built_in_languages, locale_files};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// One language's glossary file.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Glossary {
    language: String,
    levels: Levels,
    terms: BTreeMap<String, Term>,
}

/// The computer levels' names (the messages `level-easy` ...).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Levels {
    easy: String,
    medium: String,
    hard: String,
}

impl Levels {
    fn by_key(&self) -> [(&'static str, &str); 3] {
        [
            ("level-easy", &self.easy),
            ("level-medium", &self.medium),
            ("level-hard", &self.hard),
        ]
    }
}

/// A term: the word the messages use, where it comes from, the words
/// that must not stand for it, and messages that must show it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Term {
    word: String,
    /// The beginning all forms of the word share (Polish plansza,
    /// planszy: plansz), for `shown_in`; the word itself when absent.
    #[serde(default)]
    stem: Option<String>,
    source: String,
    #[serde(default)]
    avoid: Vec<Avoid>,
    #[serde(default)]
    shown_in: Vec<String>,
}

/// Words ruled out for a term, why, and the messages that may use them
/// anyway (each with its reason).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Avoid {
    words: Vec<String>,
    why: String,
    #[serde(default)]
    allowed_in: BTreeMap<String, String>,
}

fn glossary_path(lang: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/locales")
        .join(lang)
        .join("glossary.ron")
}

fn read_glossary(lang: &str) -> Result<Glossary, String> {
    let path = glossary_path(lang);
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("{}: cannot read it ({e})", path.display()))?;
    // `stem: "plansz"` for `Some("plansz")`.
    ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str(&text)
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// A word of a message's text, or the place of a variable (which no
/// pattern matches and no phrase crosses).
#[derive(Clone, Debug, PartialEq)]
enum Token {
    Word(String),
    Variable,
}

/// The words of `text`: runs of letters and digits ("l'entraîneur" is
/// "l" and "entraîneur", "Treffpunkt-Server" two words).
fn words(text: &str, out: &mut Vec<Token>) {
    for w in text.split(|c: char| !c.is_alphanumeric()) {
        if !w.is_empty() {
            out.push(Token::Word(w.to_string()));
        }
    }
}

/// Every text a pattern can show, one per combination of its variants
/// (selections multiply), as words; variables stand as `Token::Variable`.
fn texts(pattern: &fluent_syntax::ast::Pattern<&str>) -> Vec<Vec<Token>> {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    // Each element's possible texts; a text element has one.
    let mut out: Vec<Vec<Token>> = vec![Vec::new()];
    for element in &pattern.elements {
        let choices: Vec<Vec<Token>> = match element {
            PatternElement::TextElement { value } => {
                let mut t = Vec::new();
                words(value, &mut t);
                vec![t]
            }
            PatternElement::Placeable { expression } => expression_texts(expression),
        };
        let mut next = Vec::new();
        for done in &out {
            for choice in &choices {
                let mut t = done.clone();
                t.extend(choice.iter().cloned());
                next.push(t);
            }
        }
        // Selections multiply; no message comes near this, and a cap keeps
        // a hand-made override from stalling the test.
        next.truncate(4096);
        out = next;
    }
    return out;

    fn expression_texts(expression: &Expression<&str>) -> Vec<Vec<Token>> {
        match expression {
            Expression::Inline(InlineExpression::StringLiteral { value }) => {
                let mut t = Vec::new();
                words(value, &mut t);
                vec![t]
            }
            Expression::Inline(InlineExpression::Placeable { expression }) => {
                expression_texts(expression)
            }
            Expression::Inline(_) => vec![vec![Token::Variable]],
            Expression::Select { variants, .. } => {
                variants.iter().flat_map(|v| texts(&v.value)).collect()
            }
        }
    }
}

/// A message: its file (as shown in problems) and its possible texts.
struct Message {
    file: String,
    texts: Vec<Vec<Token>>,
}

/// Every message of `lang` (built in, with the override folders `layers`
/// over it), by key.
fn messages(lang: &str, layers: &[PathBuf]) -> BTreeMap<String, Message> {
    let mut out = BTreeMap::new();
    for file in locale_files(lang, layers, &mut Vec::new()) {
        let resource = match fluent_syntax::parser::parse(file.text.as_str()) {
            Ok(r) | Err((r, _)) => r,
        };
        for entry in &resource.body {
            let fluent_syntax::ast::Entry::Message(m) = entry else {
                continue;
            };
            let mut all = Vec::new();
            for pattern in m.value.iter().chain(m.attributes.iter().map(|a| &a.value)) {
                all.extend(texts(pattern));
            }
            out.insert(
                m.id.name.to_string(),
                Message {
                    file: file.shown.trim_end_matches(" (built in)").to_string(),
                    texts: all,
                },
            );
        }
    }
    out
}

/// Whether one word of a pattern matches a word of the text: any case;
/// a `*` at its end stands for any ending, at its start for any beginning.
fn word_matches(pattern: &str, word: &str) -> bool {
    let pattern = pattern.to_lowercase();
    let word = word.to_lowercase();
    let (any_start, p) = match pattern.strip_prefix('*') {
        Some(rest) => (true, rest),
        None => (false, pattern.as_str()),
    };
    let (any_end, p) = match p.strip_suffix('*') {
        Some(rest) => (true, rest),
        None => (false, p),
    };
    match (any_start, any_end) {
        (false, false) => word == p,
        (false, true) => word.starts_with(p),
        (true, false) => word.ends_with(p),
        (true, true) => word.contains(p),
    }
}

/// The words of a pattern, cut as a message's text is ("L'Abbé" is "L"
/// and "Abbé"), each with its `*`.
fn pattern_words(pattern: &str) -> Vec<&str> {
    pattern
        .split(|c: char| !c.is_alphanumeric() && c != '*')
        .filter(|w| !w.is_empty())
        .collect()
}

/// Where `pattern` stands in `text`: the words of the text it matches, if
/// any.
fn find(pattern: &str, text: &[Token]) -> Option<String> {
    let wanted = pattern_words(pattern);
    if wanted.is_empty() || wanted.len() > text.len() {
        return None;
    }
    text.windows(wanted.len()).find_map(|window| {
        let all = window.iter().zip(&wanted).all(|(t, p)| match t {
            Token::Word(w) => word_matches(p, w),
            Token::Variable => false,
        });
        all.then(|| {
            window
                .iter()
                .map(|t| match t {
                    Token::Word(w) => w.as_str(),
                    Token::Variable => "{}",
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
    })
}

/// Whether `text` shows the words of `stem`, each as the beginning of a
/// word, one after the other.
fn shows(stem: &str, text: &[Token]) -> bool {
    let pattern: Vec<String> = pattern_words(stem)
        .iter()
        .map(|w| format!("{w}*"))
        .collect();
    find(&pattern.join(" "), text).is_some()
}

/// Whether `text` has `name` as a word, in its case (a level's name, not
/// the adjective inside a sentence).
fn names(name: &str, text: &[Token]) -> bool {
    let wanted = pattern_words(name);
    text.windows(wanted.len().max(1)).any(|window| {
        window
            .iter()
            .zip(&wanted)
            .all(|(t, w)| matches!(t, Token::Word(x) if x == w))
    })
}

/// What keeps `lang` (the built-in files with the override folders
/// `layers` over them) from its glossary: a word a term rules out, a
/// message that should show a term and does not, a level's name that
/// differs, a level named other than by its name where English names it.
fn glossary_problems(lang: &str, layers: &[PathBuf]) -> Vec<String> {
    let mut problems = Vec::new();
    let glossary = match read_glossary(lang) {
        Ok(g) => g,
        Err(e) => return vec![e],
    };
    let english = match read_glossary(ENGLISH) {
        Ok(g) => g,
        Err(e) => return vec![e],
    };
    let shown = glossary_path(lang).display().to_string();
    if glossary.language != lang {
        problems.push(format!("{shown}: says it is `{}`", glossary.language));
    }
    for id in english.terms.keys() {
        if !glossary.terms.contains_key(id) {
            problems.push(format!(
                "{shown}: lacks the term `{id}` (see en/glossary.ron)"
            ));
        }
    }
    for id in glossary.terms.keys() {
        if !english.terms.contains_key(id) {
            problems.push(format!(
                "{shown}: has the term `{id}`, which en/glossary.ron has not"
            ));
        }
    }
    let own = messages(lang, layers);
    // Words ruled out.
    for (id, term) in &glossary.terms {
        if term.source.trim().is_empty() {
            problems.push(format!("{shown}: `{id}` names no source"));
        }
        for avoid in &term.avoid {
            for key in avoid.allowed_in.keys() {
                if !own.contains_key(key) {
                    problems.push(format!(
                        "{shown}: `{id}` allows a word in `{key}`, which is no message"
                    ));
                }
            }
            for (key, message) in &own {
                if avoid.allowed_in.contains_key(key) {
                    continue;
                }
                let found: Vec<String> = avoid
                    .words
                    .iter()
                    .flat_map(|p| message.texts.iter().filter_map(|t| find(p, t)))
                    .collect();
                if let Some(word) = found.first() {
                    problems.push(format!(
                        "{}: `{key}` says “{word}”, which the glossary rules out for {id} \
                         (the word is “{}”: {})",
                        message.file, term.word, avoid.why
                    ));
                }
            }
        }
        // Messages that show the term.
        let stem = term.stem.as_deref().unwrap_or(&term.word);
        for key in &term.shown_in {
            match own.get(key) {
                None => problems.push(format!(
                    "{shown}: `{id}` is shown in `{key}`, which is no message"
                )),
                Some(m) if !m.texts.iter().any(|t| shows(stem, t)) => problems.push(format!(
                    "{}: `{key}` does not say “{}” ({id})",
                    m.file, term.word
                )),
                Some(_) => {}
            }
        }
    }
    // The levels: their names, and every message naming one by it.
    let en = messages(ENGLISH, layers);
    for ((key, name), (_, english_name)) in
        glossary.levels.by_key().iter().zip(english.levels.by_key())
    {
        match own.get(*key) {
            Some(m)
                if m.texts
                    .iter()
                    .all(|t| names(name, t) && t.len() == pattern_words(name).len()) => {}
            Some(m) => problems.push(format!(
                "{}: `{key}` is not “{name}”, the level's name in {shown}",
                m.file
            )),
            None => {}
        }
        for (other, english_message) in &en {
            if other.starts_with("level-")
                || !english_message.texts.iter().any(|t| names(english_name, t))
            {
                continue;
            }
            if let Some(m) = own.get(other)
                && !m.texts.iter().all(|t| names(name, t))
            {
                problems.push(format!(
                    "{}: `{other}` names the level {english_name} other than by its name “{name}”",
                    m.file
                ));
            }
        }
    }
    problems
}

/// Every language's messages keep to their glossary.
#[test]
fn every_locale_keeps_to_its_glossary() {
    let langs = built_in_languages();
    assert!(langs.len() >= 7, "the languages are built in: {langs:?}");
    let mut problems = Vec::new();
    for lang in langs {
        problems.extend(glossary_problems(lang, &[]));
    }
    assert!(
        problems.is_empty(),
        "words against the glossary (see docs/translating.md):\n{}",
        problems.join("\n")
    );
}

/// Every language the game offers has a glossary; each term says where its
/// word comes from.
#[test]
fn every_language_has_a_glossary_with_every_term() {
    let english = read_glossary(ENGLISH).expect("en/glossary.ron");
    for id in [
        "board",
        "tile",
        "follower",
        "farmer",
        "field",
        "road",
        "city",
        "inn",
        "cathedral",
        "expansion-inns-cathedrals",
        "expansion-traders-builders",
        "expansion-river",
        "expansion-abbot",
        "expansion-princess-dragon",
        "volcano",
        "dragon",
        "fairy",
        "magic-portal",
        "princess",
        "coach",
        "review",
        "seat",
        "computer-level",
    ] {
        assert!(
            english.terms.contains_key(id),
            "en/glossary.ron lacks `{id}`"
        );
    }
    for language in LANGUAGES {
        let glossary = read_glossary(language.code).expect("a glossary");
        assert_eq!(
            glossary.terms.keys().collect::<Vec<_>>(),
            english.terms.keys().collect::<Vec<_>>(),
            "{}: the same terms as English",
            language.code
        );
    }
}

/// A forbidden word in any language's file is named with the file, the
/// message and the word; a level described instead of named too; and
/// words that only contain a forbidden one pass.
#[test]
fn a_word_the_glossary_rules_out_is_named_with_its_file_message_and_word() {
    // One word each language's box rules out, in a message of final.ftl.
    let cases = [
        ("de", "review-kind-fields = Karten", "Karten"),
        ("fr", "review-kind-fields = pions inutilisés", "pions"),
        ("es", "review-kind-fields = el mapa", "mapa"),
        ("it", "review-kind-fields = prati", "prati"),
        ("nl", "review-kind-fields = weilanden", "weilanden"),
        ("pl", "review-kind-fields = łąki", "łąki"),
    ];
    for (lang, line, word) in cases {
        let dir = scratch(&format!("glossary-{lang}"));
        write(
            &dir,
            &format!("locales/{lang}/final.ftl"),
            &format!("{line}\n"),
        );
        let file = dir
            .join(format!("locales/{lang}/final.ftl"))
            .display()
            .to_string();
        let problems = glossary_problems(lang, std::slice::from_ref(&dir)).join("\n");
        assert!(
            problems.contains(&format!("{file}: `review-kind-fields` says “{word}”")),
            "{lang}: {problems}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
    // A level described, not named, where English names it.
    let dir = scratch("glossary-level");
    write(
        &dir,
        "locales/de/final.ftl",
        "review-running = Der starke Computer wägt jeden Zug ab: { $done } von { $total }\n",
    );
    let problems = glossary_problems("de", std::slice::from_ref(&dir)).join("\n");
    assert!(
        problems.contains("`review-running` names the level Hard other than by its name “Schwer”"),
        "{problems}"
    );
    assert!(
        problems.contains("`review-running` says “starke Computer”"),
        "{problems}"
    );
    // Compounds and longer words that hold a ruled-out word are not it:
    // a graphics card, a host, a parchment.
    for (lang, line) in [
        ("de", "review-kind-fields = Grafikkarte"),
        ("pl", "review-kind-fields = gospodarz"),
        ("fr", "review-kind-fields = parchemin"),
    ] {
        let dir = scratch(&format!("glossary-fine-{lang}"));
        write(
            &dir,
            &format!("locales/{lang}/final.ftl"),
            &format!("{line}\n"),
        );
        let problems = glossary_problems(lang, std::slice::from_ref(&dir));
        assert!(
            problems.iter().all(|p| !p.contains("review-kind-fields")),
            "{lang}: {problems:?}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The table of words in docs/translating.md is the glossaries': every
/// term, every language, the same word (the table once drifted from the
/// reference it summed up).
#[test]
fn the_translators_table_is_the_glossaries() {
    let docs =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/translating.md"))
            .expect("docs/translating.md");
    let header = "| term | en | de | fr | es | it | nl | pl |";
    let langs: Vec<&str> = header
        .trim_matches('|')
        .split('|')
        .skip(1)
        .map(str::trim)
        .collect();
    assert!(docs.contains(header), "the table's header");
    let glossaries: Vec<Glossary> = langs
        .iter()
        .map(|l| read_glossary(l).expect("a glossary"))
        .collect();
    let mut rows: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for line in docs
        .lines()
        .filter(|l| l.starts_with("| `") || l.starts_with("| level `"))
    {
        let cells: Vec<String> = line
            .trim_matches('|')
            .split('|')
            .map(|c| c.trim().to_string())
            .collect();
        rows.insert(cells[0].clone(), cells[1..].to_vec());
    }
    let mut problems = Vec::new();
    let mut want = |row: String, words: Vec<&str>| match rows.remove(&row) {
        None => problems.push(format!("no row {row}")),
        Some(cells) if cells != words => {
            problems.push(format!("{row}: {cells:?}, the glossaries say {words:?}"))
        }
        Some(_) => {}
    };
    for id in glossaries[0].terms.keys() {
        want(
            format!("`{id}`"),
            glossaries
                .iter()
                .map(|g| g.terms[id].word.as_str())
                .collect(),
        );
    }
    for (i, level) in ["easy", "medium", "hard"].iter().enumerate() {
        want(
            format!("level `{level}`"),
            glossaries.iter().map(|g| g.levels.by_key()[i].1).collect(),
        );
    }
    problems.extend(rows.keys().map(|r| format!("{r}: no such term")));
    assert!(
        problems.is_empty(),
        "docs/translating.md:\n{}",
        problems.join("\n")
    );
}
