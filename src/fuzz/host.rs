//! The `host` reader: a server's rooms and the connections on their way in
//! ([`Rooms`], the host without its socket), driven by a script of what
//! four connections do, one step a line:
//!
//! ```text
//! c N        connection N connects with the server's invite
//! r N K      connection N connects with the invite of the K-th room made
//! d N        connection N is gone
//! t MS       MS milliseconds pass (at most ten minutes a line)
//! N JSON     connection N sends JSON ("room": K joins the K-th room made)
//! ```
//!
//! A room's computers play at the random level whatever the script names
//! (a level it does not know is still refused): the computers' thinking
//! is not what this target tests, and at the other levels it would take
//! most of each run.
//!
//! Whatever the script, the rooms never panic, every message they send
//! reads back as sent, a room invite they hand out is for that room, no
//! room is made past the server's most, none holds more seats than the
//! rules or more watchers than its limit, and a connection that has not
//! joined within its time is let go.

use super::game::{catalog, every_expansion};
use crate::net::protocol::{
    ClientMessage, HostMessage, MAX_WATCHING, decode_client, decode_host, encode,
};
use crate::net::{ConnId, Invite, Mail, RoomId, Rooms};
use std::time::Duration;

/// Rooms the fuzzed server makes at most.
const MAX_ROOMS: usize = 4;

/// Steps of one script at most.
const MAX_STEPS: usize = 300;

pub(super) fn host(data: &[u8]) -> bool {
    let mut rooms = Rooms::server_of(catalog(), MAX_ROOMS, [0x5e; 32]);
    rooms.count_ids_from(0);
    let door = rooms.door().expect("a server's own id");
    // The rooms made, in order (a script names them by their number).
    let mut made: Vec<RoomId> = Vec::new();
    let mut taken = false;
    for line in data.split(|&b| b == b'\n').take(MAX_STEPS) {
        let (head, rest) = match line.iter().position(|&b| b == b' ') {
            Some(i) => (&line[..i], &line[i + 1..]),
            None => (line, &[][..]),
        };
        let number =
            |bytes: &[u8]| -> Option<u64> { std::str::from_utf8(bytes).ok()?.trim().parse().ok() };
        let conn = |bytes: &[u8]| number(bytes).map(|n| 1 + n % 4);
        match head {
            b"c" => {
                if let Some(id) = conn(rest) {
                    rooms.disconnect(id);
                    rooms.connect(id, door);
                }
            }
            b"r" => {
                let mut parts = rest.split(|&b| b == b' ');
                let (Some(id), Some(k)) =
                    (parts.next().and_then(conn), parts.next().and_then(number))
                else {
                    continue;
                };
                if let Some(&room) = made.get(k as usize % made.len().max(1)) {
                    rooms.disconnect(id);
                    rooms.connect(id, room);
                }
            }
            b"d" => {
                if let Some(id) = conn(rest) {
                    rooms.disconnect(id);
                }
            }
            b"t" => {
                let ms = number(rest).unwrap_or(0).min(600_000);
                rooms.tick(Duration::from_millis(ms));
            }
            _ => {
                let Some(id) = conn(head) else {
                    continue;
                };
                let bytes = match decode_client(rest) {
                    Ok(ClientMessage::Join {
                        room: Some(k),
                        name,
                        colour,
                        seat,
                        spectate,
                        tiles,
                        secret,
                    }) if (k as usize) < made.len() => {
                        // The K-th room made, by its real (random) id.
                        taken = true;
                        encode(&ClientMessage::Join {
                            room: Some(made[k as usize]),
                            name,
                            colour,
                            seat,
                            spectate,
                            tiles,
                            secret,
                        })
                    }
                    Ok(ClientMessage::CreateRoom(mut setup)) => {
                        taken = true;
                        for level in &mut setup.computers {
                            if crate::ai::Level::parse(level).is_some() {
                                *level = crate::ai::Level::Random.name().to_string();
                            }
                        }
                        encode(&ClientMessage::CreateRoom(setup))
                    }
                    Ok(message) => {
                        taken = true;
                        let again = decode_client(&encode(&message)).expect("a message we write");
                        assert_eq!(again, message, "written and read again, another message");
                        rest.to_vec()
                    }
                    Err(_) => rest.to_vec(),
                };
                rooms.receive(id, &bytes);
            }
        }
        check(&mut rooms, &mut made);
    }
    // Time passes: whoever has not joined is let go.
    let within = rooms.join_within();
    rooms.tick(within);
    rooms.tick(Duration::from_secs(1));
    check(&mut rooms, &mut made);
    assert_eq!(
        rooms.waiting(),
        0,
        "connections that never joined are still held"
    );
    taken
}

/// The properties after each step: what went out reads back, invites are
/// for their rooms, and the limits hold.
fn check(rooms: &mut Rooms, made: &mut Vec<RoomId>) {
    let (mail, _) = rooms.drain();
    for m in mail {
        let message: Option<(Vec<ConnId>, HostMessage)> = match m {
            Mail::To(id, message) => Some((vec![id], message)),
            Mail::All(ids, message) => Some((ids, message)),
            Mail::Cut(_) => None,
        };
        let Some((_, message)) = message else {
            continue;
        };
        let bytes = encode(&message);
        let again = decode_host(&bytes).expect("a host message reads back");
        assert_eq!(again, message);
        if let HostMessage::RoomCreated { room, invite } = &message {
            let invite = Invite::parse(invite).expect("the room's invite reads");
            assert_eq!(invite.room, *room, "a room's invite names another room");
            assert_eq!(
                invite.key,
                rooms.key(*room),
                "a room's invite holds another key"
            );
            made.push(*room);
        }
    }
    assert!(
        rooms.rooms().len() <= MAX_ROOMS,
        "{} rooms made on a server of {MAX_ROOMS}",
        rooms.rooms().len()
    );
    let most = every_expansion().max_players();
    for room in rooms.rooms().values() {
        assert!(room.seats().len() <= most, "{} seats", room.seats().len());
        assert!(room.lobby().spectators <= MAX_WATCHING);
    }
}
