//! The Princess & the Dragon at the table (the headless app, driven by the
//! messages the mouse sends; the banners as the screen would draw them,
//! the sounds as heard): each step of a flight that eats shows a banner
//! naming whose figures it ate and sounds the dragon eating, the eaten
//! figures back in their owners' supplies; the fairy's points show their
//! own banner and sound; the flight's end and a volcano are told; eaten
//! figures never stand again while the scoring shows; no cell is marked for
//! the dragon tile laid while its flight is chosen; the tiles left count
//! the dragon tiles waiting for a volcano; the claim list words the box's
//! actions elsewhere on the map; the trace and the open features show the
//! fairy and the dragon; F1 has the box's section.

use crate::app::{active, phase, screen, setup};
use crate::i18n::english;
use bevy::prelude::*;
use carcassonne::app::glance::tiles_left::group_words;
use carcassonne::app::glance::{OpenFeature, TilesLeft, UnseenTiles};
use carcassonne::app::map::figures::still_standing;
use carcassonne::app::map::tiles::legal_cell_marks;
use carcassonne::app::screens::banners::{BannerTable, banners_now};
use carcassonne::app::screens::help::princess_dragon_help;
use carcassonne::app::screens::scoreboard::claim_list;
use carcassonne::app::screens::trace_text;
use carcassonne::app::words::elsewhere_action_words;
use carcassonne::app::{
    ActiveGame, HelperLevel, ScoreDisplay, Screen, StartGame, TableCue, TableNews, TurnInput,
    TurnPhase, shown_game,
};
use carcassonne::art::PlayerColour;
use carcassonne::i18n::Localizer;
use carcassonne::rules::random::Rng;
use carcassonne::rules::record::GameRecord;
use carcassonne::rules::sim::RandomPlayer;
use carcassonne::rules::{
    Departure, Expansion, FeatureKind, FigureAction, FigureKind, Game, Move, Pos, RuleSet,
    ScoreKind, Side, Spot, Symbol,
};
use carcassonne::sound::Cue;
use carcassonne::table::{Seat, Table};

/// The cues the table sounded, in order.
#[derive(Resource, Default)]
struct Heard(Vec<Cue>);

fn collect(mut heard: ResMut<Heard>, mut cues: MessageReader<TableCue>) {
    heard.0.extend(cues.read().map(|c| c.0));
}

/// The headless app with the map helpers and the table's sounds heard;
/// each happening's banner shows for one frame, each scoring until the
/// test moves it on.
fn app() -> App {
    let mut app = crate::headless::headless_with_map();
    carcassonne::app::table_sounds(&mut app);
    app.init_resource::<Heard>()
        .add_systems(PostUpdate, collect)
        .insert_resource(ScoreDisplay {
            seconds_per_event: 1.0e6,
            seconds_per_happening: 0.0,
            ..default()
        });
    app
}

/// The banners the screen shows now, in English, top first.
fn banners(app: &App) -> Vec<String> {
    let world = app.world();
    let (Some(active), Some(phase)) = (shown_game(world), phase(app)) else {
        return Vec::new();
    };
    let table = BannerTable {
        active,
        phase,
        display: world.resource::<ScoreDisplay>(),
        news: world.resource::<TableNews>(),
        turn_begins: false,
    };
    banners_now(english(), &table)
        .into_iter()
        .map(|b| b.text)
        .collect()
}

/// A figure's name where it stands, as the box names it (English).
fn role(kind: FigureKind, on: FeatureKind) -> &'static str {
    match (kind, on) {
        (FigureKind::Follower, FeatureKind::City) => "knight",
        (FigureKind::Follower, FeatureKind::Road) => "thief",
        (FigureKind::Follower, FeatureKind::Field) => "farmer",
        (FigureKind::Follower, FeatureKind::Monastery) => "monk",
        (FigureKind::Abbot, _) => "abbot",
        other => panic!("not in this game: {other:?}"),
    }
}

