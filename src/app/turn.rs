//! The game in the ECS: the `ActiveGame` resource wrapping the rules state, the
//! screens and turn phases, and the one system per phase that validates the
//! players' messages through the rules. No rendering here, so it runs headless.

use crate::rules::record::GameRecord;
use crate::rules::{
    FigureAction, Game, Move, Placement, Pos, Rotation, RuleError, RuleSet, TileCatalog,
    TileTypeId, TurnReport,
};
pub use crate::table::{Seat, SeatKind};
use crate::table::{SeatView, Table};
use bevy::prelude::*;
use std::sync::Arc;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .add_sub_state::<TurnPhase>()
        .add_message::<StartGame>()
        .add_message::<TurnInput>()
        .init_resource::<ScoreDisplay>()
        .configure_sets(
            Update,
            (GameSet::Input, GameSet::Turn, GameSet::Sync).chain(),
        )
        .add_systems(Update, start_game.in_set(GameSet::Turn))
        .add_systems(OnEnter(TurnPhase::Score), begin_scoring)
        .add_systems(OnEnter(Screen::NewGame), leave_game)
        .add_systems(
            Update,
            (
                // The demonstration lays out its own tiles and shows its own
                // result: drawing and moving on are the game's alone.
                draw_tile.run_if(
                    in_state(TurnPhase::Draw)
                        .and_then(in_state(Screen::Playing))
                        .and_then(the_table_draws_here),
                ),
                handle_turn_input
                    .run_if(in_state(TurnPhase::Place).or_else(in_state(TurnPhase::Claim))),
                show_scoring.run_if(in_state(TurnPhase::Score).and_then(in_state(Screen::Playing))),
                undo_last_turn.run_if(in_state(Screen::Playing).and_then(the_table_draws_here)),
            )
                .chain()
                .in_set(GameSet::Turn)
                // A game loaded or started this frame is inserted by a command.
                .run_if(a_table_is_shown),
        );
}

/// The order of the game's systems in a frame: what the players do (mouse,
/// keyboard, computer seats) becomes messages, the turn systems apply them
/// through the rules, then the map and screens show the result.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameSet {
    Input,
    Turn,
    Sync,
}

/// The screens of the game.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    NewGame,
    Playing,
    Final,
    /// How to play: an unscored demonstration on the real map, apart from
    /// any game (see `tutorial`).
    Tutorial,
}

/// The phases of one turn, while playing (or laying a demonstration's tile).
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Playing | Screen::Tutorial)]
pub enum TurnPhase {
    /// Draw the next tile; a tile that fits nowhere is set aside.
    #[default]
    Draw,
    /// Choose where the drawn tile goes.
    Place,
    /// The tile lies tentatively: choose a figure (or none), move or turn the
    /// tile again, then confirm.
    Claim,
    /// The turn's completed features are shown one after another.
    Score,
}

/// The tile definitions the game uses.
#[derive(Resource, Clone)]
pub struct Catalog(pub Arc<TileCatalog>);

/// How much help the table agreed the game gives, saved with the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum HelperLevel {
    /// Legal cells, tracing with values, previews and every map helper.
    #[default]
    All,
    /// Legal cells and tracing, but no values, previews or suggestions.
    RulesOnly,
    /// No legal-cell markers, values or map helpers; illegal moves are still
    /// refused with the reason.
    Purist,
}

impl HelperLevel {
    pub const ALL: [HelperLevel; 3] = [
        HelperLevel::All,
        HelperLevel::RulesOnly,
        HelperLevel::Purist,
    ];

