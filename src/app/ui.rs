//! Everything drawn with egui: the new-game screen, the scoreboard and turn
//! controls, the traced feature, scoring banners, rules help and final scores.

use super::art_assets::{ArtAssets, ArtPack};
use super::map::{GhostRotation, Hover};
use super::saves::{SaveRequest, Saves};
use super::settings::{PlayerSlot, Settings};
use super::turn::{ActiveGame, ScoreDisplay, Screen, StartGame, TurnInput, TurnPhase};
use crate::art::PlayerColour;
use crate::rules::{FeatureKind, FigureAction, Game, ScoreEvent, ScoreKind, Spot};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HelpOpen>().add_systems(
        EguiPrimaryContextPass,
        (
            new_game_screen.run_if(in_state(Screen::NewGame)),
            scoreboard.run_if(in_state(Screen::Playing).and_then(resource_exists::<ActiveGame>)),
            final_screen.run_if(in_state(Screen::Final).and_then(resource_exists::<ActiveGame>)),
            help_window,
        )
            .chain(),
    );
}

/// The rules help panel (F1) is open.
#[derive(Resource, Default)]
pub struct HelpOpen(pub bool);

pub fn colour32(c: PlayerColour) -> egui::Color32 {
    let [r, g, b] = c.rgb();
    egui::Color32::from_rgb(r, g, b)
}

fn swatch(ui: &mut egui::Ui, c: PlayerColour) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
    ui.painter().rect_filled(rect, 3.0, colour32(c));
    ui.painter().rect_stroke(
        rect,
        3.0,
        egui::Stroke::new(1.0, egui::Color32::from_gray(200)),
        egui::StrokeKind::Inside,
    );
}

/// A player's supply: a dot per follower (filled when in supply, hollow when
/// on the map), then the abbot, with the count in words for clarity.
fn supply(ui: &mut egui::Ui, c: PlayerColour, followers: u8, abbot_ready: Option<bool>) {
    let colour = colour32(c);
    let outline = egui::Stroke::new(1.3, egui::Color32::from_gray(235));
    for i in 0..crate::rules::game::FOLLOWERS {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(10.0, 12.0), egui::Sense::hover());
        let centre = rect.center();
        if i < followers {
            ui.painter().circle(centre, 4.5, colour, outline);
        } else {
            // On the map: a small dim dot, unlike any filled colour (black included).
            ui.painter()
                .circle_filled(centre, 1.5, egui::Color32::from_gray(100));
        }
    }
    let mut words = format!("{followers} of 7");
    if let Some(ready) = abbot_ready {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(12.0, 12.0), egui::Sense::hover());
        let top = rect.center_top() + egui::vec2(0.0, 1.0);
        let points = vec![
            top,
            rect.left_bottom() + egui::vec2(2.0, 0.0),
            rect.right_bottom() - egui::vec2(2.0, 0.0),
        ];
        if ready {
            ui.painter()
                .add(egui::Shape::convex_polygon(points, colour, outline));
        } else {
            ui.painter().add(egui::Shape::closed_line(
                points,
                egui::Stroke::new(1.0, egui::Color32::from_gray(110)),
            ));
        }
        words += if ready {
            ", abbot ready"
        } else {
            ", abbot on the map"
        };
    }
    ui.small(words);
}

