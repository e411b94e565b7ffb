//! The window's words in the players' languages: every key the code looks
//! up exists in English, every translation has every English key and no
//! other, broken or incomplete files fall back to English naming the file
//! and key, the pseudo-language, the choice of language, no sentence for
//! the player left in the source of `src/app`, and every count in the
//! plural forms of its language.

use carcassonne::i18n::{
    ENGLISH, LANGUAGES, Localizer, PSEUDO, built_in_languages, choose_language, locale_files,
    message_keys, offered, translation_problems,
};
use carcassonne::tr;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

mod glossary;
mod numbers;

/// The built-in English, loaded once per test binary.
pub fn english() -> &'static Localizer {
    static EN: OnceLock<Localizer> = OnceLock::new();
    EN.get_or_init(Localizer::english)
}

/// A fresh folder under the system's temp folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("carcassonne-i18n-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp folder");
    dir
}

fn write(dir: &Path, relative: &str, text: &str) {
    let path = dir.join(relative);
    std::fs::create_dir_all(path.parent().expect("a folder")).expect("folder");
    std::fs::write(path, text).expect("written");
}

fn english_keys() -> BTreeMap<String, String> {
    message_keys(&locale_files(ENGLISH, &[], &mut Vec::new()))
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).expect("source folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(sources(&path));
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

fn src(relative: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(relative)
}

/// A string literal in Rust source with what encloses it: the names before
/// each open bracket around it, innermost last.
struct Literal {
    text: String,
    line: usize,
    callers: Vec<String>,
}

/// The string literals of Rust `source` outside comments and `#[cfg(test)]`
/// modules, each with the calls around it. A small scanner: enough for this
/// project's code (normal and raw strings, char literals, lifetimes).
fn literals(source: &str) -> Vec<Literal> {
    let chars: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let mut stack: Vec<String> = Vec::new();
    let mut word = String::new();
    let mut last_word = String::new();
    let mut line = 1;
    let mut i = 0;
    let mut test_depth: Option<usize> = None;
    let mut pending_test = false;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            line += 1;
        }
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c == '/' && next == Some('*') {
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                if chars[i] == '\n' {
                    line += 1;
                }
                i += 1;
            }
            i += 2;
            continue;
        }
        if c == '#' && source_at(&chars, i, "#[cfg(test)]") {
            pending_test = true;
        }
        let raw = c == 'r' && (next == Some('"') || next == Some('#')) && word.is_empty();
        if c == '"' || raw {
            let mut hashes = 0;
            let mut j = i;
            if raw {
                j += 1;
                while chars.get(j) == Some(&'#') {
                    hashes += 1;
                    j += 1;
                }
                if chars.get(j) != Some(&'"') {
                    word.push(c);
                    i += 1;
                    continue;
                }
            }
            j += 1;
            let start_line = line;
            let mut text = String::new();
            while j < chars.len() {
                let d = chars[j];
                if d == '\n' {
                    line += 1;
                }
                if !raw && d == '\\' {
                    // An escaped newline joins lines; other escapes stand.
                    if chars.get(j + 1) == Some(&'\n') {
                        line += 1;
                        j += 2;
                        while chars.get(j).is_some_and(|c| c.is_whitespace()) {
                            j += 1;
                        }
                        continue;
                    }
                    text.push(d);
                    text.push(chars.get(j + 1).copied().unwrap_or(' '));
                    j += 2;
                    continue;
                }
                if d == '"' && (0..hashes).all(|h| chars.get(j + 1 + h) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                text.push(d);
                j += 1;
            }
            if test_depth.is_none() {
                out.push(Literal {
                    text,
                    line: start_line,
                    callers: stack.clone(),
                });
            }
            i = j;
            word.clear();
            continue;
        }
        if c == '\'' {
            // A char literal ('a', '\n', '"'); a lifetime has no closing quote.
            let close = if next == Some('\\') {
                chars[i + 2..]
                    .iter()
                    .position(|&d| d == '\'')
                    .map(|p| i + 2 + p)
            } else if chars.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            if let Some(end) = close {
                i = end + 1;
                continue;
            }
        }
        if c.is_alphanumeric() || c == '_' || c == '!' {
            word.push(c);
        } else {
            if !word.is_empty() {
                last_word = std::mem::take(&mut word);
            }
            match c {
                '(' | '[' => stack.push(std::mem::take(&mut last_word)),
                '{' => {
                    if pending_test && test_depth.is_none() {
                        test_depth = Some(stack.len());
                        pending_test = false;
                    }
                    stack.push(String::new());
                }
                ')' | ']' => {
                    stack.pop();
                }
                '}' => {
                    stack.pop();
                    if test_depth == Some(stack.len()) {
                        test_depth = None;
                    }
                }
                _ => {}
            }
            if !c.is_whitespace() && c != ':' && c != '.' {
                last_word.clear();
            }
        }
        i += 1;
    }
    out
}