/// The box's dragon tiles (docs/tiles.md: twelve, the tunnel and the
/// monastery in a city among them).
const DRAGON_TILES: u32 = 12;

/// The dragon tiles on the map of `game`.
fn dragon_tiles_laid(game: &Game) -> u32 {
    game.tiles()
        .iter()
        .filter(|t| game.tile_type(t.tile).symbol == Some(Symbol::Dragon))
        .count() as u32
}

/// What one frame showed and sounded.
struct Frame {
    banners: Vec<String>,
    cues: Vec<Cue>,
}

fn frame(app: &mut App) -> Frame {
    let before = app.world().resource::<Heard>().0.len();
    app.update();
    Frame {
        banners: banners(app),
        cues: app.world().resource::<Heard>().0[before..].to_vec(),
    }
}

/// What a whole game showed of the box.
#[derive(Default)]
struct Seen {
    meals: usize,
    fairy_turn: usize,
    fairy_feature: usize,
    flights_ended: usize,
    volcanoes: usize,
    /// Dragon tiles the tiles left counted as waiting for a volcano.
    waiting: u32,
    /// Actions elsewhere on the map chosen: through the magic portal, the
    /// fairy moved, a knight sent home.
    chosen_elsewhere: [usize; 3],
}

/// Plays a game of three persons here with the box, random legal choices
/// sent as the mouse sends them, checking each moment of the box as it
/// shows: a dragon step that eats, the fairy's points, the end of a flight,
/// a volcano, the tiles set aside, the figures standing while scoring.
fn play_and_watch(seed: u64, seen: &mut Seen) {
    let mut app = app();
    let rules = RuleSet::default().with(Expansion::PRINCESS_DRAGON);
    app.update();
    app.world_mut()
        .write_message(StartGame(setup(3, rules, seed)));
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Playing);
    let mut rng = Rng::new(seed);
    let mut chooser = RandomPlayer::new();
    let mut frames = 0;
    let watch_scoring = |app: &mut App, f: Frame, seen: &mut Seen| {
        for b in &f.banners {
            if b.starts_with("Dead end") || b.starts_with("The dragon's flight is over") {
                seen.flights_ended += 1;
            }
            if b.contains("lays a volcano: the dragon moves onto it") {
                assert!(f.cues.contains(&Cue::Volcano), "{b}: {:?}", f.cues);
                seen.volcanoes += 1;
            }
        }
        let a = active(app);
        let (Some(TurnPhase::Score), Some(report)) = (phase(app), &a.last_report) else {
            return;
        };
        let showing = app.world().resource::<ScoreDisplay>().showing;
        // Eaten figures never stand again while the scoring shows.
        let game = a.game();
        for r in &game.returned_figures()[report.returned.clone()] {
            let standing = still_standing(game, report, showing).contains(&r.figure);
            match r.cause {
                Departure::Eaten | Departure::SentHome => {
                    assert!(!standing, "seed {seed}: {r:?} stands again")
                }
                Departure::Scored => {}
                Departure::Alone => {}
            }
        }
        let Some(e) = report.events.clone().nth(showing).map(|i| game.events()[i]) else {
            return;
        };
        if e.kind != ScoreKind::Fairy {
            return;
        }
        let name = format!("P{}", e.scorers().next().unwrap());
        let words = if e.points == 1 {
            seen.fairy_turn += 1;
            format!("The fairy gives {name} 1 point at the start of the turn")
        } else {
            seen.fairy_feature += 1;
            format!("The fairy's feature was scored: 3 more points for {name}")
        };
        assert!(f.banners.contains(&words), "{words}: {:?}", f.banners);
        assert!(f.cues.contains(&Cue::FairyPoints), "{:?}", f.cues);
    };
    while screen(&app) == Screen::Playing {
        frames += 1;
        assert!(frames < 20_000, "seed {seed}: stuck in {:?}", phase(&app));
        let a = active(&app);
        // Before the first volcano every dragon tile still unseen waits.
        let left = app.world().resource::<TilesLeft>();
        let waiting = left.0.as_ref().expect("the helpers are on").waiting();
        if a.game().dragon().is_none() {
            assert_eq!(waiting, DRAGON_TILES - dragon_tiles_laid(a.game()));
        } else {
            assert_eq!(waiting, 0);
        }
        seen.waiting = seen.waiting.max(waiting);
        match phase(&app) {
            Some(TurnPhase::Place) if a.drawn().is_some() => {
                let Some(Move::Place {
                    placement, action, ..
                }) = chooser.choose(a.game(), &mut rng)
                else {
                    panic!("a drawn tile fits");
                };
                for input in [
                    TurnInput::PlaceTile(placement),
                    TurnInput::ChooseFigure(action),
                    TurnInput::Confirm,
                ] {
                    app.world_mut().write_message(input);
                    let f = frame(&mut app);
                    if phase(&app) == Some(TurnPhase::Claim) {
                        check_claim_list(active(&app), seen);
                    }
                    watch_scoring(&mut app, f, seen);
                }
            }
            // (The flight over, the phase moves on at the next frame.)
            Some(TurnPhase::Fly) if a.flight_step().is_some() => {
                let (seat, options) = a.flight_step().expect("a flight");
                assert!(a.seats()[seat].is_here());
                // The dragon tile is laid: no cell is marked for it.
                assert_eq!(legal_cell_marks(a), []);
                let to = options[rng.below(options.len())];
                let step = a.table().flight().unwrap().steps.len() + 1;
                // What stands on the tile the dragon is sent to, and each
                // seat's supply before.
                let game = a.game();
                let there: Vec<(usize, FigureKind, FeatureKind)> = game
                    .figures_on(to)
                    .map(|f| {
                        let t = game.tile_type(game.tiles()[f.tile as usize].tile);
                        (
                            f.player as usize,
                            f.kind,
                            t.segments[f.segment as usize].kind,
                        )
                    })
                    .collect();
                let before: Vec<u8> = game
                    .players()
                    .iter()
                    .map(|p| p.supply(FigureKind::Follower))
                    .collect();
                app.world_mut().write_message(TurnInput::DragonStep(to));
                let f = frame(&mut app);
                if !there.is_empty() {
                    check_meal(&app, &f, step, &there, &before);
                    seen.meals += 1;
                } else {
                    assert!(!f.cues.contains(&Cue::DragonEats), "{:?}", f.cues);
                }
                watch_scoring(&mut app, f, seen);
            }
            Some(TurnPhase::Score) => {
                // The first step showed as the phase began: each next one
                // shows from the frame it is moved on to.
                app.world_mut().resource_mut::<ScoreDisplay>().showing += 1;
                let f = frame(&mut app);
                watch_scoring(&mut app, f, seen);
            }
            _ => {
                let f = frame(&mut app);
                watch_scoring(&mut app, f, seen);
            }
        }
    }
    assert_eq!(screen(&app), Screen::Final);
}

