//! Opens the host's UDP port on the home router, so players on the
//! internet reach a game hosted at home without anyone touching the
//! router: UPnP IGD (through `igd-next`) or NAT-PMP (RFC 6886, written
//! here: two small datagrams). Blocking calls, made from a background
//! thread ([`PortMapper`] is that thread); no engine, no async runtime.
//!
//! ```text
//! let mapper = PortMapper::start(7878);          // at once; maps meanwhile
//! match mapper.state() { MapState::Mapped { external, .. } => ..., _ => ... }
//! drop(mapper);                                  // the router closes the port
//! ```
//!
//! [`open`] asks both ways at the same time: the UPnP search (SSDP) and
//! NAT-PMP's public-address question. Neither opens anything; the port is
//! then mapped with UPnP when a UPnP router answered, else with NAT-PMP,
//! and with the other one when the first refuses. Before mapping, the
//! router's own internet address is checked: a router that is itself
//! behind another NAT (a carrier-grade NAT's 100.64.0.0/10, or a private
//! range of a second router) cannot make the game reachable from the
//! internet, and that is reported as such ([`PortMapError::NotPublic`]),
//! without mapping.
//!
//! PCP (RFC 6887, NAT-PMP's successor) is left out: every router that
//! speaks PCP that we know of (miniupnpd among them) answers NAT-PMP's
//! version-0 datagrams too.

mod error;
mod keeper;
pub mod natpmp;
mod router;

pub use error::{Method, PortMapError};
pub use keeper::{MapState, PortMapper};
pub use natpmp::{NATPMP_PORT, default_gateway_v4};
pub use router::{
    DEFAULT_DEADLINE, DEFAULT_LIFETIME, DESCRIPTION, Mapping, is_public, lan_ipv4, open,
};
