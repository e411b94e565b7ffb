//! Numbers in the players' words: every message that selects on a count,
//! rendered through the game's i18n with 0, 1, 2, 5 and 22 in every
//! language, shows that count (never a fixed "1" or "Un" where the
//! language's `one` form also holds 0, as French's does); the plural forms
//! read right in French and Polish; fractions take the language's decimal
//! separator (3,5) and whole numbers (ports) are never grouped.

use carcassonne::i18n::{
    ENGLISH, FluentArgs, LANGUAGES, Localizer, built_in_languages, decimal, locale_files,
};
use carcassonne::tr;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

/// The counts each message is shown with.
const COUNTS: [i64; 5] = [0, 1, 2, 5, 22];
/// The value of the message's other counts while one is varied.
const OTHER_COUNT: i64 = 13;

/// The variables of a message and the variant keys each is selected on
/// (none when it is only shown).
type Variables = BTreeMap<String, BTreeSet<String>>;

fn pattern_variables(pattern: &fluent_syntax::ast::Pattern<&str>, out: &mut Variables) {
    use fluent_syntax::ast::PatternElement;
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &fluent_syntax::ast::Expression<&str>, out: &mut Variables) {
    use fluent_syntax::ast::{Expression, InlineExpression, VariantKey};
    fn inline(e: &InlineExpression<&str>, out: &mut Variables) -> Option<String> {
        match e {
            InlineExpression::VariableReference { id } => {
                out.entry(id.name.to_string()).or_default();
                Some(id.name.to_string())
            }
            InlineExpression::FunctionReference { arguments, .. } => arguments
                .positional
                .iter()
                .filter_map(|a| inline(a, out))
                .next(),
            InlineExpression::Placeable { expression } => {
                expression_variables(expression, out);
                None
            }
            _ => None,
        }
    }
    match expression {
        Expression::Inline(e) => {
            inline(e, out);
        }
        Expression::Select { selector, variants } => {
            if let Some(var) = inline(selector, out) {
                let keys = out.entry(var).or_default();
                for v in variants {
                    keys.insert(match &v.key {
                        VariantKey::Identifier { name } => name.to_string(),
                        VariantKey::NumberLiteral { value } => value.to_string(),
                    });
                }
            }
            for v in variants {
                pattern_variables(&v.value, out);
            }
        }
    }
}

/// Every message of `lang` with its variables.
fn message_variables(lang: &str, layers: &[PathBuf]) -> BTreeMap<String, Variables> {
    let mut out = BTreeMap::new();
    for file in locale_files(lang, layers, &mut Vec::new()) {
        let resource = match fluent_syntax::parser::parse(file.text.as_str()) {
            Ok(r) | Err((r, _)) => r,
        };
        for entry in &resource.body {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                let mut vars = Variables::new();
                for pattern in m.value.iter().chain(m.attributes.iter().map(|a| &a.value)) {
                    pattern_variables(pattern, &mut vars);
                }
                out.insert(m.id.name.to_string(), vars);
            }
        }
    }
    out
}

/// Whether a selection's keys make its variable a number: a plural form
/// or an exact number among them.
fn is_count(keys: &BTreeSet<String>) -> bool {
    keys.iter().any(|k| {
        ["zero", "one", "two", "few", "many"].contains(&k.as_str())
            || k.chars().all(|c| c.is_ascii_digit())
    })
}

/// The numbers written in `text` (runs of digits).
fn numbers(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|n| !n.is_empty())
        .map(str::to_string)
        .collect()
}

/// The argument sets a message is shown with: one count varied over
/// `COUNTS` (the others at `OTHER_COUNT`), each choice of its other
/// selections, the rest shown as a name. Each with the count varied and
/// its value.
fn argument_sets(vars: &Variables) -> Vec<(FluentArgs<'static>, String, i64)> {
    let counts: Vec<&String> = vars
        .iter()
        .filter(|(_, k)| is_count(k))
        .map(|(v, _)| v)
        .collect();
    // Every combination of the other selections' keys.
    let mut choices: Vec<Vec<(String, String)>> = vec![Vec::new()];
    for (var, keys) in vars.iter().filter(|(_, k)| !k.is_empty() && !is_count(k)) {
        choices = choices
            .iter()
            .flat_map(|done| {
                keys.iter().map(move |k| {
                    let mut d = done.clone();
                    d.push((var.clone(), k.clone()));
                    d
                })
            })
            .take(256)
            .collect();
    }
    let mut out = Vec::new();
    for varied in &counts {
        for n in COUNTS {
            for choice in &choices {
                let mut args = FluentArgs::new();
                for (var, keys) in vars {
                    if keys.is_empty() {
                        args.set(var.clone(), "Ann");
                    }
                }
                for c in &counts {
                    args.set((*c).clone(), if c == varied { n } else { OTHER_COUNT });
                }
                for (var, key) in choice {
                    args.set(var.clone(), key.clone());
                }
                out.push((args, (*varied).clone(), n));
            }
        }
    }
    out
}

