//! Network play's screens, drawn over the others: the join dialog, the
//! lobby (the invite to copy, the seats filling, ready, start), and while
//! playing, whose turn it is at another computer and who lost the
//! connection.

use super::chat::{Chat, Phrases, chat_box};
use crate::ai::Level;
use crate::app::language::Locale;
use crate::app::net::requests::{NetFailure, NetRequest};
use crate::app::net::session::{NetProblem, NetSession};
use crate::app::settings::Settings;
use crate::app::state::ScreenPanels;
use crate::app::turn::active_game::{ActiveGame, OnTheMap};
use crate::app::turn::phases::{Screen, TurnPhase};
use crate::app::turn::setup::HelperLevel;
use crate::app::ui::swatch;
use crate::app::ui::theme::display;
use crate::app::words::{
    close_words, colour_key, invite_words, level_key, net_refusal_words, room_problem_words,
    room_rule_lines, room_rules_words, rule_words, seat_name,
};
use crate::art::PlayerColour;
use crate::net::{LobbySeat, LobbyState, SeatPlayer};
use crate::tr;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<JoinDialog>().add_systems(
        EguiPrimaryContextPass,
        (
            (join_dialog, lobby).run_if(in_state(Screen::NewGame)),
            at_the_table.run_if(
                resource_exists::<NetSession>
                    .and_then(in_state(Screen::Playing).or_else(in_state(Screen::Final))),
            ),
        )
            .after(ScreenPanels),
    );
}

/// The join dialog's fields, kept while it is open.
#[derive(Resource, Default)]
pub struct JoinDialog {
    pub open: bool,
    pub invite: String,
    pub name: String,
    pub colour: Option<PlayerColour>,
    /// Watch the game instead of taking a seat.
    pub watch: bool,
    /// The server's invite to make a room on (the new-game screen's field).
    pub server: String,
    /// Ask this host only instead of the whole network (tests, which may
    /// not broadcast).
    pub ask: Option<std::net::SocketAddr>,
    /// The games found on this network so far.
    pub found: Vec<crate::net::FoundGame>,
    /// Looks for games on this network while the dialog is open (`None`:
    /// no socket could be opened; the invite still works).
    finder: Option<crate::net::Finder>,
    /// When the finder last asked.
    asked: Option<std::time::Instant>,
}

impl JoinDialog {
    /// Puts the invite of the `index`th game found in the field.
    pub fn choose_found(&mut self, index: usize) {
        if let Some(game) = self.found.get(index) {
            self.invite = game.room.invite.clone();
        }
    }
}

/// While the join dialog is open, asks for games on this network every
/// second and gathers the answers; the socket closes with the dialog.
pub(super) fn look_for_games(mut dialog: ResMut<JoinDialog>, session: Option<Res<NetSession>>) {
    if !dialog.open || session.is_some() {
        if dialog.asked.is_some() {
            dialog.finder = None;
            dialog.asked = None;
            dialog.found.clear();
        }
        return;
    }
    if dialog.asked.is_none() {
        dialog.finder = match dialog.ask {
            Some(at) => crate::net::Finder::asking(vec![at]),
            None => crate::net::Finder::on_this_network(),
        }
        .ok();
    }
    if dialog
        .asked
        .is_none_or(|at| at.elapsed() >= std::time::Duration::from_secs(1))
    {
        if let Some(f) = dialog.finder.as_mut() {
            f.ask();
        }
        dialog.asked = Some(std::time::Instant::now());
    }
    let found = dialog.finder.as_mut().map(|f| f.poll().to_vec());
    if let Some(found) = found {
        dialog.found = found;
    }
}

const WARN: egui::Color32 = egui::Color32::from_rgb(240, 150, 80);

