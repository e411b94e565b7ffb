//! The new-game screen: continue the unfinished game, or set up players,
//! rules, helpers and art and start; saved games to load; the way to the
//! demonstration (offered by itself on the very first launch).

use super::words::{colour_key, expansion_keys, helper_keys, level_key};
use super::{marks_on, root_ui, swatch};
use crate::app::art_assets::mark_char;
use crate::app::art_assets::{ArtAssets, ArtPack};
use crate::app::language::{Language, Locale, language_picker};
use crate::app::net::{JoinDialog, NetRequest, OPEN_SEAT};
use crate::app::saves::{SaveRequest, Saves};
use crate::app::settings::{PlayerSlot, Settings};
use crate::app::state::HowToPlay;
use crate::app::turn::{HelperLevel, SeatKind, StartGame};
use crate::app::tutorial::Lesson;
use crate::art::PlayerColour;
use crate::i18n::key;
use crate::rules::Expansion;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

#[allow(clippy::too_many_arguments)]
pub(super) fn new_game_screen(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    mut start: MessageWriter<StartGame>,
    saves: Option<Res<Saves>>,
    mut requests: MessageWriter<SaveRequest>,
    art: Option<Res<ArtAssets>>,
    mut pack: ResMut<ArtPack>,
    launched: Option<Res<crate::app::state::LaunchTime>>,
    mut first_frame: Local<bool>,
    mut how_to_play: MessageWriter<HowToPlay>,
    mut offering: Local<bool>,
    lesson: Option<Res<Lesson>>,
    tile_problem: Option<Res<crate::app::state::TileDataProblem>>,
    mut problem_read: Local<bool>,
    (locale, mut language, mut net, mut join): (
        Res<Locale>,
        ResMut<Language>,
        MessageWriter<NetRequest>,
        ResMut<JoinDialog>,
    ),
) -> Result {
    let t = &*locale;
    let ctx = contexts.ctx_mut()?;
    // A broken modded tile file: the game plays the built-in tiles and says
    // which file is wrong until the player has read it.
    if let Some(problem) = tile_problem.filter(|_| !*problem_read) {
        egui::Window::new(tr!(t, "tiles-problem-title"))
            .id(egui::Id::new("tiles-problem"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_TOP, [0.0, 40.0])
            .show(ctx, |ui| {
                ui.colored_label(egui::Color32::from_rgb(240, 110, 90), &problem.0);
                ui.label(tr!(t, "tiles-problem-body"));
                if ui.button(tr!(t, "ok")).clicked() {
                    *problem_read = true;
                }
            });
    }
    if !*first_frame {
        *first_frame = true;
        if let Some(t) = launched {
            info!(
                "first interactive frame {:.0} ms after launch",
                t.0.elapsed().as_secs_f64() * 1000.0
            );
        }
        // The very first launch offers the demonstration, once (unless it
        // is opening already, from the command line).
        if !settings.how_to_play_offered {
            settings.how_to_play_offered = true;
            settings.save();
            *offering = lesson.is_none();
        }
    }
    if *offering {
        egui::Window::new(tr!(t, "first-launch-title"))
            .id(egui::Id::new("first-launch"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                ui.label(tr!(t, "first-launch-body"));
                ui.horizontal(|ui| {
                    if ui
                        .button(egui::RichText::new(tr!(t, "first-launch-show")).strong())
                        .clicked()
                    {
                        how_to_play.write(HowToPlay::Open(0));
                        *offering = false;
                    }
                    if ui.button(tr!(t, "first-launch-not-now")).clicked() {
                        *offering = false;
                    }
                });
                ui.label(egui::RichText::new(tr!(t, "first-launch-later")).weak());
            });
    }
    // The language picker in the top right corner, over the screen.
    egui::Area::new("language-picker".into())
        .anchor(egui::Align2::RIGHT_TOP, [-16.0, 12.0])
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            language_picker(ui, &mut language, &mut settings, t);
        });
    let mut root = root_ui(ctx, "new-game");
    egui::CentralPanel::default().show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(20.0);
                ui.heading(
                    egui::RichText::new(tr!(t, "game-title"))
                        .size(40.0)
                        .strong(),
                );
                ui.label(
                    egui::RichText::new(tr!(t, "new-game-subtitle", max = settings.max_players()))
                        .size(16.0),
                );
                ui.add_space(6.0);
                if ui
                    .add_sized(
                        [220.0, 34.0],
                        egui::Button::new(egui::RichText::new(tr!(t, "how-to-play")).size(18.0)),
                    )
                    .on_hover_text(tr!(t, "how-to-play-tip"))
                    .clicked()
                {
                    how_to_play.write(HowToPlay::Open(0));
                }
                if ui.button(tr!(t, "net-join-button")).clicked() {
                    join.open = true;
                }
                ui.add_space(10.0);
                if let Some(saves) = &saves {
                    continue_button(ui, t, saves, &mut requests);
                }
                egui::Frame::group(ui.style())
                    .inner_margin(18.0)
                    .show(ui, |ui| {
                        ui.set_width(1120.0);
                        ui.columns(2, |cols| {
                            players_column(&mut cols[0], t, &mut settings);
                            rules_column(&mut cols[1], t, &mut settings, &mut start, &mut net);
                        });
                    });
                if let Some(saves) = &saves {
                    saved_games(ui, t, saves, &mut requests);
                }
                if let Some(art) = &art
                    && !art.warnings.is_empty()
                {
                    ui.add_space(12.0);
                    ui.collapsing(tr!(t, "art-warnings", count = art.warnings.len()), |ui| {
                        for w in &art.warnings {
                            ui.label(w);
                        }
                    });
                }
                ui.add_space(16.0);
                ui.label(tr!(t, "controls-help"));
            });
        });
    });
    // The pack picked here shows at once, on this screen's art warnings too.
    if pack.0 != settings.art_pack {
        pack.0 = settings.art_pack.clone();
    }
    Ok(())
}

