//! The window's network session: the link to the host (or the host
//! itself), and what went wrong, as data the screens word.

use crate::app::turn::setup::HelperLevel;
use crate::net::{Client, Host, LobbyState, SeatPlayer};
use crate::table::{SeatKind, Told};
use bevy::prelude::*;

/// The connection: this window hosts, or has joined.
pub enum Link {
    Host(Box<Host>),
    Client(Box<Client>),
}

/// Network play under way, from the lobby to the end of the game.
#[derive(Resource)]
pub struct NetSession {
    pub link: Link,
    /// The help this window's table gives.
    pub(super) helpers: HelperLevel,
    /// Why hosting or joining failed, or the connection ended.
    pub problem: Option<NetProblem>,
    /// The host's answer to the last move sent from here, if refused.
    pub(super) refused: Option<crate::net::Refusal>,
    /// The replica's move count when a move made here was sent.
    pub(super) sent: Option<usize>,
    /// The replica table was made (the game started here).
    pub(super) started: bool,
    /// This window watches: it holds no seat and is never shown a hand.
    pub watching: bool,
    /// Where the host lists its game on this network, if it does.
    pub listed: Option<std::net::SocketAddr>,
    /// The port this window asked to host on, when another program had it
    /// (the game listens on the next free one: see [`NetSession::port`]).
    pub port_taken: Option<u16>,
    /// The invite of the room this window made on a server (friends join
    /// the room with it, not with the server's).
    pub(super) room_invite: Option<String>,
    /// The invite of the room this window joined: its seat's secret is
    /// kept under it.
    pub(super) joined: Option<crate::net::Invite>,
    /// The room this window made on a server has its computers on the last
    /// seats, moved there from before a person of the table set up here.
    pub computers_moved: bool,
}

/// What went wrong with the network, as data (worded on screen).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetProblem {
    /// The invite code does not read.
    BadInvite(crate::net::InviteError),
    /// No socket, or the host's port is taken, or the autosave to host
    /// again does not read (the system's or the file's own words).
    CannotHost(String),
    /// The rules refuse the table to host (too many players, ...).
    Rules(crate::rules::RuleError),
    /// The connection ended, and why.
    Closed(crate::net::CloseReason),
    /// The host refused a message of this window's (a name it does not
    /// take, no open seat, ...); the connection stays.
    Refused(crate::net::Refusal),
    /// The host refused this computer at once: another game version.
    VersionDiffers { host: String, yours: String },
    /// The host refused this computer at once: other tiles.
    TilesDiffer {
        host: crate::net::TileSetMark,
        yours: crate::net::TileSetMark,
    },
    /// The server makes no new rooms (full, or not a server).
    NoNewRooms,
    /// The server cannot make the room asked for, and why.
    BadRoom(crate::net::RoomProblem),
    /// One person per window on a server: more than one seat is here.
    OneSeatHere,
}

impl NetProblem {
    /// Why the connection ended: the host's refusal when it says why this
    /// computer cannot play there (worded on screen as such), else the
    /// reason.
    pub(super) fn closed(reason: crate::net::CloseReason) -> NetProblem {
        use crate::net::{CloseReason, Refusal};
        match reason {
            CloseReason::Host(Refusal::Version { host, client }) => NetProblem::VersionDiffers {
                host,
                yours: client,
            },
            CloseReason::Host(Refusal::TileSet { host, client }) => NetProblem::TilesDiffer {
                host,
                yours: client,
            },
            CloseReason::Host(Refusal::NoNewRooms) => NetProblem::NoNewRooms,
            CloseReason::Host(Refusal::BadRoom(e)) => NetProblem::BadRoom(e),
            reason => NetProblem::Closed(reason),
        }
    }
}

impl NetSession {
    pub(super) fn new(link: Link, helpers: HelperLevel) -> NetSession {
        NetSession {
            link,
            helpers,
            problem: None,
            refused: None,
            sent: None,
            started: false,
            watching: false,
            listed: None,
            port_taken: None,
            room_invite: None,
            joined: None,
            computers_moved: false,
        }
    }