/// What a language's counts show wrongly: for each message that selects
/// on a count (in English or in the language), shown with 0, 1, 2, 5 and 22
/// beside English with the same arguments. Where English shows the count
/// (2 and more, or 0), the language shows it too (it may write "one" for
/// 1); and it shows no number that is neither English's nor a count given
/// (a fixed "1 point" shown for 0). With the override folders `layers`.
fn count_words_problems(lang: &str, layers: &[PathBuf]) -> Vec<String> {
    let en_vars = message_variables(ENGLISH, layers);
    let own_vars = message_variables(lang, layers);
    let en = Localizer::load(ENGLISH, layers);
    let own = Localizer::load(lang, layers);
    let mut problems = Vec::new();
    for (key, vars) in &own_vars {
        let Some(english_vars) = en_vars.get(key) else {
            continue;
        };
        let mut all = english_vars.clone();
        for (var, keys) in vars {
            all.entry(var.clone())
                .or_default()
                .extend(keys.iter().cloned());
        }
        if !all.values().any(is_count) {
            continue;
        }
        let mut told = BTreeSet::new();
        for (args, varied, n) in argument_sets(&all) {
            let (shown, english) = (own.tr(key, Some(&args)), en.tr(key, Some(&args)));
            let (have, want) = (numbers(&shown), numbers(&english));
            let given: BTreeSet<String> = [n.to_string(), OTHER_COUNT.to_string()].into();
            let count = n.to_string();
            let problem = if n != 1 && want.contains(&count) && !have.contains(&count) {
                Some(format!("shows no {n} for ${varied} = {n}: “{shown}”"))
            } else {
                have.iter()
                    .find(|x| !want.contains(*x) && !given.contains(*x))
                    .map(|x| format!("shows {x} for ${varied} = {n}: “{shown}”"))
            };
            if let Some(p) = problem
                && told.insert(varied.clone())
            {
                problems.push(format!(
                    "locales/{lang}: `{key}` {p} (English: “{english}”)"
                ));
            }
        }
    }
    assert_eq!(own.take_problems(), Vec::<String>::new(), "{lang}");
    problems
}

