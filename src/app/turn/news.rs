//! What the table is told happened, one banner at a time: The Princess &
//! the Dragon's volcano, magic portal, princess, each step of the dragon's
//! flight that ate figures and the flight's end (see
//! `crate::table::HappeningWatch`), each for `ScoreDisplay`'s seconds per
//! happening. The banners and the sounds read what is shown now.

use crate::app::turn::active_game::{ScoreDisplay, Shown};
use crate::rules::Happening;
use crate::table::HappeningWatch;
use bevy::prelude::*;
use std::collections::VecDeque;

/// A happening told at the table, numbered in the order told (each is
/// heard once by its number).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct News {
    pub number: u64,
    pub happening: Happening,
}

/// The happenings of the table on the map: the one shown now and those
/// waiting their turn.
#[derive(Resource, Debug, Default)]
pub struct TableNews {
    watch: HappeningWatch,
    /// The table followed.
    table: Option<u64>,
    /// Still to show, oldest first; the first is showing.
    waiting: VecDeque<News>,
    /// How long the first has shown.
    shown_for: f32,
    told: u64,
}

impl TableNews {
    /// The happening a banner shows now.
    pub fn showing(&self) -> Option<&News> {
        self.waiting.front()
    }

    /// Tells `happening`: it shows once those before it have.
    fn tell(&mut self, happening: Happening) {
        self.told += 1;
        let told = News {
            number: self.told,
            happening,
        };
        self.waiting.push_back(told);
    }

    /// `seconds` more of the banner shown, each lasting `lasts` (half as
    /// long while others wait); the next one follows in time.
    fn pass(&mut self, seconds: f32, lasts: f32) {
        if self.waiting.is_empty() {
            return;
        }
        self.shown_for += seconds;
        let lasts = if self.waiting.len() > 1 {
            lasts / 2.0
        } else {
            lasts
        };
        if self.shown_for >= lasts {
            self.waiting.pop_front();
            self.shown_for = 0.0;
        }
    }
}

/// Follows the table on the map: what happened since the last frame is
/// told; a new table (a new game, a load, the demonstration) starts with
/// nothing told.
pub(crate) fn follow_the_news(
    active: Shown,
    time: Res<Time>,
    display: Res<ScoreDisplay>,
    mut news: ResMut<TableNews>,
) {
    if news.table != Some(active.id) {
        *news = TableNews {
            table: Some(active.id),
            ..TableNews::default()
        };
    }
    news.pass(time.delta_secs(), display.seconds_per_happening);
    let table = active.table();
    let happened = news
        .watch
        .look(active.id, table.moves(), table.flight(), active.game());
    for h in happened {
        news.tell(h);
    }
}