/// "1 tile", "3 tiles".
fn count(n: u32, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

#[allow(clippy::too_many_arguments)]
fn new_game_screen(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    mut start: MessageWriter<StartGame>,
    saves: Option<Res<Saves>>,
    mut requests: MessageWriter<SaveRequest>,
    art: Option<Res<ArtAssets>>,
    mut pack: ResMut<ArtPack>,
    launched: Option<Res<super::LaunchTime>>,
    mut first_frame: Local<bool>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !*first_frame {
        *first_frame = true;
        if let Some(t) = launched {
            info!(
                "first interactive frame {:.0} ms after launch",
                t.0.elapsed().as_secs_f64() * 1000.0
            );
        }
    }
    let mut root = egui::Ui::new(
        ctx.clone(),
        "new-game".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(24.0);
            ui.heading(egui::RichText::new("Carcassonne").size(40.0).strong());
            ui.label(egui::RichText::new("Hot-seat for 2 to 5 players around one computer").size(16.0));
            ui.add_space(18.0);
            egui::Frame::group(ui.style())
                .inner_margin(18.0)
                .show(ui, |ui| {
                    ui.set_width(860.0);
                    ui.columns(2, |cols| {
                        players_column(&mut cols[0], &mut settings);
                        rules_column(&mut cols[1], &mut settings, &mut start, saves.as_deref(), &mut requests);
                    });
                });
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
                "During play: click a green cell to place the tile; R or right-click turns it; click a marker \
                 to put a figure; Space for no figure; Enter confirms.\nDrag to pan, wheel to zoom, F fits the \
                 map, F1 rules help, F11 fullscreen.",
            );
        });
    });
    // The pack picked here shows at once, on this screen's art warnings too.
    if pack.0 != settings.art_pack {
        pack.0 = settings.art_pack.clone();
    }
    Ok(())
}

