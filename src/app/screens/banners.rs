//! Banners over the map: whose turn it is (large, in the player's colour, as
//! each hot-seat turn begins), during a dragon's flight whose step it is,
//! each scoring as it is shown (the fairy's points in its own words), the
//! goods a completing player takes, a builder's second turn, and below them
//! what The Princess & the Dragon did (a volcano, the magic portal, the
//! princess, what the dragon ate, the end of its flight), one at a time.

use crate::app::language::Locale;
use crate::app::turn::active_game::{ActiveGame, ScoreDisplay, Shown};
use crate::app::turn::news::TableNews;
use crate::app::turn::phases::TurnPhase;
use crate::app::ui::{banner, colour32};
use crate::app::words::{
    capitalised, event_words, fairy_banner_words, goods_words, happening_words,
};
use crate::art::PlayerColour;
use crate::i18n::Localizer;
use crate::tr;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::EguiContexts;

/// How long the turn's banner shows as a turn begins, in seconds.
const TURN_BANNER_SECONDS: f32 = 1.6;

/// Height of a row of banners, in points.
const ROW: f32 = 54.0;

/// One banner: its egui id, the colour of its rim (a seat's) and its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Banner {
    pub id: &'static str,
    pub rim: Option<PlayerColour>,
    pub text: String,
}

/// The table as the banners read it.
pub struct BannerTable<'a> {
    pub active: &'a ActiveGame,
    pub phase: TurnPhase,
    pub display: &'a ScoreDisplay,
    pub news: &'a TableNews,
    /// The turn has just begun: its banner shows.
    pub turn_begins: bool,
}

/// The banners shown now, top first.
pub fn banners_now(t: &Localizer, table: &BannerTable) -> Vec<Banner> {
    let active = table.active;
    let game = active.game();
    let names: Vec<&str> = active.seats().iter().map(|s| s.name.as_str()).collect();
    let colour = |seat: usize| active.seats().get(seat).map(|s| s.colour);
    let mut out = Vec::new();
    match table.phase {
        TurnPhase::Place if table.turn_begins => {
            let seat = game.current_player();
            let name = names.get(seat).copied().unwrap_or("");
            let text = if game.is_second_turn() {
                tr!(t, "banner-second-turn", name = name)
            } else {
                tr!(t, "banner-turn", name = name)
            };
            out.push(Banner {
                id: "turn-banner",
                rim: colour(seat),
                text,
            });
        }
        TurnPhase::Fly => {
            // Passed from hand to hand at a hot-seat table: whose step it is.
            if let (Some((seat, _)), Some(flight)) = (active.flight_step(), active.table().flight())
            {
                out.push(Banner {
                    id: "flight-banner",
                    rim: colour(seat),
                    text: tr!(
                        t,
                        "dragon-flies",
                        step = flight.steps.len() + 1,
                        name = names.get(seat).copied().unwrap_or("")
                    ),
                });
            }
        }
        TurnPhase::Score => out.extend(scoring_banner(t, active, table.display, &names)),
        _ => {}
    }
    if let Some(news) = table.news.showing() {
        out.push(Banner {
            id: "news-banner",
            rim: None,
            text: capitalised(&happening_words(t, &news.happening, &names)),
        });
    }
    out
}

/// The `Score` phase's banner: the scoring shown, then the goods taken,
/// then a builder's second turn.
fn scoring_banner(
    t: &Localizer,
    active: &ActiveGame,
    display: &ScoreDisplay,
    names: &[&str],
) -> Option<Banner> {
    let game = active.game();
    let report = active.last_report.as_ref()?;
    let step = display.showing;
    let events = report.events.len();
    if step < events {
        let e = &game.events()[report.events.start + step];
        let text = fairy_banner_words(t, e, names)
            .unwrap_or_else(|| capitalised(&event_words(t, e, game, names)));
        return Some(Banner {
            id: "scoring-banner",
            rim: None,
            text,
        });
    }
    if let Some(goods) = goods_words(t, report.goods).filter(|_| step == events) {
        let mover = game
            .tiles()
            .last()
            .and_then(|t| t.placed_by)
            .map(usize::from);
        let mover_name = mover.and_then(|m| names.get(m)).copied().unwrap_or("");
        return Some(Banner {
            id: "goods-banner",
            rim: None,
            text: tr!(t, "banner-goods", name = mover_name, goods = goods),
        });
    }
    report.extra_turn.then(|| {
        let who = &active.seats()[game.current_player()];
        Banner {
            id: "builder-banner",
            rim: Some(who.colour),
            text: tr!(t, "banner-plays-again", name = who.name.as_str()),
        }
    })
}

/// What the banners read of the turn: its phase, the scoring shown and
/// the happening told.
#[derive(SystemParam)]
pub(super) struct TurnShown<'w> {
    phase: Res<'w, State<TurnPhase>>,
    display: Res<'w, ScoreDisplay>,
    news: Res<'w, TableNews>,
}

pub(super) fn banners(
    mut contexts: EguiContexts,
    active: Shown,
    turn: TurnShown,
    time: Res<Time>,
    mut turn_started: Local<Option<(u32, usize, f32)>>,
    locale: Res<Locale>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let game = active.game();
    let TurnShown {
        phase,
        display,
        news,
    } = turn;
    let phase = *phase.get();
    let mut turn_begins = false;
    if phase == TurnPhase::Place {
        let key = (game.move_count(), game.current_player());
        let now = time.elapsed_secs();
        if turn_started.is_none_or(|(m, p, _)| (m, p) != key) {
            *turn_started = Some((key.0, key.1, now));
        }
        let shown_for = now - turn_started.map_or(now, |(_, _, t)| t);
        turn_begins = shown_for < TURN_BANNER_SECONDS;
    }
    let table = BannerTable {
        active: &active,
        phase,
        display: &display,
        news: &news,
        turn_begins,
    };
    let shown = banners_now(&locale, &table);
    for (row, b) in shown.iter().enumerate() {
        banner(
            ctx,
            b.id,
            16.0 + ROW * row as f32,
            b.rim.map(colour32),
            b.text.clone(),
        );
    }
    if turn_begins || news.showing().is_some() {
        ctx.request_repaint();
    }
    Ok(())
}