    /// The name saved in game records and settings.
    pub const fn name(self) -> &'static str {
        match self {
            HelperLevel::All => "all",
            HelperLevel::RulesOnly => "rules-only",
            HelperLevel::Purist => "purist",
        }
    }

    pub fn from_name(name: &str) -> Option<HelperLevel> {
        HelperLevel::ALL.into_iter().find(|h| h.name() == name)
    }

    /// Cells where the tile fits are marked.
    pub const fn shows_legal_cells(self) -> bool {
        !matches!(self, HelperLevel::Purist)
    }

    /// The map helpers (tiles left, open features, dead cells) are offered
    /// at all: not at a purist table.
    pub const fn shows_map_helpers(self) -> bool {
        !matches!(self, HelperLevel::Purist)
    }

    /// Values, previews, suggestions and the map helpers are shown.
    pub const fn shows_values(self) -> bool {
        matches!(self, HelperLevel::All)
    }
}

/// Everything needed to start a game.
#[derive(Clone, Debug, Default)]
pub struct GameSetup {
    /// In turn order; the first seat starts.
    pub seats: Vec<Seat>,
    pub rules: RuleSet,
    pub seed: u64,
    pub helpers: HelperLevel,
    /// The computers' own random source, never the pile's.
    pub computer_seed: u64,
    /// Coach each player's first turn (see `coach`).
    pub coach: bool,
}

/// Start a new game (from the new-game screen, a rematch or a test).
#[derive(Message, Clone, Debug)]
pub struct StartGame(pub GameSetup);

/// What a player does during a turn, whether by mouse, keyboard or a test.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnInput {
    /// Put the drawn tile here (tentatively), or move it here.
    PlaceTile(Placement),
    /// Turn the tile: the tentatively placed one, or else the one in hand,
    /// to its next orientation that fits at the given cell (a quarter turn
    /// when none is given or none fits there).
    Rotate(Option<Pos>),
    /// Choose the figure action (`None`: no figure).
    ChooseFigure(Option<FigureAction>),
    /// Confirm the turn with the chosen figure action.
    Confirm,
    /// Step back within the turn: take the figure back, then pick the tile up.
    StepBack,
    /// Skip the rest of the scoring display.
    ContinueScoring,
    /// Undo the last confirmed turn.
    UndoLastTurn,
}

/// Something the table is told, as data: turned into words only on screen
/// (see `words::notice_words`), so a language can be chosen there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A drawn tile fits nowhere: it is set aside and the seat draws again.
    SetAside { tile: TileTypeId, seat: usize },
    /// A builder gives the seat a second turn.
    PlaysAgain { seat: usize },
    /// The last turn was taken back: the seat plays it again, same tile.
    TurnUndone { seat: usize },
    /// The game was resumed from its save.
    Resumed,
}

/// Why something a player tried was refused, as data (worded on screen by
/// `words::refusal_text`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The rules refuse the tile or figure, and say why.
    Rules(RuleError),
    /// The table refused the confirmed move.
    Confirm(RuleError),
    /// That figure may not go there this turn (no rule names one reason).
    FigureNotHere,
    /// No confirmed turn is left to take back.
    NothingToUndo,
    /// A past position of the game cannot be shown.
    Review(RuleError),
}

/// The game being played in this window: the authoritative table (the one
/// holder of the pile's order), the view of it this window shows, and the
/// window's own local turn (the tile tried, its rotation, the figure chosen)
/// until the turn is confirmed to the table.
///
/// Each table is an entity: the players' game ([`PlayersGame`]) and, while
/// it runs, the demonstration's own table. The one on the map carries
/// [`OnTheMap`]; screens and map systems read it through [`Shown`].
#[derive(Component, Clone, Debug)]
pub struct ActiveGame {
    pub table: Table,
    /// What the window shows: the table's view, refreshed after each change.
    view: SeatView,
    /// How the player holds it (R turns it); it shows turned so wherever it
    /// fits that way, else in the next orientation that fits.
    pub hand_rotation: Rotation,
    /// Where it lies tentatively.
    pub tentative: Option<Placement>,
    /// The figure action chosen for it.
    pub figure: Option<FigureAction>,
    /// The game with the tentative tile laid and nothing scored: what the map
    /// traces while the player decides.
    pub preview: Option<Game>,
    /// The last confirmed turn's report (its scorings are shown in `Score`).
    pub last_report: Option<TurnReport>,
    /// What the table is told ("tile X fits nowhere: set aside").
    pub notices: Vec<Notice>,
    /// Tiles set aside (fitting nowhere) since the last confirmed turn, shown
    /// to the table.
    pub set_aside: Vec<TileTypeId>,
    /// Why a player's last input was refused, shown until the next action.
    pub error: Option<Refusal>,
    /// Stepping through a finished game: the move shown and the game after it.
    pub review: Option<(usize, SeatView)>,
    /// The help the table agreed on.
    pub helpers: HelperLevel,
    /// The computers' own random source, never the pile's.
    pub computer_seed: u64,
    /// Tells this game from any other started or loaded in this run.
    pub id: u64,
}

