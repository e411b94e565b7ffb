//! How friends elsewhere reach `carcassonne host`'s game, said as it
//! comes: the home router asked to open the port (UPnP, NAT-PMP) and the
//! meeting point registered with, both in the background, so the invite
//! is printed at once and again when the router's address joins it.

use super::say::say;
use crate::net::Host;
use crate::net::meet::MeetProblem;
use crate::net::portmap::{MapState, PortMapper};
use std::net::SocketAddr;
use std::time::{Duration, Instant};

/// How long the meeting point may take to answer before the terminal
/// hears that it has not yet (the host keeps trying).
const MEETING_WAIT: Duration = Duration::from_secs(5);

/// The invite changed: the terminal gets it again, under this label.
pub(super) enum NewInvite {
    /// The router's address joined it: it works from the internet too.
    FromTheInternet,
    /// The router's mapping is gone: the invite names this network only
    /// (and the meeting point, if any).
    WithoutTheRouter,
}

impl NewInvite {
    /// The label of the invite's line (`LABEL: CODE`, the code last).
    pub(super) fn label(&self) -> &'static str {
        match self {
            NewInvite::FromTheInternet => "invite (now from the internet too)",
            NewInvite::WithoutTheRouter => "invite (this network only again)",
        }
    }
}

/// What has been said of the meeting point.
#[derive(PartialEq)]
enum Meeting {
    Waiting,
    Slow,
    Full,
    Registered(SocketAddr),
}

/// The host's ways in from outside this network, asked for and followed.
pub(super) struct HostReach {
    /// The router's mapping, kept while the game lasts: dropped, it closes
    /// the port again.
    router: Option<PortMapper>,
    port: u16,
    /// The router's state last said (`Trying` at first: nothing said).
    said: MapState,
    /// The router's address the invite names now.
    named: Option<SocketAddr>,
    /// The meeting point, and what has been said of it.
    server: Option<(SocketAddr, Meeting)>,
    asked: Instant,
}

impl HostReach {
    /// Asks the router to open the host's port (if `ask_router`) and
    /// registers with the meeting point named `server` (if any), saying so;
    /// never waits for either.
    pub(super) fn start(
        host: &mut Host,
        ask_router: bool,
        server: Option<&str>,
    ) -> Result<HostReach, String> {
        let port = host.bound_addr().port();
        let server = match server {
            Some(name) => {
                let at = crate::net::meet::server_address(name)?;
                host.use_server(at);
                say(format!(
                    "meeting point: registering with the server at {at}; the invite names it"
                ));
                Some((at, Meeting::Waiting))
            }
            None => None,
        };
        let router = ask_router.then(|| {
            say(format!(
                "router: asking the home router to open UDP port {port} (UPnP, NAT-PMP); until it answers, the invite works on this network{}",
                if server.is_some() {
                    " and through the meeting point"
                } else {
                    ""
                }
            ));
            PortMapper::start(port)
        });
        Ok(HostReach {
            router,
            port,
            said: MapState::Trying,
            named: None,
            server,
            asked: Instant::now(),
        })
    }

    /// Says what the router and the meeting point answered since the last
    /// call, and names the router's address in the host's invite (or takes
    /// it out): `Some` when the invite changed.
    pub(super) fn update(&mut self, host: &mut Host) -> Option<NewInvite> {
        self.follow_meeting(host);
        let state = self.router.as_ref()?.state();
        if state != self.said && state != MapState::Trying {
            say(format!("router: {}", router_words(&state, self.port)));
        }
        self.said = state;
        let mapped = match &self.said {
            MapState::Mapped { external, .. } => Some(*external),
            _ => None,
        };
        if mapped == self.named {
            return None;
        }
        host.set_router_address(mapped);
        self.named = mapped;
        Some(match mapped {
            Some(_) => NewInvite::FromTheInternet,
            None => NewInvite::WithoutTheRouter,
        })
    }

    /// Says when the meeting point registered the game (or took no more
    /// games, or has not answered yet).
    fn follow_meeting(&mut self, host: &Host) {
        let Some((server, said)) = &mut self.server else {
            return;
        };
        let meeting = host.meeting();
        let now = match meeting.registered_as() {
            Some(public) => Meeting::Registered(public),
            None if meeting.problem() == Some(MeetProblem::Full) => Meeting::Full,
            // Registered once, the host keeps its registration fresh.
            None if matches!(said, Meeting::Registered(_)) => return,
            None if self.asked.elapsed() >= MEETING_WAIT => Meeting::Slow,
            None => Meeting::Waiting,
        };
        if now == *said {
            return;
        }
        match now {
            Meeting::Registered(public) => say(format!(
                "meeting point: registered with the server at {server} (it sees this computer at {public}); friends the invite's addresses do not reach are introduced or relayed there"
            )),
            Meeting::Full => say(format!(
                "meeting point: the server at {server} takes no more games now; it keeps asking"
            )),
            Meeting::Slow => say(format!(
                "meeting point: no answer from the server at {server} yet; it keeps trying"
            )),
            Meeting::Waiting => {}
        }
        *said = now;
    }
}

/// What came of asking the router, in the terminal's words.
fn router_words(state: &MapState, port: u16) -> String {
    match state {
        MapState::Trying => "still asking".into(),
        MapState::Mapped { external, method } => {
            format!("UDP port {port} opened by {method} at {external}: reachable from the internet")
        }
        MapState::Refused { why, .. } => format!(
            "refused ({why}): reachable on this network only; forward UDP port {port} to this computer, or use a server (--server)"
        ),
        MapState::NoRouter => format!(
            "no answer to UPnP or NAT-PMP: reachable on this network only; forward UDP port {port} to this computer, or use a server (--server)"
        ),
        MapState::NotPublic { .. } => {
            "the router is itself behind another router (carrier-grade NAT): reachable on this network only; use a server (--server)".into()
        }
    }
}
