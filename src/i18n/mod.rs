//! The words of the game window in the players' languages, with Project
//! Fluent: the languages offered, their `.ftl` files (built into the game,
//! overridable like the art, see `crate::assets_dir`), the choice of a
//! language, and looking a message up by key with English as the fallback.
//!
//! Plain Rust (no Bevy), so the loader and its checks build and test
//! without the window. A broken or incomplete translation never stops the
//! game: the one message falls back to English and the problem, naming the
//! file and the key, is queued once for the log ([`Localizer::take_problems`]).
//!
//! Numbers that arrive as numbers are written the language's way: a
//! fraction with its decimal separator (`3,5` in German), see [`decimal`].

mod pseudo;

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use fluent_langneg::{NegotiationStrategy, negotiate_languages};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::PathBuf;
use std::sync::Mutex;
use unic_langid::LanguageIdentifier;

use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
pub use fluent_bundle::{FluentArgs, FluentValue};
pub use pseudo::lengthen;

include!(concat!(env!("OUT_DIR"), "/built_in_locales.rs"));

/// The language every message exists in, and the fallback for each one.
pub const ENGLISH: &str = "en";
/// The pseudo-language of dev builds and tests: English made about 40 %
/// longer with accented letters, to find words that are cut off.
pub const PSEUDO: &str = "xx-long";

/// A language the game offers: its code (the folder under
/// `assets/locales/`), its name in its own words, as the picker shows it,
/// and the mark it writes between a number's whole part and its fraction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Language {
    pub code: &'static str,
    pub own_name: &'static str,
    pub decimal_separator: char,
}

/// The languages the game ships, English first.
pub const LANGUAGES: &[Language] = &[
    Language {
        code: "en",
        own_name: "English",
        decimal_separator: '.',
    },
    Language {
        code: "de",
        own_name: "Deutsch",
        decimal_separator: ',',
    },
    Language {
        code: "fr",
        own_name: "Français",
        decimal_separator: ',',
    },
    Language {
        code: "es",
        own_name: "Español",
        decimal_separator: ',',
    },
    Language {
        code: "it",
        own_name: "Italiano",
        decimal_separator: ',',
    },
    Language {
        code: "nl",
        own_name: "Nederlands",
        decimal_separator: ',',
    },
    Language {
        code: "pl",
        own_name: "Polski",
        decimal_separator: ',',
    },
];

/// The pseudo-language, offered in dev builds only.
pub const PSEUDO_LANGUAGE: Language = Language {
    code: PSEUDO,
    own_name: "Pseudo (xx-long)",
    decimal_separator: '.',
};

/// The languages a picker offers: the shipped ones, and the pseudo-language
/// when `dev` is set.
pub fn offered(dev: bool) -> Vec<Language> {
    let mut all = LANGUAGES.to_vec();
    if dev {
        all.push(PSEUDO_LANGUAGE);
    }
    all
}

/// A language's own name ("Deutsch"), or `None` for an unknown code.
pub fn own_name(code: &str) -> Option<&'static str> {
    offered(true)
        .into_iter()
        .find(|l| l.code == code)
        .map(|l| l.own_name)
}

/// The languages that have files built into this game (their folder names
/// under `assets/locales/`), English first.
pub fn built_in_languages() -> Vec<&'static str> {
    let mut langs: Vec<&'static str> = Vec::new();
    for (lang, _, _) in BUILT_IN_LOCALES {
        if !langs.contains(lang) {
            langs.push(lang);
        }
    }
    langs.sort_by_key(|l| (*l != ENGLISH, *l));
    langs
}

/// The language to play in: the one asked for on the command line, else
/// the one remembered in the settings, else the system's (`system`, most
/// preferred first, as [`system_languages`] gives them), else English.
/// A region or script is matched to the language (`de-AT` plays `de`);
/// unknown codes are passed over.
pub fn choose_language(cli: Option<&str>, remembered: Option<&str>, system: &[String]) -> String {
    for wanted in [cli, remembered].into_iter().flatten() {
        if wanted == PSEUDO {
            return PSEUDO.to_string();
        }
        if let Some(code) = negotiate(&[wanted.to_string()]) {
            return code;
        }
    }
    negotiate(system).unwrap_or_else(|| ENGLISH.to_string())
}