/// The claim list of the tile laid: every action on the tile in words,
/// each kind of action elsewhere on the map (the magic portal, the fairy,
/// the princess) as one line saying how to choose it on the map, and the
/// one chosen there in words.
fn check_claim_list(a: &ActiveGame, seen: &mut Seen) {
    // (Confirmed, the phase moves on at the next frame.)
    let (Some(tile), Some(placement)) = (a.drawn(), a.tentative_placement()) else {
        return;
    };
    let list = claim_list(english(), a);
    let elsewhere = |kind: usize| {
        let head = [
            "Magic portal: or click",
            "Fairy: or click",
            "Princess: or click",
        ][kind];
        list.elsewhere.iter().any(|l| l.starts_with(head))
    };
    for option in a.game().figure_options(tile, placement) {
        match option {
            FigureAction::Portal(..) => assert!(elsewhere(0), "{list:?}"),
            FigureAction::Fairy(..) => assert!(elsewhere(1), "{list:?}"),
            FigureAction::Princess(..) => assert!(elsewhere(2), "{list:?}"),
            _ => assert!(
                list.here
                    .iter()
                    .any(|(o, words, _)| *o == option && !words.is_empty()),
                "{option:?} is not listed: {list:?}"
            ),
        }
    }
    let Some(chosen) = a.chosen_figure() else {
        return;
    };
    let (kind, words) = match chosen {
        FigureAction::Portal(..) => (0, "through the magic portal, onto another tile"),
        FigureAction::Fairy(..) => (1, "Move the fairy to your "),
        FigureAction::Princess(..) => (2, "Princess: P"),
        _ => return,
    };
    let (action, text) = list
        .chosen_elsewhere
        .as_ref()
        .expect("the choice is listed");
    assert_eq!(*action, chosen);
    assert!(text.contains(words), "{text}");
    seen.chosen_elsewhere[kind] += 1;
}

