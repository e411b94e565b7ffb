//! The game being played in this window (`ActiveGame`): the table, the view of it this window shows and the window's own local turn; which table is on the map.

use crate::app::turn::local::{LocalTurn, Tentative};
use crate::app::turn::messages::Notice;
use crate::app::turn::messages::{Refusal, TurnConfirmed, TurnOrigin};
use crate::app::turn::phases::TurnPhase;
use crate::app::turn::setup::GameSetup;
use crate::app::turn::setup::HelperLevel;
use crate::rules::record::GameRecord;
use crate::rules::{
    FigureAction, Game, Move, Placement, Pos, Rotation, RuleError, TileCatalog, TileTypeId,
    TurnReport,
};
use crate::table::Seat;
use crate::table::{ConfirmedTurn, Draw, FollowError, Followed, Played, SeatView, Table, Told};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use std::sync::Arc;

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
    /// Private: every change goes through a method that keeps `view` fresh.
    table: Table,
    /// What the window shows: the table's view, refreshed after each change.
    view: SeatView,
    /// How the player holds the tile in hand (R turns it); it shows turned
    /// so wherever it fits that way, else in the next orientation that
    /// fits. With [`ActiveGame::tentative`], the local turn (see
    /// [`LocalTurn`]).
    pub hand_rotation: Rotation,
    /// Where the tile in hand lies tentatively, with the figure chosen for
    /// it: the turn's Claim phase.
    pub tentative: Option<Tentative>,
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
    /// The turns the table accepted, not yet announced as [`TurnConfirmed`].
    unannounced: Unannounced,
    /// What the seats played here confirmed to the table (placements and
    /// dragon steps), not yet sent to a network host.
    confirmed_here: Vec<(usize, ConfirmedTurn)>,
}

/// The turns a table accepted since they were last announced. A copy of a
/// table (a demonstration's saved position) announces none: they were the
/// original's.
#[derive(Debug, Default)]
struct Unannounced(Vec<TurnConfirmed>);