/// The shipped language that best matches `requested`, if any does.
fn negotiate(requested: &[String]) -> Option<String> {
    let requested: Vec<LanguageIdentifier> = requested
        .iter()
        .filter_map(|r| r.replace('_', "-").parse().ok())
        .collect();
    let available: Vec<LanguageIdentifier> = LANGUAGES
        .iter()
        .filter_map(|l| l.code.parse().ok())
        .collect();
    negotiate_languages(&requested, &available, None, NegotiationStrategy::Filtering)
        .first()
        .map(|l| l.to_string())
}

/// The system's languages, most preferred first (`de-DE`, `en-US`, ...).
pub fn system_languages() -> Vec<String> {
    sys_locale::get_locales().collect()
}

/// One `.ftl` file of a language: its name (`game.ftl`), where it was read
/// from, for messages, and its text.
#[derive(Clone, Debug)]
pub struct LocaleFile {
    pub name: String,
    pub shown: String,
    pub text: String,
}

/// The files of `lang`, least important first: the built-in ones, then
/// those under `locales/<lang>/` in each of the override folders `layers`
/// (given most important first, as `crate::assets_dir::override_dirs`
/// lists them). A message in a later file replaces the same message of an
/// earlier one, so an override file needs only the messages it changes.
/// Unreadable override files are left out, with the problem in `problems`.
pub fn locale_files(lang: &str, layers: &[PathBuf], problems: &mut Vec<String>) -> Vec<LocaleFile> {
    let mut files: Vec<LocaleFile> = BUILT_IN_LOCALES
        .iter()
        .filter(|(l, _, _)| *l == lang)
        .map(|(_, name, text)| LocaleFile {
            name: name.to_string(),
            shown: format!("locales/{lang}/{name} (built in)"),
            text: text.to_string(),
        })
        .collect();
    for layer in layers.iter().rev() {
        let dir = layer.join("locales").join(lang);
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut paths: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl") && p.is_file())
            .collect();
        paths.sort();
        for path in paths {
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            match std::fs::read_to_string(&path) {
                Ok(text) => files.push(LocaleFile {
                    name,
                    shown: path.display().to_string(),
                    text,
                }),
                Err(e) => problems.push(format!(
                    "{}: cannot read it ({e}); the built-in words are used",
                    path.display()
                )),
            }
        }
    }
    files
}

/// What a translation lacks or has too much against English, file by file
/// (the built-in files with those of `layers` over them): "locales/de/game.ftl
/// lacks `tiles-count`", a key English does not have, a key in another file
/// than English keeps it in, a message that does not parse. Empty when the
/// translation is complete.
pub fn translation_problems(lang: &str, layers: &[PathBuf]) -> Vec<String> {
    let mut problems = Vec::new();
    let english = message_keys(&locale_files(ENGLISH, layers, &mut problems));
    let files = locale_files(lang, layers, &mut problems);
    for f in &files {
        if let Err((r, _)) = FluentResource::try_new(f.text.clone()) {
            for entry in r.entries() {
                if let fluent_syntax::ast::Entry::Junk { content } = entry {
                    problems.push(format!(
                        "{} line {}: a message that does not parse",
                        f.shown,
                        line_of(r.source(), content)
                    ));
                }
            }
        }
    }
    let own = message_keys(&files);
    for (key, file) in &english {
        match own.get(key) {
            None => problems.push(format!("locales/{lang}/{file} lacks `{key}`")),
            Some(f) if f != file => problems.push(format!(
                "locales/{lang}/{f} has `{key}`, which English keeps in {file}"
            )),
            Some(_) => {}
        }
    }
    for (key, file) in &own {
        if !english.contains_key(key) {
            problems.push(format!(
                "locales/{lang}/{file} has `{key}`, which English has not"
            ));
        }
    }
    problems
}

/// The message keys of `files`, each with the name of the file that holds
/// it. Entries that do not parse are left out.
pub fn message_keys(files: &[LocaleFile]) -> BTreeMap<String, String> {
    let mut keys = BTreeMap::new();
    for f in files {
        let resource = match FluentResource::try_new(f.text.clone()) {
            Ok(r) | Err((r, _)) => r,
        };
        for entry in resource.entries() {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                keys.insert(m.id.name.to_string(), f.name.clone());
            }
        }
    }
    keys
}

type Bundle = FluentBundle<FluentResource>;

/// A language's messages, looked up by key, with English under them.
pub struct Localizer {
    code: String,
    /// The chosen language's messages; `None` when it is English.
    own: Option<Bundle>,
    /// Where the chosen language's files are read from, for messages.
    own_folder: String,
    english: Bundle,
    /// The English file of each key (`game.ftl`), to name the chosen
    /// language's file that lacks it.
    english_files: HashMap<String, String>,
    problems: Mutex<Problems>,
}

