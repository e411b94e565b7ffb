//! Where the fuzzing starts from: the real files of the repository (the
//! committed records, the shipped tile sets, locales, icons, fonts and
//! sounds) and `fuzz/corpus/<reader>/`, which holds what has no file of
//! its own elsewhere (settings, invites, a network session) and every
//! finding kept as a regression. [`generated`] writes the session and
//! settings the game makes today, so the corpus can be brought up to date.

use super::built_in::{catalog, every_expansion};
use super::readers::Reader;
use crate::ai::{Ai, Level};
use crate::net::protocol::{ClientMessage, RoomSetup, Said, TileSetMark, encode};
use crate::net::{Invite, Out, Room, RoomSeat};
use crate::rules::RuleSet;
use crate::settings::{PlayerSlot, Settings};
use crate::table::ConfirmedTurn;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The folder of a reader's own seeds and findings.
pub fn corpus_dir(root: &Path, reader: Reader) -> PathBuf {
    root.join("fuzz").join("corpus").join(reader.name())
}

/// The real files a reader starts from, besides its corpus folder.
fn real_files(root: &Path, reader: Reader) -> Vec<PathBuf> {
    let within = |dir: &str, ext: &str| -> Vec<PathBuf> {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            return Vec::new();
        };
        let mut files: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == ext))
            .collect();
        files.sort();
        files
    };
    match reader {
        Reader::Record => within("tests/fixtures/records", "ron"),
        Reader::TileSet => within("assets/tiles", "ron"),
        Reader::Locale => within("assets/locales/de", "ftl"),
        // The small icons: the big ones only slow each run down.
        Reader::Png => vec![
            root.join("assets/icons/icon-16.png"),
            root.join("assets/icons/icon-32.png"),
        ],
        Reader::Font => vec![root.join("assets/fonts/Cinzel-Bold.ttf")],
        Reader::Wav => within("assets/sounds", "wav"),
        Reader::Settings
        | Reader::Invite
        | Reader::ClientMessages
        | Reader::HostMessages
        | Reader::Host => Vec::new(),
    }
}

/// Every seed of `reader` under the repository `root`: its real files,
/// then its corpus folder, each file's bytes.
pub fn seeds(root: &Path, reader: Reader) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files = real_files(root, reader);
    if let Ok(entries) = std::fs::read_dir(corpus_dir(root, reader)) {
        let mut own: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.is_file())
            .collect();
        own.sort();
        files.extend(own);
    }
    files
        .into_iter()
        .filter_map(|p| std::fs::read(&p).ok().map(|bytes| (p, bytes)))
        .collect()
}

/// The seeds the game writes today that have no file elsewhere: file name
/// and bytes, for `fuzz/corpus/<reader>/`.
pub fn generated(reader: Reader) -> Vec<(&'static str, Vec<u8>)> {
    match reader {
        Reader::Settings => {
            let many = Settings {
                players: ["Ann", "", "Cy", "Di"]
                    .iter()
                    .enumerate()
                    .map(|(i, name)| PlayerSlot {
                        name: name.to_string(),
                        colour: i,
                        computer: [None, Some("hard"), Some("open"), Some("easy")][i]
                            .map(str::to_string),
                    })
                    .collect(),
                expansions: vec!["inns_cathedrals".into(), "river".into()],
                language: Some("de".into()),
                coach: Some(false),
                ..Settings::default()
            };
            let write = |s: &Settings| s.to_text().expect("settings write").into_bytes();
            vec![
                ("default.ron", write(&Settings::default())),
                ("four-players.ron", write(&many)),
                // From before the expansion list: one flag per expansion.
                (
                    "older.ron",
                    b"(players: [(name: \"Ann\", colour: 0), (name: \"Bo\", colour: 1)], \
                      starter: 1, farmers: false, abbot: true, seed: \"friday\", \
                      window_width: 1000.0, window_height: 700.0)\n"
                        .to_vec(),
                ),
            ]
        }
        Reader::ClientMessages => vec![
            ("session.jsonl", session(RuleSet::default(), 12).0),
            ("session-expansions.jsonl", session(every_expansion(), 30).0),
        ],
        Reader::HostMessages => vec![
            ("session.jsonl", session(RuleSet::default(), 12).1),
            ("session-expansions.jsonl", session(every_expansion(), 30).1),
        ],
        Reader::Host => vec![
            ("rooms.txt", host_script(false)),
            ("strangers.txt", host_script(true)),
        ],
        Reader::Invite => {
            let invite = Invite {
                addr: "192.0.2.7:7878".parse().expect("an address"),
                key: [7; 32],
                room: 0x0123_4567_89ab_cdef,
                also: vec!["198.51.100.2:7878".parse().expect("an address")],
                server: Some("203.0.113.5:7878".parse().expect("an address")),
            };
            let v6 = Invite {
                addr: "[2001:db8::1]:7878".parse().expect("an address"),
                also: Vec::new(),
                ..invite.clone()
            };
            vec![
                ("room.txt", invite.code().into_bytes()),
                ("ipv6.txt", v6.code().into_bytes()),
            ]
        }
        _ => Vec::new(),
    }
}