/// "Continue", first and largest, when an unfinished game is saved.
fn continue_button(
    ui: &mut egui::Ui,
    t: &Locale,
    saves: &Saves,
    requests: &mut MessageWriter<SaveRequest>,
) {
    let Some(latest) = &saves.autosave else {
        return;
    };
    let button = egui::Button::new(
        egui::RichText::new(tr!(
            t,
            "continue-game",
            save = tr!(
                t,
                "autosave-description",
                players = latest.0.as_str(),
                count = latest.1
            )
        ))
        .size(22.0)
        .strong(),
    );
    if ui.add_sized([520.0, 48.0], button).clicked() {
        requests.write(SaveRequest::Continue);
    }
    ui.add_space(12.0);
}

fn saved_games(
    ui: &mut egui::Ui,
    t: &Locale,
    saves: &Saves,
    requests: &mut MessageWriter<SaveRequest>,
) {
    if !saves.named.is_empty() {
        ui.add_space(10.0);
        ui.label(egui::RichText::new(tr!(t, "saved-games")).strong());
        egui::ScrollArea::vertical()
            .id_salt("saved-games")
            .max_height(140.0)
            .show(ui, |ui| {
                for name in &saves.named {
                    ui.horizontal(|ui| {
                        if ui.button(tr!(t, "load")).clicked() {
                            requests.write(SaveRequest::Load(name.clone()));
                        }
                        ui.label(name);
                    });
                }
            });
    }
    if let Some(msg) = &saves.message {
        ui.colored_label(egui::Color32::from_rgb(240, 170, 80), msg.words(t));
    }
}

