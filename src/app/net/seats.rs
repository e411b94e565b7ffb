//! Drops and returns at a network table: the host lets the computer play a
//! friend's seat while they are away (the seat is theirs again when they
//! rejoin with the same invite and name), what the table shows about it,
//! and which of the turn's controls this window offers (only its own
//! seats' turns; no taking back a confirmed turn the host has).

use crate::ai::Level;
use crate::app::language::Locale;
use crate::app::net::requests::NetRequest;
use crate::app::net::session::{Link, NetSession};
use crate::app::settings::Settings;
use crate::app::state::{HelpOpen, HowToPlay};
use crate::app::turn::active_game::{ActiveGame, FollowsNetwork};
use crate::app::words::level_key;
use crate::net::SeatPlayer;
use crate::table::SeatKind;
use crate::tr;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, rules_help_instead);
}

/// The levels the host may give a seat to (as in the lobby).
const LEVELS: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

impl NetSession {
    /// The friends' seats whose connection was lost in the game under way,
    /// by index and name, as the host may hand them to the computer (the
    /// host's window only: a joiner hands nothing).
    pub fn lost_seats(&self) -> Vec<(usize, String)> {
        let Link::Host(h) = &self.link else {
            return Vec::new();
        };
        let room = h.room();
        if !room.is_started() || room.is_over() {
            return Vec::new();
        }
        room.seats()
            .iter()
            .enumerate()
            .filter(|(_, s)| s.kind == SeatKind::Remote && !s.open && s.conn.is_none())
            .map(|(i, s)| (i, s.name.clone()))
            .collect()
    }

    /// The seats the computer plays for a friend who is away, by index,
    /// name and level (the host's window).
    pub fn stood_in(&self) -> Vec<(usize, String, Level)> {
        let Link::Host(h) = &self.link else {
            return Vec::new();
        };
        h.room()
            .seats()
            .iter()
            .enumerate()
            .filter_map(|(i, s)| match s.kind {
                SeatKind::Computer(level) if s.handed_over => Some((i, s.name.clone(), level)),
                _ => None,
            })
            .collect()
    }
}

impl ActiveGame {
    /// A network game's table: some seat is played at another window.
    pub fn is_networked(&self) -> bool {
        self.seats().iter().any(|s| s.kind == SeatKind::Remote)
    }

    /// Whether the seat to move is played at this window (a local game's
    /// every seat is: its computers' turns show as they always did).
    pub fn to_move_here(&self) -> bool {
        self.seats()
            .get(self.table().to_move())
            .is_some_and(|s| s.kind != SeatKind::Remote)
    }

    /// Whether "Undo last turn" may take a confirmed turn back: never at a
    /// network table, whose moves the host keeps and everyone has seen.
    pub fn undo_allowed(&self) -> bool {
        !self.is_networked() && self.table().can_undo()
    }
}

/// The stand-in offer's level (chosen from the list, else the new-game
/// screen's first computer level, else medium), and at a joiner's window
/// the names friends had at each seat.
#[derive(SystemParam)]
pub struct StandIn<'w, 's> {
    settings: Option<Res<'w, Settings>>,
    chosen: Local<'s, Option<Level>>,
    friends: Local<'s, Vec<Option<String>>>,
}

impl StandIn<'_, '_> {
    /// The seats the computer plays for an absent friend: the host's room
    /// knows; a joiner's window sees a friend's seat (by its name) now
    /// played by a computer.
    fn stood_in(&mut self, session: &NetSession) -> Vec<(usize, String, Level)> {
        if session.is_host() {
            return session.stood_in();
        }
        let Some(lobby) = session.lobby() else {
            return Vec::new();
        };
        self.friends.resize(lobby.seats.len(), None);
        let mut found = Vec::new();
        for (i, seat) in lobby.seats.iter().enumerate() {
            match &seat.player {
                SeatPlayer::Remote => self.friends[i] = Some(seat.name.clone()),
                SeatPlayer::Computer(level) if self.friends[i].as_ref() == Some(&seat.name) => {
                    if let Some(level) = Level::parse(level) {
                        found.push((i, seat.name.clone(), level));
                    }
                }
                _ => {}
            }
        }
        found
    }

    fn level(&self) -> Level {
        self.chosen.unwrap_or_else(|| {
            self.settings
                .as_ref()
                .and_then(|s| {
                    s.players
                        .iter()
                        .find_map(|p| p.computer.as_deref().and_then(Level::parse))
                })
                .filter(|l| LEVELS.contains(l))
                .unwrap_or(Level::Medium)
        })
    }
}

/// Whether the table has news of stand-ins to show (beside the lines of
/// lost connections).
pub(super) fn stand_in_news(session: &NetSession, stand_in: &mut StandIn) -> bool {
    !stand_in.stood_in(session).is_empty()
}

/// Under "Bo has lost the connection", at the host's window: "Let the
/// computer play for Bo" at a level, and which seats a computer plays now.
pub(super) fn stand_in_rows(
    ui: &mut bevy_egui::egui::Ui,
    t: &Locale,
    session: &NetSession,
    requests: &mut MessageWriter<NetRequest>,
    stand_in: &mut StandIn,
) {
    use bevy_egui::egui;
    for (seat, name) in session.lost_seats() {
        ui.horizontal(|ui| {
            let level = stand_in.level();
            if ui
                .button(tr!(t, "net-stand-in-offer", name = name.as_str()))
                .clicked()
            {
                // The seat keeps its player's name while the computer stands in.
                requests.write(NetRequest::Computer {
                    seat,
                    level,
                    name: None,
                });
            }
            egui::ComboBox::from_id_salt(("net-stand-in-level", seat))
                .selected_text(tr!(t, level_key(level.name())))
                .show_ui(ui, |ui| {
                    for l in LEVELS {
                        if ui
                            .selectable_label(l == level, tr!(t, level_key(l.name())))
                            .clicked()
                        {
                            *stand_in.chosen = Some(l);
                        }
                    }
                });
        });
    }
    for (_, name, level) in stand_in.stood_in(session) {
        ui.label(
            egui::RichText::new(tr!(
                t,
                "net-stand-in",
                name = name.as_str(),
                level = tr!(t, level_key(level.name()))
            ))
            .size(17.0),
        );
    }
}

/// Run condition: no network game's table is kept (the demonstration
/// would take the map from under it).
pub fn no_network_table(tables: Query<(), With<FollowsNetwork>>) -> bool {
    tables.is_empty()
}

/// "How to play" asked during a network game shows the rules' help: the
/// demonstration's own table and turns would stop this window following
/// the host.
fn rules_help_instead(
    mut asked: MessageReader<HowToPlay>,
    tables: Query<(), With<FollowsNetwork>>,
    help: Option<ResMut<HelpOpen>>,
) {
    let open = asked.read().any(|a| matches!(a, HowToPlay::Open(_)));
    if open
        && !tables.is_empty()
        && let Some(mut help) = help
    {
        help.0 = true;
    }
}
