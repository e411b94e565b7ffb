//! The server's health: one line of figures for its log and for a
//! `GET /health` on a TCP port (a container's or a cloud's health check),
//! which answers 503 once the server's loop has stopped ticking. Each
//! asker is served on a thread of its own with a deadline for its whole
//! request, a few at once, so a slow or silent one holds up nobody.

use crate::net::Host;
use std::io::{Read as _, Write as _};
use std::net::{SocketAddr, TcpStream};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long an asker has to send its whole request.
const REQUEST_WITHIN: Duration = Duration::from_secs(2);

/// Askers served at once; one more is told "busy" at once.
const AT_ONCE: usize = 8;

/// The longest request line read.
const MAX_REQUEST: usize = 1024;

/// A loop that has not ticked this long has stalled: the endpoint says so.
pub(super) const STALLED_AFTER: Duration = Duration::from_secs(5);

/// The health the server's loop keeps current for the endpoint.
pub(super) struct Health {
    line: Mutex<(String, Instant)>,
}

impl Health {
    pub(super) fn new(line: String) -> Arc<Health> {
        Arc::new(Health {
            line: Mutex::new((line, Instant::now())),
        })
    }

    /// The loop has ticked: its line now.
    pub(super) fn set(&self, line: String) {
        if let Ok(mut l) = self.line.lock() {
            *l = (line, Instant::now());
        }
    }

    /// The status and body of an answer now.
    fn answer(&self) -> (&'static str, String) {
        let Ok(l) = self.line.lock() else {
            return ("503 Service Unavailable", "health: unknown".into());
        };
        let since = l.1.elapsed();
        if since >= STALLED_AFTER {
            let stalled = format!(
                "health: stalled: the server's loop last ticked {} s ago",
                since.as_secs()
            );
            return ("503 Service Unavailable", stalled);
        }
        ("200 OK", l.0.clone())
    }
}

/// The server's state in one line: for its log and its health endpoint.
pub(super) fn health_line(host: &Host) -> String {
    let rooms = host.rooms().values().filter(|r| !r.is_over()).count();
    let meeting = match host.rendezvous() {
        Some(r) => {
            let s = r.stats();
            format!(
                " registered={} joiners={} relayed_pairs={} introductions={} relayed_kib={} relayed_datagrams={} dropped={} full={}",
                r.registered(),
                r.joiners(),
                r.relayed_pairs(),
                s.introductions,
                s.relayed_bytes / 1024,
                s.relayed_packets,
                s.dropped,
                s.full
            )
        }
        None => String::new(),
    };
    format!(
        "health: ok rooms={rooms} connections={}{meeting}",
        host.connections()
    )
}

/// Answers `GET /health` at `addr` (HTTP/1.0) with the health line, or
/// 503 when the loop has stalled. Returns the address bound.
pub(super) fn serve_health(addr: SocketAddr, health: Arc<Health>) -> std::io::Result<SocketAddr> {
    let listener = std::net::TcpListener::bind(addr)?;
    let at = listener.local_addr()?;
    let busy = Arc::new(AtomicUsize::new(0));
    std::thread::Builder::new()
        .name("health".into())
        .spawn(move || {
            for stream in listener.incoming().flatten() {
                if busy.fetch_add(1, Ordering::SeqCst) >= AT_ONCE {
                    busy.fetch_sub(1, Ordering::SeqCst);
                    let _ = stream.set_write_timeout(Some(Duration::from_millis(100)));
                    respond(stream, "503 Service Unavailable", "busy: too many askers");
                    continue;
                }
                let (health, done) = (health.clone(), busy.clone());
                let served = std::thread::Builder::new()
                    .name("health-asker".into())
                    .spawn(move || {
                        serve(stream, &health);
                        done.fetch_sub(1, Ordering::SeqCst);
                    });
                if served.is_err() {
                    busy.fetch_sub(1, Ordering::SeqCst);
                }
            }
        })?;
    Ok(at)
}

/// One asker: its request line within [`REQUEST_WITHIN`], then the answer.
fn serve(mut stream: TcpStream, health: &Health) {
    let deadline = Instant::now() + REQUEST_WITHIN;
    let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
    let mut request = Vec::new();
    let mut buf = [0u8; 256];
    while !request.contains(&b'\n') && request.len() < MAX_REQUEST {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() || stream.set_read_timeout(Some(left)).is_err() {
            return;
        }
        match stream.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => request.extend_from_slice(&buf[..n]),
        }
    }
    if request.starts_with(b"GET /health ") {
        let (status, body) = health.answer();
        respond(stream, status, &body);
    } else {
        respond(stream, "404 Not Found", "not found: GET /health");
    }
}

fn respond(mut stream: TcpStream, status: &str, body: &str) {
    let _ = write!(
        stream,
        "HTTP/1.0 {status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}\n",
        body.len() + 1
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ask(at: SocketAddr) -> String {
        let mut s = TcpStream::connect(at).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
        s.write_all(b"GET /health HTTP/1.0\r\n\r\n").unwrap();
        let mut answer = String::new();
        let _ = s.read_to_string(&mut answer);
        answer
    }

    #[test]
    fn the_endpoint_says_ok_while_the_loop_ticks_and_503_once_it_stalls() {
        let health = Health::new("health: ok rooms=0".into());
        let at = serve_health("127.0.0.1:0".parse().unwrap(), health.clone()).unwrap();
        let answer = ask(at);
        assert!(answer.starts_with("HTTP/1.0 200"), "{answer}");
        assert!(answer.ends_with("health: ok rooms=0\n"), "{answer}");
        // The loop's last tick long ago.
        if let Some(past) = Instant::now().checked_sub(STALLED_AFTER * 2) {
            health.line.lock().unwrap().1 = past;
            let answer = ask(at);
            assert!(answer.starts_with("HTTP/1.0 503"), "{answer}");
            assert!(answer.contains("stalled"), "{answer}");
        }
    }

    #[test]
    fn silent_askers_beyond_the_few_served_at_once_are_told_busy() {
        let health = Health::new("health: ok".into());
        let at = serve_health("127.0.0.1:0".parse().unwrap(), health).unwrap();
        // Askers that connect and say nothing hold their threads until
        // their deadline; one more is turned away at once, not queued.
        let silent: Vec<TcpStream> = (0..AT_ONCE)
            .map(|_| TcpStream::connect(at).unwrap())
            .collect();
        // Each is served (on its thread) before the next is accepted.
        let start = Instant::now();
        let answer = loop {
            let answer = ask(at);
            if answer.contains("busy") || start.elapsed() > Duration::from_secs(5) {
                break answer;
            }
        };
        assert!(answer.starts_with("HTTP/1.0 503"), "{answer}");
        drop(silent);
    }
}
