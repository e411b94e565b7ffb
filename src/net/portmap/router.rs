//! Asking the home router: the UPnP search and NAT-PMP's question at
//! once, the port mapped the way that answered (the other when it
//! refuses), the router's own address checked first; a mapping renewed
//! and removed.

use super::error::{Method, PortMapError, refused};
use super::natpmp::{NATPMP_PORT, default_gateway_v4, natpmp_map, natpmp_public_address};
use std::fmt;
use std::io::{self, ErrorKind};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, SocketAddrV4, UdpSocket};
use std::sync::mpsc;
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

#[cfg(test)]
mod tests {
    use super::super::keeper::MapState;
    use super::super::natpmp;
    use super::*;

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
            natpmp::parse_route_table(table),
            Some(Ipv4Addr::new(192, 168, 254, 1))
        );
        let no_default = "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n\
            lan\t0001A8C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0\n";
        assert_eq!(natpmp::parse_route_table(no_default), None);
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
