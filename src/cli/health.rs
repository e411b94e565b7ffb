//! The server's health: one line of figures for its log and for a
//! `GET /health` on a TCP port (a container's or a cloud's health check).

use crate::net::Host;
use std::io::Write as _;
use std::net::SocketAddr;
use std::time::Duration;

/// The server's state in one line: for its log and its health endpoint.
pub(super) fn health_line(host: &Host) -> String {
    let rooms = host.rooms().values().filter(|r| !r.is_over()).count();
    let meeting = match host.rendezvous() {
        Some(r) => {
            let s = r.stats();
            format!(
                " registered={} relayed_pairs={} introductions={} relayed_kib={} relayed_datagrams={} dropped={}",
                r.registered(),
                r.relayed_pairs(),
                s.introductions,
                s.relayed_bytes / 1024,
                s.relayed_packets,
                s.dropped
            )
        }
        None => String::new(),
    };
    format!(
        "health: ok rooms={rooms} connections={}{meeting}",
        host.connections()
    )
}

/// Answers `GET /health` on a TCP port with the health line (HTTP/1.0, a
/// connection at a time, each given a second): for a container's or a
/// cloud's health check. Returns the address bound.
pub(super) fn serve_health(
    port: u16,
    line: std::sync::Arc<std::sync::Mutex<String>>,
) -> std::io::Result<SocketAddr> {
    use std::io::{BufRead as _, BufReader, Read as _};
    let listener = std::net::TcpListener::bind((std::net::Ipv4Addr::UNSPECIFIED, port))?;
    let at = listener.local_addr()?;
    std::thread::Builder::new()
        .name("health".into())
        .spawn(move || {
            for stream in listener.incoming().flatten() {
                let _ = stream.set_read_timeout(Some(Duration::from_secs(1)));
                let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
                let mut request = String::new();
                let Ok(reader) = stream.try_clone() else {
                    continue;
                };
                let _ = BufReader::new(reader.take(1024)).read_line(&mut request);
                let mut stream = stream;
                let (status, body) = if request.starts_with("GET /health ") {
                    ("200 OK", line.lock().map(|l| l.clone()).unwrap_or_default())
                } else {
                    ("404 Not Found", "not found: GET /health".to_string())
                };
                let _ = write!(
                    stream,
                    "HTTP/1.0 {status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}\n",
                    body.len() + 1
                );
            }
        })?;
    Ok(at)
}
