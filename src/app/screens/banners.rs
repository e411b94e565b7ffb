//! Banners over the map: whose turn it is (large, in the player's colour, as
//! each hot-seat turn begins), each scoring as it is shown, the goods a
//! completing player takes, and a builder's second turn.

use super::{banner, colour32};
use crate::app::language::Locale;
use crate::app::turn::Shown;
use crate::app::turn::{ScoreDisplay, TurnPhase};
use crate::app::words::{capitalised, event_words, goods_words};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::EguiContexts;

pub(super) fn banners(
    mut contexts: EguiContexts,
    active: Shown,
    phase: Res<State<TurnPhase>>,
    display: Res<ScoreDisplay>,
    time: Res<Time>,
    mut turn_started: Local<Option<(u32, usize, f32)>>,
    locale: Res<Locale>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let t = &*locale;
    let game = active.game();
    let phase = *phase.get();
    let names: Vec<&str> = active.seats().iter().map(|s| s.name.as_str()).collect();
    if phase == TurnPhase::Place {
        let key = (game.move_count(), game.current_player());
        let now = time.elapsed_secs();
        if turn_started.is_none_or(|(m, p, _)| (m, p) != key) {
            *turn_started = Some((key.0, key.1, now));
        }
        let shown_for = now - turn_started.map_or(now, |(_, _, t)| t);
        if shown_for < 1.6 {
            let seat = &active.seats()[game.current_player()];
            let name = seat.name.as_str();
            let text = if game.is_second_turn() {
                tr!(t, "banner-second-turn", name = name)
            } else {
                tr!(t, "banner-turn", name = name)
            };
            banner(ctx, "turn-banner", 16.0, Some(colour32(seat.colour)), text);
            ctx.request_repaint();
        }
    }
    if phase != TurnPhase::Score {
        return Ok(());
    }
    let Some(report) = &active.last_report else {
        return Ok(());
    };
    let step = display.showing;
    let events = report.events.len();
    let mover = game
        .tiles()
        .last()
        .and_then(|t| t.placed_by)
        .map(usize::from);
    let mover_name = mover.and_then(|m| names.get(m)).copied().unwrap_or("");
    if step < events {
        let e = &game.events()[report.events.start + step];
        banner(
            ctx,
            "scoring-banner",
            16.0,
            None,
            capitalised(&event_words(t, e, game, &names)),
        );
    } else if let Some(goods) = goods_words(t, report.goods).filter(|_| step == events) {
        banner(
            ctx,
            "goods-banner",
            16.0,
            None,
            tr!(t, "banner-goods", name = mover_name, goods = goods),
        );
    } else if report.extra_turn {
        let who = &active.seats()[game.current_player()];
        banner(
            ctx,
            "builder-banner",
            16.0,
            Some(colour32(who.colour)),
            tr!(t, "banner-plays-again", name = who.name.as_str()),
        );
    }
    Ok(())
}