#[test]
fn every_count_shows_its_number_for_0_1_2_5_and_22() {
    let problems: Vec<String> = built_in_languages()
        .into_iter()
        .filter(|l| *l != ENGLISH)
        .flat_map(|lang| count_words_problems(lang, &[]))
        .collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A fixed "1" or "Un" in French's `one` form, which also holds 0, is
/// found and named (as they once shipped in `winner` and `setup-players`).
#[test]
fn a_fixed_one_where_french_says_zero_is_named() {
    let dir = super::scratch("numbers-fr");
    super::write(
        &dir,
        "locales/fr/final.ftl",
        "winner = { $name } gagne avec { $points ->\n    [one] 1 point\n   *[other] { $points } points\n} !\n",
    );
    super::write(
        &dir,
        "locales/fr/refusals.ftl",
        "setup-players = { $players ->\n    [one] Un joueur\n   *[other] { $players } joueurs\n} : de { $min } à { $max }\n",
    );
    let problems = count_words_problems("fr", std::slice::from_ref(&dir)).join("\n");
    assert!(
        problems.contains(
            "locales/fr: `winner` shows no 0 for $points = 0: “Ann gagne avec 1 point !”"
        ),
        "{problems}"
    );
    assert!(
        problems.contains("locales/fr: `setup-players` shows no 0 for $players = 0: “Un joueur"),
        "{problems}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn french_counts_read_right_for_0_1_2_and_5() {
    let fr = Localizer::load("fr", &[]);
    let winner = |n: i64| tr!(fr, "winner", name = "Ann", points = n);
    assert_eq!(winner(0), "Ann gagne avec 0 point\u{a0}!");
    assert_eq!(winner(1), "Ann gagne avec 1 point\u{a0}!");
    assert_eq!(winner(2), "Ann gagne avec 2 points\u{a0}!");
    assert_eq!(winner(22), "Ann gagne avec 22 points\u{a0}!");
    let joint = |n: i64| tr!(fr, "joint-winners", points = n, names = "Ann et Bo");
    assert_eq!(joint(0), "Vainqueurs ex æquo avec 0 point\u{a0}: Ann et Bo");
    assert_eq!(
        joint(5),
        "Vainqueurs ex æquo avec 5 points\u{a0}: Ann et Bo"
    );
    let players = |n: i64| tr!(fr, "setup-players", players = n, min = 2, max = 5);
    assert_eq!(
        players(0),
        "0 joueur\u{a0}: la partie se joue de 2 à 5 joueurs"
    );
    assert_eq!(
        players(1),
        "1 joueur\u{a0}: la partie se joue de 2 à 5 joueurs"
    );
    assert_eq!(
        players(7),
        "7 joueurs\u{a0}: la partie se joue de 2 à 5 joueurs"
    );
    let seats = |s: i64, p: i64| tr!(fr, "setup-seats-for-record", seats = s, players = p);
    assert_eq!(seats(0, 1), "0 place pour une partie de 1 joueur");
    assert_eq!(seats(2, 5), "2 places pour une partie de 5 joueurs");
    let costly = |n: i64| tr!(fr, "coach-costly", name = "Ann", points = n, better = "x");
    assert!(costly(0).contains("environ 0 point."), "{}", costly(0));
    assert!(costly(1).contains("environ 1 point."), "{}", costly(1));
    assert!(costly(5).contains("environ 5 points."), "{}", costly(5));
    let watching = |n: i64| tr!(fr, "net-spectators", count = n);
    assert_eq!(watching(1), "1 personne regarde.");
    assert_eq!(watching(3), "3 personnes regardent.");
}

#[test]
fn polish_counts_take_one_few_and_many() {
    let pl = Localizer::load("pl", &[]);
    let tiles = |n: i64| tr!(pl, "tiles-count", count = n);
    assert_eq!(
        [0, 1, 2, 5, 12, 22, 25].map(tiles),
        [
            "0 płytek",
            "1 płytka",
            "2 płytki",
            "5 płytek",
            "12 płytek",
            "22 płytki",
            "25 płytek"
        ]
    );
    let winner = |n: i64| tr!(pl, "winner", name = "Ann", points = n);
    assert_eq!(winner(0), "Ann wygrywa, zdobywając 0 punktów!");
    assert_eq!(winner(1), "Ann wygrywa, zdobywając 1 punkt!");
    assert_eq!(winner(22), "Ann wygrywa, zdobywając 22 punkty!");
    assert_eq!(winner(5), "Ann wygrywa, zdobywając 5 punktów!");
    // Counts English only shows, Polish selects on all the same.
    let chat = |n: i64| tr!(pl, "net-refusal-chat-too-long", chars = n, limit = 500);
    assert_eq!(chat(1), "wiersz czatu ma 1 znak (najwyżej 500)");
    assert_eq!(chat(22), "wiersz czatu ma 22 znaki (najwyżej 500)");
    assert_eq!(chat(25), "wiersz czatu ma 25 znaków (najwyżej 500)");
    let theirs = |n: i64| {
        tr!(
            pl,
            "reason-closes-theirs",
            feature = "miasto",
            kind = "city",
            points = n
        )
    };
    assert!(theirs(12).ends_with("12 punktów"), "{}", theirs(12));
    assert!(theirs(24).ends_with("24 punkty"), "{}", theirs(24));
}

#[test]
fn fractions_take_the_languages_decimal_separator_and_numbers_are_never_grouped() {
    let review = |lang: &str| {
        let t = Localizer::load(lang, &[]);
        tr!(
            t,
            "review-move",
            number = 12,
            name = "Ann",
            points = decimal(3.46, 1)
        )
    };
    assert_eq!(review("en"), "Move 12 (Ann): lost 3.5");
    assert_eq!(review("de"), "Zug 12 (Ann): 3,5 verloren");
    for language in LANGUAGES {
        let shown = review(language.code);
        let expected = format!("3{}5", language.decimal_separator);
        assert!(shown.contains(&expected), "{}: {shown}", language.code);
        assert!(
            language.code == ENGLISH || language.decimal_separator == ',',
            "{}: writes 3,5",
            language.code
        );
    }
    // One decimal always, rounded; whole numbers as they are.
    let de = Localizer::load("de", &[]);
    let lost = |p| {
        tr!(
            de,
            "review-kind-points",
            kind = "Straßen",
            points = decimal(p, 1)
        )
    };
    assert_eq!(lost(4.0), "Straßen 4,0");
    assert_eq!(lost(0.04), "Straßen 0,0");
    assert_eq!(lost(12.96), "Straßen 13,0");
    assert_eq!(
        tr!(de, "reach-asking", port = 27960),
        "Der Router wird gebeten, UDP-Port 27960 zu öffnen…"
    );
    let pl = Localizer::load("pl", &[]);
    assert_eq!(
        tr!(
            pl,
            "review-player",
            name = "Ann",
            points = decimal(10.5, 1),
            blunders = 1,
            mistakes = 0,
            inaccuracies = 2
        ),
        "Ann — łączna strata: 10,5; błędy rażące: 1, błędy: 0, niedokładności: 2"
    );
}
