//! A seat at the table: who plays it (a person here, the computer at a
//! level, someone at another computer), with the player's name and colour.

use super::level::Level;
use crate::art::PlayerColour;
use crate::rules::Game;
use crate::rules::record::GameRecord;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatKind {
    /// A person at this computer (mouse and keys act for them).
    Here,
    /// The computer, at this level, thinking on this computer.
    Computer(Level),
    /// A person or program at another computer, acting through the network.
    Remote,
}

/// A player at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    pub name: String,
    pub colour: PlayerColour,
    pub kind: SeatKind,
}

impl Seat {
    /// A person's seat at this computer.
    pub fn person(name: impl Into<String>, colour: PlayerColour) -> Seat {
        Seat {
            name: name.into(),
            colour,
            kind: SeatKind::Here,
        }
    }

    /// A computer's seat.
    pub fn computer(name: impl Into<String>, colour: PlayerColour, level: Level) -> Seat {
        Seat {
            name: name.into(),
            colour,
            kind: SeatKind::Computer(level),
        }
    }

    /// The computer's level, if the computer plays this seat.
    pub fn level(&self) -> Option<Level> {
        match self.kind {
            SeatKind::Computer(level) => Some(level),
            SeatKind::Here | SeatKind::Remote => None,
        }
    }

    /// A person at this computer plays this seat.
    pub fn is_here(&self) -> bool {
        self.kind == SeatKind::Here
    }

    /// The seats a record names, as [`Table::record`] writes them: each
    /// player's name, colour (else the usual order) and computer level (a
    /// seat without one is a person's, `Here`).
    pub fn of_record(record: &GameRecord) -> Vec<Seat> {
        let nth = |list: &Option<Vec<String>>, i: usize| -> Option<String> {
            list.as_ref().and_then(|l| l.get(i)).cloned()
        };
        record
            .players
            .iter()
            .enumerate()
            .map(|(i, name)| Seat {
                name: name.clone(),
                colour: nth(&record.colours, i)
                    .and_then(|c| PlayerColour::from_name(&c))
                    .unwrap_or(PlayerColour::ALL[i % PlayerColour::ALL.len()]),
                kind: nth(&record.computers, i)
                    .and_then(|l| Level::parse(&l))
                    .map_or(SeatKind::Here, SeatKind::Computer),
            })
            .collect()
    }
}

/// The score chart of `game` played at `seats`, as a PNG: each player's
/// line in their colour, named in its legend.
pub fn score_chart_png(game: &Game, seats: &[Seat]) -> Vec<u8> {
    let players: Vec<(&str, PlayerColour)> =
        seats.iter().map(|s| (s.name.as_str(), s.colour)).collect();
    crate::art::score_chart_png(game, &players)
}