/// Marks the table the map and screens show: the players' game, or the
/// demonstration's table while it runs (the game waits untouched).
#[derive(Component, Clone, Copy, Debug)]
pub struct OnTheMap;

/// Marks the players' game: the table that is saved, that computer seats
/// play, and that comes back on the map when the demonstration ends.
#[derive(Component, Clone, Copy, Debug)]
pub struct PlayersGame;

/// Marks a table that follows a host over the network (see `app::net`):
/// the host draws its tiles and keeps its turns, so the window neither
/// draws for it nor takes a turn back on it.
#[derive(Component, Clone, Copy, Debug)]
pub struct FollowsNetwork;

/// Run condition: the table on the map draws its own tiles (it does not
/// follow a host).
fn the_table_draws_here(tables: Query<(), (With<OnTheMap>, With<FollowsNetwork>)>) -> bool {
    tables.is_empty()
}

/// The table on the map, for systems that show it (skipped when none is).
pub type Shown<'w, 's> = Single<'w, 's, Ref<'static, ActiveGame>, With<OnTheMap>>;
/// The table on the map, for the systems that play a turn on it.
pub type ShownMut<'w, 's> = Single<'w, 's, &'static mut ActiveGame, With<OnTheMap>>;

/// Run condition: a table is on the map.
pub fn a_table_is_shown(tables: Query<(), (With<ActiveGame>, With<OnTheMap>)>) -> bool {
    !tables.is_empty()
}

/// Makes `game` the players' game, on the map, in place of any earlier one.
pub fn play_game(commands: &mut Commands, game: ActiveGame) {
    commands.queue(|world: &mut World| {
        forget_players_game(world);
        world.spawn((game, PlayersGame, OnTheMap));
    });
}

/// Removes the players' game (it is saved as it goes).
fn forget_players_game(world: &mut World) {
    let games: Vec<Entity> = world
        .query_filtered::<Entity, With<PlayersGame>>()
        .iter(world)
        .collect();
    for game in games {
        world.despawn(game);
    }
}

/// The table on the map, for tests and tools that hold the `World`.
pub fn shown_game(world: &World) -> Option<&ActiveGame> {
    let mut tables = world.try_query_filtered::<&ActiveGame, With<OnTheMap>>()?;
    tables.single(world).ok()
}

/// The table on the map, to change it from tests and tools.
pub fn shown_game_mut(world: &mut World) -> Option<Mut<'_, ActiveGame>> {
    let mut tables = world.query_filtered::<&mut ActiveGame, With<OnTheMap>>();
    tables.iter_mut(world).next()
}