/// What went wrong, in the player's language.
pub fn problem_words(t: &Locale, p: &NetProblem) -> String {
    match p {
        NetProblem::BadInvite(e) => tr!(t, "net-bad-invite", reason = invite_words(t, e)),
        NetProblem::CannotHost(e) => tr!(t, "net-cannot-host", reason = e.as_str()),
        NetProblem::Rules(e) => tr!(t, "net-cannot-host", reason = rule_words(t, e)),
        NetProblem::Closed(e) => tr!(t, "net-closed", reason = close_words(t, e)),
        NetProblem::Refused(r) => tr!(t, "net-refused", reason = net_refusal_words(t, r)),
        NetProblem::VersionDiffers { host, yours } => tr!(
            t,
            "net-version-differs",
            host = host.as_str(),
            yours = yours.as_str()
        ),
        NetProblem::NoNewRooms => tr!(t, "server-room-no-new-rooms"),
        NetProblem::BadRoom(e) => tr!(t, "server-room-bad-room", reason = room_problem_words(t, e)),
        NetProblem::OneSeatHere => tr!(t, "server-room-one-seat-here"),
        NetProblem::TilesDiffer { host, yours } => tr!(
            t,
            "net-tiles-differ",
            host_tiles = host.tiles,
            host_kinds = host.kinds,
            tiles = yours.tiles,
            kinds = yours.kinds
        ),
    }
}

/// Where network play stands for its screens: the session, if any, and
/// why hosting or joining last failed.
#[derive(SystemParam)]
struct NetStanding<'w> {
    session: Option<Res<'w, NetSession>>,
    failure: Option<Res<'w, NetFailure>>,
}

/// Paste an invite, a name and a colour, then join.
fn join_dialog(
    mut commands: Commands,
    mut contexts: EguiContexts,
    mut dialog: ResMut<JoinDialog>,
    standing: NetStanding,
    mut requests: MessageWriter<NetRequest>,
    settings: Option<Res<Settings>>,
    locale: Res<Locale>,
) -> Result {
    if !dialog.open || standing.session.is_some() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    if dialog.name.is_empty()
        && let Some(first) = settings.as_ref().and_then(|s| s.players.first())
    {
        dialog.name = first.name.clone();
    }
    let failure = standing.failure.as_ref().map(|f| &f.0);
    match join_modal(ctx, &locale, &mut dialog, failure) {
        Some(JoinChoice::Ask(request)) => {
            requests.write(request);
        }
        Some(JoinChoice::Cancel) => {
            dialog.open = false;
            commands.remove_resource::<NetFailure>();
        }
        None => {}
    }
    Ok(())
}

/// What the join dialog was asked this frame.
#[derive(Debug)]
pub enum JoinChoice {
    /// Join or watch: the request to send.
    Ask(NetRequest),
    /// Cancel, Esc or a click beside the dialog: close it (what was typed
    /// stays for the next time it opens).
    Cancel,
}

/// The join dialog over the new-game screen, modal as the lobby it leads
/// to: the screen behind is dimmed and takes no click meanwhile.
pub fn join_modal(
    ctx: &egui::Context,
    t: &Locale,
    dialog: &mut JoinDialog,
    failure: Option<&NetProblem>,
) -> Option<JoinChoice> {
    let title = tr!(t, "net-join-title");
    let shown = screen_modal(ctx, "net-join", &title, |ui| {
        games_found(ui, t, dialog);
        join_fields(ui, t, dialog);
        if let Some(problem) = failure {
            ui.colored_label(WARN, problem_words(t, problem));
        }
        join_buttons(ui, t, dialog)
    });
    if shown.should_close() {
        return Some(JoinChoice::Cancel);
    }
    shown.inner
}

/// The join dialog's fields: the invite, the name, the colour, watching.
fn join_fields(ui: &mut egui::Ui, t: &Locale, dialog: &mut JoinDialog) {
    ui.label(tr!(t, "net-join-invite"));
    ui.add(
        egui::TextEdit::singleline(&mut dialog.invite)
            .desired_width(520.0)
            .hint_text("carc2-…"),
    );
    egui::Grid::new("net-join-grid")
        .num_columns(2)
        .spacing([10.0, 8.0])
        .show(ui, |ui| {
            ui.label(tr!(t, "net-join-name"));
            ui.add(egui::TextEdit::singleline(&mut dialog.name).desired_width(180.0));
            ui.end_row();
            ui.label(tr!(t, "net-join-colour"));
            ui.horizontal(|ui| {
                // A spectator has no colour.
                if dialog.watch {
                    ui.disable();
                }
                colour_choice(ui, t, dialog);
            });
            ui.end_row();
        });
    ui.label(
        egui::RichText::new(tr!(t, "net-join-colour-tip"))
            .weak()
            .small(),
    );
    ui.checkbox(&mut dialog.watch, tr!(t, "net-join-watch"))
        .on_hover_text(tr!(t, "net-join-watch-tip"));
}

