//! The demonstration's lesson: its table, the scripted moves, the learner's moves checked against each step.

use super::steps::{STEPS, Step, Task, YOU};
use crate::app::coach::advice::chosen_segment;
use crate::app::language::Locale;
use crate::app::map::pointed::PointedOut;
use crate::app::state::FitMap;
use crate::app::state::HowToPlay;
use crate::app::turn::active_game::{ActiveGame, OnTheMap, PlayersGame, ScoreDisplay};
use crate::app::turn::active_game::{Shown, ShownMut};
use crate::app::turn::phases::{Screen, TurnPhase};
use crate::app::turn::setup::{Catalog, GameSetup, HelperLevel, TurnInput};
use crate::app::turn::systems::score_steps;
use crate::app::words::{capitalised, event_words, refusal_text, trace_words};
use crate::art::PlayerColour;
use crate::i18n::Localizer;
use crate::rules::{Move, Pos, Rotation, RuleError, RuleSet, SetupError, TileCatalog};
use crate::table::Seat;
use crate::tr;
use bevy::prelude::*;
use std::sync::Arc;

/// What the demonstration said of the learner's last move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// The move was taken back: why it misses the step's point.
    Refused(String),
    /// What the move showed.
    Accepted(String),
}

/// The demonstration under way: its step and how far the learner got.
#[derive(Resource, Debug)]
pub struct Lesson {
    /// Index into [`STEPS`].
    pub step: usize,
    /// The tile of the step the learner is laying.
    pub task: usize,
    /// Every tile of the step is laid and accepted.
    pub done: bool,
    pub said: Option<Said>,
    /// The table before the learner's move, to take back a refused one.
    before: Option<Box<ActiveGame>>,
    /// Where the players came from.
    back_to: (Screen, Option<TurnPhase>),
}

/// Marks the demonstration's own table.
#[derive(Component, Clone, Copy, Debug)]
pub struct Demonstration;

impl Lesson {
    pub fn current(&self) -> &'static Step {
        &STEPS[self.step]
    }

    /// The tile the learner is to lay, until the step is done.
    pub fn task(&self) -> Option<&'static Task> {
        (!self.done)
            .then(|| self.current().tasks.get(self.task))
            .flatten()
    }

    /// Whether a game waits for the players to come back (the
    /// demonstration was opened from a game or its final screen).
    pub fn game_waiting(&self) -> bool {
        self.back_to.0 != Screen::NewGame
    }
}

/// The two seats of the demonstration: the learner and Bo.
pub fn seats(t: &Localizer) -> Vec<Seat> {
    vec![
        Seat::person(tr!(t, "tutorial-you"), PlayerColour::Red),
        Seat::person(tr!(t, "tutorial-bo"), PlayerColour::Blue),
    ]
}

/// The table at the start of `step`: a fresh game with the step's moves
/// applied by the rules, the first tile in the learner's hand.
pub fn position(
    t: &Localizer,
    catalog: &Arc<TileCatalog>,
    step: usize,
) -> Result<ActiveGame, RuleError> {
    let setup = GameSetup {
        seats: seats(t),
        rules: RuleSet::default(),
        seed: 0,
        helpers: HelperLevel::All,
        coach: false,
        computer_seed: 0,
    };
    let mut active = ActiveGame::new(catalog.clone(), &setup)?;
    let step = &STEPS[step];
    for s in step.setup {
        play_scripted(&mut active, s.to_move(catalog)?)?;
    }
    hand(&mut active, &step.tasks[0])?;
    Ok(active)
}

/// Plays a move of the demonstration's script for the player to move: its
/// tile dealt by name, then laid through the table like any move.
pub(super) fn play_scripted(active: &mut ActiveGame, mv: Move) -> Result<(), RuleError> {
    let Move::Place {
        tile,
        placement,
        action,
        ..
    } = mv
    else {
        return Err(RuleError::BadSetup(SetupError::ScriptSetsAside));
    };
    active.deal(tile)?;
    let seat = active.table().to_move();
    let input = crate::table::ConfirmedTurn::Place { placement, action };
    active.confirm_turn(seat, input)?;
    Ok(())
}

/// Puts the task's tile in the learner's hand.
pub(super) fn hand(active: &mut ActiveGame, task: &Task) -> Result<(), RuleError> {
    let tile = active
        .game()
        .catalog()
        .type_id(task.tile)
        .ok_or_else(|| RuleError::UnknownTile(task.tile.into()))?;
    active.deal(tile)?;
    active.hand_rotation = Rotation::default();
    active.tentative = None;
    active.figure = None;
    active.preview = None;
    active.error = None;
    Ok(())
}

