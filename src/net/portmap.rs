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

use std::fmt;
use std::io::{self, ErrorKind};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, SocketAddrV4, UdpSocket};
use std::sync::mpsc;
use std::sync::{Arc, Condvar, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// What the router shows next to the mapping in its list.
pub const DESCRIPTION: &str = "Carcassonne";

/// How long a mapping is asked for by [`PortMapper::start`]; renewed at
/// half of it, so a game that crashed leaves the port open one hour at most.
pub const DEFAULT_LIFETIME: Duration = Duration::from_secs(3600);

/// How long [`PortMapper::start`] gives [`open`] to find a router.
pub const DEFAULT_DEADLINE: Duration = Duration::from_secs(5);

/// How long a renewal or a removal may take (NAT-PMP's retries over 3.75 s).
const FOLLOW_UP_DEADLINE: Duration = Duration::from_secs(4);

/// After a router answered NAT-PMP, how long [`open`] still waits for its
/// answer to the UPnP search (UPnP is preferred, being the more
/// widespread). miniupnpd answers within milliseconds; a router that waits
/// longer is mapped with NAT-PMP, which serves as well.
const UPNP_GRACE: Duration = Duration::from_millis(300);

/// NAT-PMP's port on the router.
pub const NATPMP_PORT: u16 = 5351;

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

/// An open port on the router. Dropping it leaves the mapping until its
/// lifetime ends; [`Mapping::remove`] closes it at once.
pub struct Mapping {
    /// Where players on the internet send to: the router's public address
    /// and the external port (the internal port when the router allowed).
    pub external: SocketAddr,
    pub internal_port: u16,
    pub method: Method,
    /// The router's UPnP control address or its NAT-PMP address (port 5351).
    pub gateway: SocketAddr,
    /// The lifetime the router granted; zero for a UPnP router that only
    /// keeps permanent mappings (removed by [`Mapping::remove`] only).
    pub lifetime: Duration,
    /// This computer's address on the home network (the mapping's target).
    pub internal_ip: Ipv4Addr,
    /// The lifetime asked for (NAT-PMP's renewals ask it again).
    requested: Duration,
    upnp: Option<igd_next::Gateway>,
}

impl fmt::Debug for Mapping {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Mapping")
            .field("external", &self.external)
            .field("internal", &(self.internal_ip, self.internal_port))
            .field("method", &self.method)
            .field("gateway", &self.gateway)
            .field("lifetime", &self.lifetime)
            .field(
                "upnp_service",
                &self.upnp.as_ref().map(|g| g.service_type.as_str()),
            )
            .finish()
    }
}

impl Mapping {
    /// Asks the router to keep the mapping for another lifetime (the same
    /// external port). `external` and `lifetime` follow the router's answer.
    pub fn renew(&mut self) -> Result<(), PortMapError> {
        match self.method {
            Method::Upnp => {
                let gateway = self
                    .upnp
                    .as_ref()
                    .expect("a UPnP mapping keeps its gateway");
                let local = SocketAddr::V4(SocketAddrV4::new(self.internal_ip, self.internal_port));
                gateway
                    .add_port(
                        igd_next::PortMappingProtocol::UDP,
                        self.external.port(),
                        local,
                        lease_seconds(self.lifetime),
                        DESCRIPTION,
                    )
                    .map_err(|e| upnp_add_error(self.external.port(), e))?;
                // The router's address may have changed (a new line, a
                // restart): the mapping's follows, when it still says one.
                if let Ok(public) = gateway.get_external_ip()
                    && is_public(public)
                {
                    self.external.set_ip(public);
                }
                Ok(())
            }
            Method::NatPmp => {
                let gateway = gateway_v4(self.gateway);
                let end = Instant::now() + FOLLOW_UP_DEADLINE;
                let (external_port, granted) = natpmp_map(
                    gateway,
                    self.internal_port,
                    self.external.port(),
                    self.requested,
                    end,
                )?;
                self.external.set_port(external_port);
                self.lifetime = granted;
                if let Ok(public) = natpmp_public_address(gateway, end)
                    && is_public(IpAddr::V4(public))
                {
                    self.external.set_ip(IpAddr::V4(public));
                }
                Ok(())
            }
        }
    }

    /// Closes the port on the router.
    pub fn remove(self) -> Result<(), PortMapError> {
        match self.method {
            Method::Upnp => {
                let gateway = self
                    .upnp
                    .as_ref()
                    .expect("a UPnP mapping keeps its gateway");
                match gateway.remove_port(igd_next::PortMappingProtocol::UDP, self.external.port())
                {
                    // Gone already (expired, or the router restarted).
                    Ok(()) | Err(igd_next::RemovePortError::NoSuchPortMapping) => Ok(()),
                    Err(e) => Err(refused(
                        Method::Upnp,
                        self.external.port(),
                        upnp_remove_code(&e),
                        e.to_string(),
                    )),
                }
            }
            Method::NatPmp => {
                let end = Instant::now() + FOLLOW_UP_DEADLINE;
                // RFC 6886 3.4: lifetime 0 and suggested port 0 delete.
                natpmp_map(
                    gateway_v4(self.gateway),
                    self.internal_port,
                    0,
                    Duration::ZERO,
                    end,
                )
                .map(|_| ())
            }
        }
    }
}