/// The colour asked for: its swatch and a list of every colour, or any.
fn colour_choice(ui: &mut egui::Ui, t: &Locale, dialog: &mut JoinDialog) {
    if let Some(c) = dialog.colour {
        swatch(ui, c, None);
    }
    let shown = dialog
        .colour
        .map_or_else(|| tr!(t, "net-colour-any"), |c| tr!(t, colour_key(c)));
    egui::ComboBox::from_id_salt("net-join-colour")
        .selected_text(shown)
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut dialog.colour, None, tr!(t, "net-colour-any"));
            for c in PlayerColour::ALL {
                ui.selectable_value(&mut dialog.colour, Some(c), tr!(t, colour_key(c)));
            }
        });
}

/// Join (or watch) and cancel: what was clicked.
fn join_buttons(ui: &mut egui::Ui, t: &Locale, dialog: &JoinDialog) -> Option<JoinChoice> {
    ui.horizontal(|ui| {
        let ready = !dialog.invite.trim().is_empty() && !dialog.name.trim().is_empty();
        let join = egui::Button::new(egui::RichText::new(tr!(t, "net-join")).strong());
        if ui.add_enabled(ready, join).clicked() {
            return Some(JoinChoice::Ask(if dialog.watch {
                NetRequest::Watch {
                    invite: dialog.invite.clone(),
                    name: dialog.name.clone(),
                }
            } else {
                NetRequest::Join {
                    invite: dialog.invite.clone(),
                    name: dialog.name.clone(),
                    colour: dialog.colour.map(|c| c.name().to_string()),
                }
            }));
        }
        ui.button(tr!(t, "net-cancel"))
            .clicked()
            .then_some(JoinChoice::Cancel)
    })
    .inner
}

/// The games hosts on this network answer with (asked again every second
/// while the dialog is open); a click puts a game's invite in the field.
fn games_found(ui: &mut egui::Ui, t: &Locale, dialog: &mut JoinDialog) {
    // Answers arrive between frames ([`look_for_games`]): look again shortly.
    ui.ctx()
        .request_repaint_after(std::time::Duration::from_millis(250));
    let found = dialog.found.clone();
    ui.label(egui::RichText::new(tr!(t, "net-found-title")).strong());
    if found.is_empty() {
        ui.label(egui::RichText::new(tr!(t, "net-found-none")).weak());
    }
    for (index, game) in found.iter().enumerate() {
        let lobby = &game.room.lobby;
        let open = lobby
            .seats
            .iter()
            .filter(|s| s.player == crate::net::SeatPlayer::Open)
            .count();
        let names: Vec<&str> = lobby
            .seats
            .iter()
            .filter(|s| s.player != crate::net::SeatPlayer::Open)
            .map(|s| s.name.as_str())
            .collect();
        let line = tr!(
            t,
            "net-found-game",
            players = names.join(", "),
            open = open,
            address = game.from.ip().to_string()
        );
        let chosen = dialog.invite.trim() == game.room.invite;
        if ui
            // A game under way can still be watched.
            .add_enabled(
                !lobby.started || dialog.watch,
                egui::Button::selectable(chosen, line),
            )
            .on_hover_text(room_rules_words(t, &lobby.rules))
            .clicked()
        {
            dialog.choose_found(index);
        }
    }
    ui.separator();
}

/// The lobby's "Rules" block: farmers, each expansion on or off (those
/// off set back, so what is in play reads at a glance), the helpers, in
/// two columns so the seats stay in view.
fn room_rules(ui: &mut egui::Ui, t: &Locale, flags: &[String], helpers: HelperLevel) {
    ui.label(egui::RichText::new(tr!(t, "rules")).strong());
    egui::Grid::new("net-rules")
        .num_columns(2)
        .spacing([24.0, 2.0])
        .show(ui, |ui| {
            for pair in room_rule_lines(t, flags, helpers).chunks(2) {
                for (words, on) in pair {
                    let words = egui::RichText::new(words);
                    ui.label(if *on { words } else { words.weak() });
                }
                ui.end_row();
            }
        });
    ui.separator();
}