#[derive(Default)]
struct Problems {
    pending: Vec<String>,
    seen: HashSet<String>,
}

impl std::fmt::Debug for Localizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Localizer")
            .field("code", &self.code)
            .finish()
    }
}

impl Localizer {
    /// English from the built-in files alone.
    pub fn english() -> Localizer {
        Localizer::load(ENGLISH, &[])
    }

    /// The messages of `code` (one of [`offered`]; anything else is
    /// English) from the built-in files and the override folders `layers`.
    pub fn load(code: &str, layers: &[PathBuf]) -> Localizer {
        let mut problems = Vec::new();
        let english_files = locale_files(ENGLISH, layers, &mut problems);
        let code = if own_name(code).is_some() {
            code
        } else {
            ENGLISH
        };
        let own_files = match code {
            ENGLISH | PSEUDO => Vec::new(),
            _ => locale_files(code, layers, &mut problems),
        };
        Localizer::of_files(code, &english_files, &own_files, problems)
    }

    /// The messages of `code` (one of [`offered`]) from these files, least
    /// important first (`own_files` is unused for English and the
    /// pseudo-language); `problems` found reading them are queued too.
    pub fn of_files(
        code: &str,
        english_files: &[LocaleFile],
        own_files: &[LocaleFile],
        mut problems: Vec<String>,
    ) -> Localizer {
        let (english, english_keys) = bundle(ENGLISH, english_files, false, &mut problems);
        let own = match code {
            ENGLISH => None,
            PSEUDO => Some(bundle(ENGLISH, english_files, true, &mut problems).0),
            _ => Some(bundle(code, own_files, false, &mut problems).0),
        };
        let localizer = Localizer {
            code: code.to_string(),
            own,
            own_folder: format!("locales/{code}"),
            english,
            english_files: english_keys,
            problems: Mutex::new(Problems::default()),
        };
        for p in problems {
            localizer.problem(p);
        }
        localizer
    }

    /// The language's code (`de`, or `en` when an unknown one was asked for).
    pub fn code(&self) -> &str {
        &self.code
    }

    /// The message `key` with `args`, in this language; in English when the
    /// language lacks it or cannot show it (the problem is queued once);
    /// the key itself if English lacks it too. Never empty.
    pub fn tr(&self, key: &str, args: Option<&FluentArgs>) -> String {
        if let Some(own) = &self.own {
            match format(own, key, args) {
                Ok(text) => return text,
                // The pseudo-language lacks only what English lacks.
                Err(_) if self.code == PSEUDO => {}
                Err(why) => {
                    let file = self.english_files.get(key).map_or("?.ftl", String::as_str);
                    self.problem(format!(
                        "{}/{file}: `{key}` {why}; shown in English",
                        self.own_folder
                    ));
                }
            }
        }
        match format(&self.english, key, args) {
            Ok(text) => text,
            Err(why) => {
                self.problem(format!("locales/{ENGLISH}: `{key}` {why}"));
                key.to_string()
            }
        }
    }

    /// The problems found since the last call, each reported once: for
    /// the log.
    pub fn take_problems(&self) -> Vec<String> {
        let mut p = self.problems.lock().unwrap_or_else(|e| e.into_inner());
        std::mem::take(&mut p.pending)
    }

    fn problem(&self, text: String) {
        let mut p = self.problems.lock().unwrap_or_else(|e| e.into_inner());
        if p.seen.insert(text.clone()) {
            p.pending.push(text);
        }
    }
}