/// Opens `internal_port` (UDP) of this computer on the home router, for
/// `lifetime` (rounded to seconds), within `deadline` in all. The external
/// port is the internal one when the router allows. Blocks up to
/// `deadline` (a UPnP router that stops answering halfway through may
/// hold it up to igd-next's own 10 s request timeout).
pub fn open(
    internal_port: u16,
    lifetime: Duration,
    deadline: Duration,
) -> Result<Mapping, PortMapError> {
    let end = Instant::now() + deadline;
    if internal_port == 0 {
        // NAT-PMP's port 0 would mean "all my mappings".
        return Err(PortMapError::Io(io::Error::new(
            ErrorKind::InvalidInput,
            "no port to open (port 0)",
        )));
    }
    let internal_ip = lan_ipv4()?;

    enum Heard {
        Upnp(Option<igd_next::Gateway>),
        NatPmp(Result<Ipv4Addr, PortMapError>),
    }
    let (tx, rx) = mpsc::channel::<Heard>();
    {
        let tx = tx.clone();
        thread::Builder::new()
            .name("upnp search".into())
            .spawn(move || {
                let _ = tx.send(Heard::Upnp(upnp_search(internal_ip, end)));
            })?;
    }
    // NAT-PMP talks to the default gateway: read from the routing table on
    // Linux. Other systems have no such file; there NAT-PMP is tried only
    // with the UPnP router's address, after UPnP itself failed (a router
    // that speaks NAT-PMP alone is then not found on Windows and macOS).
    let natpmp_gateway = default_gateway_v4();
    if let Some(gateway) = natpmp_gateway {
        thread::Builder::new()
            .name("nat-pmp".into())
            .spawn(move || {
                let _ = tx.send(Heard::NatPmp(natpmp_public_address(gateway, end)));
            })?;
    } else {
        drop(tx);
    }

    let mut upnp: Option<Option<igd_next::Gateway>> = None;
    let mut natpmp: Option<Result<Ipv4Addr, PortMapError>> = None;
    let mut natpmp_heard_at: Option<Instant> = None;
    // Hear both, or UPnP, or NAT-PMP and a short grace for UPnP.
    loop {
        let now = Instant::now();
        let upnp_found = matches!(upnp, Some(Some(_)));
        let both_heard = upnp.is_some() && (natpmp.is_some() || natpmp_gateway.is_none());
        if upnp_found || both_heard || now >= end {
            break;
        }
        let mut wait = end - now;
        // A router answered NAT-PMP (yes or no): UPnP has a short grace.
        if let Some(at) = natpmp_heard_at
            && !matches!(
                natpmp,
                Some(Err(PortMapError::NoRouter | PortMapError::Io(_)))
            )
        {
            let grace_end = at + UPNP_GRACE;
            if now >= grace_end {
                break;
            }
            wait = wait.min(grace_end - now);
        }
        match rx.recv_timeout(wait) {
            Ok(Heard::Upnp(found)) => upnp = Some(found),
            Ok(Heard::NatPmp(answer)) => {
                natpmp = Some(answer);
                natpmp_heard_at = Some(Instant::now());
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }

    let mut failure: Option<PortMapError> = None;
    let upnp_ip = upnp_router_ip(&upnp);
    if let Some(Some(gateway)) = upnp {
        match upnp_map(gateway, internal_ip, internal_port, lifetime) {
            Ok(mapping) => return Ok(mapping),
            Err(e) => failure = Some(e),
        }
    }
    // NAT-PMP: its answer if heard, else wait for it while time is left.
    let natpmp_address = match (natpmp, natpmp_gateway) {
        (Some(answer), Some(gateway)) => Some((gateway, answer)),
        (None, Some(gateway)) => {
            match rx.recv_timeout(end.saturating_duration_since(Instant::now())) {
                Ok(Heard::NatPmp(answer)) => Some((gateway, answer)),
                _ => None,
            }
        }
        // Not Linux: the UPnP router's address, if UPnP found one.
        (_, None) => match &failure {
            Some(PortMapError::Refused { .. }) => {
                upnp_ip.map(|gateway| (gateway, natpmp_public_address(gateway, end)))
            }
            _ => None,
        },
    };
    if let Some((gateway, answer)) = natpmp_address {
        let mapped = answer.and_then(|public| {
            if !is_public(IpAddr::V4(public)) {
                return Err(not_public(Method::NatPmp, IpAddr::V4(public)));
            }
            let (external_port, granted) =
                natpmp_map(gateway, internal_port, internal_port, lifetime, end)?;
            Ok(Mapping {
                external: SocketAddr::new(IpAddr::V4(public), external_port),
                internal_port,
                method: Method::NatPmp,
                gateway: SocketAddr::new(IpAddr::V4(gateway), NATPMP_PORT),
                lifetime: granted,
                internal_ip,
                requested: lifetime,
                upnp: None,
            })
        });
        match mapped {
            Ok(mapping) => return Ok(mapping),
            Err(e) => failure = Some(worse(failure, e)),
        }
    }
    Err(failure.unwrap_or(PortMapError::NoRouter))
}

/// Of two failures, the one that tells the player more: a router that is
/// not public, then a refusal, then an error, then silence.
fn worse(a: Option<PortMapError>, b: PortMapError) -> PortMapError {
    fn rank(e: &PortMapError) -> u8 {
        match e {
            PortMapError::NotPublic { .. } => 3,
            PortMapError::Refused { .. } => 2,
            PortMapError::Io(_) => 1,
            PortMapError::NoRouter => 0,
        }
    }
    match a {
        Some(a) if rank(&a) >= rank(&b) => a,
        _ => b,
    }
}

/// A router whose own address is `address`, not a public one.
fn not_public(method: Method, address: IpAddr) -> PortMapError {
    PortMapError::NotPublic {
        method,
        router_address: (!address.is_unspecified()).then_some(address),
    }
}

fn upnp_router_ip(upnp: &Option<Option<igd_next::Gateway>>) -> Option<Ipv4Addr> {
    match upnp {
        Some(Some(gateway)) => match gateway.addr.ip() {
            IpAddr::V4(ip) => Some(ip),
            IpAddr::V6(_) => None,
        },
        _ => None,
    }
}

fn gateway_v4(gateway: SocketAddr) -> Ipv4Addr {
    match gateway.ip() {
        IpAddr::V4(ip) => ip,
        IpAddr::V6(ip) => ip.to_ipv4_mapped().unwrap_or(Ipv4Addr::UNSPECIFIED),
    }
}

/// A refusal; a long reason (a router's whole unreadable answer) is cut.
fn refused(method: Method, port: u16, code: Option<u16>, mut reason: String) -> PortMapError {
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

/// Whether players on the internet can reach `ip`: not a private range,
/// not a carrier-grade NAT's shared range (100.64.0.0/10), not loopback,
/// link-local, documentation, benchmarking, multicast or reserved, and not
/// 0.0.0.0 (what a router says before its internet line is up).
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let [a, b, c, _] = v4.octets();
            !(v4.is_unspecified()
                || v4.is_private()
                || v4.is_loopback()
                || v4.is_link_local()
                || v4.is_broadcast()
                || v4.is_multicast()
                || v4.is_documentation()
                || a == 0
                || a >= 240
                || (a == 100 && (64..128).contains(&b))
                || (a == 192 && b == 0 && c == 0)
                || (a == 198 && (b == 18 || b == 19)))
        }
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_public(IpAddr::V4(v4)),
            None => {
                let first = v6.segments()[0];
                // Global unicast is 2000::/3.
                (first & 0xe000) == 0x2000
            }
        },
    }
}