impl Clone for Unannounced {
    fn clone(&self) -> Unannounced {
        Unannounced::default()
    }
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
pub(super) fn the_table_draws_here(
    tables: Query<(), (With<OnTheMap>, With<FollowsNetwork>)>,
) -> bool {
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
pub(super) fn forget_players_game(world: &mut World) {
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
            preview: None,
            last_report: None,
            notices: Vec::new(),
            set_aside: Vec::new(),
            error: None,
            review: None,
            helpers,
            computer_seed,
            id: next_game_id(),
            unannounced: Unannounced::default(),
            confirmed_here: Vec::new(),
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

    /// The authoritative table, to read. It changes only through the
    /// methods below, which keep the view this window shows fresh.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The draw of the player to move (see [`Table::draw`]).
    pub fn draw(&mut self) -> Draw {
        let draw = self.table.draw();
        self.refresh();
        draw
    }

    /// One step toward the game as the network host told it (see
    /// [`Table::follow`]).
    pub fn follow(&mut self, told: Told<'_>) -> Result<Option<Followed>, FollowError> {
        let step = self.table.follow(told);
        // Waiting on the host changes nothing: no new view each frame.
        if matches!(step, Ok(Some(_))) {
            self.refresh();
        }
        if let Ok(Some(Followed::Placed { seat, .. })) = step {
            self.note_confirmed(seat, TurnOrigin::Host);
        }
        step
    }

    /// Puts `tile` in the hand of the player to move, as a script or the
    /// network host dealt it (see [`Table::deal`]).
    pub fn deal(&mut self, tile: TileTypeId) -> Result<(), RuleError> {
        let dealt = self.table.deal(tile);
        self.refresh();
        dealt
    }

    /// A confirmed input of `seat` (a placement, or a step of the dragon's
    /// flight), applied to the table (see [`Table::apply`]); nothing changes
    /// on a refusal.
    pub fn confirm_turn(&mut self, seat: usize, input: ConfirmedTurn) -> Result<Played, RuleError> {
        let mover = self.table.player_to_move();
        let played = self.table.apply(seat, input)?;
        self.confirmed_here.push((seat, input));
        if let Played::Turn(_) = played {
            // The mover's turn, announced as the mover's (the last step of
            // a flight may be another seat's).
            self.note_confirmed(mover, TurnOrigin::Here);
        } else {
            // The tile is on the map now, the dragon on it: nothing lies
            // tentatively any more.
            self.lay_tentatively(None);
        }
        self.refresh();
        Ok(played)
    }

    /// Whether inputs confirmed here wait to be sent.
    pub(crate) fn has_confirmed_here(&self) -> bool {
        !self.confirmed_here.is_empty()
    }

    /// The inputs confirmed here since the last call, by seat, to send to a
    /// network host.
    pub(crate) fn take_confirmed_here(&mut self) -> Vec<(usize, ConfirmedTurn)> {
        std::mem::take(&mut self.confirmed_here)
    }

    /// The dragon's flight being chosen, if one is: who steps next and
    /// where it may go.
    pub fn flight_step(&self) -> Option<(usize, Vec<Pos>)> {
        self.table
            .flight()
            .map(|_| (self.table.to_move(), self.table.flight_options()))
    }

    /// Notes the table's last move, just accepted, to be announced.
    fn note_confirmed(&mut self, seat: usize, origin: TurnOrigin) {
        let index = self.moves().len() - 1;
        let mv = self.moves()[index];
        self.unannounced.0.push(TurnConfirmed {
            game: self.id,
            seat,
            index,
            mv,
            origin,
        });
    }

    /// Whether the table accepted turns not yet announced.
    pub(crate) fn has_unannounced(&self) -> bool {
        !self.unannounced.0.is_empty()
    }

    /// The turns accepted since the last call, to announce (or, for a
    /// position set up by a script, to forget).
    pub(crate) fn take_unannounced(&mut self) -> Vec<TurnConfirmed> {
        std::mem::take(&mut self.unannounced.0)
    }

    /// Takes back turns to the last person's turn here (see
    /// [`Table::undo_last_turn`]); the seat whose turn it is again.
    pub fn undo_last_turn(&mut self) -> Result<usize, RuleError> {
        let seat = self.table.undo_last_turn();
        self.refresh();
        seat
    }

    /// The table replaced by `table` (a network replica rebuilt from the
    /// host's game).
    pub fn replace_table(&mut self, table: Table) {
        self.table = table;
        self.refresh();
    }

    /// Shows the table as it is now (after the table changed); during a
    /// dragon's flight, the map so far (the tile laid, the dragon where it
    /// flew, nothing scored yet, no tile in hand).
    fn refresh(&mut self) {
        self.view = match self.table.flight_so_far() {
            Some(game) => SeatView::new(&game, None, None, Some(self.table.moves())),
            None => self.table.view(None),
        };
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

    /// Lays the drawn tile tentatively (or picks it up with `None`); the
    /// chosen figure goes back to supply.
    pub(crate) fn lay_tentatively(&mut self, placement: Option<Placement>) {
        self.tentative = placement.map(|placement| Tentative {
            placement,
            figure: None,
        });
        self.refresh_preview();
    }

    /// The local turn: how the tile in hand is held and where it lies.
    pub fn local_turn(&self) -> LocalTurn {
        LocalTurn {
            rotation: self.hand_rotation,
            tentative: self.tentative,
        }
    }

    /// The local turn as `turn` has it; the preview follows the tile.
    pub(crate) fn set_local_turn(&mut self, turn: LocalTurn) {
        let moved = turn.tentative.map(|t| t.placement) != self.tentative_placement();
        self.hand_rotation = turn.rotation;
        self.tentative = turn.tentative;
        if moved {
            self.refresh_preview();
        }
    }

    /// The preview made anew: the game with the tentative tile laid.
    fn refresh_preview(&mut self) {
        self.preview = match (self.drawn(), self.tentative_placement()) {
            (Some(tile), Some(p)) => self.game().with_tile_placed(tile, p).ok(),
            _ => None,
        };
    }

    /// Where the tile in hand lies tentatively.
    pub fn tentative_placement(&self) -> Option<Placement> {
        self.tentative.map(|t| t.placement)
    }

    /// The figure chosen for the tile that lies tentatively.
    pub fn chosen_figure(&self) -> Option<FigureAction> {
        self.tentative.and_then(|t| t.figure)
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

/// How long each completed feature is shown in the `Score` phase, and each
/// happening's banner (The Princess & the Dragon's, see `news`).
#[derive(Resource, Debug)]
pub struct ScoreDisplay {
    pub seconds_per_event: f32,
    /// How long a happening's banner shows (half as long while others
    /// wait behind it).
    pub seconds_per_happening: f32,
    /// Index into the report's events being shown.
    pub showing: usize,
    pub timer: f32,
    /// Counts the times the `Score` phase began: tells one turn's scoring
    /// (or the end's) from the next.
    pub round: u64,
}

impl Default for ScoreDisplay {
    fn default() -> Self {
        ScoreDisplay {
            seconds_per_event: 1.4,
            seconds_per_happening: 2.2,
            showing: 0,
            timer: 0.0,
            round: 0,
        }
    }
}

/// The turn's phase (none outside a game) and the scoring step shown, for
/// the map's systems that draw what the turn shows.
#[derive(SystemParam)]
pub struct PhaseShown<'w> {
    pub phase: Option<Res<'w, State<TurnPhase>>>,
    pub display: Res<'w, ScoreDisplay>,
}

impl PhaseShown<'_> {
    /// Whether the turn is in phase `phase`.
    pub fn is(&self, phase: TurnPhase) -> bool {
        self.phase.as_ref().is_some_and(|p| *p.get() == phase)
    }

    /// Whether the phase changed since the system last ran.
    pub fn changed(&self) -> bool {
        self.phase.as_ref().is_some_and(|p| p.is_changed())
    }

    /// The scoring step shown, while the `Score` phase shows one.
    pub fn scoring_step(&self) -> Option<usize> {
        self.is(TurnPhase::Score).then_some(self.display.showing)
    }
}
