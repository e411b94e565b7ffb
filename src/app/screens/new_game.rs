//! The new-game screen: continue the unfinished game, or set up players,
//! rules, helpers and art and start; saved games to load; the way to the
//! demonstration (offered by itself on the very first launch).

use super::words::capitalised;
use super::{marks_on, root_ui, swatch};
use crate::app::art_assets::mark_char;
use crate::app::art_assets::{ArtAssets, ArtPack};
use crate::app::saves::{SaveRequest, Saves};
use crate::app::settings::{PlayerSlot, Settings};
use crate::app::state::HowToPlay;
use crate::app::turn::{HelperLevel, StartGame};
use crate::app::tutorial::Lesson;
use crate::art::PlayerColour;
use crate::rules::Expansion;
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
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // A broken modded tile file: the game plays the built-in tiles and says
    // which file is wrong until the player has read it.
    if let Some(problem) = tile_problem.filter(|_| !*problem_read) {
        egui::Window::new("Modded tiles not used")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_TOP, [0.0, 40.0])
            .show(ctx, |ui| {
                ui.colored_label(egui::Color32::from_rgb(240, 110, 90), &problem.0);
                ui.label("The game uses its built-in tiles until the file is fixed.");
                if ui.button("OK").clicked() {
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
        egui::Window::new("New to Carcassonne?")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                ui.label(
                    "A short demonstration on the real map: lay a few tiles yourself, \
                     claim a city, lay a farmer. Nothing is scored or saved.",
                );
                ui.horizontal(|ui| {
                    if ui
                        .button(egui::RichText::new("Show me how to play").strong())
                        .clicked()
                    {
                        how_to_play.write(HowToPlay::Open(0));
                        *offering = false;
                    }
                    if ui.button("Not now").clicked() {
                        *offering = false;
                    }
                });
                ui.label(egui::RichText::new("It stays on this screen and in F1.").weak());
            });
    }
    let mut root = root_ui(ctx, "new-game");
    egui::CentralPanel::default().show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(20.0);
                ui.heading(egui::RichText::new("Carcassonne").size(40.0).strong());
                ui.label(
                    egui::RichText::new(format!(
                        "Hot-seat for 2 to {} players around one computer",
                        settings.max_players()
                    ))
                    .size(16.0),
                );
                ui.add_space(6.0);
                if ui
                    .add_sized(
                        [220.0, 34.0],
                        egui::Button::new(egui::RichText::new("How to play").size(18.0)),
                    )
                    .on_hover_text("A demonstration on the real map; nothing is scored or saved.")
                    .clicked()
                {
                    how_to_play.write(HowToPlay::Open(0));
                }
                ui.add_space(10.0);
                if let Some(saves) = &saves {
                    continue_button(ui, saves, &mut requests);
                }
                egui::Frame::group(ui.style())
                    .inner_margin(18.0)
                    .show(ui, |ui| {
                        ui.set_width(1120.0);
                        ui.columns(2, |cols| {
                            players_column(&mut cols[0], &mut settings);
                            rules_column(&mut cols[1], &mut settings, &mut start);
                        });
                    });
                if let Some(saves) = &saves {
                    saved_games(ui, saves, &mut requests);
                }
                if let Some(art) = &art
                    && !art.warnings.is_empty()
                {
                    ui.add_space(12.0);
                    ui.collapsing(format!("{} art warnings", art.warnings.len()), |ui| {
                        for w in &art.warnings {
                            ui.label(w);
                        }
                    });
                }
                ui.add_space(16.0);
                ui.label(
                    "During play: click a green cell to place the tile; R or right-click turns it; \
                     click a marker to put a figure (again for another figure or none); Space for \
                     no figure; Enter confirms; H suggests a move; T shows the tiles left, O the open \
                     features.\nDrag to pan, wheel to zoom, F shows the last tile laid or fits the \
                     map, F1 rules help, F11 fullscreen, Ctrl + plus / minus for larger or smaller text.",
                );
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
fn continue_button(ui: &mut egui::Ui, saves: &Saves, requests: &mut MessageWriter<SaveRequest>) {
    let Some(latest) = &saves.autosave else {
        return;
    };
    let button = egui::Button::new(
        egui::RichText::new(format!("Continue: {latest}"))
            .size(22.0)
            .strong(),
    );
    if ui.add_sized([520.0, 48.0], button).clicked() {
        requests.write(SaveRequest::Continue);
    }
    ui.add_space(12.0);
}

fn saved_games(ui: &mut egui::Ui, saves: &Saves, requests: &mut MessageWriter<SaveRequest>) {
    if !saves.named.is_empty() {
        ui.add_space(10.0);
        ui.label(egui::RichText::new("Saved games").strong());
        egui::ScrollArea::vertical()
            .id_salt("saved-games")
            .max_height(140.0)
            .show(ui, |ui| {
                for name in &saves.named {
                    ui.horizontal(|ui| {
                        if ui.button("Load").clicked() {
                            requests.write(SaveRequest::Load(name.clone()));
                        }
                        ui.label(name);
                    });
                }
            });
    }
    if let Some(msg) = &saves.message {
        ui.colored_label(egui::Color32::from_rgb(240, 170, 80), msg);
    }
}