/// The lobby: the invite (host), the seats, ready (joiner), start (host).
fn lobby(
    mut contexts: EguiContexts,
    standing: NetStanding,
    mut requests: MessageWriter<NetRequest>,
    mut dialog: ResMut<JoinDialog>,
    locale: Res<Locale>,
    reach: Option<Res<super::reach::HostReach>>,
    mut chat: ResMut<Chat>,
) -> Result {
    let t = &*locale;
    let ctx = contexts.ctx_mut()?;
    let Some(session) = &standing.session else {
        // Hosting failed: say why on the new-game screen.
        if let Some(f) = standing.failure.as_ref().filter(|_| !dialog.open) {
            egui::Area::new("net-failure".into())
                .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -20.0])
                .show(ctx, |ui| {
                    egui::Frame::popup(ui.style()).show(ui, |ui| {
                        ui.colored_label(WARN, problem_words(t, &f.0));
                    });
                });
        }
        return Ok(());
    };
    dialog.open = false;
    let title = if session.is_host() {
        tr!(t, "net-lobby-host-title")
    } else {
        tr!(t, "net-lobby-join-title")
    };
    lobby_modal(ctx, &title, |ui| {
        // Wide enough for the title whoever's window it is.
        ui.set_min_width(420.0);
        invite_block(ui, t, session, reach.as_deref());
        let Some(lobby) = session.lobby() else {
            ui.label(tr!(t, "net-connecting"));
            if let Some(p) = &session.problem {
                ui.colored_label(WARN, problem_words(t, p));
            }
            if ui.button(tr!(t, "net-leave")).clicked() {
                requests.write(NetRequest::Leave);
            }
            return;
        };
        // What the host chose, before anyone sits down to play it.
        room_rules(ui, t, &lobby.rules, session.table_helpers());
        ui.add_space(4.0);
        egui::Grid::new("net-seats")
            .num_columns(4)
            .spacing([12.0, 8.0])
            .show(ui, |ui| {
                for (i, seat) in lobby.seats.iter().enumerate() {
                    seat_row(ui, t, session, (i, seat), &mut requests);
                    ui.end_row();
                }
            });
        if let Some(words) = seat_order_words(t, session, &lobby) {
            ui.label(words);
        }
        if lobby.spectators > 0 {
            ui.label(tr!(t, "net-spectators", count = lobby.spectators));
        }
        if session.watching {
            ui.label(egui::RichText::new(tr!(t, "net-watching-lobby")).strong());
        }
        ui.add_space(8.0);
        if let Some(p) = &session.problem {
            ui.colored_label(WARN, problem_words(t, p));
        }
        ui.horizontal(|ui| lobby_buttons(ui, t, session, &lobby, &mut requests));
        ui.separator();
        chat_box(ui, t, &mut chat, session, Phrases::Buttons, |r| {
            requests.write(r);
        });
    });
    Ok(())
}

/// Under the lobby's seats, before the game starts: the computers of the
/// table set up here were moved to the last seats of the room on the
/// server (`None`: nothing moved, or the game is under way).
pub fn seat_order_words(t: &Locale, session: &NetSession, lobby: &LobbyState) -> Option<String> {
    (session.computers_moved && !lobby.started).then(|| tr!(t, "server-room-computers-moved"))
}

/// How far below the window's top the join dialog and the lobby hang (clear of the new-game
/// screen's top bar, dimmed behind it).
const LOBBY_TOP: f32 = 56.0;

/// The lobby over the new-game screen, titled `title`: modal, so the
/// screen behind is dimmed and takes no click while the seats fill.
/// Taller than the window, it scrolls.
pub fn lobby_modal<R>(ctx: &egui::Context, title: &str, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    screen_modal(ctx, "net-lobby", title, add).inner
}