/// This computer's IPv4 address on its network: the one a UDP socket
/// "connected" towards the internet would send from (no datagram is sent).
pub fn lan_ipv4() -> Result<Ipv4Addr, PortMapError> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))?;
    // Any public address: `connect` on UDP only picks the route.
    socket.connect((Ipv4Addr::new(1, 1, 1, 1), 9))?;
    match socket.local_addr()?.ip() {
        IpAddr::V4(ip) if !ip.is_unspecified() && !ip.is_loopback() => Ok(ip),
        other => Err(PortMapError::Io(io::Error::new(
            ErrorKind::AddrNotAvailable,
            format!("no network address to map (the route out uses {other})"),
        ))),
    }
}

// ---- UPnP IGD -------------------------------------------------------------

/// The UPnP router, if one answers the SSDP search before `end`.
fn upnp_search(internal_ip: Ipv4Addr, end: Instant) -> Option<igd_next::Gateway> {
    let timeout = end.saturating_duration_since(Instant::now());
    if timeout.is_zero() {
        return None;
    }
    let mut options = igd_next::SearchOptions::default();
    options.bind_addr = SocketAddr::new(IpAddr::V4(internal_ip), 0);
    options.timeout = Some(timeout);
    options.single_search_timeout = Some(timeout);
    options.gateway_ip_version = igd_next::GatewayIpVersion::V4;
    igd_next::search_gateway(options).ok()
}

