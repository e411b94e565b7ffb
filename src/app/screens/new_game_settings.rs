//! The new-game screen's lower half: the helpers, the settings (art,
//! sound, look, player marks), and the buttons that start a game here,
//! on this network or on a server.

use crate::app::language::Locale;
use crate::app::net::requests::NetRequest;
use crate::app::settings::Settings;
use crate::app::turn::setup::{HelperLevel, StartGame};
use crate::app::ui::marks_on;
use crate::app::ui::theme::display;
use crate::app::words::helper_keys;
use crate::art::PlayerColour;
use crate::i18n::key;
use crate::table::SeatKind;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui;

/// The art packs a player can pick (read once: the folder rarely changes).
fn art_packs() -> Vec<String> {
    static PACKS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    PACKS
        .get_or_init(|| crate::art::list_art_packs(&crate::assets_dir::override_dirs()))
        .clone()
}

/// The table's other choices: the computer's speed, the seed, the art,
/// sound and the look.
pub(super) fn settings_column(ui: &mut egui::Ui, t: &Locale, s: &mut Settings) {
    ui.label(egui::RichText::new(tr!(t, "new-game-settings")).font(display(22.0)));
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
    // The seed and the art on one line: they are seldom changed.
    ui.horizontal(|ui| {
        ui.label(tr!(t, "seed"));
        ui.add(
            egui::TextEdit::singleline(&mut s.seed)
                .desired_width(110.0)
                .hint_text(tr!(t, "seed-hint")),
        );
        ui.add_space(12.0);
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
    // The look and its motion on one line: a shorter page to scroll.
    ui.horizontal(|ui| {
        crate::app::ui::theme::theme_choice(ui, t, s);
        ui.add_space(18.0);
        crate::app::motion::motion_settings(ui, t, s);
    });
    player_marks(ui, t, s);
}

/// Players marked by their initial as well as their colour.
fn player_marks(ui: &mut egui::Ui, t: &Locale, s: &mut Settings) {
    let colours: Vec<PlayerColour> = s
        .players
        .iter()
        .map(|p| PlayerColour::ALL[p.colour % PlayerColour::ALL.len()])
        .collect();
    let mut on = marks_on(s, &colours);
    if ui
        .checkbox(&mut on, tr!(t, "player-marks"))
        .on_hover_text(tr!(t, "player-marks-tip"))
        .changed()
    {
        s.player_marks = Some(on);
    }
}

/// "Start game", large, and "Host over the network" beside it, centred.
pub(super) fn start_button(
    ui: &mut egui::Ui,
    t: &Locale,
    s: &mut Settings,
    start: &mut MessageWriter<StartGame>,
    net: &mut MessageWriter<NetRequest>,
) {
    let width = START_WIDTH + HOST_WIDTH + ui.spacing().item_spacing.x;
    ui.horizontal(|ui| {
        ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
        start_or_host(ui, t, s, start, net);
    });
}

const START_WIDTH: f32 = 300.0;
const HOST_WIDTH: f32 = 200.0;

fn start_or_host(
    ui: &mut egui::Ui,
    t: &Locale,
    s: &mut Settings,
    start: &mut MessageWriter<StartGame>,
    net: &mut MessageWriter<NetRequest>,
) {
    if ui
        .add_sized(
            [START_WIDTH, 44.0],
            egui::Button::new(
                egui::RichText::new(tr!(t, "start-game"))
                    .font(display(24.0))
                    .strong(),
            ),
        )
        .clicked()
    {
        let seed = s.seed_or_random();
        let setup = s.game_setup(seed, t);
        if setup.seats.iter().any(|seat| seat.kind == SeatKind::Remote) {
            net.write(NetRequest::Host(setup));
            return; // a seat open for a friend: the game is hosted
        }
        s.game_started();
        s.save();
        start.write(StartGame(setup));
    }
    if ui
        .add_sized(
            [HOST_WIDTH, 44.0],
            egui::Button::new(tr!(t, "net-host")).wrap(),
        )
        .clicked()
    {
        net.write(NetRequest::Host(s.game_setup(s.seed_or_random(), t)));
    }
}

/// Host on a server: the server's invite (the code `carcassonne server`
/// prints) and a button that makes this table's room there.
pub(super) fn host_on_server(
    ui: &mut egui::Ui,
    t: &Locale,
    s: &Settings,
    server: &mut String,
    net: &mut MessageWriter<NetRequest>,
) {
    ui.label(tr!(t, "server-room-invite"))
        .on_hover_text(tr!(t, "server-room-tip"));
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(server)
                .desired_width(220.0)
                .hint_text("carc2-…"),
        );
        if ui
            .add_enabled(
                !server.trim().is_empty(),
                egui::Button::new(tr!(t, "server-room-host")).wrap(),
            )
            .on_hover_text(tr!(t, "server-room-tip"))
            .clicked()
        {
            net.write(NetRequest::HostOnServer {
                server_invite: server.clone(),
                setup: s.game_setup(s.seed_or_random(), t),
            });
        }
    });
}

/// The meeting server a game hosted here registers with, for friends
/// whose routers keep them out (kept in the settings; empty: none).
pub(super) fn meeting_server(ui: &mut egui::Ui, t: &Locale, s: &mut Settings) {
    ui.label(tr!(t, "meeting-server"))
        .on_hover_text(tr!(t, "meeting-server-tip"));
    let field = ui
        .add(egui::TextEdit::singleline(&mut s.meeting_server).desired_width(220.0))
        .on_hover_text(tr!(t, "meeting-server-tip"));
    if field.lost_focus() {
        s.save();
    }
}

/// How much help the table agrees on, one line each, and the coach.
pub(super) fn helpers_choice(ui: &mut egui::Ui, t: &Locale, s: &mut Settings) {
    ui.label(egui::RichText::new(tr!(t, "helpers-title")).font(display(22.0)));
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
