//! How the port was opened, and why it could not be, in words: shared by
//! the UPnP and NAT-PMP ways of asking and the keeper.

use std::fmt;
use std::io;
use std::net::IpAddr;

/// How the port was opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Method {
    /// UPnP Internet Gateway Device (most home routers).
    Upnp,
    /// NAT-PMP (Apple's routers, miniupnpd, many others).
    NatPmp,
}

impl fmt::Display for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Method::Upnp => "UPnP",
            Method::NatPmp => "NAT-PMP",
        })
    }
}

/// Why the port could not be opened (or kept open).
#[derive(Debug)]
pub enum PortMapError {
    /// Neither a UPnP nor a NAT-PMP router answered in time: the router
    /// has both switched off, or this computer is not behind a home router.
    NoRouter,
    /// The router answered and refused (or could not) open the port.
    /// `code` is the router's own error code when it gave one (UPnP's
    /// 7xx, NAT-PMP's result code), `reason` its words or ours.
    Refused {
        method: Method,
        port: u16,
        code: Option<u16>,
        reason: String,
    },
    /// The router's own internet address is not public: it is behind
    /// another NAT (a carrier-grade NAT, or a second router), so the game
    /// is not reachable from the internet even with the port open. Nothing
    /// was mapped. `router_address` is None when the router said it has
    /// no public address (miniupnpd 2.2 and later say so behind a
    /// carrier-grade NAT, rather than give its address; also a router
    /// whose internet line is down).
    NotPublic {
        method: Method,
        router_address: Option<IpAddr>,
    },
    /// This computer's own network failed (no network at all, say).
    Io(io::Error),
}

impl fmt::Display for PortMapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PortMapError::NoRouter => f.write_str(
                "no router answered (neither UPnP nor NAT-PMP): the router has both switched off, \
                 or this computer is not behind a home router",
            ),
            PortMapError::Refused {
                method,
                port,
                code,
                reason,
            } => {
                write!(
                    f,
                    "the router refused to open UDP port {port} ({method}: {reason}"
                )?;
                if let Some(code) = code {
                    write!(f, ", code {code}")?;
                }
                f.write_str(")")
            }
            PortMapError::NotPublic {
                method,
                router_address,
            } => {
                match router_address {
                    Some(address) => write!(
                        f,
                        "the router's own internet address {address} (said over {method}) is not \
                         a public one"
                    )?,
                    None => write!(
                        f,
                        "the router says (over {method}) it has no public internet address"
                    )?,
                }
                f.write_str(
                    ": it is behind another NAT (the internet provider's or a second router), so \
                     the game is not reachable from the internet even with the port open",
                )
            }
            PortMapError::Io(e) => write!(f, "network error on this computer: {e}"),
        }
    }
}

impl std::error::Error for PortMapError {}

impl From<io::Error> for PortMapError {
    fn from(e: io::Error) -> Self {
        PortMapError::Io(e)
    }
}

/// A refusal; a long reason (a router's whole unreadable answer) is cut.
pub(super) fn refused(
    method: Method,
    port: u16,
    code: Option<u16>,
    mut reason: String,
) -> PortMapError {
    const MAX: usize = 160;
    if reason.len() > MAX {
        let mut cut = MAX;
        while !reason.is_char_boundary(cut) {
            cut -= 1;
        }
        reason.truncate(cut);
        reason.push('…');
    }
    PortMapError::Refused {
        method,
        port,
        code,
        reason,
    }
}