fn upnp_map(
    gateway: igd_next::Gateway,
    internal_ip: Ipv4Addr,
    internal_port: u16,
    lifetime: Duration,
) -> Result<Mapping, PortMapError> {
    use igd_next::{AddAnyPortError, AddPortError, GetExternalIpError, PortMappingProtocol::UDP};
    let public = gateway.get_external_ip().map_err(|e| match &e {
        // An answer without an address: miniupnpd's way (2.2 and later)
        // to say its own address is private or reserved.
        GetExternalIpError::RequestError(igd_next::RequestError::InvalidResponse(text))
            if text.contains("GetExternalIPAddressResponse") =>
        {
            PortMapError::NotPublic {
                method: Method::Upnp,
                router_address: None,
            }
        }
        GetExternalIpError::ActionNotAuthorized => {
            refused(Method::Upnp, internal_port, Some(606), e.to_string())
        }
        GetExternalIpError::RequestError(r) => {
            refused(Method::Upnp, internal_port, request_code(r), e.to_string())
        }
    })?;
    if !is_public(public) {
        return Err(not_public(Method::Upnp, public));
    }
    let local = SocketAddr::V4(SocketAddrV4::new(internal_ip, internal_port));
    let mut lease = lease_seconds(lifetime);
    let mut attempt = gateway.add_port(UDP, internal_port, local, lease, DESCRIPTION);
    if let Err(AddPortError::OnlyPermanentLeasesSupported) = attempt {
        lease = 0;
        attempt = gateway.add_port(UDP, internal_port, local, lease, DESCRIPTION);
    }
    let external_port = match attempt {
        Ok(()) => internal_port,
        // Another computer has that port on the router: any other port.
        Err(AddPortError::PortInUse) => gateway
            .add_any_port(UDP, local, lease, DESCRIPTION)
            .map_err(|e| {
                let code = match &e {
                    AddAnyPortError::ActionNotAuthorized => Some(606),
                    AddAnyPortError::NoPortsAvailable => Some(728),
                    AddAnyPortError::ExternalPortInUse => Some(718),
                    AddAnyPortError::RequestError(r) => request_code(r),
                    _ => None,
                };
                refused(Method::Upnp, internal_port, code, e.to_string())
            })?,
        Err(e) => return Err(upnp_add_error(internal_port, e)),
    };
    Ok(Mapping {
        external: SocketAddr::new(public, external_port),
        internal_port,
        method: Method::Upnp,
        gateway: gateway.addr,
        lifetime: Duration::from_secs(u64::from(lease)),
        internal_ip,
        requested: lifetime,
        upnp: Some(gateway),
    })
}

/// UPnP's lease duration: whole seconds, at least one (0 means permanent).
fn lease_seconds(lifetime: Duration) -> u32 {
    if lifetime.is_zero() {
        0
    } else {
        lifetime.as_secs().clamp(1, u64::from(u32::MAX)) as u32
    }
}

fn request_code(e: &igd_next::RequestError) -> Option<u16> {
    match e {
        igd_next::RequestError::ErrorCode(code, _) => Some(*code),
        _ => None,
    }
}

fn upnp_add_error(port: u16, e: igd_next::AddPortError) -> PortMapError {
    use igd_next::AddPortError::*;
    let code = match &e {
        ActionNotAuthorized => Some(606),
        PortInUse => Some(718),
        SamePortValuesRequired => Some(724),
        OnlyPermanentLeasesSupported => Some(725),
        DescriptionTooLong => Some(605),
        RequestError(r) => request_code(r),
        _ => None,
    };
    refused(Method::Upnp, port, code, e.to_string())
}

fn upnp_remove_code(e: &igd_next::RemovePortError) -> Option<u16> {
    match e {
        igd_next::RemovePortError::ActionNotAuthorized => Some(606),
        igd_next::RemovePortError::NoSuchPortMapping => Some(714),
        igd_next::RemovePortError::RequestError(r) => request_code(r),
    }
}

// ---- NAT-PMP (RFC 6886) -----------------------------------------------------

/// NAT-PMP's datagrams, as bytes.
pub mod natpmp {
    use std::net::Ipv4Addr;

    /// Opcode 0: "what is your public address?".
    pub const OP_PUBLIC_ADDRESS: u8 = 0;
    /// Opcode 1: map a UDP port.
    pub const OP_MAP_UDP: u8 = 1;

    /// The public-address request: version 0, opcode 0.
    pub fn public_address_request() -> [u8; 2] {
        [0, OP_PUBLIC_ADDRESS]
    }

    /// A UDP mapping request: version 0, opcode 1, two reserved bytes, the
    /// internal port, the suggested external port, the lifetime in seconds
    /// (all big-endian). Lifetime 0 with external port 0 deletes.
    pub fn map_request(internal_port: u16, external_port: u16, lifetime_secs: u32) -> [u8; 12] {
        let mut b = [0u8; 12];
        b[1] = OP_MAP_UDP;
        b[4..6].copy_from_slice(&internal_port.to_be_bytes());
        b[6..8].copy_from_slice(&external_port.to_be_bytes());
        b[8..12].copy_from_slice(&lifetime_secs.to_be_bytes());
        b
    }

