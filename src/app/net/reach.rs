//! How friends elsewhere reach the window's hosted game: the home router
//! asked to open the port (kept open while the game lasts, closed when the
//! session ends), the meeting server of the settings registered with, and
//! the lobby's line that says which of them worked.

use super::session::{Link, NetSession};
use crate::app::language::Locale;
use crate::net::meet;
use crate::net::portmap::{MapState, PortMapper};
use crate::settings::Settings;
use crate::tr;
use bevy::prelude::*;
use std::net::SocketAddr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            reach_out.run_if(resource_added::<NetSession>),
            keep_reach.run_if(resource_exists::<NetSession>),
            let_go.run_if(resource_removed::<NetSession>),
        ),
    );
}

/// The hosted game's ways in from outside this network.
#[derive(Resource)]
pub struct HostReach {
    /// The router's mapping of the port, kept while this lives.
    router: Option<PortMapper>,
    /// The port asked for.
    port: u16,
    /// The meeting server the game registers with.
    server: Option<SocketAddr>,
    /// The meeting server of the settings could not be found.
    server_unknown: bool,
    /// The router's address the invite names now.
    named: Option<SocketAddr>,
}

/// A game hosted here on more than this computer: ask the router, and
/// register with the meeting server if the settings name one.
fn reach_out(
    mut commands: Commands,
    mut session: ResMut<NetSession>,
    settings: Option<Res<Settings>>,
) {
    let Link::Host(host) = &mut session.link else {
        return;
    };
    let bound = host.bound_addr();
    if bound.ip().is_loopback() {
        return; // this computer only (tests, --local): nothing to open
    }
    let typed = settings
        .map(|s| s.meeting_server.clone())
        .unwrap_or_default();
    let (server, server_unknown) = match typed.trim() {
        "" => (None, false),
        typed => match meet::server_address(typed) {
            Ok(addr) => (Some(addr), false),
            Err(e) => {
                warn!("meeting server {typed}: {e}");
                (None, true)
            }
        },
    };
    if let Some(server) = server {
        host.use_server(server);
        info!("registering with the meeting server at {server}");
    }
    commands.insert_resource(HostReach {
        router: Some(PortMapper::start(bound.port())),
        port: bound.port(),
        server,
        server_unknown,
        named: None,
    });
}

/// Names the router's mapped address in the invite once it is known (and
/// again if the router's address changes).
fn keep_reach(mut session: ResMut<NetSession>, reach: Option<ResMut<HostReach>>) {
    let (Some(mut reach), Link::Host(host)) = (reach, &mut session.link) else {
        return;
    };
    let mapped = match reach.router.as_ref().map(PortMapper::state) {
        Some(MapState::Mapped { external, .. }) => Some(external),
        _ => None,
    };
    if mapped != reach.named {
        host.set_router_address(mapped);
        reach.named = mapped;
        if let Some(at) = mapped {
            info!("the router opened UDP port {} at {at}", reach.port);
        }
    }
}

/// The session is over: the router's port closes (the mapper's drop).
fn let_go(mut commands: Commands) {
    commands.remove_resource::<HostReach>();
}

/// The lobby's line on how friends elsewhere reach this game, and whether
/// it is good news.
pub fn reach_words(t: &Locale, session: &NetSession, reach: &HostReach) -> Vec<(String, bool)> {
    let Link::Host(host) = &session.link else {
        return Vec::new();
    };
    let port = reach.port.to_string();
    let registered = host.meeting().registered_as().is_some();
    let mut lines = Vec::new();
    let state = reach
        .router
        .as_ref()
        .map_or(MapState::NoRouter, PortMapper::state);
    lines.push(match state {
        MapState::Trying => (tr!(t, "reach-asking", port = port.clone()), true),
        MapState::Mapped { .. } => (tr!(t, "reach-internet", port = port.clone()), true),
        MapState::Refused { .. } => (tr!(t, "reach-refused", port = port.clone()), registered),
        MapState::NoRouter => (tr!(t, "reach-local-only", port = port.clone()), registered),
        MapState::NotPublic { .. } => (tr!(t, "reach-provider-nat"), registered),
    });
    if let Some(server) = reach.server {
        let server = server.to_string();
        lines.push(match registered {
            true => (tr!(t, "reach-server", server = server), true),
            false => (tr!(t, "reach-server-waiting", server = server), false),
        });
    } else if reach.server_unknown {
        lines.push((tr!(t, "reach-server-unknown"), false));
    }
    lines
}