/// The frame after a step onto figures `there` (owner, kind, feature):
/// its banner names them, seat by seat; the dragon's sound plays; each is
/// back in its owner's supply, as the scoreboard counts it.
fn check_meal(
    app: &App,
    f: &Frame,
    step: usize,
    there: &[(usize, FigureKind, FeatureKind)],
    before: &[u8],
) {
    let n = there.len();
    let head = if n == 1 {
        format!("Step {step}: the dragon eats 1 figure — ")
    } else {
        format!("Step {step}: the dragon eats {n} figures — ")
    };
    let banner = f
        .banners
        .iter()
        .find(|b| b.starts_with(&head))
        .unwrap_or_else(|| panic!("no banner of the meal {head}: {:?}", f.banners));
    for &(seat, kind, on) in there {
        assert!(
            banner.contains(&format!("P{seat}: ")) && banner.contains(role(kind, on)),
            "{banner} names P{seat}'s {}",
            role(kind, on)
        );
    }
    assert_eq!(
        f.cues.iter().filter(|&&c| c == Cue::DragonEats).count(),
        1,
        "{:?}",
        f.cues
    );
    // While the flight goes on, the supplies differ by the meal alone
    // (once it ends, its scoring may bring more figures back).
    let a = active(app);
    for (seat, p) in a.game().players().iter().enumerate() {
        let eaten = there.iter().filter(|&&(s, ..)| s == seat).count() as u8;
        if a.table().flight().is_some() {
            assert_eq!(p.supply(FigureKind::Follower), before[seat] + eaten);
        } else {
            assert!(p.supply(FigureKind::Follower) >= before[seat] + eaten);
        }
    }
}

#[test]
fn the_dragons_meals_the_fairys_points_a_volcano_and_a_flights_end_show_and_sound() {
    let mut seen = Seen::default();
    for seed in 1..=6 {
        play_and_watch(seed, &mut seen);
        if seen.meals > 0
            && seen.fairy_turn > 0
            && seen.fairy_feature > 0
            && seen.chosen_elsewhere[..2].iter().all(|&n| n > 0)
        {
            break;
        }
    }
    assert!(seen.meals > 0, "the dragon never ate");
    assert!(seen.fairy_turn > 0, "the fairy never gave a turn's point");
    assert!(seen.fairy_feature > 0, "the fairy never paid for a feature");
    assert!(seen.volcanoes > 0, "no volcano told");
    assert!(seen.flights_ended > 0, "no flight's end told");
    assert_eq!(seen.waiting, DRAGON_TILES, "at the start all wait");
    // (A princess with knights in her city is rare in random play: her
    // words are tested on a record, below.)
    assert!(
        seen.chosen_elsewhere[..2].iter().all(|&n| n > 0),
        "portal, fairy chosen: {:?}",
        seen.chosen_elsewhere
    );
}