    /// A router's successful answer.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Response {
        PublicAddress {
            /// Seconds since the router's mappings were last reset.
            epoch: u32,
            address: Ipv4Addr,
        },
        Mapped {
            epoch: u32,
            internal_port: u16,
            external_port: u16,
            lifetime_secs: u32,
        },
    }

    /// Why an answer is not a success.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Failure {
        /// Not a NAT-PMP answer (too short, another version, a request).
        Malformed,
        /// The router's result code (1 to 5 in RFC 6886, or another).
        Code { opcode: u8, code: u16 },
    }

    /// The RFC's words for a result code.
    pub fn code_reason(code: u16) -> &'static str {
        match code {
            1 => "unsupported version",
            2 => "not authorized (mapping disabled on the router)",
            3 => "network failure (the router has no internet address)",
            4 => "out of resources (no port free)",
            5 => "unsupported opcode",
            _ => "unknown result code",
        }
    }

    /// Reads a router's answer.
    pub fn decode(b: &[u8]) -> Result<Response, Failure> {
        if b.len() < 8 || b[0] != 0 || b[1] < 128 {
            return Err(Failure::Malformed);
        }
        let opcode = b[1] - 128;
        let code = u16::from_be_bytes([b[2], b[3]]);
        if code != 0 {
            return Err(Failure::Code { opcode, code });
        }
        let epoch = u32::from_be_bytes([b[4], b[5], b[6], b[7]]);
        match opcode {
            OP_PUBLIC_ADDRESS if b.len() >= 12 => Ok(Response::PublicAddress {
                epoch,
                address: Ipv4Addr::new(b[8], b[9], b[10], b[11]),
            }),
            OP_MAP_UDP if b.len() >= 16 => Ok(Response::Mapped {
                epoch,
                internal_port: u16::from_be_bytes([b[8], b[9]]),
                external_port: u16::from_be_bytes([b[10], b[11]]),
                lifetime_secs: u32::from_be_bytes([b[12], b[13], b[14], b[15]]),
            }),
            _ => Err(Failure::Malformed),
        }
    }
}

/// Sends `request` to the router's NAT-PMP port and waits for the answer
/// to its opcode, resending after 250 ms, 500 ms, 1 s... (RFC 6886 3.1)
/// until `end`. A router without NAT-PMP usually says so at once with an
/// ICMP "port unreachable" (NoRouter, without waiting).
fn natpmp_exchange(
    gateway: Ipv4Addr,
    request: &[u8],
    end: Instant,
) -> Result<natpmp::Response, PortMapError> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))?;
    socket.connect((gateway, NATPMP_PORT))?;
    let mut interval = Duration::from_millis(250);
    let mut buf = [0u8; 64];
    let opcode = request[1];
    loop {
        let now = Instant::now();
        if now >= end {
            return Err(PortMapError::NoRouter);
        }
        match socket.send(request) {
            Ok(_) => {}
            Err(e) if e.kind() == ErrorKind::ConnectionRefused => {
                return Err(PortMapError::NoRouter);
            }
            Err(e) => return Err(e.into()),
        }
        let resend_at = (now + interval).min(end);
        interval *= 2;
        loop {
            let left = resend_at.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            socket.set_read_timeout(Some(left))?;
            match socket.recv(&mut buf) {
                Ok(n) => match natpmp::decode(&buf[..n]) {
                    Ok(response) => {
                        let answers = match response {
                            natpmp::Response::PublicAddress { .. } => natpmp::OP_PUBLIC_ADDRESS,
                            natpmp::Response::Mapped { .. } => natpmp::OP_MAP_UDP,
                        };
                        if answers == opcode {
                            return Ok(response);
                        }
                    }
                    Err(natpmp::Failure::Code { opcode: o, code }) if o == opcode => {
                        let port = if request.len() >= 6 {
                            u16::from_be_bytes([request[4], request[5]])
                        } else {
                            0
                        };
                        return Err(refused(
                            Method::NatPmp,
                            port,
                            Some(code),
                            natpmp::code_reason(code).to_string(),
                        ));
                    }
                    Err(_) => {}
                },
                Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => break,
                Err(e) if e.kind() == ErrorKind::ConnectionRefused => {
                    return Err(PortMapError::NoRouter);
                }
                Err(e) => return Err(e.into()),
            }
        }
    }
}

fn natpmp_public_address(gateway: Ipv4Addr, end: Instant) -> Result<Ipv4Addr, PortMapError> {
    match natpmp_exchange(gateway, &natpmp::public_address_request(), end) {
        Ok(natpmp::Response::PublicAddress { address, .. }) => Ok(address),
        Ok(natpmp::Response::Mapped { .. }) => Err(PortMapError::NoRouter),
        // "Network failure": the router has no public address (behind a
        // carrier-grade NAT for miniupnpd 2.2 and later, or its line is down).
        Err(PortMapError::Refused { code: Some(3), .. }) => Err(PortMapError::NotPublic {
            method: Method::NatPmp,
            router_address: None,
        }),
        Err(e) => Err(e),
    }
}

