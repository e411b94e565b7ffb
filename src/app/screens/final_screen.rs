//! The final screen, beside the finished map: the winners, points by what
//! scored them, a rematch or a new game, saving, and stepping through the
//! game move by move, and the review of where each player lost points.

use crate::app::art_assets::mark_char;
use crate::app::glance::story::{ChartMark, story_panel};
use crate::app::language::Locale;
use crate::app::review::{GameReview, ReviewRequest};
use crate::app::saves::{SaveRequest, Saves};
use crate::app::screens::review_panel::{ReviewAction, review_section};
use crate::app::settings::Settings;
use crate::app::turn::active_game::ShownMut;
use crate::app::turn::phases::Screen;
use crate::app::turn::setup::StartGame;
use crate::app::ui::{marks_on, root_ui, swatch};
use crate::app::words::{
    capitalised, event_words, goods_majority_words, names_list, score_kind_key,
};
use crate::art::PlayerColour;
use crate::rules::{Expansion, FigureKind, Game, Goods, ScoreKind};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The columns of the final table: what scored in this game's rules.
pub fn score_columns(game: &Game) -> Vec<ScoreKind> {
    let rules = game.rules();
    ScoreKind::ALL
        .into_iter()
        .filter(|k| match k {
            ScoreKind::Garden => rules.has_figure(FigureKind::Abbot),
            ScoreKind::Field => rules.farmers,
            ScoreKind::Pig => rules.has_figure(FigureKind::Pig),
            ScoreKind::Goods => rules.has(Expansion::TRADERS_BUILDERS),
            _ => true,
        })
        .collect()
}

