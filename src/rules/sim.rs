//! Random legal games: uniform over legal placements, then uniform over "no
//! figure" and each legal figure action. For tests, benchmarks and `simulate`.

use super::game::Game;
use super::moves::{FigureAction, Flight, Move, Placement};
use super::random::Rng;
use super::tiles::TileTypeId;

/// Reusable buffers so a random game allocates nothing per turn.
#[derive(Default)]
pub struct RandomPlayer {
    placements: Vec<Placement>,
    actions: Vec<FigureAction>,
}

impl RandomPlayer {
    pub fn new() -> RandomPlayer {
        RandomPlayer {
            placements: Vec::with_capacity(512),
            actions: Vec::with_capacity(32),
        }
    }

    /// A uniformly random legal move for the tile on top of the pile.
    pub fn choose(&mut self, game: &Game, rng: &mut Rng) -> Option<Move> {
        let tile = game.next_tile()?;
        game.legal_placements_into(tile, &mut self.placements);
        if self.placements.is_empty() {
            return Some(Move::Discard { tile });
        }
        Some(self.pick(game, tile, rng))
    }

    /// A random placement among `self.placements` (not empty), then a random
    /// figure action there or none, then after a dragon tile each step of
    /// the dragon's flight at random among those it may take.
    fn pick(&mut self, game: &Game, tile: TileTypeId, rng: &mut Rng) -> Move {
        let placement = self.placements[rng.below(self.placements.len())];
        game.figure_options_into(tile, placement, &mut self.actions);
        let k = rng.below(self.actions.len() + 1);
        let action = k.checked_sub(1).map(|i| self.actions[i]);
        let mut dragon = Flight::NONE;
        while game.flies_dragon(tile)
            && let Ok(steps) = game.flight_options(tile, placement, action, dragon.steps())
        {
            let Some(&step) = steps.get(rng.below(steps.len().max(1))) else {
                break;
            };
            dragon.push(step);
        }
        Move::Place {
            tile,
            placement,
            action,
            dragon,
        }
    }

    /// Plays `game` (already shuffled) to the end; each move goes to `on_move`.
    /// Tiles that fit nowhere are set aside by the draw step every table
    /// takes ([`Game::draw`]), and go to `on_move` too.
    pub fn play_out(&mut self, game: &mut Game, rng: &mut Rng, mut on_move: impl FnMut(&Move)) {
        loop {
            let drawn = game.draw_into(&mut self.placements);
            drawn.set_aside.iter().for_each(&mut on_move);
            let Some(tile) = drawn.tile else {
                return;
            };
            let mv = self.pick(game, tile, rng);
            game.apply(&mv).expect("a random player's move is legal");
            on_move(&mv);
        }
    }
}

/// A random game from `template` (a fresh game) with pile and choices from `seed`.
pub fn random_game(template: &Game, seed: u64, player: &mut RandomPlayer) -> (Game, Vec<Move>) {
    let mut game = template.clone();
    game.reserve_rest_of_game();
    game.shuffle(seed);
    let mut rng = Rng::new(seed ^ 0x5EED_C4A7_0000_0001);
    let mut moves = Vec::with_capacity(128);
    player.play_out(&mut game, &mut rng, |m| moves.push(*m));
    (game, moves)
}