    /// The seats as everyone sees them (`None` until a joiner is welcomed).
    pub fn lobby(&self) -> Option<LobbyState> {
        match &self.link {
            Link::Host(h) => Some(h.room().lobby()),
            Link::Client(c) => c.lobby().cloned(),
        }
    }

    /// The help this window's table gives: the room's, which the host's
    /// table agreed on and its lobby says, so every window at the table
    /// gives the same; else (a host that does not say, or a level this
    /// version does not know) this player's own choice.
    pub fn table_helpers(&self) -> HelperLevel {
        self.lobby()
            .and_then(|l| l.helpers)
            .and_then(|name| HelperLevel::from_name(&name))
            .unwrap_or(self.helpers)
    }

    /// The UDP port this window hosts on (`None`: it joined).
    pub fn port(&self) -> Option<u16> {
        match &self.link {
            Link::Host(h) => Some(h.bound_addr().port()),
            Link::Client(_) => None,
        }
    }

    /// This window hosts.
    pub fn is_host(&self) -> bool {
        matches!(self.link, Link::Host(_))
    }

    /// The invite code to give friends: the host's, or that of the room
    /// this window made on a server.
    pub fn invite(&self) -> Option<String> {
        match &self.link {
            Link::Host(h) => Some(h.invite().code()),
            Link::Client(_) => self.room_invite.clone(),
        }
    }

    /// Whether what is said here still reaches the table: the host's room
    /// is open until it leaves; a joiner's connection may have ended (the
    /// host left after the game, or the network failed).
    pub fn can_chat(&self) -> bool {
        match &self.link {
            Link::Host(_) => true,
            Link::Client(c) => c.closed().is_none(),
        }
    }

    /// Whether the seat is played at this window.
    pub fn plays_here(&self, seat: usize) -> bool {
        match &self.link {
            Link::Host(h) => h
                .room()
                .seats()
                .get(seat)
                .is_some_and(|s| s.kind == SeatKind::Here),
            Link::Client(c) => c.seat() == Some(seat),
        }
    }

    /// What the host has told of its game: its moves, the tile in hand and
    /// whether it is over (`None` before the start). Borrowed, not copied:
    /// read every frame.
    pub(super) fn authority(&self) -> Option<Told<'_>> {
        match &self.link {
            Link::Host(h) => {
                let t = h.room().table()?;
                Some(Told {
                    moves: t.moves(),
                    hand: t.hand(),
                    flight: t.flight().copied(),
                    over: t.is_finished(),
                })
            }
            Link::Client(c) => {
                let told = c.told()?;
                // A spectator sees each tile when it is laid, never in hand
                // (a dragon tile is laid as its flight begins).
                Some(Told {
                    hand: told
                        .hand
                        .filter(|_| !self.watching || told.flight.is_some()),
                    ..told
                })
            }
        }
    }

    /// Whether the host could start now: no open seat, every friend
    /// connected and ready.
    pub fn can_start(&self) -> bool {
        self.lobby().is_some_and(|l| {
            !l.started
                && l.seats.iter().all(|s| match s.player {
                    SeatPlayer::Open => false,
                    SeatPlayer::Remote => s.connected && s.ready,
                    SeatPlayer::Host | SeatPlayer::Computer(_) => true,
                })
        })
    }

    /// The seats whose players lost the connection during the game.
    pub fn lost(&self) -> Vec<String> {
        self.lobby()
            .filter(|l| l.started)
            .map(|l| {
                l.seats
                    .into_iter()
                    .filter(|s| s.player == SeatPlayer::Remote && !s.connected)
                    .map(|s| s.name)
                    .collect()
            })
            .unwrap_or_default()
    }

    pub(super) fn close(&mut self) {
        match &mut self.link {
            Link::Host(h) => h.close(),
            Link::Client(c) => c.disconnect(),
        }
    }
}