#[allow(clippy::too_many_arguments)]
pub(super) fn final_screen(
    mut contexts: EguiContexts,
    mut active: ShownMut,
    mut start: MessageWriter<StartGame>,
    mut next_screen: ResMut<NextState<Screen>>,
    settings: Res<Settings>,
    mut requests: MessageWriter<SaveRequest>,
    saves: Option<Res<Saves>>,
    mut save_name: Local<String>,
    mut map_area: ResMut<crate::app::state::MapArea>,
    locale: Res<Locale>,
    mut chat: crate::app::net::chat::ChatPanel,
    review: Res<GameReview>,
    mut review_requests: MessageWriter<ReviewRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let t = &*locale;
    let mut root = root_ui(ctx, "final");
    let mut new_step = None;
    let active_ref = &*active;
    let game = active_ref.game();
    let winners = game.winners();
    let names: Vec<&str> = active_ref.seats().iter().map(|s| s.name.as_str()).collect();
    let colours: Vec<PlayerColour> = active_ref.seats().iter().map(|s| s.colour).collect();
    let marks = marks_on(&settings, &colours);
    // Beside the finished map, which stays in view; wide enough for a column
    // per kind of points these rules score.
    let width = 250.0 + 62.0 * score_columns(game).len() as f32;
    egui::Panel::right("final-scores")
        .exact_size(width.clamp(430.0, 560.0))
        .show(&mut root, |ui| {
            // After a network game the friends still talk ("Well played!"),
            // the chat at the panel's foot as during the game.
            chat.show(ui, t);
            let host = chat.session().map(|n| n.is_host());
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.add_space(8.0);
                ui.heading(tr!(t, "final-scores"));
                ui.add_space(4.0);
                let winner_names: Vec<&str> = winners.iter().map(|&i| names[i]).collect();
                let best = game.players()[winners[0]].score;
                ui.label(
                    egui::RichText::new(if winner_names.len() > 1 {
                        tr!(
                            t,
                            "joint-winners",
                            points = best,
                            names = names_list(t, &winner_names)
                        )
                    } else {
                        tr!(t, "winner", name = winner_names[0], points = best)
                    })
                    .size(20.0)
                    .strong(),
                );
                ui.add_space(8.0);
                let columns = score_columns(game);
                // Wide tables (every expansion on) scroll sideways.
                egui::ScrollArea::horizontal()
                    .id_salt("final-table")
                    .show(ui, |ui| {
                        egui::Grid::new("final")
                            .striped(true)
                            .spacing([8.0, 6.0])
                            .show(ui, |ui| {
                                ui.strong(tr!(t, "column-player"));
                                for k in &columns {
                                    ui.strong(capitalised(&tr!(t, score_kind_key(*k))));
                                }
                                ui.strong(tr!(t, "column-total"));
                                ui.end_row();
                                for (i, (seat, p)) in
                                    active_ref.seats().iter().zip(game.players()).enumerate()
                                {
                                    ui.horizontal(|ui| {
                                        swatch(
                                            ui,
                                            seat.colour,
                                            marks.then(|| mark_char(&seat.name, i)),
                                        );
                                        ui.label(&seat.name);
                                    });
                                    for k in &columns {
                                        ui.label(p.by_kind[k.index()].to_string());
                                    }
                                    ui.strong(p.score.to_string());
                                    ui.end_row();
                                }
                            });
                    });
                if game.rules().has(Expansion::TRADERS_BUILDERS) {
                    ui.add_space(6.0);
                    ui.strong(tr!(t, "goods-majorities"));
                    for g in Goods::ALL {
                        ui.label(goods_majority_words(t, game, &names, g));
                    }
                }
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    // After a network game the host's rematch is a new
                    // lobby for the same friends; a joiner has none here.
                    if let Some(host) = host {
                        if host
                            && ui
                                .button(tr!(t, "rematch"))
                                .on_hover_text(tr!(t, "net-rematch-tip"))
                                .clicked()
                        {
                            chat.request(crate::app::net::requests::NetRequest::Rematch);
                        }
                    } else if ui.button(tr!(t, "rematch")).clicked() {
                        let mut setup = settings.game_setup(0, t);
                        setup.seats = active_ref.seats().to_vec();
                        setup.rules = game.rules();
                        setup.seed = Settings {
                            seed: String::new(),
                            ..settings.clone()
                        }
                        .seed_or_random();
                        start.write(StartGame(setup));
                    }
                    if ui.button(tr!(t, "new-game")).clicked() {
                        next_screen.set(Screen::NewGame);
                    }
                });
                if host == Some(false) {
                    ui.label(egui::RichText::new(tr!(t, "net-rematch-joiner")).weak());
                }
                ui.horizontal(|ui| {
                    ui.add(
                        egui::TextEdit::singleline(&mut *save_name)
                            .desired_width(180.0)
                            .hint_text(tr!(t, "save-name-hint")),
                    );
                    if ui.button(tr!(t, "save-as")).clicked() {
                        requests.write(SaveRequest::SaveAs(save_name.clone()));
                    }
                });
                if let Some(msg) = saves.as_ref().and_then(|s| s.message.as_ref()) {
                    ui.label(msg.words(t));
                }
                ui.add_space(8.0);
                ui.separator();
                ui.strong(tr!(t, "step-through"));
                let total = active_ref.moves().len();
                let mut step = active_ref.review.as_ref().map_or(total, |(s, _)| *s);
                let before = step;
                ui.horizontal(|ui| {
                    if ui.button("◀").clicked() {
                        step = step.saturating_sub(1);
                    }
                    ui.add(egui::Slider::new(&mut step, 0..=total).text(tr!(t, "moves-slider")));
                    if ui.button("▶").clicked() {
                        step = (step + 1).min(total);
                    }
                });
                if step != before {
                    new_step = Some(step);
                }
                let shown = active_ref.shown();
                let scores: Vec<String> = active_ref
                    .seats()
                    .iter()
                    .zip(shown.players())
                    .map(|(s, p)| {
                        tr!(
                            t,
                            "score-after-part",
                            name = s.name.as_str(),
                            points = p.score
                        )
                    })
                    .collect();
                ui.label(tr!(
                    t,
                    "after-move",
                    number = step,
                    scores = scores.join(&tr!(t, "breakdown-separator"))
                ));
                for e in shown
                    .events()
                    .iter()
                    .filter(|e| e.move_index == Some(step as u32))
                {
                    ui.label(event_words(t, e, shown, &names));
                }
                ui.add_space(8.0);
                ui.separator();
                match review_section(ui, t, &review, &names, step) {
                    Some(ReviewAction::GoTo(s)) => new_step = Some(s),
                    Some(ReviewAction::Request(r)) => {
                        review_requests.write(r);
                    }
                    None => {}
                }
                ui.add_space(8.0);
                ui.separator();
                ui.strong(tr!(t, "end-of-game-scoring"));
                for e in game.events().iter().filter(|e| e.move_index.is_none()) {
                    ui.label(event_words(t, e, game, &names));
                }
            });
        });
    let marks: Vec<ChartMark> = review
        .ready_for(&active_ref.record())
        .map(|r| {
            r.moves
                .iter()
                .filter_map(|m| {
                    m.mark.map(|mark| ChartMark {
                        number: m.number,
                        seat: m.seat,
                        mark,
                    })
                })
                .collect()
        })
        .unwrap_or_default();
    if let Some(step) = story_panel(&mut root, &locale, active_ref, &marks) {
        new_step = Some(step);
    }
    map_area.measure(crate::app::ui::free_fraction(&root));
    if let Some(step) = new_step
        && let Err(e) = active.review_step(step)
    {
        active.error = Some(crate::app::turn::messages::Refusal::Review(e));
    }
    Ok(())
}