/// Maps (or with lifetime zero, deletes): the external port and lifetime
/// the router granted.
fn natpmp_map(
    gateway: Ipv4Addr,
    internal_port: u16,
    external_port: u16,
    lifetime: Duration,
    end: Instant,
) -> Result<(u16, Duration), PortMapError> {
    let secs = if lifetime.is_zero() {
        0
    } else {
        lifetime.as_secs().clamp(1, u64::from(u32::MAX)) as u32
    };
    let request = natpmp::map_request(internal_port, external_port, secs);
    match natpmp_exchange(gateway, &request, end)? {
        natpmp::Response::Mapped {
            external_port,
            lifetime_secs,
            ..
        } => Ok((external_port, Duration::from_secs(u64::from(lifetime_secs)))),
        natpmp::Response::PublicAddress { .. } => Err(PortMapError::NoRouter),
    }
}

/// The default IPv4 gateway from Linux's routing table (the route with
/// the lowest metric), None elsewhere. Reads the calling thread's network
/// namespace (`/proc/thread-self`), which is the process's one unless a
/// test moved the thread.
pub fn default_gateway_v4() -> Option<Ipv4Addr> {
    if !cfg!(target_os = "linux") {
        return None;
    }
    let table = std::fs::read_to_string("/proc/thread-self/net/route")
        .or_else(|_| std::fs::read_to_string("/proc/net/route"))
        .ok()?;
    parse_route_table(&table)
}

/// The default route's gateway in the text of `/proc/net/route`, whose
/// addresses are the kernel's network-order words printed as native hex.
fn parse_route_table(table: &str) -> Option<Ipv4Addr> {
    const RTF_UP: u32 = 0x1;
    const RTF_GATEWAY: u32 = 0x2;
    table
        .lines()
        .skip(1)
        .filter_map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            if f.len() < 8 {
                return None;
            }
            let hex = |s: &str| u32::from_str_radix(s, 16).ok();
            let (destination, gateway, flags) = (hex(f[1])?, hex(f[2])?, hex(f[3])?);
            let metric: u32 = f[6].parse().ok()?;
            let mask = hex(f[7])?;
            let is_default = destination == 0 && mask == 0;
            let up = flags & (RTF_UP | RTF_GATEWAY) == RTF_UP | RTF_GATEWAY;
            (is_default && up && gateway != 0)
                .then(|| (metric, Ipv4Addr::from(gateway.to_ne_bytes())))
        })
        .min_by_key(|(metric, _)| *metric)
        .map(|(_, gateway)| gateway)
}

// ---- The background keeper -----------------------------------------------

/// Where the port stands, in the window's plain words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MapState {
    /// Asking the router.
    Trying,
    /// Open: the game is reachable from the internet at `external`.
    Mapped {
        external: SocketAddr,
        method: Method,
    },
    /// The router answered and refused: the player may forward UDP port
    /// `port` by hand, or use a server. `why` is in English, for the log.
    Refused { port: u16, why: String },
    /// No router answered: reachable on this network only (unless the
    /// player forwards the port by hand).
    NoRouter,
    /// The router itself is behind another NAT (`router_address` is not
    /// public, or None: the router said it has no public address):
    /// reachable on this network only, and forwarding cannot help.
    NotPublic { router_address: Option<IpAddr> },
}

impl MapState {
    fn of(error: &PortMapError) -> MapState {
        match error {
            PortMapError::NoRouter | PortMapError::Io(_) => MapState::NoRouter,
            PortMapError::Refused { port, .. } => MapState::Refused {
                port: *port,
                why: error.to_string(),
            },
            PortMapError::NotPublic { router_address, .. } => MapState::NotPublic {
                router_address: *router_address,
            },
        }
    }
}

struct Shared {
    state: MapState,
    stop: bool,
}

type Cell = Arc<(Mutex<Shared>, Condvar)>;

/// Keeps the host's port open while it lives: a thread that maps it
/// ([`open`]), renews it at half its lifetime, maps it again when a
/// renewal fails (the router restarted), and removes it when the mapper is
/// dropped or closed.
pub struct PortMapper {
    cell: Cell,
    thread: Option<thread::JoinHandle<()>>,
    /// Behind a mutex so that a mapper can sit in a window's resource
    /// (shared between threads; a receiver alone is not).
    done: Option<Mutex<mpsc::Receiver<()>>>,
}

impl PortMapper {
    /// Starts mapping `internal_port` for the default lifetime and deadline.
    pub fn start(internal_port: u16) -> PortMapper {
        PortMapper::with(internal_port, DEFAULT_LIFETIME, DEFAULT_DEADLINE)
    }