/// A position from a record, at a table of persons here.
fn position(players: &[&str], rules: &str, moves: &str) -> ActiveGame {
    let text = crate::common::record_for(players, rules, moves);
    let record = GameRecord::parse(&text).unwrap();
    let seats = players
        .iter()
        .enumerate()
        .map(|(i, p)| Seat::person(*p, PlayerColour::ALL[i]))
        .collect();
    let table = Table::from_record(crate::common::catalog(), &record, seats).unwrap();
    ActiveGame::at(table, HelperLevel::All, 1)
}

/// Ann's thief east of the start tile, Bo's road west, Ann's volcano south
/// of the start tile (the dragon there) moving the fairy to her thief.
const FAIRY_AT_THIEF: &str = r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "PD_2", at: (0, -1), rotation: 0, figure: Fairy(at: (1, 0), spot: Road(E))),"#;

#[test]
fn the_trace_and_the_open_features_show_the_fairy_with_its_follower_and_the_dragon() {
    let a = position(&["Ann", "Bo"], "princess_dragon: true", FAIRY_AT_THIEF);
    let game = a.game();
    let en = english();
    let thief = &game.figures()[0];
    let road = game.feature_of(thief.tile as usize, thief.segment as usize);
    let text = trace_text(en, &a, road, None);
    assert!(
        text.contains(
            "The fairy is with Ann's thief: +3 for Ann when that feature is scored; \
             the dragon may not enter that tile"
        ),
        "{text}"
    );
    assert!(!text.contains("The dragon stands"), "{text}");
    // The volcano's field holds the dragon; the thief's road does not.
    let volcano = game.tile_at(Pos::new(0, -1)).unwrap();
    let index = game
        .tiles()
        .iter()
        .position(|t| t.pos == volcano.pos)
        .unwrap();
    let field = game.feature_of(index, 0);
    let text = trace_text(en, &a, field, None);
    assert!(
        text.contains("The dragon stands on one of its tiles"),
        "{text}"
    );
    assert!(!text.contains("fairy"), "{text}");
    // The open features: the thief's road with the fairy's 3 for Ann.
    let open = OpenFeature::all(game, true);
    let with_fairy: Vec<_> = open.iter().filter(|o| o.fairy.is_some()).collect();
    assert_eq!(with_fairy.len(), 1, "{open:?}");
    assert_eq!(with_fairy[0].feature, road);
    assert_eq!(with_fairy[0].fairy, Some((0, 3)));
    // No values at the table: no points either.
    assert!(
        OpenFeature::all(game, false)
            .iter()
            .all(|o| o.fairy.is_none())
    );
    // In German, the trace says it with the box's words.
    let de = Localizer::load("de", &[]);
    let text = trace_text(&de, &a, road, None);
    assert!(
        text.contains("Die Fee steht bei einer Figur von Ann (Wegelagerer)"),
        "{text}"
    );
}

#[test]
fn the_tiles_left_name_the_boxs_group_in_every_language_and_count_the_dragon_tiles_waiting() {
    let mut game = Game::new(
        crate::common::catalog(),
        2,
        RuleSet::default().with(Expansion::PRINCESS_DRAGON),
    )
    .unwrap();
    game.shuffle(3);
    // Before any volcano, all twelve dragon tiles wait for one.
    let unseen = UnseenTiles::of(&game);
    assert_eq!(unseen.waiting(), DRAGON_TILES);
    for &(t, n) in &unseen.waiting {
        assert_eq!(game.tile_type(t).symbol, Some(Symbol::Dragon));
        assert_eq!(unseen.count(t), n, "counted among the unseen too");
    }
    let en = english();
    assert_eq!(
        carcassonne::tr!(en, "tiles-dragons-waiting", count = 12),
        "12 dragon tiles wait for the first volcano: drawn before it, a dragon tile is set aside."
    );
    // Each group in each language's own words, never the English name.
    for lang in carcassonne::i18n::built_in_languages() {
        let t = Localizer::load(lang, &[]);
        for group in &unseen.groups {
            let words = group_words(&t, group.name);
            assert!(
                lang == "en" || words != group.name,
                "{lang}: the group {} is not in its words",
                group.name
            );
        }
    }
    let de = Localizer::load("de", &[]);
    assert_eq!(
        group_words(&de, "Princess & the Dragon"),
        "Burgfräulein und Drache"
    );
    // Once a volcano is laid, none waits.
    let mut rng = Rng::new(3);
    let mut chooser = RandomPlayer::new();
    while game.dragon().is_none() {
        let mv = chooser.choose(&game, &mut rng).expect("a volcano comes");
        game.apply(&mv).unwrap();
    }
    assert_eq!(UnseenTiles::of(&game).waiting(), 0);
}