fn players_column(ui: &mut egui::Ui, s: &mut Settings) {
    ui.heading("Players");
    ui.label("Turn order follows the list; pick who starts.");
    ui.add_space(6.0);
    let mut remove = None;
    let n = s.players.len();
    egui::Grid::new("players")
        .num_columns(4)
        .spacing([10.0, 8.0])
        .show(ui, |ui| {
            for i in 0..n {
                ui.radio_value(&mut s.starter, i, "starts");
                ui.add_sized(
                    [140.0, 22.0],
                    egui::TextEdit::singleline(&mut s.players[i].name),
                );
                ui.horizontal(|ui| {
                    swatch(ui, PlayerColour::ALL[s.players[i].colour]);
                    let current = s.players[i].colour;
                    egui::ComboBox::from_id_salt(("colour", i))
                        .width(80.0)
                        .selected_text(capitalised(PlayerColour::ALL[current].name()))
                        .show_ui(ui, |ui| {
                            for (ci, c) in PlayerColour::ALL.iter().enumerate() {
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
    if ui
        .add_enabled(n < 5, egui::Button::new("Add a player"))
        .clicked()
    {
        let colour = (0..5)
            .find(|c| !s.players.iter().any(|p| p.colour == *c))
            .unwrap_or(0);
        s.players.push(PlayerSlot {
            name: format!("Player {}", n + 1),
            colour,
        });
    }
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
    s: &mut Settings,
    start: &mut MessageWriter<StartGame>,
    saves: Option<&Saves>,
    requests: &mut MessageWriter<SaveRequest>,
) {
    ui.heading("Rules");
    ui.checkbox(
        &mut s.farmers,
        "Farmers (off: the rulebook's introductory game)",
    );
    ui.checkbox(&mut s.abbot, "The Abbot (gardens, one abbot each)");
    ui.checkbox(&mut s.river, "The River (river tiles first)");
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
    ui.add_space(14.0);
    if ui
        .add_sized(
            [220.0, 40.0],
            egui::Button::new(egui::RichText::new("Start game").size(20.0).strong()),
        )
        .clicked()
    {
        let seed = s.seed_or_random();
        s.save();
        start.write(StartGame(s.game_setup(seed)));
    }
    let Some(saves) = saves else {
        return;
    };
    ui.add_space(10.0);
    if let Some(latest) = &saves.autosave
        && ui.button(format!("Continue: {latest}")).clicked()
    {
        requests.write(SaveRequest::Continue);
    }
    if !saves.named.is_empty() {
        ui.label("Saved games:");
        egui::ScrollArea::vertical()
            .max_height(140.0)
            .show(ui, |ui| {
                for name in &saves.named {
                    ui.horizontal(|ui| {
                        if ui.small_button("Load").clicked() {
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

fn spot_words(game: &Game, action: FigureAction) -> String {
    let spot = |s: Spot| match s {
        Spot::Road(side) => format!("road ({side})"),
        Spot::City(side) => format!("city ({side})"),
        Spot::Field(h) => format!("field ({h})"),
        Spot::Monastery => "monastery".into(),
        Spot::InnerField => "inner field".into(),
        Spot::Garden => "garden".into(),
    };
    match action {
        FigureAction::Follower(s) if s.kind() == FeatureKind::Field => {
            format!("Farmer on the {}", spot(s))
        }
        FigureAction::Follower(s) => format!("Follower on the {}", spot(s)),
        FigureAction::Abbot(s) => format!("Abbot on the {}", spot(s)),
        FigureAction::Large(s) => format!("Large follower on the {}", spot(s)),
        FigureAction::Builder(s) => format!("Builder on the {}", spot(s)),
        FigureAction::Pig(s) => format!("Pig on the {}", spot(s)),
        FigureAction::RecallAbbot(p) => {
            let n = game.surrounding_count(p);
            format!("Take back the abbot at {p} (+{})", 1 + n)
        }
    }
}

pub fn event_words(e: &ScoreEvent, active: &ActiveGame) -> String {
    let who: Vec<&str> = e
        .scorers()
        .filter_map(|i| active.seats.get(i))
        .map(|s| s.name.as_str())
        .collect();
    let state = if e.complete {
        "completed"
    } else {
        "unfinished"
    };
    let what = match e.kind {
        ScoreKind::Pig => format!("pig in a field touching {}", cities(e.cities)),
        ScoreKind::Goods => "goods majority".to_string(),
        ScoreKind::City if e.arms > 0 => format!(
            "{state} city of {}, {} of arms",
            count(e.tiles.len(), "tile"),
            count(e.arms as u32, "coat")
        ),
        ScoreKind::City => format!("{state} city of {}", count(e.tiles.len(), "tile")),
        ScoreKind::Road => format!("{state} road of {}", count(e.tiles.len(), "tile")),
        ScoreKind::Monastery | ScoreKind::Garden if e.abbot_recalled => {
            format!("abbot taken back from a {}", e.kind.name())
        }
        ScoreKind::Monastery | ScoreKind::Garden => format!("{state} {}", e.kind.name()),
        ScoreKind::Field => format!("field touching {}", cities(e.cities)),
    };
    format!("{what}: +{} to {}", e.points, who.join(" and "))
}

fn cities(n: u8) -> String {
    if n == 1 {
        "1 completed city".into()
    } else {
        format!("{n} completed cities")
    }
}

#[allow(clippy::too_many_arguments)]
fn scoreboard(
    mut contexts: EguiContexts,
    active: Res<ActiveGame>,
    phase: Res<State<TurnPhase>>,
    art: Res<ArtAssets>,
    hover: Res<Hover>,
    ghost: Res<GhostRotation>,
    display: Res<ScoreDisplay>,
    mut input: MessageWriter<TurnInput>,
    mut requests: MessageWriter<SaveRequest>,
    mut help: ResMut<HelpOpen>,
    saves: Option<Res<Saves>>,
    mut save_name: Local<String>,
    time: Res<Time>,
    mut turn_started: Local<Option<(u32, usize, f32)>>,
) -> Result {
    let set_aside_tex: Vec<egui::TextureId> = active
        .set_aside
        .iter()
        .map(|&t| contexts.add_image(EguiTextureHandle::Weak(art.tiles[t as usize].id())))
        .collect();
    let drawn_tex = active
        .drawn
        .map(|t| contexts.add_image(EguiTextureHandle::Weak(art.tiles[t as usize].id())));
    let ctx = contexts.ctx_mut()?;
    let game = &active.game;
    let phase = *phase.get();
    let mut root = egui::Ui::new(
        ctx.clone(),
        "playing".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    egui::Panel::right("scoreboard")
        .exact_size(310.0)
        .show(&mut root, |ui| {
            ui.add_space(6.0);
            ui.heading("Scoreboard");
            ui.label(format!("Tiles left in the pile: {}", game.pile_len()));
            ui.separator();
            for (i, (seat, p)) in active.seats.iter().zip(game.players()).enumerate() {
                let current = i == game.current_player();
                ui.horizontal(|ui| {
                    swatch(ui, seat.colour);
                    let name = egui::RichText::new(format!(
                        "{}{}",
                        if current { "▶ " } else { "" },
                        seat.name
                    ))
                    .size(16.0);
                    ui.label(if current { name.strong() } else { name });
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        ui.label(
                            egui::RichText::new(format!("{}", p.score))
                                .size(18.0)
                                .strong(),
                        );
                    });
                });
                ui.horizontal(|ui| {
                    ui.add_space(20.0);
                    supply(
                        ui,
                        seat.colour,
                        p.followers,
                        game.rules().abbot.then_some(p.abbots > 0),
                    );
                });
                let parts: Vec<String> = p
                    .breakdown()
                    .map(|(k, points)| format!("{} {points}", k.name()))
                    .collect();
                if !parts.is_empty() {
                    ui.horizontal(|ui| {
                        ui.add_space(20.0);
                        ui.small(parts.join(" · "));
                    });
                }
            }
            ui.separator();
            let who = &active.seats[game.current_player()].name;
            match phase {
                TurnPhase::Place | TurnPhase::Claim => {
                    ui.label(egui::RichText::new(format!("{who}'s turn")).strong());
                    if let (Some(tile), Some(tex)) = (active.drawn, drawn_tex) {
                        let rot = active.tentative.map_or(ghost.rotation, |p| p.rotation);
                        ui.horizontal(|ui| {
                            ui.add(
                                egui::Image::new(egui::load::SizedTexture::new(tex, [96.0, 96.0]))
                                    .rotate(
                                        rot.quarter_turns() as f32 * std::f32::consts::FRAC_PI_2,
                                        egui::Vec2::splat(0.5),
                                    ),
                            );
                            ui.vertical(|ui| {
                                ui.label(format!("Drawn tile: {}", game.tile_type(tile).id));
                                if ui.button("Turn (R)").clicked() {
                                    input.write(TurnInput::Rotate);
                                }
                            });
                        });
                    }
                }
                TurnPhase::Score => {
                    ui.label("Scoring…");
                    if ui.button("Continue (Space)").clicked() {
                        input.write(TurnInput::ContinueScoring);
                    }
                }
                TurnPhase::Draw => {}
            }
            if phase == TurnPhase::Place {
                ui.label("Click a green cell to place the tile. R or right-click turns it.");
                if ui
                    .add_enabled(
                        !active.history.is_empty(),
                        egui::Button::new("Undo last turn"),
                    )
                    .clicked()
                {
                    input.write(TurnInput::UndoLastTurn);
                }
            }
            if phase == TurnPhase::Claim
                && let (Some(tile), Some(pl)) = (active.drawn, active.tentative)
            {
                ui.label("Put a figure: click a marker on the tile, or choose here.");
                for action in game.figure_options(tile, pl) {
                    let chosen = active.figure == Some(action);
                    if ui
                        .selectable_label(chosen, spot_words(game, action))
                        .clicked()
                    {
                        input.write(TurnInput::ChooseFigure((!chosen).then_some(action)));
                    }
                }
                ui.horizontal(|ui| {
                    if ui.button("No figure (Space)").clicked() {
                        input.write(TurnInput::ChooseFigure(None));
                        input.write(TurnInput::Confirm);
                    }
                    if ui
                        .button(egui::RichText::new("Confirm turn (Enter)").strong())
                        .clicked()
                    {
                        input.write(TurnInput::Confirm);
                    }
                });
                if ui.button("Step back (Ctrl+Z)").clicked() {
                    input.write(TurnInput::StepBack);
                }
            }
            if let Some(e) = &active.error {
                ui.colored_label(egui::Color32::from_rgb(240, 110, 90), e);
            }
            if !set_aside_tex.is_empty() {
                ui.horizontal(|ui| {
                    ui.label("Set aside:");
                    for tex in &set_aside_tex {
                        ui.add(egui::Image::new(egui::load::SizedTexture::new(
                            *tex,
                            [40.0, 40.0],
                        )));
                    }
                });
            }
            for n in active.notices.iter().rev().take(2) {
                ui.colored_label(egui::Color32::from_rgb(240, 200, 110), n);
            }
            ui.separator();
            ui.horizontal(|ui| {
                ui.add(
                    egui::TextEdit::singleline(&mut *save_name)
                        .desired_width(130.0)
                        .hint_text("name of the save"),
                );
                if ui.button("Save as").clicked() {
                    requests.write(SaveRequest::SaveAs(save_name.clone()));
                }
                if ui.button("Rules (F1)").clicked() {
                    help.0 = !help.0;
                }
            });
            if let Some(msg) = saves.as_ref().and_then(|s| s.message.as_ref()) {
                ui.small(msg);
            }
            ui.separator();
            ui.label(egui::RichText::new("Scoring log").strong());
            egui::ScrollArea::vertical().show(ui, |ui| {
                for e in game.events().iter().rev() {
                    let when = e.move_index.map_or("end".into(), |m| format!("move {m}"));
                    ui.small(format!("{when}: {}", event_words(e, &active)));
                }
            });
        });

    // The traced feature.
    if let Some(feature) = hover.feature {
        let preview;
        let g = if hover.in_preview {
            preview = active.preview();
            preview.as_ref()
        } else {
            Some(game)
        };
        if let Some(g) = g {
            let v = g.feature_value(feature);
            let holders: Vec<String> = v
                .holders
                .iter()
                .enumerate()
                .filter(|(_, n)| **n > 0)
                .map(|(i, n)| format!("{} ({n})", active.seats[i].name))
                .collect();
            let mut text = match v.kind {
                FeatureKind::Field => format!(
                    "Field over {}, touching {}",
                    count(v.tiles.len(), "tile"),
                    cities(v.cities)
                ),
                FeatureKind::City => format!(
                    "City of {}, {} of arms",
                    count(v.tiles.len(), "tile"),
                    count(v.arms as u32, "coat")
                ),
                FeatureKind::Road => format!("Road of {}", count(v.tiles.len(), "tile")),
                k => format!(
                    "{} with {} of 8 neighbours",
                    capitalised(k.name()),
                    v.tiles.len() - 1
                ),
            };
            text += if v.complete { " · complete" } else { "" };
            text += &format!(
                "\nHeld by: {}",
                if holders.is_empty() {
                    "nobody".to_string()
                } else {
                    holders.join(", ")
                }
            );
            match (v.kind, v.value_complete) {
                (FeatureKind::Field, _) => text += &format!("\nWorth {} at the end", v.value_now),
                (_, Some(full)) if !v.complete => {
                    text += &format!(
                        "\nWorth {} now (end of game), {} when completed",
                        v.value_now, full
                    )
                }
                _ => text += &format!("\nWorth {}", v.value_now),
            }
            egui::Area::new("trace".into())
                .anchor(egui::Align2::LEFT_BOTTOM, [12.0, -12.0])
                .interactable(false)
                .show(ctx, |ui| {
                    // Banners keep their text on one line.
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                    egui::Frame::popup(ui.style()).show(ui, |ui| {
                        ui.label(text);
                    });
                });
        }
    }

    // Hot-seat: whose turn it is, large, for a moment as each turn begins.
    if phase == TurnPhase::Place {
        let key = (game.move_count(), game.current_player());
        let now = time.elapsed_secs();
        if turn_started.is_none_or(|(m, p, _)| (m, p) != key) {
            *turn_started = Some((key.0, key.1, now));
        }
        let shown_for = now - turn_started.map_or(now, |(_, _, t)| t);
        if shown_for < 1.6 {
            let seat = &active.seats[game.current_player()];
            egui::Area::new("turn-banner".into())
                .anchor(egui::Align2::CENTER_TOP, [-155.0, 16.0])
                .interactable(false)
                .show(ctx, |ui| {
                    // Banners keep their text on one line.
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                    egui::Frame::popup(ui.style())
                        .stroke(egui::Stroke::new(3.0, colour32(seat.colour)))
                        .show(ui, |ui| {
                            ui.label(
                                egui::RichText::new(format!("{}'s turn", seat.name))
                                    .size(24.0)
                                    .strong(),
                            );
                        });
                });
            ctx.request_repaint();
        }
    }

    // The feature being scored.
    if phase == TurnPhase::Score
        && let Some(report) = &active.last_report
        && let Some(e) = game.events().get(report.events.start + display.showing)
        && report
            .events
            .contains(&(report.events.start + display.showing))
    {
        egui::Area::new("scoring-banner".into())
            .anchor(egui::Align2::CENTER_TOP, [-155.0, 16.0])
            .interactable(false)
            .show(ctx, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.label(
                        egui::RichText::new(capitalised(&event_words(e, &active)))
                            .size(20.0)
                            .strong(),
                    );
                });
            });
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn final_screen(
    mut contexts: EguiContexts,
    mut active: ResMut<ActiveGame>,
    mut start: MessageWriter<StartGame>,
    mut next_screen: ResMut<NextState<Screen>>,
    settings: Res<Settings>,
    mut requests: MessageWriter<SaveRequest>,
    saves: Option<Res<Saves>>,
    mut save_name: Local<String>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "final".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let mut new_step = None;
    let active_ref = &*active;
    let game = &active_ref.game;
    let winners = game.winners();
    // Beside the finished map, which stays in view.
    egui::Panel::right("final-scores")
        .exact_size(380.0)
        .show(&mut root, |ui| {
            ui.add_space(8.0);
            ui.heading("Final scores");
            ui.add_space(4.0);
            let names: Vec<&str> = winners
                .iter()
                .map(|&i| active_ref.seats[i].name.as_str())
                .collect();
            let best = game.players()[winners[0]].score;
            ui.label(
                egui::RichText::new(if names.len() > 1 {
                    format!("Joint winners with {best} points: {}", names.join(" and "))
                } else {
                    format!("{} wins with {best} points!", names[0])
                })
                .size(20.0)
                .strong(),
            );
            ui.add_space(8.0);
            egui::Grid::new("final")
                .striped(true)
                .spacing([12.0, 6.0])
                .show(ui, |ui| {
                    ui.strong("Player");
                    for k in FeatureKind::ALL {
                        if k != FeatureKind::Garden || game.rules().abbot {
                            ui.strong(capitalised(k.name()));
                        }
                    }
                    ui.strong("Total");
                    ui.end_row();
                    for (seat, p) in active_ref.seats.iter().zip(game.players()) {
                        ui.horizontal(|ui| {
                            swatch(ui, seat.colour);
                            ui.label(&seat.name);
                        });
                        for k in FeatureKind::ALL {
                            if k != FeatureKind::Garden || game.rules().abbot {
                                ui.label(p.by_kind[k.index()].to_string());
                            }
                        }
                        ui.strong(p.score.to_string());
                        ui.end_row();
                    }
                });
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button("Rematch").clicked() {
                    let mut setup = settings.game_setup(0);
                    setup.seats = active_ref.seats.clone();
                    setup.rules = game.rules();
                    setup.seed = Settings {
                        seed: String::new(),
                        ..settings.clone()
                    }
                    .seed_or_random();
                    start.write(StartGame(setup));
                }
                if ui.button("New game").clicked() {
                    next_screen.set(Screen::NewGame);
                }
            });
            ui.horizontal(|ui| {
                ui.add(
                    egui::TextEdit::singleline(&mut *save_name)
                        .desired_width(180.0)
                        .hint_text("name of the save"),
                );
                if ui.button("Save as").clicked() {
                    requests.write(SaveRequest::SaveAs(save_name.clone()));
                }
            });
            if let Some(msg) = saves.as_ref().and_then(|s| s.message.as_ref()) {
                ui.small(msg);
            }
            ui.add_space(8.0);
            ui.separator();
            ui.strong("Step through the game");
            let total = active_ref.moves.len();
            let mut step = active_ref.review.as_ref().map_or(total, |(s, _)| *s);
            let before = step;
            ui.horizontal(|ui| {
                if ui.button("◀").clicked() {
                    step = step.saturating_sub(1);
                }
                ui.add(egui::Slider::new(&mut step, 0..=total).text("moves"));
                if ui.button("▶").clicked() {
                    step = (step + 1).min(total);
                }
            });
            if step != before {
                new_step = Some(step);
            }
            let shown = active_ref.shown();
            let scores: Vec<String> = active_ref
                .seats
                .iter()
                .zip(shown.players())
                .map(|(s, p)| format!("{} {}", s.name, p.score))
                .collect();
            ui.label(format!("After move {step}: {}", scores.join(" · ")));
            for e in shown
                .events()
                .iter()
                .filter(|e| e.move_index == Some(step as u32))
            {
                ui.small(event_words(e, active_ref));
            }
            ui.add_space(8.0);
            ui.separator();
            ui.strong("End-of-game scoring");
            egui::ScrollArea::vertical()
                .max_height(260.0)
                .show(ui, |ui| {
                    for e in game.events().iter().filter(|e| e.move_index.is_none()) {
                        ui.small(event_words(e, active_ref));
                    }
                });
        });
    if let Some(step) = new_step
        && let Err(e) = active.review_step(step)
    {
        active.error = Some(e.to_string());
    }
    Ok(())
}

fn help_window(mut contexts: EguiContexts, mut help: ResMut<HelpOpen>) -> Result {
    if !help.0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = help.0;
    egui::Window::new("Rules help (F1)")
        .open(&mut open)
        .default_width(460.0)
        .show(ctx, |ui| {
            ui.strong("A turn");
            ui.label("1. Draw a tile and place it so it shares an edge with the map and every touching edge matches (road to road, city to city, field to field). A tile that fits nowhere is set aside and you draw again.");
            ui.label("2. You may put one follower from your supply on a road, city, monastery or field of that tile, if the whole connected feature holds no figure yet.");
            ui.label("3. Every feature the tile completed scores now; its followers come back. Farmers stay until the end.");
            ui.add_space(6.0);
            ui.strong("Scoring");
            egui::Grid::new("help-scoring").striped(true).show(ui, |ui| {
                ui.strong("Feature");
                ui.strong("Completed");
                ui.strong("Unfinished at the end");
                ui.end_row();
                for (a, b, c) in [
                    ("Road", "1 per tile", "1 per tile"),
                    ("City", "2 per tile + 2 per coat of arms", "1 per tile + 1 per coat of arms"),
                    ("Monastery", "9 (all 8 neighbours)", "1 + 1 per neighbour"),
                    ("Garden (Abbot)", "9", "1 + 1 per neighbour"),
                    ("Field", "—", "3 per completed city it touches"),
                ] {
                    ui.label(a);
                    ui.label(b);
                    ui.label(c);
                    ui.end_row();
                }
            });
            ui.label("The most followers on a feature take all its points; tied players each score in full. A tile counts once per feature.");
            ui.add_space(6.0);
            ui.strong("The Abbot");
            ui.label("Put your abbot on the new tile's monastery or garden instead of a follower; or, instead of placing any figure, take it back and score 1 + its neighbours at once.");
            ui.strong("The River");
            ui.label("The river tiles come first, from the spring to the lake; the river must continue and may not turn the same way twice in a row.");
            ui.add_space(6.0);
            ui.strong("Controls");
            ui.label("Click a green cell to place · R / right-click turns · click a marker for a figure · Space: no figure · Enter: confirm · Ctrl+Z: step back · drag: pan · wheel: zoom · F: fit map · F11: fullscreen");
        });
    help.0 = open;
    Ok(())
}
