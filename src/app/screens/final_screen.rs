//! The final screen, beside the finished map: the winners, points by what
//! scored them, a rematch or a new game, saving, and stepping through the
//! game move by move, and the review of where each player lost points.

use crate::app::art_assets::mark_char;
use crate::app::glance::story::{Story, story_panel};
use crate::app::language::Locale;
use crate::app::net::chat::ChatPanel;
use crate::app::review::{GameReview, ReviewRequest};
use crate::app::screens::review_panel::{ReviewAction, review_section};
use crate::app::screens::save_as::SaveAs;
use crate::app::settings::Settings;
use crate::app::state::MapArea;
use crate::app::turn::active_game::{ActiveGame, ShownMut};
use crate::app::turn::messages::Refusal;
use crate::app::turn::phases::Screen;
use crate::app::turn::setup::StartGame;
use crate::app::ui::{free_fraction, marks_on, root_ui, swatch};
use crate::app::words::{
    capitalised, event_words, goods_majority_words, names_list, score_kind_key,
};
use crate::art::PlayerColour;
use crate::i18n::Localizer;
use crate::rules::{Game, Goods, ScoreKind};
use crate::tr;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The columns of the final table: what scored in this game's rules.
pub fn score_columns(game: &Game) -> Vec<ScoreKind> {
    let rules = game.rules();
    ScoreKind::ALL
        .into_iter()
        .filter(|k| k.column_with(rules))
        .collect()
}

/// What the final screen reads and where its buttons go.
#[derive(SystemParam)]
pub(super) struct FinalScreen<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    active: ShownMut<'w, 's>,
    locale: Res<'w, Locale>,
    settings: Res<'w, Settings>,
    map_area: ResMut<'w, MapArea>,
    chat: ChatPanel<'w>,
    review: Res<'w, GameReview>,
    story: Local<'s, StoryKept>,
    play_on: PlayOn<'w>,
    save_as: SaveAs<'w, 's>,
}

/// Where the players go from here: a rematch, a new game, the review.
#[derive(SystemParam)]
struct PlayOn<'w> {
    start: MessageWriter<'w, StartGame>,
    next_screen: ResMut<'w, NextState<Screen>>,
    review_requests: MessageWriter<'w, ReviewRequest>,
}

/// The game's story as last made, and the game it was made of (its id and
/// moves): made again only when the game or its review changes.
#[derive(Default)]
struct StoryKept {
    of: Option<(u64, usize)>,
    story: Option<Story>,
}

impl StoryKept {
    /// The story of `active`'s game, made anew if the game or the review
    /// changed since it was made.
    fn of(&mut self, active: &ActiveGame, review: &Res<GameReview>) -> &Story {
        let key = (active.id, active.moves().len());
        if self.of != Some(key) || review.is_changed() || self.story.is_none() {
            let reviewed = review.ready_for(&active.record());
            self.story = Some(Story::of(active, reviewed));
            self.of = Some(key);
        }
        self.story.as_ref().expect("made above")
    }
}

pub(super) fn final_screen(screen: FinalScreen) -> Result {
    let FinalScreen {
        mut contexts,
        mut active,
        locale,
        settings,
        mut map_area,
        mut chat,
        review,
        mut story,
        mut play_on,
        mut save_as,
    } = screen;
    let ctx = contexts.ctx_mut()?;
    let t = &*locale;
    let mut root = root_ui(ctx, "final");
    let mut new_step = None;
    let active_ref = &*active;
    let game = active_ref.game();
    // Beside the finished map, which stays in view; wide enough for a column
    // per kind of points these rules score.
    let width = 250.0 + 62.0 * score_columns(game).len() as f32;
    egui::Panel::right("final-scores")
        .exact_size(width.clamp(430.0, 560.0))
        .show(&mut root, |ui| {
            // After a network game the friends still talk ("Well played!"),
            // the chat at the panel's foot as during the game.
            chat.show(ui, t);
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.add_space(8.0);
                results(ui, t, active_ref, marks_on_for(&settings, active_ref));
                ui.add_space(8.0);
                play_again(ui, t, active_ref, &settings, &mut chat, &mut play_on);
                ui.horizontal(|ui| save_as.field_and_button(ui, t, 180.0));
                save_as.note(ui, t);
                ui.add_space(8.0);
                ui.separator();
                let (step, stepped) = step_through(ui, t, active_ref);
                new_step = stepped.or(new_step);
                ui.add_space(8.0);
                ui.separator();
                let names = names_of(active_ref);
                match review_section(ui, t, &review, &names, step) {
                    Some(ReviewAction::GoTo(s)) => new_step = Some(s),
                    Some(ReviewAction::Request(r)) => {
                        play_on.review_requests.write(r);
                    }
                    None => {}
                }
                ui.add_space(8.0);
                ui.separator();
                end_of_game_scoring(ui, t, game, &names);
            });
        });
    let story = story.of(active_ref, &review);
    if let Some(step) = story_panel(&mut root, &locale, active_ref, story) {
        new_step = Some(step);
    }
    map_area.measure(free_fraction(&root));
    if let Some(step) = new_step
        && let Err(e) = active.review_step(step)
    {
        active.error = Some(Refusal::Review(e));
    }
    Ok(())
}

