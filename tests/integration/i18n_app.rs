//! The language in the running game: switching it changes the scoreboard's
//! words on the next frame, and the settings remember it (older settings
//! files without it still load); the computer's hints and the refusals
//! reach the screen in the player's language, in words, never grid
//! coordinates.

use crate::app::{active, phase, send, setup, start};
use crate::common::{record, replay};
use crate::headless::headless;
use carcassonne::ai::{Ai, Claimer, Level, Reason, ReasonPart};
use carcassonne::app::HelperLevel;
use carcassonne::app::language::{Language, Locale};
use carcassonne::app::screens::scoreboard::heading_words;
use carcassonne::app::settings::Settings;
use carcassonne::app::turn::Refusal;
use carcassonne::app::words::{reason_words, refusal_text};
use carcassonne::app::{TurnInput, TurnPhase};
use carcassonne::i18n::{Localizer, PSEUDO, built_in_languages, lengthen};
use carcassonne::rules::{
    EdgeKind, FeatureKind, FigureKind, Goods, Half, Placement, Pos, Rotation, RuleError, RuleSet,
    ScoreKind, Side, Spot,
};
use carcassonne::table::SeatView;

fn scoreboard_words(app: &bevy::prelude::App) -> [String; 4] {
    let world = app.world();
    heading_words(
        world.resource::<Locale>(),
        carcassonne::app::shown_game(world).expect("a game is on the map"),
    )
}

#[test]
fn switching_the_language_changes_the_scoreboard_on_the_next_frame() {
    let mut app = headless();
    let mut game = setup(2, RuleSet::default(), 7);
    game.helpers = HelperLevel::All;
    start(&mut app, game);
    let english = scoreboard_words(&app);
    assert_eq!(english[0], "Scoreboard");
    assert!(
        english[1].starts_with("Tiles left in the pile: "),
        "{english:?}"
    );
    assert_eq!(english[2], "Helpers: All helpers");

    // The pseudo-language always exists: its words are the English ones
    // lengthened, from the very next frame.
    app.world_mut().resource_mut::<Language>().0 = PSEUDO.into();
    app.update();
    let long = scoreboard_words(&app);
    assert_eq!(long[0], lengthen("Scoreboard"));
    assert_eq!(long[2], lengthen("Helpers: All helpers"));
    assert_ne!(long, english);

    // Each translation the game ships: its own words, none left empty.
    for lang in built_in_languages().into_iter().filter(|l| *l != "en") {
        app.world_mut().resource_mut::<Language>().0 = lang.into();
        app.update();
        let words = scoreboard_words(&app);
        assert_ne!(words[0], english[0], "{lang}: the scoreboard's title");
        assert!(
            words.iter().all(|w| !w.trim().is_empty()),
            "{lang}: {words:?}"
        );
    }

    app.world_mut().resource_mut::<Language>().0 = "en".into();
    app.update();
    assert_eq!(scoreboard_words(&app), english);
}

#[test]
fn the_language_is_remembered_and_older_settings_files_still_load() {
    let older: Settings = ron::from_str("(farmers: false, ui_scale: 1.25)").expect("older file");
    assert_eq!(older.language, None);
    assert!(!older.farmers);
    let chosen = Settings {
        language: Some("pl".into()),
        ..Settings::default()
    };
    let text = ron::ser::to_string(&chosen).expect("written");
    let back: Settings = ron::from_str(&text).expect("read back");
    assert_eq!(back.language.as_deref(), Some("pl"));
}

/// The chosen language's messages, as the screens look them up.
fn words(lang: &str) -> Localizer {
    Localizer::load(lang, &[])
}

/// Red's knight holds the city D-F; with E in hand, the computer closes it
/// for 8. Its hint, as the scoreboard shows it, speaks German and Polish.
#[test]
fn a_hint_reason_reaches_the_screen_in_the_players_language() {
    let game = replay(&record(
        "",
        r#"
        Place(tile: "F", at: (0, 1), rotation: 90, figure: Meeple(City(S))),
        Place(tile: "U", at: (1, 0), rotation: 0),
        "#,
    ));
    let e = game.catalog().type_id("E").unwrap();
    let s = Ai::new(Level::Medium, 1)
        .choose(&SeatView::of_game(&game, Some(e)))
        .unwrap();
    // The command line's English is unchanged.
    assert!(s.reason.contains("closes your city: +8"), "{}", s.reason);
    assert_eq!(
        reason_words(&words("en"), &s.reason),
        s.reason.to_string(),
        "English on screen reads as on the command line"
    );
    let de = reason_words(&words("de"), &s.reason);
    assert!(de.contains("stellt deine Stadt fertig: +8"), "{de}");
    let pl = reason_words(&words("pl"), &s.reason);
    assert!(pl.contains("kończy twoje miasto: +8"), "{pl}");
    for shown in [&de, &pl] {
        for english in ["closes", "your", "city", "claims", "extends"] {
            assert!(!shown.contains(english), "English left: {shown}");
        }
    }
}