fn players_column(ui: &mut egui::Ui, t: &Locale, s: &mut Settings) {
    ui.heading(tr!(t, "players"));
    ui.label(tr!(t, "players-order"));
    ui.add_space(6.0);
    let mut remove = None;
    let n = s.players.len();
    let colours: Vec<PlayerColour> = s
        .players
        .iter()
        .map(|p| PlayerColour::ALL[p.colour % PlayerColour::ALL.len()])
        .collect();
    let marks = marks_on(s, &colours);
    let usable = PlayerColour::ALL.len().min(s.max_players());
    egui::Grid::new("players")
        .num_columns(5)
        .spacing([10.0, 8.0])
        .show(ui, |ui| {
            for (i, &colour) in colours.iter().enumerate() {
                ui.radio_value(&mut s.starter, i, tr!(t, "starts"));
                ui.add_sized(
                    [118.0, 24.0],
                    egui::TextEdit::singleline(&mut s.players[i].name),
                );
                ui.horizontal(|ui| {
                    let initial = marks.then(|| mark_char(&s.players[i].name, i));
                    swatch(ui, colour, initial);
                    let current = s.players[i].colour;
                    egui::ComboBox::from_id_salt(("colour", i))
                        .width(72.0)
                        .selected_text(tr!(t, colour_key(PlayerColour::ALL[current])))
                        .show_ui(ui, |ui| {
                            for (ci, c) in PlayerColour::ALL.iter().enumerate().take(usable) {
                                let taken = s
                                    .players
                                    .iter()
                                    .enumerate()
                                    .any(|(j, p)| j != i && p.colour == ci);
                                ui.add_enabled_ui(!taken, |ui| {
                                    ui.selectable_value(
                                        &mut s.players[i].colour,
                                        ci,
                                        tr!(t, colour_key(*c)),
                                    );
                                });
                            }
                        });
                });
                seat_control(ui, t, i, &mut s.players[i].computer);
                if ui
                    .add_enabled(n > 2, egui::Button::new(tr!(t, "remove-player")))
                    .clicked()
                {
                    remove = Some(i);
                }
                ui.end_row();
            }
        });
    if let Some(i) = remove {
        s.players.remove(i);
        if s.starter >= s.players.len() {
            s.starter = 0;
        }
    }
    ui.add_space(6.0);
    let room = n < s.max_players() && n < PlayerColour::ALL.len();
    if ui
        .add_enabled(room, egui::Button::new(tr!(t, "add-player")))
        .on_disabled_hover_text(tr!(t, "add-player-disabled"))
        .clicked()
    {
        let colour = (0..PlayerColour::ALL.len())
            .find(|c| !s.players.iter().any(|p| p.colour == *c))
            .unwrap_or(0);
        s.players.push(PlayerSlot {
            name: tr!(t, "default-player-name", number = n + 1),
            colour,
            computer: None,
        });
    }
    ui.add_space(6.0);
    let mut explicit = s.player_marks.is_some();
    let mut on = marks;
    ui.horizontal(|ui| {
        if ui
            .checkbox(&mut on, tr!(t, "player-marks"))
            .on_hover_text(tr!(t, "player-marks-tip"))
            .changed()
        {
            explicit = true;
        }
    });
    if explicit {
        s.player_marks = Some(on);
    }
}

/// A person, or a computer and its level.
fn seat_control(ui: &mut egui::Ui, t: &Locale, i: usize, computer: &mut Option<String>) {
    let level_words = |l: &str| match l {
        OPEN_SEAT => tr!(t, "net-seat-open"),
        l => tr!(t, "seat-computer", level = tr!(t, level_key(l))),
    };
    let shown = computer
        .as_deref()
        .map_or_else(|| tr!(t, "seat-person"), level_words);
    egui::ComboBox::from_id_salt(("control", i))
        .width(130.0)
        .selected_text(shown)
        .show_ui(ui, |ui| {
            ui.selectable_value(computer, None, tr!(t, "seat-person"));
            ui.selectable_value(computer, Some(OPEN_SEAT.into()), level_words(OPEN_SEAT));
            for (level, what) in [
                ("easy", key("level-easy-tip")),
                ("medium", key("level-medium-tip")),
                ("hard", key("level-hard-tip")),
            ] {
                ui.selectable_value(computer, Some(level.to_string()), level_words(level))
                    .on_hover_text(tr!(t, what));
            }
        });
}

/// The art packs a player can pick (read once: the folder rarely changes).
fn art_packs() -> Vec<String> {
    static PACKS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    PACKS
        .get_or_init(|| crate::art::list_art_packs(&crate::assets_dir::override_dirs()))
        .clone()
}