fn players_column(ui: &mut egui::Ui, s: &mut Settings) {
    ui.heading("Players");
    ui.label("Turn order follows the list; pick who starts.");
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
                ui.radio_value(&mut s.starter, i, "starts");
                ui.add_sized(
                    [140.0, 24.0],
                    egui::TextEdit::singleline(&mut s.players[i].name),
                );
                ui.horizontal(|ui| {
                    let initial = marks.then(|| mark_char(&s.players[i].name, i));
                    swatch(ui, colour, initial);
                    let current = s.players[i].colour;
                    egui::ComboBox::from_id_salt(("colour", i))
                        .width(80.0)
                        .selected_text(capitalised(PlayerColour::ALL[current].name()))
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
                                        capitalised(c.name()),
                                    );
                                });
                            }
                        });
                });
                seat_control(ui, i, &mut s.players[i].computer);
                if ui.add_enabled(n > 2, egui::Button::new("Remove")).clicked() {
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
        .add_enabled(room, egui::Button::new("Add a player"))
        .on_disabled_hover_text("Inns & Cathedrals brings a sixth player.")
        .clicked()
    {
        let colour = (0..PlayerColour::ALL.len())
            .find(|c| !s.players.iter().any(|p| p.colour == *c))
            .unwrap_or(0);
        s.players.push(PlayerSlot {
            name: format!("Player {}", n + 1),
            colour,
            computer: None,
        });
    }
    ui.add_space(6.0);
    let mut explicit = s.player_marks.is_some();
    let mut on = marks;
    ui.horizontal(|ui| {
        if ui
            .checkbox(&mut on, "Mark players by initial, not only colour")
            .on_hover_text(
                "Figures and swatches carry each player's initial. On by itself when two \
                 chosen colours are hard to tell apart for colour-blind players.",
            )
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
fn seat_control(ui: &mut egui::Ui, i: usize, computer: &mut Option<String>) {
    let shown = computer.as_deref().map_or("Person".to_string(), |l| {
        format!("Computer: {}", capitalised(l))
    });
    egui::ComboBox::from_id_salt(("control", i))
        .width(130.0)
        .selected_text(shown)
        .show_ui(ui, |ui| {
            ui.selectable_value(computer, None, "Person");
            for (level, what) in [
                ("easy", "a beginner can beat it"),
                ("medium", "plays soundly"),
                ("hard", "looks a turn ahead"),
            ] {
                ui.selectable_value(
                    computer,
                    Some(level.to_string()),
                    format!("Computer: {}", capitalised(level)),
                )
                .on_hover_text(what);
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

fn rules_column(ui: &mut egui::Ui, s: &mut Settings, start: &mut MessageWriter<StartGame>) {
    ui.heading("Rules");
    ui.checkbox(
        &mut s.farmers,
        "Farmers (off: the rulebook's introductory game)",
    );
    for e in Expansion::all() {
        let row = e.row();
        let mut on = s.has_expansion(e);
        if ui
            .checkbox(&mut on, format!("{} ({})", row.name, row.summary))
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
            ui.label("Computer moves:");
            for speed in ["slow", "normal", "instant"] {
                ui.selectable_value(&mut s.computer_speed, speed.to_string(), capitalised(speed));
            }
        });
    }
    ui.horizontal(|ui| {
        ui.label("Seed (optional):");
        ui.add(
            egui::TextEdit::singleline(&mut s.seed)
                .desired_width(120.0)
                .hint_text("random"),
        );
    });
    ui.horizontal(|ui| {
        ui.label("Art:");
        let packs = art_packs();
        let shown = s.art_pack.clone().unwrap_or_else(|| "default".into());
        egui::ComboBox::from_id_salt("art-pack")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut s.art_pack, None, "default");
                for p in packs {
                    ui.selectable_value(&mut s.art_pack, Some(p.clone()), p);
                }
            });
    });
    crate::app::sound::sound_settings(ui, s);
    helpers_choice(ui, s);
    ui.add_space(14.0);
    if ui
        .add_sized(
            [220.0, 40.0],
            egui::Button::new(egui::RichText::new("Start game").size(20.0).strong()),
        )
        .clicked()
    {
        let seed = s.seed_or_random();
        let setup = s.game_setup(seed);
        s.game_started();
        s.save();
        start.write(StartGame(setup));
    }
}

/// How much help the table agrees on, one line each, and the coach.
fn helpers_choice(ui: &mut egui::Ui, s: &mut Settings) {
    ui.add_space(10.0);
    ui.label(egui::RichText::new("Helpers (agree at the table)").strong());
    let mut level = HelperLevel::from_name(&s.helpers).unwrap_or_default();
    for h in HelperLevel::ALL {
        ui.radio_value(&mut level, h, h.label());
        ui.label(egui::RichText::new(h.explanation()).weak().small());
    }
    if level.name() != s.helpers {
        s.helpers = level.name().into();
    }
    let mut coach = s.coaches();
    if ui
        .checkbox(&mut coach, "Coach me")
        .on_hover_text(
            "On each player's first turn: the matching edges light up, the markers say \
             what each feature is, and the scoreboard says what to do next.",
        )
        .changed()
    {
        s.coach = Some(coach);
    }
}