fn source_at(chars: &[char], i: usize, what: &str) -> bool {
    what.chars()
        .enumerate()
        .all(|(k, w)| chars.get(i + k) == Some(&w))
}

/// The message keys the code names: the first string of `tr!(loc, "...")`
/// and every `key("...")`.
fn keys_in_source() -> Vec<(String, String)> {
    let mut keys = Vec::new();
    for file in sources(&src("src")) {
        let text = std::fs::read_to_string(&file).expect("source readable");
        for lit in literals(&text) {
            let inner = lit.callers.last().map(String::as_str);
            if matches!(inner, Some("tr!") | Some("key")) && looks_like_key(&lit.text) {
                keys.push((lit.text, format!("{}:{}", file.display(), lit.line)));
            }
        }
    }
    keys
}

fn looks_like_key(s: &str) -> bool {
    !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

#[test]
fn every_key_the_code_uses_is_in_english() {
    let english = english_keys();
    let used = keys_in_source();
    assert!(
        used.len() > 300,
        "the scan finds the keys of src/app (found {})",
        used.len()
    );
    let missing: Vec<String> = used
        .iter()
        .filter(|(k, _)| !english.contains_key(k))
        .map(|(k, at)| format!("{at}: `{k}` is not in assets/locales/en"))
        .collect();
    assert!(missing.is_empty(), "{}", missing.join("\n"));
    // And English has no message nothing uses (a translator's wasted work).
    let unused: Vec<&String> = english
        .keys()
        .filter(|k| !used.iter().any(|(u, _)| u == *k))
        .filter(|k| !USED_BY_NAME.contains(&k.as_str()))
        .collect();
    assert!(unused.is_empty(), "English keys no code uses: {unused:?}");
}

/// English keys the code looks up through a variable rather than by name.
const USED_BY_NAME: &[&str] = &[];

#[test]
fn every_translation_has_every_english_key_and_no_other() {
    // English itself parses cleanly.
    assert_eq!(translation_problems(ENGLISH, &[]), Vec::<String>::new());
    let mut problems = Vec::new();
    for lang in built_in_languages() {
        assert!(
            lang == ENGLISH || LANGUAGES.iter().any(|l| l.code == lang),
            "assets/locales/{lang}: not a language the game offers (see src/i18n)"
        );
        problems.extend(translation_problems(lang, &[]));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn an_incomplete_translation_is_named_file_by_file() {
    let dir = scratch("incomplete");
    // A translation with one stray key and a key in the wrong file, over
    // whatever the game ships for Polish.
    write(
        &dir,
        "locales/pl/menus.ftl",
        "start-game = Rozpocznij grę\nno-such-key = Nic\ntiles-count = { $count } płytek\n",
    );
    let problems = translation_problems("pl", std::slice::from_ref(&dir)).join("\n");
    assert!(
        problems.contains("menus.ftl has `no-such-key`, which English has not"),
        "{problems}"
    );
    assert!(
        problems.contains("menus.ftl has `tiles-count`, which English keeps in game.ftl"),
        "{problems}"
    );
    if !built_in_languages().contains(&"pl") {
        assert!(
            problems.contains("locales/pl/game.ftl lacks `scoreboard`")
                || problems.contains("locales/pl/play.ftl lacks `scoreboard`"),
            "{problems}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_broken_message_in_an_override_file_keeps_the_game_words_and_names_file_and_key() {
    let dir = scratch("broken");
    // `start-game` has no text after `=`; `rules` is fine and changed.
    write(
        &dir,
        "locales/en/menus.ftl",
        "rules = House rules\nstart-game =\n    \nsaved-games = Saved { $\n",
    );
    let words = Localizer::load(ENGLISH, std::slice::from_ref(&dir));
    assert_eq!(words.tr("rules", None), "House rules");
    assert_eq!(words.tr("start-game", None), "Start game");
    assert_eq!(words.tr("saved-games", None), "Saved games");
    let problems = words.take_problems().join("\n");
    let file = dir.join("locales/en/menus.ftl").display().to_string();
    for key in ["start-game", "saved-games"] {
        assert!(
            problems.contains(&file) && problems.contains(&format!("`{key}`")),
            "{key}: {problems}"
        );
    }
    // Each problem is told once.
    assert!(words.take_problems().is_empty());
    // The same broken file in a translation's folder: the string falls back
    // to what the game has without the override (English where the game
    // has no translation of its own).
    for lang in ["de", "pl"] {
        let dir = scratch(&format!("broken-{lang}"));
        write(
            &dir,
            &format!("locales/{lang}/menus.ftl"),
            "start-game = { $\nrules = Hausregeln\n",
        );
        let with = Localizer::load(lang, std::slice::from_ref(&dir));
        let without = Localizer::load(lang, &[]);
        assert_eq!(
            with.tr("start-game", None),
            without.tr("start-game", None),
            "{lang}"
        );
        // Words, never the key or nothing.
        let shown = with.tr("start-game", None);
        assert!(
            !shown.trim().is_empty() && shown != "start-game",
            "{lang}: {shown}"
        );
        assert_eq!(with.tr("rules", None), "Hausregeln");
        let problems = with.take_problems().join("\n");
        assert!(
            problems.contains("menus.ftl line 1") && problems.contains("`start-game`"),
            "{lang}: {problems}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_key_missing_from_a_translation_shows_english_and_names_the_file() {
    let dir = scratch("missing");
    write(
        &dir,
        "locales/en/extra.ftl",
        "only-in-english = Only in English\n",
    );
    let words = Localizer::load("nl", std::slice::from_ref(&dir));
    assert_eq!(words.tr("only-in-english", None), "Only in English");
    let problems = words.take_problems().join("\n");
    assert!(
        problems.contains("locales/nl/extra.ftl") && problems.contains("`only-in-english`"),
        "{problems}"
    );
    // A key nobody has: the key itself, never an empty button.
    assert_eq!(
        words.tr("no-such-key-anywhere", None),
        "no-such-key-anywhere"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn plurals_and_names_come_through_fluent() {
    let en = english();
    assert_eq!(tr!(en, "tiles-count", count = 1), "1 tile");
    assert_eq!(tr!(en, "tiles-count", count = 3), "3 tiles");
    assert_eq!(tr!(en, "banner-turn", name = "Ann"), "Ann's turn");
    // No Unicode isolation marks around variables (egui shows boxes).
    assert!(!tr!(en, "banner-turn", name = "Ann").contains('\u{2068}'));
}

#[test]
fn the_pseudo_language_is_longer_and_accented_everywhere() {
    let en = english();
    let long = Localizer::load(PSEUDO, &[]);
    let (mut en_len, mut long_len) = (0, 0);
    for key in english_keys().keys() {
        let (a, b) = (en.tr(key, None), long.tr(key, None));
        if a == *key {
            // A message with variables, not shown without them.
            continue;
        }
        en_len += a.chars().count();
        long_len += b.chars().count();
        if a.chars().any(|c| "aeiou".contains(c)) {
            assert!(b.chars().any(|c| "áéíóú".contains(c)), "{key}: {b}");
        }
    }
    assert!(
        long_len * 10 >= en_len * 13,
        "about 40 % longer: {long_len} against {en_len}"
    );
    // Names inside sentences stay as typed.
    assert!(tr!(long, "banner-turn", name = "Ann").starts_with("Ann"));
    // The pseudo-language has every English message (no "missing" problem;
    // messages asked for above without their variables are refused).
    let problems = long.take_problems();
    assert!(
        problems.iter().all(|p| !p.contains("is missing")),
        "{problems:?}"
    );
}

#[test]
fn the_language_is_the_command_lines_then_the_remembered_then_the_systems() {
    let system = |s: &[&str]| s.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    assert_eq!(
        choose_language(Some("de"), Some("fr"), &system(&["it"])),
        "de"
    );
    assert_eq!(choose_language(None, Some("fr"), &system(&["it"])), "fr");
    assert_eq!(choose_language(None, None, &system(&["it-CH", "en"])), "it");
    assert_eq!(choose_language(None, None, &system(&["pl_PL"])), "pl");
    assert_eq!(choose_language(None, None, &system(&["ja-JP"])), "en");
    assert_eq!(choose_language(None, None, &[]), "en");
    // A region plays the language; an unknown code is passed over.
    assert_eq!(choose_language(Some("nl-BE"), None, &[]), "nl");
    assert_eq!(choose_language(Some("klingon"), Some("es"), &[]), "es");
    assert_eq!(choose_language(Some(PSEUDO), None, &[]), PSEUDO);
    // The picker offers each language in its own name.
    let names: Vec<&str> = offered(false).iter().map(|l| l.own_name).collect();
    assert_eq!(
        names,
        [
            "English",
            "Deutsch",
            "Français",
            "Español",
            "Italiano",
            "Nederlands",
            "Polski"
        ]
    );
    assert!(offered(true).iter().any(|l| l.code == PSEUDO));
}

/// Strings in `src/app` a player may read that are not words of a
/// language: each with why. Everything else that looks like a sentence
/// must be in the locale files.
const ALLOWED: &[(&str, &str)] = &[
    // The first-launch default names of the two seats, a player's own data.
    ("settings.rs", "Ann"),
    ("settings.rs", "Bo"),
    // A fallback name of a seat left without one when settings load
    // (repaired hand-edited settings), kept in the settings file.
    ("settings.rs", "Player {}"),
    // The tiles-left panel's group ids, worded by `group_words`.
    ("tiles_left.rs", "Cities"),
    ("tiles_left.rs", "Roads"),
    ("tiles_left.rs", "Monasteries"),
    ("tiles_left.rs", "The "),
    ("tiles_left.rs", "Inns & Cathedrals"),
    ("tiles_left.rs", "Traders & Builders"),
    ("tiles_left.rs", "Princess & the Dragon"),
    ("tiles_left.rs", "River"),
    ("tiles_left.rs", "Abbot"),
    // The art loader's thread name, for debuggers.
    ("art_assets.rs", "art preload {i}"),
    // A line of the network autosave's seats file, read back by the game.
    ("resume.rs", "stand-in {}"),
    // The window's command-line errors and the message when there is no
    // desktop go to the terminal, which stays English.
    ("mod.rs", "{a} needs a value"),
    ("mod.rs", "--how-to-play: {e}"),
    ("mod.rs", "unknown option {other}\\n{}"),
    (
        "mod.rs",
        "the game window needs a desktop session, and none was found (neither DISPLAY nor \
         WAYLAND_DISPLAY is set, as over ssh);\\nreplay, simulate, arena and suggest work \
         without one: see `carcassonne --help`",
    ),
    // When no graphics backend starts (graphics.rs), the terminal says so,
    // in English like the lines above; the engine's panic text is cut at
    // its build advice.
    ("graphics.rs", "it failed without a message"),
    ("graphics.rs", " For extra information"),
    (
        "graphics.rs",
        "the game window cannot start: no graphics backend of this computer works.\\n",
    ),
    ("graphics.rs", "  {backend}: {why}\\n"),
    (
        "graphics.rs",
        "Update the graphics driver, from the maker of the graphics card or the system's updates.",
    ),
    (
        "graphics.rs",
        " Mesa's Vulkan drivers (the package mesa-vulkan-drivers on Debian, Ubuntu and Fedora) \
         draw the game even without a graphics card.",
    ),
    (
        "graphics.rs",
        "To choose a backend, start the game with the environment variable WGPU_BACKEND set to \
         one of {} (for example WGPU_BACKEND={}).\\n",
    ),
    (
        "graphics.rs",
        "The commands replay, simulate, arena, suggest and review need no graphics: see \
         `carcassonne --help`.",
    ),
    // A settings file's problem, for the log.
    (
        "settings.rs",
        "{}: the window size {width} × {height} is not a number of pixels; using {} × {}",
    ),
    // The built-in fonts' file names under assets/fonts/, not words.
    ("theme.rs", "EBGaramond-Regular.ttf"),
    ("theme.rs", "Cinzel-Bold.ttf"),
];

/// Calls whose strings are not read by players in the window: logs,
/// panics, the terminal, the language's own keys, egui ids.
const NOT_FOR_PLAYERS: &[&str] = &[
    "tr!",
    "key",
    "info!",
    "warn!",
    "error!",
    "debug!",
    "trace!",
    "eprintln!",
    "println!",
    "panic!",
    "unreachable!",
    "expect",
    "assert!",
    "assert_eq!",
    "id_salt",
    "from_id_salt",
];

/// Whether a literal reads as words for a player: two words with a space,
/// or a capitalised word.
fn reads_as_words(s: &str) -> bool {
    let letters: Vec<&str> = s
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 2)
        .collect();
    let two_words = letters.len() >= 2 && s.contains(' ');
    let capitalised = letters.first().is_some_and(|w| {
        w.chars().next().is_some_and(char::is_uppercase)
            && w.chars().skip(1).any(char::is_lowercase)
    });
    two_words || capitalised
}

/// Whether a literal of file `name` is words for players outside the
/// locale files.
fn is_offender(name: &str, lit: &Literal) -> bool {
    reads_as_words(&lit.text)
        && !lit
            .callers
            .iter()
            .any(|c| NOT_FOR_PLAYERS.contains(&c.as_str()))
        && !ALLOWED.iter().any(|(f, s)| *f == name && lit.text == *s)
}

#[test]
fn no_sentence_for_players_is_left_in_the_source_of_the_window() {
    let mut offenders = Vec::new();
    for file in sources(&src("src/app")) {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&file).expect("source readable");
        for lit in literals(&text) {
            if is_offender(&name, &lit) {
                offenders.push(format!(
                    "{}:{}: {:?}",
                    file.strip_prefix(src("")).unwrap_or(&file).display(),
                    lit.line,
                    lit.text
                ));
            }
        }
    }
    assert!(
        offenders.is_empty(),
        "words for players outside assets/locales (look them up with tr!, or allow them \
         in this test with the reason):\n{}",
        offenders.join("\n")
    );
}

#[test]
fn the_source_check_finds_a_sentence_and_passes_over_logs_keys_and_tests() {
    let sample = r#"
        fn f() {
            ui.label("Scoreboard");
            ui.button(tr!(t, "start-game"));
            warn!("art: {w} could not load");
            let c = '"';
            let s = format!("{} of {}", a, b);
            egui::RichText::new(r"Raw words here").strong();
            // ui.label("In a comment");
        }
        #[cfg(test)]
        mod tests {
            fn g() { let _ = "In a test module"; }
        }
    "#;
    let flagged: Vec<String> = literals(sample)
        .into_iter()
        .filter(|l| is_offender("sample.rs", l))
        .map(|l| l.text)
        .collect();
    assert_eq!(flagged, ["Scoreboard", "Raw words here"]);
}

/// Ways the rules', the computer's and the network's English (`Display`)
/// would reach the window unworded: a hint's reason, a spot ("Road(N)"), a
/// side ("N"), a cell ("(0,-1)"), the host's refusal, why a connection
/// ended. The screens word them through `app::words`.
const UNWORDED: &[&str] = &[
    "reason.to_string()",
    "{reason}",
    "spot.to_string()",
    "{spot}",
    "side.to_string()",
    "{side}",
    "pos.to_string()",
    "{pos}",
    "neighbour.to_string()",
    // The network's refusals and why a connection ended, as their
    // English (`net::Refusal`, `net::CloseReason`).
    "refusal.to_string()",
    "{refusal}",
    "closed().map(",
    "reason.as_str()",
];

#[test]
fn hints_spots_sides_and_cells_reach_the_window_only_in_words() {
    let mut offenders = Vec::new();
    for file in sources(&src("src/app")) {
        let text = std::fs::read_to_string(&file).expect("source readable");
        // Test modules may print what they like.
        let text = text.split("#[cfg(test)]").next().unwrap_or_default();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            for pattern in UNWORDED.iter().filter(|p| code.contains(**p)) {
                offenders.push(format!(
                    "{}:{}: {pattern}",
                    file.strip_prefix(src("")).unwrap_or(&file).display(),
                    n + 1
                ));
            }
        }
    }
    assert!(
        offenders.is_empty(),
        "English of the rules, the computer or the network shown as is (word it in app/words):\n{}",
        offenders.join("\n")
    );
}

/// The network's refusals as the host sends them (JSON): numbers, ids and
/// names, never a sentence, so every window words them in its player's
/// language (before, a malformed message and a room that could not be
/// made travelled as the host's English).
#[test]
fn the_networks_refusals_travel_as_data_never_as_sentences() {
    fn strings(v: &serde_json::Value, out: &mut Vec<String>) {
        match v {
            serde_json::Value::String(s) => out.push(s.clone()),
            serde_json::Value::Array(a) => a.iter().for_each(|v| strings(v, out)),
            serde_json::Value::Object(o) => o.iter().for_each(|(k, v)| {
                out.push(k.clone());
                strings(v, out)
            }),
            _ => {}
        }
    }
    let mut sentences = Vec::new();
    for refusal in crate::net::every_refusal() {
        let json = serde_json::to_value(&refusal).expect("a refusal serialises");
        let mut found = Vec::new();
        strings(&json, &mut found);
        // Variant names are words of one piece ("NoOpenSeat"); a sentence
        // has spaces.
        sentences.extend(
            found
                .into_iter()
                .filter(|s| s.contains(' ') && reads_as_words(s))
                .map(|s| format!("{refusal:?}: {s:?}")),
        );
    }
    assert!(sentences.is_empty(), "{}", sentences.join("\n"));
}

/// The hints' and refusals' messages in every language, with the variables
/// the screens give them (see `app::words`): each in the language's own
/// words, never English shown for want of a translation, never a variable
/// the message cannot show. (The window's tests word real hints and
/// refusals; this one runs without the window.)
#[test]
fn hint_and_refusal_messages_have_their_own_words_in_every_language() {
    use carcassonne::i18n::FluentArgs;
    let en_files = locale_files(ENGLISH, &[], &mut Vec::new());
    let mut keys: Vec<String> = message_keys(&en_files)
        .into_iter()
        .filter(|(k, f)| (f == "reasons.ftl" || f == "refusals.ftl") && k != "reason-separator")
        .map(|(k, _)| k)
        .collect();
    keys.extend(
        [
            "refusal-edge-mismatch",
            "rule-out-of-range",
            "rule-not-adjacent",
            "rule-spot-occupied",
            "rule-wrong-spot-follower",
            "rule-builder-needs-follower",
            "rule-pig-needs-farmer",
            "recall-abbot-points",
            "cannot-load",
        ]
        .map(String::from),
    );
    let sides = ["top", "right", "bottom", "left"];
    let args = |t: &Localizer, kind: &str, n: i64| {
        // Words of the given language for the features and figures.
        let mut a = FluentArgs::new();
        let feature = t.tr(&format!("feature-{kind}"), None);
        for (name, value) in [
            ("kind", kind.to_string()),
            ("by", if n == 2 { "abbot" } else { "follower" }.to_string()),
            ("side", sides[n as usize % 4].to_string()),
            ("corner", "top-left".to_string()),
            ("kind_id", "city".to_string()),
            ("other_id", "field".to_string()),
            ("cathedral", "no".to_string()),
            ("has_goods", "no".to_string()),
            ("file", "tiles/base.ron".to_string()),
            ("detail", "bad".to_string()),
            ("error", "bad".to_string()),
            ("pack", "mine".to_string()),
            ("folders", "assets".to_string()),
            ("tile", "A".to_string()),
            ("expansion", "The River".to_string()),
        ] {
            a.set(name, value);
        }
        for name in [
            "feature", "on", "kind", "other", "goods", "spot", "figure", "subject", "colour",
        ] {
            if a.get(name).is_none() {
                a.set(name, feature.clone());
            }
        }
        for name in [
            "points", "cities", "around", "mine", "rival", "best", "count", "tiles", "arms",
            "players", "min", "max", "most", "seats",
        ] {
            a.set(name, n);
        }
        a
    };
    // Its own English: other tests look messages up without their variables.
    let en = &Localizer::english();
    for lang in built_in_languages().into_iter().filter(|l| *l != ENGLISH) {
        let t = Localizer::load(lang, &[]);
        for key in &keys {
            for kind in ["road", "city", "monastery", "garden", "field"] {
                for n in [1, 2, 5] {
                    // The same variables for both: a message missing from
                    // the translation shows the very English sentence.
                    let a = args(en, kind, n);
                    let (shown, english) = (t.tr(key, Some(&a)), en.tr(key, Some(&a)));
                    assert_ne!(shown, english, "{lang}: `{key}` is shown in English");
                }
            }
        }
        assert_eq!(t.take_problems(), Vec::<String>::new(), "{lang}");
    }
    assert_eq!(en.take_problems(), Vec::<String>::new());
}

/// Where a message shows a variable: the word right after it (empty when
/// none follows), and the variant it stands in when that is a variant of a
/// plural selection on the same variable (`one`, `few`, ...).
struct Shown {
    var: String,
    word: String,
    in_variant: Option<String>,
}

/// A selection in a message: the variable it selects on and its variants'
/// keys.
struct Selection {
    var: String,
    keys: Vec<String>,
}

/// The plural categories of Unicode's rules (`[0]` and other numbers are
/// exact matches, not plural forms).
const PLURAL_CATEGORIES: &[&str] = &["zero", "one", "two", "few", "many", "other"];

impl Selection {
    /// Whether it chooses a plural form rather than testing a yes/no
    /// variable or an exact number (`[0]` then `*[other]`).
    fn is_plural(&self) -> bool {
        self.keys
            .iter()
            .any(|k| k != "other" && PLURAL_CATEGORIES.contains(&k.as_str()))
    }
}

/// The selections and shown variables of one message, read from its
/// syntax tree.
#[derive(Default)]
struct MessageUses {
    selections: Vec<Selection>,
    shown: Vec<Shown>,
}

fn selector_var(selector: &fluent_syntax::ast::InlineExpression<&str>) -> Option<String> {
    use fluent_syntax::ast::InlineExpression as I;
    match selector {
        I::VariableReference { id } => Some(id.name.to_string()),
        // NUMBER($count) and the like.
        I::FunctionReference { arguments, .. } => {
            arguments.positional.first().and_then(selector_var)
        }
        _ => None,
    }
}

/// Walks `pattern`; `inside` holds the variables of the selections around
/// it with the variant taken (innermost last).
fn walk_pattern(
    pattern: &fluent_syntax::ast::Pattern<&str>,
    inside: &mut Vec<(String, String, bool)>,
    uses: &mut MessageUses,
) {
    use fluent_syntax::ast::PatternElement as P;
    for (i, element) in pattern.elements.iter().enumerate() {
        let P::Placeable { expression } = element else {
            continue;
        };
        let word = match pattern.elements.get(i + 1) {
            Some(P::TextElement { value }) => value
                .trim_start_matches(' ')
                .chars()
                .take_while(|c| c.is_alphabetic())
                .collect(),
            _ => String::new(),
        };
        walk_expression(expression, word, inside, uses);
    }
}

fn walk_expression(
    expression: &fluent_syntax::ast::Expression<&str>,
    word: String,
    inside: &mut Vec<(String, String, bool)>,
    uses: &mut MessageUses,
) {
    use fluent_syntax::ast::{Expression as E, InlineExpression as I, VariantKey};
    match expression {
        E::Inline(I::VariableReference { id }) => {
            let in_variant = inside
                .iter()
                .rev()
                .find(|(v, _, plural)| v == id.name && *plural)
                .map(|(_, key, _)| key.clone());
            uses.shown.push(Shown {
                var: id.name.to_string(),
                word,
                in_variant,
            });
        }
        E::Inline(I::Placeable { expression }) => walk_expression(expression, word, inside, uses),
        E::Inline(_) => {}
        E::Select { selector, variants } => {
            let var = selector_var(selector).unwrap_or_default();
            let selection = Selection {
                var: var.clone(),
                keys: variants
                    .iter()
                    .map(|v| match &v.key {
                        VariantKey::Identifier { name } => name.to_string(),
                        VariantKey::NumberLiteral { value } => value.to_string(),
                    })
                    .collect(),
            };
            let plural = selection.is_plural();
            for (variant, key) in variants.iter().zip(&selection.keys) {
                inside.push((var.clone(), key.clone(), plural));
                walk_pattern(&variant.value, inside, uses);
                inside.pop();
            }
            uses.selections.push(selection);
        }
    }
}

/// Every message of a language (the built-in files with those of `layers`
/// over them), by key: the file it is in and what its syntax tree shows
/// and selects.
fn message_uses(lang: &str, layers: &[PathBuf]) -> BTreeMap<String, (String, MessageUses)> {
    let mut out = BTreeMap::new();
    for file in locale_files(lang, layers, &mut Vec::new()) {
        let resource = match fluent_syntax::parser::parse(file.text.as_str()) {
            Ok(r) | Err((r, _)) => r,
        };
        for entry in &resource.body {
            let fluent_syntax::ast::Entry::Message(m) = entry else {
                continue;
            };
            let mut uses = MessageUses::default();
            let patterns = m.value.iter().chain(m.attributes.iter().map(|a| &a.value));
            for pattern in patterns {
                walk_pattern(pattern, &mut Vec::new(), &mut uses);
            }
            out.insert(
                m.id.name.to_string(),
                (format!("locales/{lang}/{}", file.name), uses),
            );
        }
    }
    out
}

/// The plural categories whole numbers up to 1000 fall in, by the rules
/// Fluent applies for `lang` (Polish: one, few, many; German: one, other).
fn plural_categories(lang: &str) -> Vec<String> {
    let id: unic_langid::LanguageIdentifier = lang.parse().expect("a language code");
    let mut bundle = fluent_bundle::FluentBundle::new(vec![id]);
    let probe = format!(
        "probe = {{ $n ->\n{}\n}}\n",
        PLURAL_CATEGORIES
            .iter()
            .map(|c| format!("{}[{c}] {c}", if *c == "other" { " *" } else { "  " }))
            .collect::<Vec<_>>()
            .join("\n")
    );
    bundle
        .add_resource(fluent_bundle::FluentResource::try_new(probe).expect("parses"))
        .expect("added");
    let pattern = bundle
        .get_message("probe")
        .and_then(|m| m.value())
        .expect("probe");
    let mut found: Vec<String> = Vec::new();
    for n in 0..=1000 {
        let mut args = carcassonne::i18n::FluentArgs::new();
        args.set("n", n);
        let category = bundle
            .format_pattern(pattern, Some(&args), &mut Vec::new())
            .into_owned();
        if !found.contains(&category) {
            found.push(category);
        }
    }
    PLURAL_CATEGORIES
        .iter()
        .map(|c| c.to_string())
        .filter(|c| found.contains(c))
        .collect()
}

/// `[one], [few], [many]`
fn brackets(keys: &[String]) -> String {
    keys.iter()
        .map(|k| format!("[{k}]"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What keeps the counts of `lang` (with the override folders `layers`)
/// from their plural forms. Where English selects on a number's plural
/// category (`{ $tiles -> [one] 1 tile *[other] { $tiles } tiles }`), the
/// language selects on the same variable in that message, each such
/// selection with a variant for every category the language has for whole
/// numbers (Polish: `one`, `few`, `many`; the others `one`, the default
/// variant standing for `other`). And no language, English included, shows
/// a variable bare before a word it writes after counts in its plural
/// variants (`{ $tiles } płytek` outside a selection): so English marks
/// every count for the translations.
fn count_problems(lang: &str, layers: &[PathBuf]) -> Vec<String> {
    let en = message_uses(ENGLISH, layers);
    let own = message_uses(lang, layers);
    let forms = plural_categories(lang);
    let needed: Vec<&String> = forms.iter().filter(|c| *c != "other").collect();
    let mut problems = Vec::new();
    for (id, (_, en_uses)) in &en {
        // A message the translation lacks is another test's problem.
        let Some((file, uses)) = own.get(id) else {
            continue;
        };
        let mut counts: Vec<&str> = en_uses
            .selections
            .iter()
            .filter(|s| s.is_plural())
            .map(|s| s.var.as_str())
            .collect();
        counts.sort();
        counts.dedup();
        for var in counts {
            let selections: Vec<&Selection> = uses
                .selections
                .iter()
                .filter(|s| s.var == var && s.is_plural())
                .collect();
            if selections.is_empty() {
                problems.push(format!(
                    "{file}: `{id}` does not select on `${var}`, a count English selects \
                     on ({lang} has {})",
                    brackets(&forms)
                ));
            }
        }
    }
    // Every plural selection has a variant for each of the language's
    // forms, also on a count English only shows (`{ $chars } characters`).
    for (id, (file, uses)) in &own {
        for s in uses.selections.iter().filter(|s| s.is_plural()) {
            let missing: Vec<String> = needed
                .iter()
                .filter(|c| !s.keys.contains(c))
                .map(|c| c.to_string())
                .collect();
            if !missing.is_empty() {
                problems.push(format!(
                    "{file}: `{id}` selects on `${}` without {}",
                    s.var,
                    brackets(&missing)
                ));
            }
        }
    }
    // The words this language writes after a count in a plural form.
    let counted: std::collections::BTreeSet<&str> = own
        .values()
        .flat_map(|(_, uses)| &uses.shown)
        .filter(|s| s.in_variant.as_deref().is_some_and(|k| k != "one"))
        .map(|s| s.word.as_str())
        .filter(|w| !w.is_empty())
        .collect();
    for (id, (file, uses)) in &own {
        for s in &uses.shown {
            if s.in_variant.is_none() && counted.contains(s.word.as_str()) {
                problems.push(format!(
                    "{file}: `{id}` shows `${}` before “{}” outside a selection on it",
                    s.var, s.word
                ));
            }
        }
    }
    problems
}

/// Every count shows in the plural form of its language: no "72 płytek"
/// beside "72 płytki", no "1 nouveaux" (see `count_problems`).
#[test]
fn every_count_selects_the_plural_forms_of_its_language() {
    let problems: Vec<String> = built_in_languages()
        .into_iter()
        .flat_map(|lang| count_problems(lang, &[]))
        .collect();
    assert!(
        problems.is_empty(),
        "counts without their plural forms (see docs/translating.md):\n{}",
        problems.join("\n")
    );
    assert_eq!(
        plural_categories("pl"),
        ["one", "few", "many"],
        "Polish whole numbers"
    );
}

#[test]
fn a_count_without_its_plural_forms_is_named_with_its_file_message_and_variable() {
    let dir = scratch("counts");
    // Messages as they once shipped: a bare Polish count, a French
    // adjective that ignored the number, a Polish selection with two forms.
    write(
        &dir,
        "locales/pl/network.ftl",
        "net-tiles-differ = Gospodarz gra innymi płytkami niż ty ({ $host_tiles } płytek w \
         { $host_kinds } rodzajach; twoje: { $tiles } płytek w { $kinds } rodzajach).\n",
    );
    write(
        &dir,
        "locales/pl/chat.ftl",
        "chat-title-unread = { $count ->\n    [one] Czat (1 nowa)\n   *[other] Czat ({ $count } nowe)\n}\n",
    );
    write(
        &dir,
        "locales/fr/chat.ftl",
        "chat-title-unread = Chat ({ $count } nouveaux)\n",
    );
    let layers = std::slice::from_ref(&dir);
    let pl = count_problems("pl", layers).join("\n");
    for var in ["host_tiles", "host_kinds", "tiles", "kinds"] {
        assert!(
            pl.contains(&format!(
                "locales/pl/network.ftl: `net-tiles-differ` does not select on `${var}`"
            )),
            "{pl}"
        );
    }
    assert!(
        pl.contains(
            "locales/pl/network.ftl: `net-tiles-differ` shows `$host_tiles` before “płytek”"
        ),
        "{pl}"
    );
    assert!(
        pl.contains(
            "locales/pl/chat.ftl: `chat-title-unread` selects on `$count` without [few], [many]"
        ),
        "{pl}"
    );
    let fr = count_problems("fr", layers).join("\n");
    assert!(
        fr.contains("locales/fr/chat.ftl: `chat-title-unread` does not select on `$count`"),
        "{fr}"
    );
    // English without its selection: the translations would not be held
    // to one, so English itself is named.
    write(
        &dir,
        "locales/en/network.ftl",
        "net-tiles-differ = The host plays with other tiles than you ({ $host_tiles } tiles).\n",
    );
    let en = count_problems(ENGLISH, layers).join("\n");
    assert!(
        en.contains(
            "locales/en/network.ftl: `net-tiles-differ` shows `$host_tiles` before “tiles”"
        ),
        "{en}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
