//! NAT-PMP (RFC 6886): its datagrams as bytes, and the exchanges with the
//! router (its public address, a UDP mapping), and where the router is.

use super::error::{Method, PortMapError, refused};
use std::io::ErrorKind;
use std::net::Ipv4Addr;
use std::net::UdpSocket;
use std::time::{Duration, Instant};

/// NAT-PMP's port on the router.
pub const NATPMP_PORT: u16 = 5351;

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

/// Sends `request` to the router's NAT-PMP port and waits for the answer
/// to its opcode, resending after 250 ms, 500 ms, 1 s... (RFC 6886 3.1)
/// until `end`. A router without NAT-PMP usually says so at once with an
/// ICMP "port unreachable" (NoRouter, without waiting).
pub(super) fn natpmp_exchange(
    gateway: Ipv4Addr,
    request: &[u8],
    end: Instant,
) -> Result<Response, PortMapError> {
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
                Ok(n) => match decode(&buf[..n]) {
                    Ok(response) => {
                        let answers = match response {
                            Response::PublicAddress { .. } => OP_PUBLIC_ADDRESS,
                            Response::Mapped { .. } => OP_MAP_UDP,
                        };
                        if answers == opcode {
                            return Ok(response);
                        }
                    }
                    Err(Failure::Code { opcode: o, code }) if o == opcode => {
                        let port = if request.len() >= 6 {
                            u16::from_be_bytes([request[4], request[5]])
                        } else {
                            0
                        };
                        return Err(refused(
                            Method::NatPmp,
                            port,
                            Some(code),
                            code_reason(code).to_string(),
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

pub(super) fn natpmp_public_address(
    gateway: Ipv4Addr,
    end: Instant,
) -> Result<Ipv4Addr, PortMapError> {
    match natpmp_exchange(gateway, &public_address_request(), end) {
        Ok(Response::PublicAddress { address, .. }) => Ok(address),
        Ok(Response::Mapped { .. }) => Err(PortMapError::NoRouter),
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
pub(super) fn natpmp_map(
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
    let request = map_request(internal_port, external_port, secs);
    match natpmp_exchange(gateway, &request, end)? {
        Response::Mapped {
            external_port,
            lifetime_secs,
            ..
        } => Ok((external_port, Duration::from_secs(u64::from(lifetime_secs)))),
        Response::PublicAddress { .. } => Err(PortMapError::NoRouter),
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
pub(super) fn parse_route_table(table: &str) -> Option<Ipv4Addr> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn natpmp_requests_are_the_rfc_bytes() {
        assert_eq!(public_address_request(), [0, 0]);
        assert_eq!(
            map_request(7878, 7878, 3600),
            [0, 1, 0, 0, 0x1e, 0xc6, 0x1e, 0xc6, 0, 0, 0x0e, 0x10]
        );
        // Deletion: lifetime 0, suggested port 0.
        assert_eq!(
            map_request(7878, 0, 0),
            [0, 1, 0, 0, 0x1e, 0xc6, 0, 0, 0, 0, 0, 0]
        );
    }

    #[test]
    fn natpmp_answers_decode() {
        // What miniupnpd 2.3.1 answered in the lab.
        let public = [0, 0x80, 0, 0, 0, 0, 0, 3, 11, 0, 1, 2];
        assert_eq!(
            decode(&public),
            Ok(Response::PublicAddress {
                epoch: 3,
                address: Ipv4Addr::new(11, 0, 1, 2)
            })
        );
        let mapped = [
            0, 0x81, 0, 0, 0, 0, 0, 3, 0x0f, 0xa0, 0x0f, 0xa1, 0, 0, 0, 3,
        ];
        assert_eq!(
            decode(&mapped),
            Ok(Response::Mapped {
                epoch: 3,
                internal_port: 4000,
                external_port: 4001,
                lifetime_secs: 3
            })
        );
        // Refused: result code 2 (not authorized).
        let refusal = [0, 0x81, 0, 2, 0, 0, 0, 9, 0x0f, 0xa0, 0, 0, 0, 0, 0, 0];
        assert_eq!(decode(&refusal), Err(Failure::Code { opcode: 1, code: 2 }));
        assert!(code_reason(2).contains("not authorized"));
    }

    #[test]
    fn natpmp_rejects_what_is_not_an_answer() {
        // A request (opcode < 128), another version (PCP is 2), short ones.
        assert_eq!(decode(&[0, 1, 0, 0, 0, 0, 0, 0]), Err(Failure::Malformed));
        assert_eq!(
            decode(&[2, 0x80, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4]),
            Err(Failure::Malformed)
        );
        assert_eq!(decode(&[0, 0x80, 0, 0]), Err(Failure::Malformed));
        assert_eq!(
            decode(&[0, 0x81, 0, 0, 0, 0, 0, 3, 0x0f, 0xa0]),
            Err(Failure::Malformed)
        );
        assert_eq!(
            decode(&[0, 0x82, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0]),
            Err(Failure::Malformed)
        );
    }
}