fn rules_column(
    ui: &mut egui::Ui,
    t: &Locale,
    s: &mut Settings,
    start: &mut MessageWriter<StartGame>,
    net: &mut MessageWriter<NetRequest>,
) {
    ui.heading(tr!(t, "rules"));
    ui.checkbox(&mut s.farmers, tr!(t, "farmers-choice"));
    for e in Expansion::all() {
        let row = e.row();
        let mut on = s.has_expansion(e);
        if ui
            .checkbox(&mut on, expansion_choice(t, e, row.name, row.summary))
            .changed()
        {
            s.set_expansion(e, on);
        }
    }
    // Leaving Inns & Cathedrals takes the sixth seat away.
    if s.players.len() > s.max_players() {
        s.players.truncate(s.max_players());
        if s.starter >= s.players.len() {
            s.starter = 0;
        }
    }
    if s.players.iter().any(|p| p.computer.is_some()) {
        ui.horizontal(|ui| {
            ui.label(tr!(t, "computer-moves"));
            for (speed, words) in [
                ("slow", key("speed-slow")),
                ("normal", key("speed-normal")),
                ("instant", key("speed-instant")),
            ] {
                ui.selectable_value(&mut s.computer_speed, speed.to_string(), tr!(t, words));
            }
        });
    }
    ui.horizontal(|ui| {
        ui.label(tr!(t, "seed"));
        ui.add(
            egui::TextEdit::singleline(&mut s.seed)
                .desired_width(120.0)
                .hint_text(tr!(t, "seed-hint")),
        );
    });
    ui.horizontal(|ui| {
        ui.label(tr!(t, "art"));
        let packs = art_packs();
        let shown = s.art_pack.clone().unwrap_or_else(|| tr!(t, "art-default"));
        egui::ComboBox::from_id_salt("art-pack")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut s.art_pack, None, tr!(t, "art-default"));
                for p in packs {
                    ui.selectable_value(&mut s.art_pack, Some(p.clone()), p);
                }
            });
    });
    crate::app::sound::sound_settings(ui, t, s);
    helpers_choice(ui, t, s);
    ui.add_space(14.0);
    if ui
        .add_sized(
            [220.0, 40.0],
            egui::Button::new(
                egui::RichText::new(tr!(t, "start-game"))
                    .size(20.0)
                    .strong(),
            ),
        )
        .clicked()
    {
        let seed = s.seed_or_random();
        let setup = s.game_setup(seed);
        if setup.seats.iter().any(|seat| seat.kind == SeatKind::Remote) {
            net.write(NetRequest::Host(setup));
            return; // a seat open for a friend: the game is hosted
        }
        s.game_started();
        s.save();
        start.write(StartGame(setup));
    }
    if ui.button(tr!(t, "net-host")).clicked() {
        net.write(NetRequest::Host(s.game_setup(s.seed_or_random())));
    }
}

/// How much help the table agrees on, one line each, and the coach.
fn helpers_choice(ui: &mut egui::Ui, t: &Locale, s: &mut Settings) {
    ui.add_space(10.0);
    ui.label(egui::RichText::new(tr!(t, "helpers-title")).strong());
    let mut level = HelperLevel::from_name(&s.helpers).unwrap_or_default();
    for h in HelperLevel::ALL {
        let (label, explanation) = helper_keys(h);
        ui.radio_value(&mut level, h, tr!(t, label));
        ui.label(egui::RichText::new(tr!(t, explanation)).weak().small());
    }
    if level.name() != s.helpers {
        s.helpers = level.name().into();
    }
    let mut coach = s.coaches();
    if ui
        .checkbox(&mut coach, tr!(t, "coach-me"))
        .on_hover_text(tr!(t, "coach-me-tip"))
        .changed()
    {
        s.coach = Some(coach);
    }
}

/// An expansion's checkbox: its name and what it adds, from the expansion
/// table's words when the locale files do not know the expansion.
fn expansion_choice(t: &Locale, e: Expansion, name: &str, summary: &str) -> String {
    match expansion_keys(e) {
        Some((name_key, summary_key)) => tr!(
            t,
            "expansion-choice",
            name = tr!(t, name_key),
            summary = tr!(t, summary_key)
        ),
        None => tr!(t, "expansion-choice", name = name, summary = summary),
    }
}
