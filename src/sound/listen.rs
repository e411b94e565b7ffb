//! Which moments of the table sound. The window describes the table on the
//! map at each frame ([`TableMoment`]); the [`Listener`] answers with the
//! cues of what changed since the frame before: a tile put down (tried on
//! the map, or played at once by a computer or the demonstration), a figure
//! put on it, each scoring as the table shows it, what The Princess & the
//! Dragon did as its banner shows it (the dragon eating, a volcano), and
//! "your turn" when a person at this computer is to move after another
//! seat. Plain Rust, so a whole game's sounds are tested without a window.

use super::cue::Cue;
use crate::rules::Happening;
use crate::rules::{FigureAction, Move, Placement, ScoreEvent};

/// The table on the map at one frame, as far as its sounds go.
#[derive(Clone, Copy, Debug)]
pub struct TableMoment<'a> {
    /// Tells this table from any other (a new game, a load, the
    /// demonstration): a table newly shown has nothing "just laid".
    pub game: u64,
    /// The moves of the turns the table accepted since the moment before
    /// (confirmed here, a computer's, the network host's).
    pub confirmed: &'a [Move],
    /// The tile tried on the map, before the turn is confirmed.
    pub tentative: Option<Placement>,
    /// The figure action chosen for it.
    pub figure: Option<FigureAction>,
    /// The seat whose turn is beginning (the tile is in hand, not yet
    /// tried), and whether a person at this computer plays it.
    pub turn: Option<(usize, bool)>,
    /// The scoring shown: which showing it is (each turn's scoring and the
    /// end's are shown apart, each counted anew), its step (from 0) and
    /// that step's scoring, if the step is one (the goods taken or a
    /// builder's turn are not).
    pub scoring: Option<(u64, usize, Option<&'a ScoreEvent>)>,
    /// The happening a banner tells now (The Princess & the Dragon), with
    /// its number: each is told once, numbered anew.
    pub told: Option<(u64, &'a Happening)>,
}

/// What the table showed at the last frame heard.
#[derive(Clone, Debug, Default)]
pub struct Listener {
    game: Option<u64>,
    tentative: Option<Placement>,
    figure: Option<FigureAction>,
    /// Turns confirmed since the table was first heard.
    turns: usize,
    /// Turns confirmed and the seat to move, at the last turn begun.
    turn: Option<(usize, usize)>,
    /// The showing and the step, at the last scoring heard.
    scoring: Option<(u64, usize)>,
    /// The number of the last happening heard.
    told: Option<u64>,
}

impl Listener {
    /// The cues of what changed since the last moment heard, in order.
    pub fn hear(&mut self, now: &TableMoment) -> Vec<Cue> {
        // A table newly shown: what it holds was there before.
        let mut confirmed = now.confirmed;
        if self.game != Some(now.game) {
            *self = Listener {
                game: Some(now.game),
                tentative: now.tentative,
                figure: now.figure,
                told: now.told.map(|(n, _)| n),
                ..Listener::default()
            };
            confirmed = &[];
        }
        self.turns += confirmed.len();
        let mut cues = Vec::new();
        if let Some((seat, here)) = now.turn {
            let turn = (self.turns, seat);
            if self.turn != Some(turn) {
                let before = self.turn.map(|(_, s)| s);
                self.turn = Some(turn);
                if here && before != Some(seat) {
                    cues.push(Cue::YourTurn);
                }
            }
        }
        if now.tentative.is_some() && now.tentative != self.tentative {
            cues.push(Cue::TileLaid);
        }
        if now.figure.and_then(FigureAction::placed).is_some() && now.figure != self.figure {
            cues.push(Cue::FigurePlaced);
        }
        // A tile that came onto the map without being tried there first.
        for mv in confirmed.iter().filter(|_| self.tentative.is_none()) {
            cues.push(Cue::TileLaid);
            if let Move::Place {
                action: Some(action),
                ..
            } = mv
                && action.placed().is_some()
            {
                cues.push(Cue::FigurePlaced);
            }
        }
        if let Some((showing, step, event)) = now.scoring {
            let key = (showing, step);
            if self.scoring != Some(key) {
                self.scoring = Some(key);
                cues.extend(event.map(Cue::for_score));
            }
        }
        if let Some((number, happening)) = now.told
            && self.told != Some(number)
        {
            self.told = Some(number);
            cues.extend(Cue::for_happening(happening));
        }
        self.tentative = now.tentative;
        self.figure = now.figure;
        cues
    }
}