/// A fresh id for each game started or loaded in this run.
pub fn next_game_id() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl ActiveGame {
    pub fn new(catalog: Arc<TileCatalog>, setup: &GameSetup) -> Result<ActiveGame, RuleError> {
        let table = Table::new(catalog, setup.seats.clone(), setup.rules, setup.seed)?;
        Ok(ActiveGame::at(table, setup.helpers, setup.computer_seed))
    }

    /// This window's game at `table`, nothing tried yet.
    pub fn at(table: Table, helpers: HelperLevel, computer_seed: u64) -> ActiveGame {
        ActiveGame {
            view: table.view(None),
            table,
            hand_rotation: Rotation::default(),
            tentative: None,
            figure: None,
            preview: None,
            last_report: None,
            notices: Vec::new(),
            set_aside: Vec::new(),
            error: None,
            review: None,
            helpers,
            computer_seed,
            id: next_game_id(),
        }
    }

    /// The game as the table shows it to this window: map, figures, scores,
    /// supplies, the tile drawn and the unseen tiles' counts (never their order).
    pub fn game(&self) -> &Game {
        self.view.game()
    }

    /// The table's view this window shows.
    pub fn view(&self) -> &SeatView {
        &self.view
    }

    pub fn seats(&self) -> &[Seat] {
        self.table.seats()
    }

    /// Every move so far, for the game record.
    pub fn moves(&self) -> &[Move] {
        self.table.moves()
    }

    /// The tile the player to move holds.
    pub fn drawn(&self) -> Option<TileTypeId> {
        self.table.hand()
    }

    /// Shows the table as it is now (after the table changed).
    pub fn refresh(&mut self) {
        self.view = self.table.view(None);
    }

    /// The game the map shows: the reviewed step of a finished game, or the game.
    pub fn shown(&self) -> &Game {
        self.review.as_ref().map_or(self.game(), |(_, v)| v.game())
    }

    /// Shows the game as it stood after its first `step` moves.
    pub fn review_step(&mut self, step: usize) -> Result<(), RuleError> {
        let step = step.min(self.moves().len());
        self.review = Some((step, self.table.view_after(step)?));
        Ok(())
    }

    /// The game so far as a record (with names and colours as extras).
    pub fn record(&self) -> GameRecord {
        self.table.record(Some(self.helpers.name().to_string()))
    }

    /// The game as tracing shows it: with the tentative tile laid while the
    /// player decides, else the shown game.
    pub fn traced(&self) -> &Game {
        self.preview.as_ref().unwrap_or_else(|| self.shown())
    }

    /// Lays the drawn tile tentatively (or picks it up with `None`); the
    /// chosen figure goes back to supply.
    /// After the table took a turn (here or from the network host): the
    /// view refreshed, "plays again" told, the report kept for the scoring,
    /// nothing tentative any more.
    pub(crate) fn took_turn(&mut self, report: TurnReport) {
        self.refresh();
        self.set_aside.clear();
        if report.extra_turn {
            let seat = self.table.to_move();
            self.notices.push(Notice::PlaysAgain { seat });
        }
        self.last_report = Some(report);
        self.lay_tentatively(None);
    }

    pub(crate) fn lay_tentatively(&mut self, placement: Option<Placement>) {
        self.tentative = placement;
        self.figure = None;
        self.preview = match (self.drawn(), placement) {
            (Some(tile), Some(p)) => self.game().with_tile_placed(tile, p).ok(),
            _ => None,
        };
    }

    /// An empty cell touching the map: where a tile may be tried.
    pub fn beside_map(&self, cell: Pos) -> bool {
        self.game().tile_at(cell).is_none()
            && crate::rules::Side::ALL
                .into_iter()
                .any(|s| self.game().tile_at(cell.step(s)).is_some())
    }

    /// Where the tile in hand shows over `cell`: turned as held if it fits
    /// so, else the next orientation that fits; `None` if it fits there in
    /// none (or nothing is in hand). At a purist table the tile does not
    /// look for a fit: it shows as held, and the rules judge it when laid.
    pub fn hand_placement(&self, cell: Pos) -> Option<Placement> {
        let tile = self.drawn()?;
        if !self.helpers.shows_legal_cells() {
            return Some(Placement {
                pos: cell,
                rotation: self.hand_rotation,
            });
        }
        let rotation = self
            .game()
            .fitting_rotation(tile, cell, self.hand_rotation)?;
        Some(Placement {
            pos: cell,
            rotation,
        })
    }
}

