//! An expansion is one module: outside `src/rules`, no code names an
//! expansion's figure (`FigureKind::Pig`) or an expansion
//! (`Expansion::TRADERS_BUILDERS`); the screens, the computers and the
//! command line ask the rules' tables (`kind.spec()`, `rules.has_figure`,
//! `rules.has_goods()`) instead. Read from the source as tokens, the
//! `#[cfg(test)]` items left out; the few places that still name one are
//! listed here, each with why and how many times.

use super::layers::{Token, is_cfg_test, our_source, skip_attribute, skip_item, source_files};
use std::collections::BTreeMap;

/// The places outside `src/rules` allowed to name an expansion or one of
/// its figures: (file, name, times, why).
const ALLOWED: &[(&str, &str, usize, &str)] = &[
    (
        "ai/weights.rs",
        "FigureKind::Abbot",
        1,
        "the computers' own tuned worth of a spare abbot",
    ),
    (
        "ai/weights.rs",
        "FigureKind::Large",
        1,
        "the computers' own tuned worth of a spare large follower",
    ),
    (
        "app/screens/help.rs",
        "Expansion::ABBOT",
        1,
        "each box's help section is its own prose and pictures",
    ),
    (
        "app/screens/help.rs",
        "Expansion::RIVER",
        1,
        "each box's help section is its own prose and pictures",
    ),
    (
        "app/screens/help.rs",
        "Expansion::INNS_CATHEDRALS",
        1,
        "each box's help section is its own prose and pictures",
    ),
    (
        "app/screens/help.rs",
        "Expansion::TRADERS_BUILDERS",
        1,
        "each box's help section is its own prose and pictures",
    ),
    (
        "app/glance/tiles_left.rs",
        "Expansion::RIVER",
        1,
        "the River's tiles head the panel because they are drawn first",
    ),
];

/// Files of unit tests kept beside their module (`#[path]`): tests may
/// name any figure.
fn is_test_file(file: &str) -> bool {
    file.ends_with("_tests.rs")
}

/// Each `Type::Name` of `text` that names an expansion or one of its
/// figures: a `FigureKind` variant other than the base game's follower
/// (or a glob of them), an `Expansion` constant. `use` trees count too
/// (`FigureKind::{Pig, ..}`); `#[cfg(test)]` items do not.
fn expansion_names(text: &str) -> Vec<String> {
    let toks = super::layers::tokens(text);
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        if toks[i] == Token::Punct('#') && is_cfg_test(&toks, i) {
            i = skip_item(&toks, skip_attribute(&toks, i));
            continue;
        }
        let owner = match &toks[i] {
            Token::Ident(w) if w == "FigureKind" || w == "Expansion" => w.as_str(),
            _ => {
                i += 1;
                continue;
            }
        };
        if toks.get(i + 1) != Some(&Token::PathSep) {
            i += 1;
            continue;
        }
        // The names after `Owner::`: one, or a braced list.
        let mut names = Vec::new();
        let mut j = i + 2;
        if toks.get(j) == Some(&Token::Punct('{')) {
            j += 1;
            while j < toks.len() && toks[j] != Token::Punct('}') {
                match &toks[j] {
                    Token::Ident(w) => names.push(w.clone()),
                    Token::Punct('*') => names.push("*".into()),
                    _ => {}
                }
                j += 1;
            }
        } else {
            match toks.get(j) {
                Some(Token::Ident(w)) => names.push(w.clone()),
                Some(Token::Punct('*')) => names.push("*".into()),
                _ => {}
            }
        }
        for name in names {
            if names_an_expansion(owner, &name) {
                out.push(format!("{owner}::{name}"));
            }
        }
        i = j.max(i + 1);
    }
    out
}

fn names_an_expansion(owner: &str, name: &str) -> bool {
    let constant = name.chars().all(|c| c.is_ascii_uppercase() || c == '_');
    let variant = name.starts_with(|c: char| c.is_ascii_uppercase()) && !constant;
    match owner {
        // `FigureKind::ALL`, `::COUNT` are the table; `Follower` is the base game's.
        "FigureKind" => name == "*" || (variant && name != "Follower"),
        _ => name == "*" || constant,
    }
}

/// How many times each file outside `src/rules` names each expansion or
/// expansion figure.
fn found_outside_the_rules() -> BTreeMap<(String, String), usize> {
    let mut found = BTreeMap::new();
    for (file, source) in source_files(&our_source()) {
        if file.starts_with("rules/") || is_test_file(&file) {
            continue;
        }
        for name in expansion_names(&source.text) {
            *found.entry((file.clone(), name)).or_insert(0) += 1;
        }
    }
    found
}

#[test]
fn no_code_outside_the_rules_names_an_expansion_or_its_figures() {
    let found = found_outside_the_rules();
    let allowed: BTreeMap<(String, String), usize> = ALLOWED
        .iter()
        .map(|&(file, name, n, _)| ((file.to_string(), name.to_string()), n))
        .collect();
    let mut wrong = Vec::new();
    for ((file, name), &n) in &found {
        let ok = allowed.get(&(file.clone(), name.clone())).copied();
        if ok != Some(n) {
            wrong.push(format!(
                "src/{file} names {name} {n} time(s) (allowed {}): ask the figures' or \
                 the expansions' table in src/rules instead, or move the rule into the \
                 expansion's module",
                ok.unwrap_or(0)
            ));
        }
    }
    for ((file, name), &n) in &allowed {
        if !found.contains_key(&(file.clone(), name.clone())) {
            wrong.push(format!(
                "src/{file} no longer names {name} ({n} allowed): take it off ALLOWED"
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_check_finds_an_expansion_figure_wherever_it_is_written() {
    let source = r#"
        use crate::rules::FigureKind::{Follower, Pig};
        use crate::rules::Expansion;
        fn f(k: FigureKind, r: RuleSet) -> bool {
            // FigureKind::Builder in a comment is no code.
            let _ = "FigureKind::Large in a string is no code";
            for k in FigureKind::ALL {}
            k == FigureKind::Follower || matches!(k, FigureKind::Abbot)
                || r.has(Expansion::RIVER) || Expansion::all().count() > 0
        }
        #[cfg(test)]
        mod tests {
            fn g() { let _ = FigureKind::Pig; }
        }
    "#;
    assert_eq!(
        expansion_names(source),
        ["FigureKind::Pig", "FigureKind::Abbot", "Expansion::RIVER"]
    );
}

/// The art draws every look the figures' table names (the map falls back
/// to a follower's shape for a name it does not know).
#[test]
fn every_figure_looks_like_a_shape_the_art_draws() {
    use carcassonne::art::FigureShape;
    use carcassonne::rules::{FeatureKind, FigureKind};
    for kind in FigureKind::ALL {
        for on in FeatureKind::ALL
            .into_iter()
            .filter(|&on| kind.stands_on(on))
        {
            let look = kind.look_on(on);
            assert!(
                FigureShape::named(look).is_some(),
                "the {kind} on a {} looks like `{look}`, which the art does not draw",
                on.name()
            );
        }
    }
}