/// Opens, moves between steps, restarts and leaves.
#[allow(clippy::too_many_arguments)]
pub(super) fn steer(
    mut commands: Commands,
    mut asked: MessageReader<HowToPlay>,
    catalog: Res<Catalog>,
    screen: Res<State<Screen>>,
    phase: Option<Res<State<TurnPhase>>>,
    mut active: Option<ShownMut>,
    mut lesson: Option<ResMut<Lesson>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut next_phase: ResMut<NextState<TurnPhase>>,
    mut fit: MessageWriter<FitMap>,
    locale: Res<Locale>,
) {
    let Some(&ask) = asked.read().last() else {
        return;
    };
    let under_way = *screen.get() == Screen::Tutorial;
    let lesson_step = lesson.as_ref().map(|l| l.step);
    let step = match (ask, lesson_step.filter(|_| under_way)) {
        (HowToPlay::Open(n), _) => n.min(STEPS.len() - 1),
        (HowToPlay::Next, Some(s)) if s + 1 < STEPS.len() => s + 1,
        (HowToPlay::Next | HowToPlay::Leave, Some(_)) => {
            // Leaving the screen takes the demonstration's table away and
            // puts the waiting game back on the map (`give_back_the_map`).
            let (screen, phase) = lesson.as_ref().expect("under way").back_to;
            next_screen.set(screen);
            if let Some(phase) = phase {
                next_phase.set(phase);
            }
            commands.remove_resource::<Lesson>();
            if screen != Screen::NewGame {
                fit.write(FitMap);
            }
            return;
        }
        (HowToPlay::Back, Some(s)) => s.saturating_sub(1),
        (HowToPlay::Retry, Some(s)) => s,
        _ => return,
    };
    let demo = match position(&locale, &catalog.0, step) {
        Ok(demo) => demo,
        Err(e) => return error!("how to play: step {} cannot be laid out: {e}", step + 1),
    };
    match (&mut lesson, under_way) {
        (Some(lesson), true) => {
            lesson.step = step;
            lesson.task = 0;
            lesson.done = false;
            lesson.said = None;
            lesson.before = Some(Box::new(demo.clone()));
            match active.as_mut() {
                Some(active) => ***active = demo,
                None => spawn_demonstration(&mut commands, demo),
            }
        }
        _ => {
            // From the new-game screen, a game or its final screen: the
            // table is taken on entering the demonstration, so nothing of a
            // game's screen ever sees it.
            commands.insert_resource(Lesson {
                step,
                task: 0,
                done: false,
                said: None,
                before: Some(Box::new(demo)),
                back_to: (*screen.get(), phase.map(|p| *p.get())),
            });
            next_screen.set(Screen::Tutorial);
        }
    }
    next_phase.set(TurnPhase::Place);
    fit.write(FitMap);
}

/// The demonstration's own table, on the map until the players leave.
pub(super) fn spawn_demonstration(commands: &mut Commands, demo: ActiveGame) {
    commands.spawn((
        demo,
        Demonstration,
        OnTheMap,
        DespawnOnExit(Screen::Tutorial),
    ));
}

/// Entering the demonstration: its own table goes on the map; the players'
/// game (if any) stays as it is, off the map.
pub(super) fn take_the_map(
    mut commands: Commands,
    lesson: Option<Res<Lesson>>,
    games: Query<Entity, With<PlayersGame>>,
) {
    let Some(demo) = lesson.as_ref().and_then(|l| l.before.as_deref().cloned()) else {
        return;
    };
    for game in &games {
        commands.entity(game).remove::<OnTheMap>();
    }
    spawn_demonstration(&mut commands, demo);
}

/// Leaving the demonstration: the players' game is back on the map, drawn
/// anew (its own state never changed meanwhile).
pub(super) fn give_back_the_map(
    mut commands: Commands,
    mut games: Query<(Entity, &mut ActiveGame), With<PlayersGame>>,
) {
    for (entity, mut game) in &mut games {
        game.set_changed();
        commands.entity(entity).insert(OnTheMap);
    }
}

/// After the rules applied the learner's move: the step judges it, takes it
/// back if it misses the point, else hands the next tile (after Bo's reply)
/// or ends the step with its result shown.
pub(super) fn follow_the_learner(
    mut lesson: ResMut<Lesson>,
    mut active: ShownMut,
    catalog: Res<Catalog>,
    mut next_phase: ResMut<NextState<TurnPhase>>,
    locale: Res<Locale>,
) {
    let t = &**locale;
    let Some(before) = lesson.before.as_deref() else {
        return;
    };
    if active.moves().len() <= before.moves().len() {
        return;
    }
    let before = before.clone();
    let (Some(task), Some(report)) = (lesson.task(), active.last_report.clone()) else {
        return;
    };
    match (task.check)(t, before.game(), active.game(), &report) {
        Err(why) => {
            **active = before.clone();
            lesson.said = Some(Said::Refused(why));
            lesson.before = Some(Box::new(before));
            next_phase.set(TurnPhase::Place);
        }
        Ok(mut words) => {
            if let Some((reply, told)) = task.reply {
                let replied = reply
                    .to_move(&catalog.0)
                    .and_then(|mv| play_scripted(&mut active, mv));
                match replied {
                    Ok(()) => {
                        words = tr!(
                            t,
                            "tutorial-accepted-and-reply",
                            words = words,
                            reply = tr!(t, told)
                        );
                    }
                    Err(e) => error!("how to play: Bo's move is refused: {e}"),
                }
            }
            lesson.said = Some(Said::Accepted(words));
            match lesson.current().tasks.get(lesson.task + 1) {
                Some(next) => {
                    if let Err(e) = hand(&mut active, next) {
                        return error!("how to play: {e}");
                    }
                    lesson.task += 1;
                    lesson.before = Some(Box::new(active.clone()));
                    next_phase.set(TurnPhase::Place);
                }
                None => {
                    lesson.done = true;
                    lesson.before = None;
                }
            }
        }
    }
}

