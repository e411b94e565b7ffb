//! A meeting server's address from what a player typed: an address, a
//! name (looked up), or the server's invite.

use std::net::{IpAddr, SocketAddr};

/// The port a meeting server listens on when its address names none.
pub const DEFAULT_PORT: u16 = 7878;

/// A meeting server's address from what a player typed: `IP`, `IP:PORT`,
/// `NAME` or `NAME:PORT` (7878 when no port), or the server's invite
/// (`carc2-...`, which names it); names are looked up.
pub fn server_address(typed: &str) -> Result<SocketAddr, String> {
    use std::net::ToSocketAddrs as _;
    let typed = typed.trim();
    if typed.is_empty() {
        return Err("no server named".into());
    }
    // An invite, this version's or an older one's (refused, saying so).
    if typed.starts_with("carc") && typed.contains('-') {
        return super::super::invite::Invite::parse(typed)
            .map(|invite| invite.addr)
            .map_err(|e| e.to_string());
    }
    let has_port = typed.parse::<SocketAddr>().is_ok()
        || (typed.parse::<IpAddr>().is_err()
            && typed
                .rsplit_once(':')
                .is_some_and(|(_, p)| p.parse::<u16>().is_ok()));
    let with_port = match has_port {
        true => typed.to_string(),
        false => match typed.parse::<IpAddr>() {
            Ok(ip) => SocketAddr::new(ip, DEFAULT_PORT).to_string(),
            Err(_) => format!("{typed}:{DEFAULT_PORT}"),
        },
    };
    let found: Vec<SocketAddr> = with_port
        .to_socket_addrs()
        .map_err(|e| format!("server {typed}: {e}"))?
        .collect();
    // IPv4 first: home routers map (and most servers answer) IPv4.
    found
        .iter()
        .find(|a| a.is_ipv4())
        .or(found.first())
        .copied()
        .ok_or(format!("server {typed}: no address"))
}