    /// Starts mapping with a given lifetime (renewed at half of it) and a
    /// deadline for each [`open`].
    pub fn with(internal_port: u16, lifetime: Duration, deadline: Duration) -> PortMapper {
        let cell: Cell = Arc::new((
            Mutex::new(Shared {
                state: MapState::Trying,
                stop: false,
            }),
            Condvar::new(),
        ));
        let (done_tx, done_rx) = mpsc::channel();
        let keeper = cell.clone();
        let thread = thread::Builder::new()
            .name("port mapper".into())
            .spawn(move || {
                keep(&keeper, internal_port, lifetime, deadline);
                let _ = done_tx.send(());
            });
        match thread {
            Ok(thread) => PortMapper {
                cell,
                thread: Some(thread),
                done: Some(Mutex::new(done_rx)),
            },
            Err(_) => {
                cell.0.lock().unwrap_or_else(|e| e.into_inner()).state = MapState::NoRouter;
                PortMapper {
                    cell,
                    thread: None,
                    done: None,
                }
            }
        }
    }

    /// The state now (never blocks on the network).
    pub fn state(&self) -> MapState {
        self.cell
            .0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .state
            .clone()
    }

    /// Removes the mapping and waits until the router answered (a few
    /// seconds at most when it no longer does).
    pub fn close(mut self) {
        self.stop(None);
    }

    /// Tells the thread to stop; waits for it up to `wait` (None: until it
    /// ended).
    fn stop(&mut self, wait: Option<Duration>) {
        {
            let (lock, condvar) = &*self.cell;
            lock.lock().unwrap_or_else(|e| e.into_inner()).stop = true;
            condvar.notify_all();
        }
        let (Some(thread), Some(done)) = (self.thread.take(), self.done.take()) else {
            return;
        };
        match wait {
            None => {
                let _ = thread.join();
            }
            Some(wait) => {
                let done = done.into_inner().unwrap_or_else(|e| e.into_inner());
                if done.recv_timeout(wait).is_ok() {
                    let _ = thread.join();
                }
                // Else it finishes the removal on its own.
            }
        }
    }
}

impl Drop for PortMapper {
    /// Removes the mapping: waits for the router's answer up to two
    /// seconds, then lets the thread finish alone (a game that quits at
    /// once may leave the mapping to expire).
    fn drop(&mut self) {
        self.stop(Some(Duration::from_secs(2)));
    }
}

/// The mapper's thread.
fn keep(cell: &Cell, internal_port: u16, lifetime: Duration, deadline: Duration) {
    let set = |state: MapState| {
        cell.0.lock().unwrap_or_else(|e| e.into_inner()).state = state;
    };
    let stopped = || cell.0.lock().unwrap_or_else(|e| e.into_inner()).stop;
    // Sleeps up to `d`; true when told to stop.
    let sleep = |d: Duration| {
        let (lock, condvar) = &**cell;
        let guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        let (guard, _) = condvar
            .wait_timeout_while(guard, d, |s| !s.stop)
            .unwrap_or_else(|e| e.into_inner());
        guard.stop
    };
    let mut mapping = match open(internal_port, lifetime, deadline) {
        Ok(mapping) => mapping,
        Err(e) => {
            set(MapState::of(&e));
            return;
        }
    };
    loop {
        set(MapState::Mapped {
            external: mapping.external,
            method: mapping.method,
        });
        // A permanent UPnP mapping is still refreshed now and then, in case
        // the router restarted and forgot it.
        let period = if mapping.lifetime.is_zero() {
            Duration::from_secs(20 * 60)
        } else {
            (mapping.lifetime / 2).max(Duration::from_secs(1))
        };
        if sleep(period) {
            break;
        }
        if let Err(e) = mapping.renew() {
            // The router forgot it or changed: map anew; until then, say
            // why. (Stopped meanwhile, the old mapping is left to expire.)
            set(MapState::of(&e));
            loop {
                if stopped() {
                    return;
                }
                match open(internal_port, lifetime, deadline) {
                    Ok(fresh) => {
                        mapping = fresh;
                        break;
                    }
                    Err(e) => {
                        set(MapState::of(&e));
                        if sleep((lifetime / 2).max(Duration::from_secs(5))) {
                            return;
                        }
                    }
                }
            }
        }
    }
    let _ = mapping.remove();
}

#[cfg(test)]
mod tests {
    use super::natpmp::{self, Failure, Response};
    use super::*;

    #[test]
    fn natpmp_requests_are_the_rfc_bytes() {
        assert_eq!(natpmp::public_address_request(), [0, 0]);
        assert_eq!(
            natpmp::map_request(7878, 7878, 3600),
            [0, 1, 0, 0, 0x1e, 0xc6, 0x1e, 0xc6, 0, 0, 0x0e, 0x10]
        );
        // Deletion: lifetime 0, suggested port 0.
        assert_eq!(
            natpmp::map_request(7878, 0, 0),
            [0, 1, 0, 0, 0x1e, 0xc6, 0, 0, 0, 0, 0, 0]
        );
    }

