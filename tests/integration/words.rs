//! Words only at the screen: what the layers below the window hold as data
//! (a game that cannot be set up, the network's refusals and why a
//! connection ended, names nobody typed, the tile drawn) reaches the
//! player in their language, worded by `app::words`, never as the English
//! the command line prints.

use crate::common::setup_problems;
use carcassonne::app::words::rule_words;
use carcassonne::i18n::{ENGLISH, Localizer, built_in_languages};
use carcassonne::rules::RuleError;

/// The numbers in `text` of two digits or more, or above 1 ("one" may be
/// a word).
fn numbers(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|n| !n.is_empty() && n.parse::<u64>().is_ok_and(|n| n > 1))
        .map(str::to_string)
        .collect()
}

#[test]
fn every_setup_problem_is_worded_in_every_language() {
    let en = Localizer::english();
    for lang in built_in_languages() {
        let t = Localizer::load(lang, &[]);
        for (problem, english) in setup_problems() {
            let e = RuleError::BadSetup(problem.clone());
            let words = rule_words(&t, &e);
            assert!(!words.trim().is_empty(), "{lang}: {problem:?}");
            if lang != ENGLISH {
                // Never the command line's English, nor English for want
                // of a translation.
                assert_ne!(words, rule_words(&en, &e), "{lang}: {problem:?} in English");
                assert!(!words.contains(&english), "{lang}: {words}");
            }
            // Every number the problem names.
            for n in numbers(&english) {
                assert!(words.contains(&n), "{lang}: {n} missing from {words}");
            }
        }
        assert_eq!(t.take_problems(), Vec::<String>::new(), "{lang}");
    }
}