#[test]
fn f1_has_the_boxs_section_marked_when_the_box_is_in_play() {
    let en = english();
    let with_box = RuleSet::default().with(Expansion::PRINCESS_DRAGON);
    let (heading, paragraphs) = princess_dragon_help(en, Some(with_box));
    assert_eq!(heading, "The Princess & the Dragon (in this game)");
    let text = paragraphs.join("\n");
    for words in [
        "Volcano",
        "Dragon tile",
        "six steps",
        "eats every figure",
        "Fairy",
        "1 point at the start",
        "3 more",
        "Magic portal",
        "Princess",
        "tunnel",
        "monastery inside a city",
    ] {
        assert!(text.contains(words), "the section lacks “{words}”:\n{text}");
    }
    let (heading, _) = princess_dragon_help(en, Some(RuleSet::default()));
    assert_eq!(heading, "The Princess & the Dragon");
    let (heading, _) = princess_dragon_help(en, None);
    assert_eq!(heading, "The Princess & the Dragon");
    // German, with the box's own words.
    let de = Localizer::load("de", &[]);
    let (heading, paragraphs) = princess_dragon_help(&de, Some(with_box));
    assert_eq!(heading, "Burgfräulein und Drache (in diesem Spiel)");
    let text = paragraphs.join("\n");
    for words in ["Vulkan", "Drache", "Fee", "Zaubergang", "Burgfräulein"] {
        assert!(text.contains(words), "{words}:\n{text}");
    }
}

#[test]
fn the_claim_list_names_the_knight_a_princess_would_send_home_and_the_fairys_follower() {
    // Ann's knight in a city open to the south, Bo's road: Bo's princess
    // tile could send the knight home.
    let a = position(
        &["Ann", "Bo"],
        "princess_dragon: true",
        r#"
        Place(tile: "N", at: (0, 1), rotation: 180, figure: Meeple(City(S))),
        Place(tile: "U", at: (-1, 0), rotation: 0),"#,
    );
    let en = english();
    let names = ["Ann", "Bo"];
    let game = a.game();
    let princess = FigureAction::Princess(Pos::new(0, 1), Spot::City(Side::S));
    assert_eq!(
        elsewhere_action_words(en, game, princess, &names).as_deref(),
        Some("Princess: Ann's knight goes home")
    );
    let fairy = FigureAction::Fairy(Pos::new(0, 1), Spot::City(Side::S));
    assert_eq!(
        elsewhere_action_words(en, game, fairy, &names).as_deref(),
        Some("Move the fairy to your knight")
    );
    let portal = FigureAction::Portal(FigureKind::Follower, Pos::new(-1, 0), Spot::Road(Side::W));
    assert_eq!(
        elsewhere_action_words(en, game, portal, &names).as_deref(),
        Some("Thief through the magic portal, onto another tile")
    );
    // An action on the tile laid is the claim list's own words.
    let put = FigureAction::Put(FigureKind::Follower, Spot::City(Side::S));
    assert_eq!(elsewhere_action_words(en, game, put, &names), None);
}