    #[test]
    fn natpmp_answers_decode() {
        // What miniupnpd 2.3.1 answered in the lab.
        let public = [0, 0x80, 0, 0, 0, 0, 0, 3, 11, 0, 1, 2];
        assert_eq!(
            natpmp::decode(&public),
            Ok(Response::PublicAddress {
                epoch: 3,
                address: Ipv4Addr::new(11, 0, 1, 2)
            })
        );
        let mapped = [
            0, 0x81, 0, 0, 0, 0, 0, 3, 0x0f, 0xa0, 0x0f, 0xa1, 0, 0, 0, 3,
        ];
        assert_eq!(
            natpmp::decode(&mapped),
            Ok(Response::Mapped {
                epoch: 3,
                internal_port: 4000,
                external_port: 4001,
                lifetime_secs: 3
            })
        );
        // Refused: result code 2 (not authorized).
        let refusal = [0, 0x81, 0, 2, 0, 0, 0, 9, 0x0f, 0xa0, 0, 0, 0, 0, 0, 0];
        assert_eq!(
            natpmp::decode(&refusal),
            Err(Failure::Code { opcode: 1, code: 2 })
        );
        assert!(natpmp::code_reason(2).contains("not authorized"));
    }

    #[test]
    fn natpmp_rejects_what_is_not_an_answer() {
        // A request (opcode < 128), another version (PCP is 2), short ones.
        assert_eq!(
            natpmp::decode(&[0, 1, 0, 0, 0, 0, 0, 0]),
            Err(Failure::Malformed)
        );
        assert_eq!(
            natpmp::decode(&[2, 0x80, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4]),
            Err(Failure::Malformed)
        );
        assert_eq!(natpmp::decode(&[0, 0x80, 0, 0]), Err(Failure::Malformed));
        assert_eq!(
            natpmp::decode(&[0, 0x81, 0, 0, 0, 0, 0, 3, 0x0f, 0xa0]),
            Err(Failure::Malformed)
        );
        assert_eq!(
            natpmp::decode(&[0, 0x82, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0]),
            Err(Failure::Malformed)
        );
    }

    #[test]
    fn public_or_not() {
        for private in [
            "10.1.2.3",
            "172.20.0.1",
            "192.168.1.1",
            "100.64.0.1",
            "100.127.255.254",
            "127.0.0.1",
            "169.254.1.1",
            "0.0.0.0",
            "192.0.2.1",
            "198.18.0.1",
            "240.0.0.1",
        ] {
            assert!(!is_public(private.parse().unwrap()), "{private}");
        }
        for public in [
            "11.0.1.2",
            "100.63.0.1",
            "100.128.0.1",
            "8.8.8.8",
            "2001:4860::1",
        ] {
            assert!(is_public(public.parse().unwrap()), "{public}");
        }
    }

    #[test]
    #[cfg(target_endian = "little")]
    fn default_gateway_from_the_route_table() {
        let table = "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n\
            lan\t0001A8C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0\n\
            wlan0\t00000000\t0101A8C0\t0003\t0\t0\t600\t00000000\t0\t0\t0\n\
            eth0\t00000000\t01FEA8C0\t0003\t0\t0\t100\t00000000\t0\t0\t0\n";
        assert_eq!(
            parse_route_table(table),
            Some(Ipv4Addr::new(192, 168, 254, 1))
        );
        let no_default = "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n\
            lan\t0001A8C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0\n";
        assert_eq!(parse_route_table(no_default), None);
    }

    #[test]
    fn a_long_reason_is_cut_and_port_zero_is_not_asked() {
        let long = "x".repeat(1000) + "é";
        match refused(Method::Upnp, 1, None, long) {
            PortMapError::Refused { reason, .. } => {
                assert!(reason.chars().count() <= 161 && reason.ends_with('…'))
            }
            other => panic!("{other:?}"),
        }
        // Refused before any datagram leaves (NAT-PMP's port 0 is "all").
        let zero = open(0, Duration::from_secs(60), Duration::from_secs(1));
        assert!(matches!(zero, Err(PortMapError::Io(_))), "{zero:?}");
    }

    #[test]
    fn errors_in_words() {
        assert!(
            PortMapError::NoRouter
                .to_string()
                .starts_with("no router answered")
        );
        let refusal = PortMapError::Refused {
            method: Method::NatPmp,
            port: 7878,
            code: Some(2),
            reason: natpmp::code_reason(2).into(),
        };
        assert_eq!(
            refusal.to_string(),
            "the router refused to open UDP port 7878 (NAT-PMP: not authorized (mapping disabled \
             on the router), code 2)"
        );
        let cgnat = not_public(Method::Upnp, "100.64.3.4".parse().unwrap());
        let silent = not_public(Method::NatPmp, Ipv4Addr::UNSPECIFIED.into());
        assert!(
            silent.to_string().contains("no public internet address"),
            "{silent}"
        );
        assert!(cgnat.to_string().contains("100.64.3.4"), "{cgnat}");
        assert_eq!(
            MapState::of(&refusal),
            MapState::Refused {
                port: 7878,
                why: refusal.to_string()
            }
        );
    }
}