/// Every part of a hint's reason, each feature kind it names included.
fn every_reason_part() -> Vec<ReasonPart> {
    use FeatureKind::*;
    use ReasonPart::*;
    let mut parts = vec![
        SetAside,
        Illegal,
        AbbotBack { points: 5 },
        ClaimsField {
            by: Claimer::Follower,
            cities: 1,
            points: 3,
        },
        ClaimsField {
            by: Claimer::Follower,
            cities: 2,
            points: 6,
        },
        ClaimsCloister {
            by: Claimer::Abbot,
            feature: Garden,
            around: 1,
        },
        ClaimsCloister {
            by: Claimer::Follower,
            feature: Monastery,
            around: 5,
        },
        PlacesFigure,
        Pig { cities: 2 },
        TakesGoods {
            goods: Goods::Grain,
            count: 2,
            mine: 3,
            rival: 1,
        },
        SecondTurn,
        LeastHarm,
        LastTile {
            mine: 80,
            best_other: 75,
        },
    ];
    for feature in [Road, City, Monastery, Garden, Field] {
        let scored = ScoreKind::from(feature);
        parts.extend([
            ClosesShared {
                feature: scored,
                points: 4,
            },
            ClosesMine {
                feature: scored,
                points: 8,
            },
            ClosesTheirs {
                feature: scored,
                points: 6,
            },
            ClaimsWorth {
                by: Claimer::Follower,
                feature,
                points: 4,
            },
            LargeMajority {
                feature,
                mine: 2,
                rival: 1,
            },
            LargeClaims { feature, points: 4 },
            BuilderOn { feature },
            JoinsTheirs { feature },
            ExtendsMine { feature, points: 7 },
            HemsIn { feature },
            ExtendsTheirs { feature },
        ]);
    }
    parts
}

#[test]
fn every_part_of_a_hint_has_its_own_words_in_every_language() {
    let en = words("en");
    for lang in built_in_languages().into_iter().filter(|l| *l != "en") {
        let t = words(lang);
        for part in every_reason_part() {
            let reason = Reason(vec![part.clone()]);
            let (shown, english) = (reason_words(&t, &reason), reason_words(&en, &reason));
            assert_ne!(shown, english, "{lang}: {part:?} is shown in English");
            assert!(!shown.contains('{'), "{lang}: {shown}");
        }
        // A message that cannot be shown (a variable it lacks) falls back
        // to English and is named here.
        assert_eq!(t.take_problems(), Vec::<String>::new(), "{lang}");
    }
}

/// Every refusal a player can meet while laying a tile or choosing a
/// figure: never grid coordinates or the rules' spot names, always the
/// language's own words.
#[test]
fn refusals_speak_in_words_in_every_language() {
    let p = Pos::new(0, -1);
    let mut errors = vec![
        RuleError::OutOfRange(p),
        RuleError::CellTaken(p),
        RuleError::NotAdjacent(p),
        RuleError::RiverNotContinued {
            pos: p,
            river_end: Some(Pos::new(3, 2)),
        },
        RuleError::RiverNotContinued {
            pos: p,
            river_end: None,
        },
        RuleError::RiverTurnsBack { pos: p },
        RuleError::FollowerOnGarden(p),
        RuleError::NoAbbotAt(Pos::new(2, 2)),
    ];
    for side in Side::ALL {
        errors.push(RuleError::EdgeMismatch {
            pos: p,
            side,
            kind: EdgeKind::City,
            neighbour: p.step(side),
            neighbour_kind: EdgeKind::Field,
        });
    }
    let mut spots = vec![Spot::InnerField, Spot::Monastery, Spot::Garden];
    for side in Side::ALL {
        spots.extend([Spot::Road(side), Spot::City(side)]);
    }
    spots.extend(Half::ALL.map(Spot::Field));
    for spot in spots {
        errors.extend([
            RuleError::NoSuchSpot { pos: p, spot },
            RuleError::SpotOccupied { pos: p, spot },
            RuleError::AbbotOnlyOnMonasteryOrGarden { pos: p, spot },
            RuleError::BuilderNeedsFollower { pos: p, spot },
            RuleError::PigNeedsFarmer { pos: p, spot },
        ]);
        for kind in [FigureKind::Follower, FigureKind::Abbot, FigureKind::Pig] {
            errors.push(RuleError::WrongSpot { kind, pos: p, spot });
        }
    }
    let en = words("en");
    for lang in built_in_languages() {
        let t = words(lang);
        for e in &errors {
            let shown = refusal_text(&t, &Refusal::Rules(e.clone()));
            for code in ["(0,-1)", "(3,2)", "(2,2)", "Road(", "City(", "Field("] {
                assert!(!shown.contains(code), "{lang}: {e:?}: {shown}");
            }
            if lang != "en" {
                let english = refusal_text(&en, &Refusal::Rules(e.clone()));
                assert_ne!(shown, english, "{lang}: {e:?} is shown in English");
            }
        }
        assert_eq!(t.take_problems(), Vec::<String>::new(), "{lang}");
    }
}

