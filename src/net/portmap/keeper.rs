//! The background keeper: maps the host's port, renews it while the game
//! lasts and removes it at the end; its state for the window and the log.

use super::error::{Method, PortMapError};
use super::router::*;
use std::net::{IpAddr, SocketAddr};
use std::sync::mpsc;
use std::sync::{Arc, Condvar, Mutex};
use std::thread;
use std::time::Duration;

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
    pub(super) fn of(error: &PortMapError) -> MapState {
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