/// How long each completed feature is shown in the `Score` phase.
#[derive(Resource, Debug)]
pub struct ScoreDisplay {
    pub seconds_per_event: f32,
    /// Index into the report's events being shown.
    pub showing: usize,
    pub timer: f32,
}

impl Default for ScoreDisplay {
    fn default() -> Self {
        ScoreDisplay {
            seconds_per_event: 1.4,
            showing: 0,
            timer: 0.0,
        }
    }
}

fn start_game(
    mut commands: Commands,
    mut starts: MessageReader<StartGame>,
    catalog: Res<Catalog>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let Some(StartGame(setup)) = starts.read().last() else {
        return;
    };
    match ActiveGame::new(catalog.0.clone(), setup) {
        Ok(active) => {
            play_game(&mut commands, active);
            next_screen.set(Screen::Playing);
        }
        Err(e) => error!("cannot start the game: {e}"),
    }
}

/// Draws the next tile; sets aside tiles that fit nowhere (the rules draw
/// again for the same player); ends the game when the pile is empty.
fn draw_tile(
    mut active: ShownMut,
    mut next_phase: ResMut<NextState<TurnPhase>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let active = &mut *active;
    let draw = active.table.draw();
    active.refresh();
    let seat = active.table.to_move();
    for tile in draw.set_aside {
        active.set_aside.push(tile);
        active.notices.push(Notice::SetAside { tile, seat });
    }
    active.lay_tentatively(None);
    if draw.hand.is_some() {
        next_phase.set(TurnPhase::Place);
        return;
    }
    // The last tile was set aside: the end-of-game scoring still shows one
    // feature at a time.
    match draw.finished.filter(|f| !f.events.is_empty()) {
        None => next_screen.set(Screen::Final),
        Some(report) => {
            active.last_report = Some(report);
            next_phase.set(TurnPhase::Score);
        }
    }
}

pub(super) fn handle_turn_input(
    mut inputs: MessageReader<TurnInput>,
    mut active: ShownMut,
    phase: Res<State<TurnPhase>>,
    mut next_phase: ResMut<NextState<TurnPhase>>,
) {
    let initial = *phase.get();
    let mut phase = initial;
    for input in inputs.read() {
        let Some(tile) = active.drawn() else {
            return;
        };
        // The window acts for the seats played here (a person or a computer
        // thinking here); another computer's seat acts through the network.
        let seat = active.table.to_move();
        if active.seats()[seat].kind == SeatKind::Remote {
            return;
        }
        // Claim inputs need the tile laid down; without it they do nothing.
        let laid = active.tentative;
        let result: Result<(), Refusal> = match (*input, phase, laid) {
            (TurnInput::PlaceTile(p), _, _) => match active.game().check_placement(tile, p) {
                Ok(()) => {
                    active.lay_tentatively(Some(p));
                    active.hand_rotation = p.rotation;
                    phase = TurnPhase::Claim;
                    Ok(())
                }
                Err(e) => Err(Refusal::Rules(e)),
            },
            (TurnInput::Rotate(_), TurnPhase::Claim, Some(current)) => {
                if let Some(rotation) =
                    active
                        .game()
                        .next_legal_rotation(tile, current.pos, current.rotation)
                    && rotation != current.rotation
                {
                    active.lay_tentatively(Some(Placement {
                        rotation,
                        ..current
                    }));
                    active.hand_rotation = rotation;
                }
                Ok(())
            }
            (TurnInput::Rotate(at), TurnPhase::Place, _) => {
                let from = active.hand_rotation;
                // A purist's tile turns a quarter at a time, fit or not.
                let at = at.filter(|_| active.helpers.shows_legal_cells());
                active.hand_rotation = at
                    .and_then(|cell| {
                        let shown = active.game().fitting_rotation(tile, cell, from)?;
                        active.game().next_legal_rotation(tile, cell, shown)
                    })
                    .unwrap_or(from.next());
                Ok(())
            }
            (TurnInput::ChooseFigure(action), TurnPhase::Claim, Some(placement)) => match action {
                Some(a) if !active.game().figure_options(tile, placement).contains(&a) => {
                    // The rules' reason where they give one ("the connected
                    // road already holds a figure").
                    let why = a.placed().and_then(|(kind, spot)| {
                        active
                            .game()
                            .check_figure(tile, placement, kind, spot)
                            .err()
                    });
                    Err(why.map_or(Refusal::FigureNotHere, Refusal::Rules))
                }
                _ => {
                    active.figure = action;
                    Ok(())
                }
            },
            (TurnInput::Confirm, TurnPhase::Claim, Some(placement)) => {
                let input = crate::table::TurnInput::Place {
                    placement,
                    action: active.figure,
                };
                match active.table.apply(seat, input) {
                    Ok(report) => {
                        active.took_turn(report);
                        phase = TurnPhase::Score;
                        Ok(())
                    }
                    Err(e) => Err(Refusal::Confirm(e)),
                }
            }
            (TurnInput::StepBack, TurnPhase::Claim, _) => {
                if active.figure.take().is_none() {
                    active.lay_tentatively(None);
                    phase = TurnPhase::Place;
                }
                Ok(())
            }
            _ => Ok(()),
        };
        active.error = result.err();
        if phase == TurnPhase::Score {
            break;
        }
    }
    if phase != initial {
        next_phase.set(phase);
    }
}