/// A tile with a city edge tried below the start tile, whose bottom is a
/// field: the refusal says which edge and what the tile above has there.
#[test]
fn a_refused_tile_names_the_side_and_the_neighbour_in_words() {
    // The first seed whose first tile has a city edge.
    let (mut app, rotation) = (1..40)
        .find_map(|seed| {
            let mut app = headless();
            start(&mut app, setup(2, RuleSet::default(), seed));
            let a = active(&app);
            let t = a.game().tile_type(a.drawn()?);
            let rotation = Rotation::ALL
                .into_iter()
                .find(|r| t.edge(*r, Side::N) == EdgeKind::City)?;
            Some((app, rotation))
        })
        .expect("a tile with a city edge");
    send(
        &mut app,
        TurnInput::PlaceTile(Placement {
            pos: Pos::new(0, -1),
            rotation,
        }),
    );
    assert_eq!(phase(&app), Some(TurnPhase::Place), "refused");
    let refusal = active(&app).error.clone().expect("the reason");
    assert_eq!(
        refusal_text(&words("en"), &refusal),
        "Its top edge is city; the tile above has a field there"
    );
    assert_eq!(
        refusal_text(&words("de"), &refusal),
        "Die obere Kante ist Stadt, aber das Plättchen darüber hat dort eine Wiese"
    );
    assert_eq!(
        refusal_text(&words("pl"), &refusal),
        "Jej górna krawędź to miasto, a płytka powyżej ma tam pole"
    );
}

/// A seat nobody named and a tile are worded in the player's language:
/// no "Player 2" in a German game, no tile id ("IC_J") on the screen.
#[test]
fn unnamed_seats_and_tiles_are_said_in_the_players_words() {
    use carcassonne::app::words::tile_words;
    let de = words("de");
    let mut s = Settings::default();
    s.players[1].name = "  ".into();
    let setup = s.game_setup(1, &de);
    let names: Vec<&str> = setup.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Ann", "Spieler 2"]);
    // Settings edited down to one player get a second, unnamed one.
    let mut one = Settings::default();
    one.players.truncate(1);
    let setup = one.sanitized().game_setup(1, &words("fr"));
    assert_eq!(setup.seats[1].name, "Joueur 2");

    let catalog = crate::common::catalog();
    let tile = |id: &str| catalog.get(catalog.type_id(id).expect("a base tile"));
    assert_eq!(tile_words(&de, tile("D")), "Stadt und Straße");
    assert_eq!(tile_words(&words("en"), tile("B")), "monastery");
    assert_eq!(tile_words(&words("en"), tile("A")), "road and monastery");
    assert_eq!(tile_words(&words("pl"), tile("L")), "miasto i 3 trakty");
    for lang in built_in_languages() {
        let t = words(lang);
        for tt in &catalog.types {
            let said = tile_words(&t, tt);
            assert!(
                !said.is_empty() && !said.contains('{') && !said.contains("tile-"),
                "{lang}: {} said as {said:?}",
                tt.id
            );
        }
    }
}

/// The lobby says the room's rules in the player's words, from the flags
/// the host sends; a flag of a newer version is shown as it came.
#[test]
fn the_lobby_says_the_rooms_rules_in_the_players_words() {
    use carcassonne::app::words::room_rules_words;
    let flags = |f: &[&str]| f.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        room_rules_words(&words("en"), &flags(&[])),
        "Rules: farmers"
    );
    assert_eq!(
        room_rules_words(
            &words("de"),
            &flags(&["--no-farmers", "--river", "--inns-cathedrals"])
        ),
        "Regeln: keine Bauern, Der Fluss, Wirtshäuser und Kathedralen"
    );
    assert_eq!(
        room_rules_words(&words("en"), &flags(&["--abbot", "--tunnels"])),
        "Rules: farmers, The Abbot, --tunnels"
    );
}

/// The lobby's block of the room's rules: every rule on or off and the
/// helpers, in the player's words; a newer host's rule as its flag.
#[test]
fn the_lobbys_rules_block_says_each_rule_on_or_off_in_the_players_words() {
    use carcassonne::app::turn::setup::HelperLevel;
    use carcassonne::app::words::room_rule_lines;
    let flags = |f: &[&str]| f.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        room_rule_lines(
            &words("de"),
            &flags(&["--no-farmers", "--abbot", "--traders-builders"]),
            HelperLevel::RulesOnly
        ),
        [
            ("Bauern: aus", false),
            ("Der Abt: an", true),
            ("Der Fluss: aus", false),
            ("Wirtshäuser und Kathedralen: aus", false),
            ("Händler und Baumeister: an", true),
            ("Burgfräulein und Drache: aus", false),
            ("Hilfen: Nur Regeln", true),
        ]
        .map(|(w, on)| (w.to_string(), on))
    );
    assert_eq!(
        room_rule_lines(&words("en"), &flags(&["--tunnels"]), HelperLevel::All),
        [
            ("Farmers: on", true),
            ("The Abbot: off", false),
            ("The River: off", false),
            ("Inns & Cathedrals: off", false),
            ("Traders & Builders: off", false),
            ("The Princess & the Dragon: off", false),
            ("--tunnels: on", true),
            ("Helpers: All helpers", true),
        ]
        .map(|(w, on)| (w.to_string(), on))
    );
}