/// A bundle of `files` for `lang` (lengthened into the pseudo-language when
/// `pseudo`), and the file each of its keys came from. Entries that do not
/// parse are left out and named in `problems`.
fn bundle(
    lang: &str,
    files: &[LocaleFile],
    pseudo: bool,
    problems: &mut Vec<String>,
) -> (Bundle, HashMap<String, String>) {
    let id: LanguageIdentifier = lang.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // egui draws Unicode isolation marks as boxes.
    bundle.set_use_isolating(false);
    if pseudo {
        bundle.set_transform(Some(lengthen));
    }
    let separator = LANGUAGES
        .iter()
        .find(|l| l.code == lang)
        .map_or('.', |l| l.decimal_separator);
    match separator {
        ',' => bundle.set_formatter(Some(number_with_comma)),
        _ => bundle.set_formatter(Some(number_with_point)),
    }
    let mut keys = HashMap::new();
    for f in files {
        let resource = match FluentResource::try_new(f.text.clone()) {
            Ok(r) => r,
            Err((r, _)) => {
                for entry in r.entries() {
                    if let fluent_syntax::ast::Entry::Junk { content } = entry {
                        let line = line_of(r.source(), content);
                        let key = content
                            .split('=')
                            .next()
                            .map(str::trim)
                            .filter(|k| !k.is_empty() && !k.contains(char::is_whitespace))
                            .unwrap_or("?");
                        problems.push(format!(
                            "{} line {line}: cannot read the message `{key}`; shown in English",
                            f.shown
                        ));
                    }
                }
                r
            }
        };
        for entry in resource.entries() {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                keys.insert(m.id.name.to_string(), f.name.clone());
            }
        }
        bundle.add_resource_overriding(resource);
    }
    (bundle, keys)
}

/// A number to show with exactly `fraction_digits` digits after the
/// decimal separator, rounded: `decimal(3.46, 1)` shows as "3.5" in
/// English and "3,5" in German.
pub fn decimal(value: f64, fraction_digits: usize) -> FluentValue<'static> {
    FluentValue::Number(FluentNumber::new(
        value,
        FluentNumberOptions {
            minimum_fraction_digits: Some(fraction_digits),
            maximum_fraction_digits: Some(fraction_digits),
            ..Default::default()
        },
    ))
}

/// A number written with `separator` before its fraction: rounded to its
/// most fraction digits, padded to its fewest, and never grouped in
/// thousands (ports, seeds and versions arrive as numbers too).
fn number_text(n: &FluentNumber, separator: char) -> String {
    let fewest = n.options.minimum_fraction_digits.unwrap_or(0);
    let mut text = match n.options.maximum_fraction_digits {
        Some(most) => {
            let mut t = format!("{:.*}", most, n.value);
            if t.contains('.') {
                while t.ends_with('0') && t.len() - t.find('.').unwrap_or(0) - 1 > fewest {
                    t.pop();
                }
                if t.ends_with('.') {
                    t.pop();
                }
            }
            t
        }
        None => n.value.to_string(),
    };
    // A small negative rounded to zero is zero.
    if text.starts_with('-') && text[1..].chars().all(|c| c == '0' || c == '.') {
        text.remove(0);
    }
    let fraction = text.find('.').map_or(0, |p| text.len() - p - 1);
    if fraction < fewest {
        if fraction == 0 {
            text.push('.');
        }
        text.push_str(&"0".repeat(fewest - fraction));
    }
    if separator != '.' {
        text = text.replace('.', &separator.to_string());
    }
    text
}

/// Fluent's hook for numbers in a language that writes `3.5`.
fn number_with_point<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(number_text(n, '.')),
        _ => None,
    }
}

/// Fluent's hook for numbers in a language that writes `3,5`.
fn number_with_comma<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(number_text(n, ',')),
        _ => None,
    }
}

/// The 1-based line of `part` (a slice of `source`) in `source`.
fn line_of(source: &str, part: &str) -> usize {
    let offset = (part.as_ptr() as usize).saturating_sub(source.as_ptr() as usize);
    source[..offset.min(source.len())].matches('\n').count() + 1
}

/// The message `key` formatted, or why it cannot be shown.
fn format(bundle: &Bundle, key: &str, args: Option<&FluentArgs>) -> Result<String, String> {
    let message = bundle
        .get_message(key)
        .ok_or_else(|| "is missing".to_string())?;
    let pattern = message.value().ok_or_else(|| "has no text".to_string())?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    if let Some(e) = errors.first() {
        return Err(format!("cannot be shown ({e})"));
    }
    if text.trim().is_empty() {
        return Err("is empty".to_string());
    }
    Ok(text.into_owned())
}

/// Looks a message up in a [`Localizer`] (or anything with the same `tr`),
/// with named arguments: `tr!(loc, "tiles-left", count = n)`.
#[macro_export]
macro_rules! tr {
    ($loc:expr, $key:expr) => {
        $loc.tr($key, None)
    };
    ($loc:expr, $key:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $( args.set(stringify!($name), $value); )+
        $loc.tr($key, Some(&args))
    }};
}

/// Marks a string as a message key that is looked up elsewhere (tables of
/// keys for the rules' names), so the check of the keys used finds it.
pub const fn key(k: &'static str) -> &'static str {
    k
}