/// The steps the `Score` phase shows for a turn: each scoring, then the
/// goods taken, then a builder's second turn.
pub fn score_steps(report: &TurnReport) -> usize {
    report.events.len()
        + usize::from(report.goods.iter().any(|&g| g > 0))
        + usize::from(report.extra_turn)
}

/// Leaving a game for the new-game screen forgets it (it is saved).
fn leave_game(mut commands: Commands) {
    commands.queue(forget_players_game);
}

fn begin_scoring(mut display: ResMut<ScoreDisplay>) {
    display.showing = 0;
    display.timer = 0.0;
}

/// Shows each completed feature in turn, then moves on to the next draw.
fn show_scoring(
    time: Res<Time>,
    mut inputs: MessageReader<TurnInput>,
    mut display: ResMut<ScoreDisplay>,
    active: Shown,
    mut next_phase: ResMut<NextState<TurnPhase>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let skip = inputs.read().any(|i| *i == TurnInput::ContinueScoring);
    let turn_events = active.last_report.as_ref().map_or(0, score_steps);
    display.timer += time.delta_secs();
    if display.timer >= display.seconds_per_event {
        display.timer = 0.0;
        display.showing += 1;
    }
    if skip || display.showing >= turn_events {
        if active.game().is_finished() {
            next_screen.set(Screen::Final);
        } else {
            next_phase.set(TurnPhase::Draw);
        }
    }
}

/// Restores the state before the last confirmed placement.
fn undo_last_turn(
    mut inputs: MessageReader<TurnInput>,
    active: Option<ShownMut>,
    mut next_phase: ResMut<NextState<TurnPhase>>,
) {
    if !inputs.read().any(|i| *i == TurnInput::UndoLastTurn) {
        return;
    }
    let Some(mut active) = active else {
        return;
    };
    // Back to the last person's turn: the computers' turns since are undone too.
    let Ok(seat) = active.table.undo_last_turn() else {
        active.error = Some(Refusal::NothingToUndo);
        return;
    };
    active.refresh();
    active.lay_tentatively(None);
    active.last_report = None;
    active.error = None;
    active.notices.push(Notice::TurnUndone { seat });
    next_phase.set(TurnPhase::Draw);
}