/// A dialog of network play over the new-game screen (the join dialog,
/// the lobby), titled `title`: modal, hung below the screen's top bar,
/// scrolling when taller than the window.
fn screen_modal<R>(
    ctx: &egui::Context,
    id: &str,
    title: &str,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> egui::ModalResponse<R> {
    let id = egui::Id::new(id);
    // Hung from the top, not the middle, so it grows downwards only.
    let area = egui::Modal::default_area(id).anchor(egui::Align2::CENTER_TOP, [0.0, LOBBY_TOP]);
    egui::Modal::new(id)
        .area(area)
        .backdrop_color(egui::Color32::from_black_alpha(150))
        .frame(egui::Frame::window(&ctx.global_style()))
        .show(ctx, |ui| {
            // As tall as the window allows, not as tall as it was last
            // frame (an area lays out in last frame's size): seats, lines
            // and warnings that come in grow it until it scrolls.
            ui.set_max_height((ctx.content_rect().height() - 2.0 * LOBBY_TOP).max(240.0));
            ui.vertical_centered(|ui| {
                ui.label(egui::RichText::new(title).font(display(22.0)).strong());
            });
            ui.separator();
            egui::ScrollArea::vertical().show(ui, add).inner
        })
}

/// The host's invite to copy, a port that moved, and how friends elsewhere
/// reach this game.
fn invite_block(
    ui: &mut egui::Ui,
    t: &Locale,
    session: &NetSession,
    reach: Option<&super::reach::HostReach>,
) {
    let Some(code) = session.invite() else {
        return;
    };
    ui.label(tr!(t, "net-invite-explained"));
    ui.horizontal(|ui| {
        ui.add(egui::Label::new(egui::RichText::new(&code).monospace().small()).truncate());
        if ui.button(tr!(t, "net-copy")).clicked() {
            ui.ctx().copy_text(code.clone());
        }
    });
    if let (Some(asked), Some(port)) = (session.port_taken, session.port()) {
        ui.colored_label(
            WARN,
            tr!(
                t,
                "net-port-moved",
                asked = asked.to_string(),
                port = port.to_string()
            ),
        );
    }
    // How friends elsewhere reach this game (router, server).
    for (line, good) in reach
        .iter()
        .flat_map(|r| super::reach::reach_words(t, session, r))
    {
        match good {
            true => ui.label(line),
            false => ui.colored_label(WARN, line),
        };
    }
    ui.add_space(8.0);
}

/// One seat of the lobby: colour and name, who sits there, ready or not,
/// and (the host's, for an open seat) a computer to put in it.
fn seat_row(
    ui: &mut egui::Ui,
    t: &Locale,
    session: &NetSession,
    (i, seat): (usize, &LobbySeat),
    requests: &mut MessageWriter<NetRequest>,
) {
    ui.horizontal(|ui| {
        swatch(
            ui,
            PlayerColour::from_name(&seat.colour).unwrap_or(PlayerColour::ALL[0]),
            None,
        );
        let name = seat_name(t, i, seat);
        if session.plays_here(i) {
            ui.strong(name);
        } else {
            ui.label(name);
        }
    });
    ui.label(match &seat.player {
        // The seat this window plays, wherever the room is.
        SeatPlayer::Host | SeatPlayer::Remote if session.plays_here(i) => tr!(t, "net-seat-you"),
        SeatPlayer::Open => tr!(t, "net-seat-open"),
        SeatPlayer::Host => tr!(t, "net-seat-host"),
        SeatPlayer::Remote => tr!(t, "net-seat-friend"),
        SeatPlayer::Computer(l) => {
            tr!(t, "seat-computer", level = tr!(t, level_key(l)))
        }
    });
    ui.label(match &seat.player {
        SeatPlayer::Open => String::new(),
        SeatPlayer::Remote if !seat.connected => tr!(t, "net-not-connected"),
        _ if seat.ready => tr!(t, "net-ready"),
        _ => tr!(t, "net-not-ready"),
    });
    if seat.player == SeatPlayer::Open && session.is_host() {
        computer_choice(ui, t, i, requests);
    } else {
        ui.label("");
    }
}

/// The host's list of computers to put in open seat `i`.
fn computer_choice(
    ui: &mut egui::Ui,
    t: &Locale,
    i: usize,
    requests: &mut MessageWriter<NetRequest>,
) {
    egui::ComboBox::from_id_salt(("net-computer", i))
        .selected_text(tr!(t, "net-give-computer"))
        .show_ui(ui, |ui| {
            for level in [Level::Easy, Level::Medium, Level::Hard] {
                let words = tr!(t, "seat-computer", level = tr!(t, level_key(level.name())));
                if ui.selectable_label(false, words).clicked() {
                    let name = tr!(
                        t,
                        "computer-seat-name",
                        number = i + 1,
                        level = tr!(t, level_key(level.name()))
                    );
                    requests.write(NetRequest::Computer {
                        seat: i,
                        level,
                        name: Some(name),
                    });
                }
            }
        });
}

/// Start (the host's), ready (a joiner's seat), and leave.
fn lobby_buttons(
    ui: &mut egui::Ui,
    t: &Locale,
    session: &NetSession,
    lobby: &LobbyState,
    requests: &mut MessageWriter<NetRequest>,
) {
    if session.is_host() {
        let start = ui
            .add_enabled(
                session.can_start(),
                egui::Button::new(egui::RichText::new(tr!(t, "net-start")).strong()),
            )
            .on_disabled_hover_text(tr!(t, "net-start-waiting"));
        if start.clicked() {
            requests.write(NetRequest::Start);
        }
    } else if let Some(seat) = lobby
        .seats
        .iter()
        .enumerate()
        .find(|(i, _)| session.plays_here(*i))
        .map(|(_, s)| s)
    {
        let mut ready = seat.ready;
        if ui
            .checkbox(&mut ready, tr!(t, "net-ready-toggle"))
            .changed()
        {
            requests.write(NetRequest::Ready(ready));
        }
        if ready {
            ui.label(egui::RichText::new(tr!(t, "net-waiting-for-host")).weak());
        }
    }
    if ui.button(tr!(t, "net-leave")).clicked() {
        requests.write(NetRequest::Leave);
    }
}

/// While playing: "Bo is placing…" when another computer's player holds
/// the tile, who lost the connection, and a connection to the host lost.
fn at_the_table(
    mut contexts: EguiContexts,
    session: Res<NetSession>,
    active: Option<Single<&ActiveGame, With<OnTheMap>>>,
    phase: Option<Res<State<TurnPhase>>>,
    mut requests: MessageWriter<NetRequest>,
    locale: Res<Locale>,
    mut stand_in: super::seats::StandIn,
) -> Result {
    let t = &*locale;
    let ctx = contexts.ctx_mut()?;
    let mut lines: Vec<(String, bool)> = Vec::new();
    if let Some(active) = &active
        && !active.game().is_finished()
        && phase.is_some_and(|p| matches!(p.get(), TurnPhase::Place | TurnPhase::Draw))
    {
        let seat = active.table().to_move();
        if !session.plays_here(seat)
            && let Some(s) = active.seats().get(seat)
        {
            lines.push((tr!(t, "net-placing", name = s.name.as_str()), false));
        }
    }
    for name in session.lost() {
        lines.push((tr!(t, "net-lost-connection", name = name.as_str()), true));
    }
    let closed = session.problem.as_ref().map(|p| problem_words(t, p));
    if lines.is_empty() && closed.is_none() && !super::seats::stand_in_news(&session, &mut stand_in)
    {
        return Ok(());
    }
    egui::Area::new("net-at-the-table".into())
        .anchor(egui::Align2::CENTER_BOTTOM, [-170.0, -24.0])
        .show(ctx, |ui| {
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                for (line, warn) in &lines {
                    let text = egui::RichText::new(line).size(17.0);
                    if *warn {
                        ui.colored_label(WARN, text);
                    } else {
                        ui.label(text);
                    }
                }
                super::seats::stand_in_rows(ui, t, &session, &mut requests, &mut stand_in);
                if let Some(closed) = &closed {
                    ui.colored_label(WARN, closed);
                    if ui.button(tr!(t, "net-leave")).clicked() {
                        requests.write(NetRequest::Leave);
                    }
                }
            });
        });
    Ok(())
}