/// The players' names, in seat order.
fn names_of(active: &ActiveGame) -> Vec<&str> {
    active.seats().iter().map(|s| s.name.as_str()).collect()
}

/// Whether the players are marked by their initials too.
fn marks_on_for(settings: &Settings, active: &ActiveGame) -> bool {
    let colours: Vec<PlayerColour> = active.seats().iter().map(|s| s.colour).collect();
    marks_on(settings, &colours)
}

/// The winners, each player's points by what scored them, and the goods
/// majorities.
fn results(ui: &mut egui::Ui, t: &Localizer, active: &ActiveGame, marks: bool) {
    let game = active.game();
    let names = names_of(active);
    ui.heading(tr!(t, "final-scores"));
    ui.add_space(4.0);
    let winners = game.winners();
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
    // Wide tables (every expansion on) scroll sideways.
    egui::ScrollArea::horizontal()
        .id_salt("final-table")
        .show(ui, |ui| score_table(ui, t, active, marks));
    if game.rules().has_goods() {
        ui.add_space(6.0);
        ui.strong(tr!(t, "goods-majorities"));
        for g in Goods::ALL {
            ui.label(goods_majority_words(t, game, &names, g));
        }
    }
}

/// A row per player: their colour, name, points by kind and total.
fn score_table(ui: &mut egui::Ui, t: &Localizer, active: &ActiveGame, marks: bool) {
    let game = active.game();
    let columns = score_columns(game);
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
            for (i, (seat, p)) in active.seats().iter().zip(game.players()).enumerate() {
                ui.horizontal(|ui| {
                    swatch(ui, seat.colour, marks.then(|| mark_char(&seat.name, i)));
                    ui.label(&seat.name);
                });
                for k in &columns {
                    ui.label(p.by_kind[k.index()].to_string());
                }
                ui.strong(p.score.to_string());
                ui.end_row();
            }
        });
}

/// A rematch (after a network game, the host's new lobby for the same
/// friends; a joiner has none here) or a new game.
fn play_again(
    ui: &mut egui::Ui,
    t: &Locale,
    active: &ActiveGame,
    settings: &Settings,
    chat: &mut ChatPanel,
    play_on: &mut PlayOn,
) {
    let host = chat.session().map(|n| n.is_host());
    ui.horizontal(|ui| {
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
            play_on.start.write(StartGame(rematch(settings, active, t)));
        }
        if ui.button(tr!(t, "new-game")).clicked() {
            play_on.next_screen.set(Screen::NewGame);
        }
    });
    if host == Some(false) {
        ui.label(egui::RichText::new(tr!(t, "net-rematch-joiner")).weak());
    }
}

/// The same table again: its seats and rules, a fresh pile.
fn rematch(
    settings: &Settings,
    active: &ActiveGame,
    t: &Locale,
) -> crate::app::turn::setup::GameSetup {
    let mut setup = settings.game_setup(0, t);
    setup.seats = active.seats().to_vec();
    setup.rules = active.game().rules();
    setup.seed = Settings {
        seed: String::new(),
        ..settings.clone()
    }
    .seed_or_random();
    setup
}

/// Stepping through the game: the step shown, a slider and a button each
/// way, the scores after it and what it scored. Returns the step shown and
/// the step asked for, if another.
fn step_through(ui: &mut egui::Ui, t: &Localizer, active: &ActiveGame) -> (usize, Option<usize>) {
    ui.strong(tr!(t, "step-through"));
    let total = active.moves().len();
    let mut step = active.review.as_ref().map_or(total, |(s, _)| *s);
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
    let shown = active.shown();
    let scores: Vec<String> = active
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
    let names = names_of(active);
    for e in shown
        .events()
        .iter()
        .filter(|e| e.move_index == Some(step as u32))
    {
        ui.label(event_words(t, e, shown, &names));
    }
    (step, (step != before).then_some(step))
}

/// What the end of the game scored.
fn end_of_game_scoring(ui: &mut egui::Ui, t: &Localizer, game: &Game, names: &[&str]) {
    ui.strong(tr!(t, "end-of-game-scoring"));
    for e in game.events().iter().filter(|e| e.move_index.is_none()) {
        ui.label(event_words(t, e, game, names));
    }
}