/// A script for the `host` reader: Ann makes a room of two friends and a
/// computer, Bo joins it by its invite, Cy watches; then (`strangers`)
/// a connection that never says hello, a stranger asking for an absurd
/// room and for rooms past its share, a name taken twice, and time
/// passing past every deadline.
fn host_script(strangers: bool) -> Vec<u8> {
    let hello = encode(&ClientMessage::Hello {
        protocol: crate::net::protocol::PROTOCOL_VERSION,
        game_version: crate::net::GAME_VERSION.into(),
    });
    let hello = String::from_utf8(hello).expect("JSON");
    let join = |name: &str, spectate: bool| {
        let m = ClientMessage::Join {
            room: Some(0),
            name: name.into(),
            colour: Some("red".into()),
            seat: None,
            spectate,
            tiles: Some(TileSetMark::of(&catalog())),
            secret: None,
        };
        String::from_utf8(encode(&m)).expect("JSON")
    };
    let create = |players: usize| {
        let m = ClientMessage::CreateRoom(RoomSetup {
            players,
            computers: vec!["easy".into()],
            rules: vec!["--no-farmers".into()],
            colours: Vec::new(),
            seed: Some(4),
        });
        String::from_utf8(encode(&m)).expect("JSON")
    };
    let ready = String::from_utf8(encode(&ClientMessage::Ready(true))).expect("JSON");
    let mut lines = vec![
        "c 1".to_string(),
        format!("1 {hello}"),
        format!("1 {}", create(3)),
        format!("1 {}", join("Ann", false)),
        "r 2 0".into(),
        format!("2 {hello}"),
        format!("2 {}", join("Bo", false)),
        "r 3 0".into(),
        format!("3 {hello}"),
        format!("3 {}", join("Cy", true)),
        format!("1 {ready}"),
        format!("2 {ready}"),
        "t 100".into(),
    ];
    if strangers {
        lines.extend([
            "c 0".to_string(),
            format!("0 {hello}"),
            format!("0 {}", create(usize::MAX)),
            format!("0 {}", create(2)),
            format!("0 {}", create(2)),
            format!("0 {}", create(2)),
            format!("0 {}", join("Ann", true)),
            "t 11000".into(),
            "d 2".into(),
            "r 2 0".into(),
            format!("2 {hello}"),
            format!("2 {}", join("Bo", false)),
            "t 1800000".into(),
        ]);
    }
    let mut text = lines.join("\n");
    text.push('\n');
    text.into_bytes()
}

/// The first `moves` moves of a two-player game over the network (with
/// the dragon, on until its first flight is over), as lines of JSON: what
/// the two clients sent the room (joins, ready, chat, every move and every
/// step of a dragon's flight), and what the room sent them (views, draws,
/// moves, flights).
fn session(rules: RuleSet, moves: usize) -> (Vec<u8>, Vec<u8>) {
    let mut room = Room::new(
        catalog(),
        rules,
        7,
        vec![RoomSeat::open(0), RoomSeat::open(1)],
    )
    .expect("two open seats");
    // The seats' secrets the same every run (the corpus is compared).
    room.set_seat_key([7; 32]);
    let (mut sent, mut heard) = (Vec::new(), Vec::new());
    let mut say = |room: &mut Room, conn: u64, m: ClientMessage| {
        sent.extend(encode(&m));
        sent.push(b'\n');
        room.receive(conn, m);
        // The room draws on its own tick, one step a tick: the move's
        // message on the first, the next tile on the second.
        for _ in 0..2 {
            room.tick(Duration::from_millis(100));
        }
        for out in room.drain().0 {
            if let Out::To(_, m) | Out::All(m) = out {
                heard.extend(encode(&m));
                heard.push(b'\n');
            }
        }
    };
    for (conn, name) in [(1, "Ann"), (2, "Bo")] {
        room.connect(conn);
        let join = ClientMessage::Join {
            room: None,
            name: name.into(),
            colour: None,
            seat: None,
            spectate: false,
            tiles: Some(TileSetMark::of(&catalog())),
            secret: None,
        };
        say(&mut room, conn, join);
    }
    say(
        &mut room,
        1,
        ClientMessage::Say(Said::Text("hi, r#Inner".into())),
    );
    say(&mut room, 2, ClientMessage::Say(Said::Phrase(0)));
    for conn in [1, 2] {
        say(&mut room, conn, ClientMessage::Ready(true));
    }
    // Each seat sends its turn's move, or its step of a dragon's flight,
    // as a client does; until `moves` moves are made (and a flight flown,
    // if the dragon plays), the game ends, or the room takes nothing more.
    let flies = rules.has_dragon();
    let mut flown = false;
    while let Some(table) = room.table() {
        let at = table.moves().len();
        let progress = (at, table.flight().map(|f| f.steps.len()));
        if at >= moves && (flown || !flies) || table.hand().is_none() {
            break;
        }
        let seat = table.to_move();
        let view = table.view(Some(seat));
        let mut ai = Ai::for_turn(Level::Easy, 3, seat, at);
        let stepped = table.flight().is_some();
        let message = match table.flight() {
            Some(flight) => {
                let Ok(to) = ai.choose_dragon_step(&view, flight) else {
                    break;
                };
                ClientMessage::DragonStep {
                    seat,
                    at,
                    step: flight.steps.len(),
                    to,
                }
            }
            None => {
                let Some(ConfirmedTurn::Place { placement, action }) =
                    ai.choose(&view).ok().and_then(|s| s.turn())
                else {
                    break;
                };
                ClientMessage::Play {
                    seat,
                    at,
                    placement,
                    action,
                }
            }
        };
        say(&mut room, 1 + seat as u64, message);
        let now = room
            .table()
            .map(|t| (t.moves().len(), t.flight().map(|f| f.steps.len())));
        if now == Some(progress) {
            break;
        }
        // The last step lands: the flight's move is made.
        flown |= stepped && now.is_some_and(|(_, steps)| steps.is_none());
    }
    let server_room = ClientMessage::CreateRoom(RoomSetup {
        players: 3,
        computers: vec!["hard".into()],
        rules: vec!["--abbot".into()],
        colours: Vec::new(),
        seed: Some(9),
    });
    say(&mut room, 1, server_room);
    (sent, heard)
}
