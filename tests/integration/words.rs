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

/// `words` has none of the sentences of `english`'s clauses: no English
/// shown for want of a translation, no command-line English.
fn assert_not_english(lang: &str, words: &str, english: &[String]) {
    for e in english {
        assert!(
            !words.contains(e.as_str()),
            "{lang}: English `{e}` in: {words}"
        );
    }
}

#[test]
fn every_network_refusal_and_close_reason_is_worded_in_every_language() {
    use crate::net::{every_close_reason, every_refusal};
    use carcassonne::app::words::{close_words, net_refusal_words};
    let en = Localizer::english();
    for lang in built_in_languages() {
        let t = Localizer::load(lang, &[]);
        for r in every_refusal() {
            let words = net_refusal_words(&t, &r);
            assert!(!words.trim().is_empty(), "{lang}: {r:?}");
            // Every number it names, but where a malformed message went
            // wrong (a line and column of JSON are for the log).
            if !matches!(r, carcassonne::net::Refusal::Malformed(_)) {
                for n in numbers(&r.to_string()) {
                    assert!(words.contains(&n), "{lang}: {n} missing from {words}");
                }
            }
            if lang != ENGLISH {
                assert_not_english(lang, &words, &[r.to_string(), net_refusal_words(&en, &r)]);
            }
        }
        for c in every_close_reason() {
            let words = close_words(&t, &c);
            assert!(!words.trim().is_empty(), "{lang}: {c:?}");
            // The details for the log stay out of the window.
            if let carcassonne::net::CloseReason::Unfollowable { detail, .. }
            | carcassonne::net::CloseReason::Lost(carcassonne::net::Lost::Fault { detail }) = &c
            {
                assert!(!words.contains(detail.as_str()), "{lang}: {words}");
            }
            if lang != ENGLISH {
                assert_not_english(lang, &words, &[c.to_string(), close_words(&en, &c)]);
            }
        }
        assert_eq!(t.take_problems(), Vec::<String>::new(), "{lang}");
    }
}

/// A window of `lang` that joined the game `host` hosts as `name`, and
/// its problem once it has one.
fn join_in(lang: &str, host: &mut bevy::prelude::App, name: &str) -> bevy::prelude::App {
    use carcassonne::app::language::Language;
    use carcassonne::app::net::NetRequest;
    let invite = crate::net_apps::session(host)
        .invite()
        .expect("the host's invite");
    let mut guest = crate::net_apps::network_app(None);
    guest.update();
    guest.world_mut().resource_mut::<Language>().0 = lang.into();
    guest.world_mut().write_message(NetRequest::Join {
        invite,
        name: name.into(),
        colour: None,
    });
    guest
}

fn problem(app: &bevy::prelude::App) -> Option<carcassonne::app::net::NetProblem> {
    app.world()
        .get_resource::<carcassonne::app::net::NetSession>()
        .and_then(|s| s.problem.clone())
}

fn problem_said(app: &bevy::prelude::App) -> String {
    use carcassonne::app::language::Locale;
    let p = problem(app).expect("a problem");
    carcassonne::app::net::problem_words(app.world().resource::<Locale>(), &p)
}

#[test]
fn a_real_hosts_refusal_and_its_closing_reach_a_german_and_a_polish_window_in_their_words() {
    use carcassonne::app::net::{NetProblem, NetRequest};
    use carcassonne::net::{CloseReason, Refusal};
    let mut host = crate::net_apps::network_app(None);
    host.update();
    host.world_mut()
        .write_message(NetRequest::Host(crate::net_apps::ann_and_a_friend()));
    host.update();
    // A name too long for the host: refused, and the lobby says so.
    let mut de = join_in("de", &mut host, &"Bartholomäus".repeat(3));
    crate::net_apps::pump(&mut [&mut host, &mut de], "the name refused", |a| {
        problem(a[1]).is_some()
    });
    assert_eq!(problem(&de), Some(NetProblem::Refused(Refusal::BadName)));
    de.update();
    let said = problem_said(&de);
    assert!(
        said.contains("Gastgeber") && said.contains("Name") && said.contains("24"),
        "{said}"
    );
    assert_not_english(
        "de",
        &said,
        &[Refusal::BadName.to_string(), "The host".into()],
    );
    // A Polish friend takes the seat; then the host closes the room.
    let mut pl = join_in("pl", &mut host, "Bożena");
    crate::net_apps::pump(&mut [&mut host, &mut pl], "Bożena's seat", |a| {
        a[1].world()
            .get_resource::<carcassonne::app::net::NetSession>()
            .is_some_and(|s| s.plays_here(1))
    });
    host.world_mut().write_message(NetRequest::Leave);
    crate::net_apps::pump(&mut [&mut host, &mut pl], "the room closed", |a| {
        problem(a[1]).is_some()
    });
    assert_eq!(
        problem(&pl),
        Some(NetProblem::Closed(CloseReason::Host(Refusal::Closing)))
    );
    pl.update();
    let said = problem_said(&pl);
    assert!(
        said.contains("Połączenie") && said.contains("gospodarz zamknął pokój"),
        "{said}"
    );
    assert_not_english("pl", &said, &[Refusal::Closing.to_string(), "host".into()]);
}