/// The step's result: each scoring of the learner's last move shown in turn
/// (its tiles marked, its figures leaving), then the map as it stands.
pub(super) fn show_result(
    time: Res<Time>,
    mut inputs: MessageReader<TurnInput>,
    mut display: ResMut<ScoreDisplay>,
    active: Shown,
    phase: Res<State<TurnPhase>>,
) {
    let skip = inputs.read().any(|i| *i == TurnInput::ContinueScoring);
    if *phase.get() != TurnPhase::Score {
        return;
    }
    let steps = active.last_report.as_ref().map_or(0, score_steps);
    display.timer += time.delta_secs();
    if skip {
        display.showing = steps;
    } else if display.timer >= display.seconds_per_event && display.showing < steps {
        display.timer = 0.0;
        display.showing += 1;
    }
}

/// Traces the feature the learner's figure is about to claim, and when the
/// step is done the feature their figure stands on (the farmer's field).
pub(super) fn point_out(
    lesson: Res<Lesson>,
    active: Shown,
    phase: Res<State<TurnPhase>>,
    mut pointed: ResMut<PointedOut>,
) {
    let want = match *phase.get() {
        TurnPhase::Claim => chosen_segment(&active),
        TurnPhase::Score if lesson.done => {
            // The figure just placed, else a farmer that stays.
            let game = active.game();
            let last = game.tiles().len().saturating_sub(1);
            let mine = |f: &&crate::rules::Figure| f.player as usize == YOU;
            let farmer = |f: &&crate::rules::Figure| {
                let t = game.tile_type(game.tiles()[f.tile as usize].tile);
                t.segments[f.segment as usize].kind == crate::rules::FeatureKind::Field
            };
            let figures = game.figures().iter();
            figures
                .clone()
                .filter(mine)
                .find(|f| f.tile as usize == last)
                .or_else(|| figures.filter(mine).find(farmer))
                .map(|f| (f.tile as usize, f.segment as usize))
        }
        _ => None,
    };
    if pointed.0 != want {
        pointed.0 = want;
    }
}

/// What the demonstration's panel says, as plain data.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonView {
    /// "Step 2 of 5: A city worth 8".
    pub title: String,
    pub sentence: String,
    /// What to do now, until the step is done.
    pub todo: Option<String>,
    pub said: Option<Said>,
    /// The rules' refusal of the learner's last input.
    pub refused_by_rules: Option<String>,
    /// The scorings of the step's last move, once done ("Completed city, 3
    /// tiles, 1 coat of arms: +8 to You").
    pub result: Vec<String>,
    /// The feature pointed out, traced in words.
    pub traced: Option<String>,
    pub last_step: bool,
}

pub fn lesson_view(
    t: &Localizer,
    lesson: &Lesson,
    active: &ActiveGame,
    pointed: &PointedOut,
) -> LessonView {
    let step = lesson.current();
    let names: Vec<&str> = active.seats().iter().map(|s| s.name.as_str()).collect();
    let game = active.traced();
    let result = match (&active.last_report, lesson.done) {
        (Some(report), true) => active.game().events()[report.events.clone()]
            .iter()
            .map(|e| capitalised(&event_words(t, e, active.game(), &names)))
            .collect(),
        _ => Vec::new(),
    };
    // The figure chosen for the tile being laid counts among the holders.
    let chosen = (pointed.0.is_some() && chosen_segment(active) == pointed.0)
        .then(|| active.figure.and_then(|a| a.placed()))
        .flatten()
        .map(|(kind, _)| (game.current_player(), kind));
    let traced = pointed
        .0
        .filter(|(t, _)| *t < game.tiles().len())
        .map(|(tile, l)| {
            let value = game.feature_value(game.feature_of(tile, l));
            trace_words(t, &value, &names, chosen, true)
        });
    LessonView {
        title: tr!(
            t,
            "tutorial-step-title",
            number = lesson.step + 1,
            count = STEPS.len(),
            title = tr!(t, step.title)
        ),
        sentence: tr!(t, step.sentence),
        todo: lesson.task().map(|task| tr!(t, task.todo)),
        said: lesson.said.clone(),
        refused_by_rules: active.error.as_ref().map(|e| refusal_text(t, e)),
        result,
        traced,
        last_step: lesson.step + 1 == STEPS.len(),
    }
}

/// The cells marked on the map for the tile in hand: where it should go,
/// and where to try it first (refused).
pub fn marked_cells(lesson: &Lesson, active: &ActiveGame) -> (Vec<Pos>, Option<Pos>) {
    match lesson.task() {
        Some(task) => (
            (task.cells)(active.game()),
            task.try_first.map(|(x, y)| Pos::new(x, y)),
        ),
        None => (Vec::new(), None),
    }
}
