//! What each reader must do with any input at all: never panic, never
//! hang, never allocate without bound, and either take it with the same
//! meaning its canonical form has (written back and read again, it is the
//! same) or refuse it in words. A broken property panics, which is what
//! libFuzzer and the short runs report.

use super::game::catalog;
use crate::art::{decode_png, encode_png, readable_font};
use crate::i18n::{ENGLISH, LocaleFile, Localizer, locale_files, message_keys};
use crate::net::protocol::{HostMessage, Refusal, decode_client, decode_host, encode};
use crate::net::{Invite, Out};
use crate::net::{Room, RoomSeat};
use crate::rules::record::GameRecord;
use crate::rules::{RuleSet, TileCatalog};
use crate::settings::Settings;
use crate::sound::SAMPLE_RATE;
use crate::sound::{MAX_SOUND_SECONDS, decode_wav, encode_wav};
use std::path::Path;
use std::sync::OnceLock;

/// A reader the game has for what players and modders hand it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reader {
    /// A game record, with `replay`'s checks.
    Record,
    /// A tile set file (`assets/tiles/*.ron`).
    TileSet,
    /// The settings file.
    Settings,
    /// A drop-in language's `.ftl` file.
    Locale,
    /// Art: a PNG.
    Png,
    /// A mod's font.
    Font,
    /// A mod's sound: a WAV file.
    Wav,
    /// An invite code.
    Invite,
    /// What clients send, as a host's room hears it: one message a line.
    ClientMessages,
    /// What a host sends, as a client reads it: one message a line.
    HostMessages,
    /// A server's rooms and connections (room creation, joins, requests,
    /// time passing): one step a line (see `fuzz::host`).
    Host,
}

impl Reader {
    pub const ALL: [Reader; 11] = [
        Reader::Record,
        Reader::TileSet,
        Reader::Settings,
        Reader::Locale,
        Reader::Png,
        Reader::Font,
        Reader::Wav,
        Reader::Invite,
        Reader::ClientMessages,
        Reader::HostMessages,
        Reader::Host,
    ];

    /// The name of its fuzz target and corpus folder.
    pub fn name(self) -> &'static str {
        match self {
            Reader::Record => "record",
            Reader::TileSet => "tile_set",
            Reader::Settings => "settings",
            Reader::Locale => "locale",
            Reader::Png => "png",
            Reader::Font => "font",
            Reader::Wav => "wav",
            Reader::Invite => "invite",
            Reader::ClientMessages => "client_messages",
            Reader::HostMessages => "host_messages",
            Reader::Host => "host",
        }
    }

    pub fn from_name(name: &str) -> Option<Reader> {
        Reader::ALL.into_iter().find(|r| r.name() == name)
    }

    /// Feeds `data` to the reader; panics when a property breaks. Whether
    /// the reader took it (a message stream: any of its messages).
    pub fn check(self, data: &[u8]) -> bool {
        match self {
            Reader::Record => record(data),
            Reader::TileSet => tile_set(data),
            Reader::Settings => settings(data),
            Reader::Locale => locale(data),
            Reader::Png => png(data),
            Reader::Font => font(data),
            Reader::Wav => wav(data),
            Reader::Invite => invite(data),
            Reader::ClientMessages => client_messages(data),
            Reader::HostMessages => host_messages(data),
            Reader::Host => super::host::host(data),
        }
    }
}

/// Text as the readers get it: a file that is not UTF-8 is refused before
/// any of them sees it (`saves::read_record`, `read_to_string`).
fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

fn refused_in_words(reader: &str, why: &str) {
    assert!(
        !why.trim().is_empty(),
        "{reader}: refused without a word of why"
    );
}

fn record(data: &[u8]) -> bool {
    let Some(text) = text(data) else {
        return false;
    };
    let record = match GameRecord::parse(text) {
        Ok(r) => r,
        Err(e) => {
            refused_in_words("record", &e.to_string());
            return false;
        }
    };
    let canonical = record.to_ron();
    let again = GameRecord::parse(&canonical)
        .unwrap_or_else(|e| panic!("the record's canonical form is refused: {e}\n{canonical}"));
    assert_eq!(again, record, "the canonical form means another record");
    assert_eq!(
        again.to_ron(),
        canonical,
        "the canonical form is not stable"
    );
    match record.replay(catalog()) {
        Ok(game) => {
            // Every move of the record was played, none dropped.
            assert_eq!(game.move_count() as usize, record.moves.len());
            true
        }
        Err(e) => {
            refused_in_words("replay", &e.to_string());
            if let crate::rules::record::RecordError::Move { index, .. } = e {
                assert!(
                    (1..=record.moves.len()).contains(&index),
                    "move {index} of {} named",
                    record.moves.len()
                );
            }
            false
        }
    }
}

fn tile_set(data: &[u8]) -> bool {
    let Some(text) = text(data) else {
        return false;
    };
    let file = "assets/tiles/base.ron";
    let mut catalog = TileCatalog::default();
    if let Err(e) = catalog.add_set(file, text) {
        assert_eq!(e.file, file, "the message names another file");
        assert!(!e.problems.is_empty(), "refused with no problem named");
        for p in &e.problems {
            refused_in_words("tile set", p);
        }
        return false;
    }
    let canonical = TileCatalog::canonical_set_text(text)
        .unwrap_or_else(|e| panic!("a tile set taken cannot be written back: {e}"));
    let mut again = TileCatalog::default();
    again
        .add_set(file, &canonical)
        .unwrap_or_else(|e| panic!("the tile set's canonical form is refused: {e}\n{canonical}"));
    assert_eq!(
        format!("{:?}", again.types()),
        format!("{:?}", catalog.types()),
        "the canonical form means other tiles"
    );
    true
}

fn settings(data: &[u8]) -> bool {
    let Some(text) = text(data) else {
        return false;
    };
    let file = Path::new("settings.ron");
    let (settings, problems) = Settings::read(text, file);
    for p in &problems {
        assert!(
            p.starts_with("settings.ron: "),
            "a settings problem that names no file: {p}"
        );
    }
    // What the window uses is within what it can use.
    assert!((2..=settings.max_players()).contains(&settings.players.len()));
    assert!(settings.starter < settings.players.len());
    assert!((0.5..=3.0).contains(&settings.ui_scale));
    assert!((0.0..=1.0).contains(&settings.volume));
    assert!(settings.window_width.is_finite() && settings.window_height.is_finite());
    let written = settings.to_text().expect("settings always write");
    let (again, rewritten) = Settings::read(&written, file);
    assert_eq!(rewritten, Vec::<String>::new(), "{written}");
    assert_eq!(again, settings, "written and read again, other settings");
    problems.is_empty()
}

/// The built-in English files and the fuzzed file as the German
/// `game.ftl`: every message of English's `game.ftl` and every message the
/// file names is worded, never empty, never a panic; each problem found
/// is worded.
fn locale(data: &[u8]) -> bool {
    let Some(text) = text(data) else {
        return false;
    };
    static ENGLISH_FILES: OnceLock<Vec<LocaleFile>> = OnceLock::new();
    let english = ENGLISH_FILES.get_or_init(|| locale_files(ENGLISH, &[], &mut Vec::new()));
    let german = [LocaleFile {
        name: "game.ftl".into(),
        shown: "mods/locales/de/game.ftl".into(),
        text: text.to_string(),
    }];
    let t = Localizer::of_files("de", english, &german, Vec::new());
    let english_game: Vec<LocaleFile> = english
        .iter()
        .filter(|f| f.name == "game.ftl")
        .cloned()
        .collect();
    let keys = message_keys(&english_game)
        .into_keys()
        .chain(message_keys(&german).into_keys());
    for key in keys {
        let words = t.tr(&key, None);
        assert!(!words.is_empty(), "`{key}` came out empty");
    }
    // Problems of the other files (a message English has and the built-in
    // German lacks, a message asked for without its arguments) are not
    // this file's.
    let mut taken = true;
    for p in t.take_problems() {
        refused_in_words("locale", &p);
        taken &= !p.contains("mods/locales/de/game.ftl");
    }
    taken
}

fn png(data: &[u8]) -> bool {
    let image = match decode_png(data) {
        Ok(i) => i,
        Err(e) => {
            refused_in_words("png", &e);
            return false;
        }
    };
    let max = crate::art::MAX_ART_PX;
    assert!((1..=max).contains(&image.width) && (1..=max).contains(&image.height));
    assert_eq!(
        image.data.len(),
        image.width as usize * image.height as usize * 4
    );
    let again = decode_png(&encode_png(&image)).expect("our own PNG reads back");
    assert!(again == image, "written and read again, another image");
    true
}

/// A font the game takes is drawn by egui, whose text is skrifa's: every
/// letter it maps must give its outline without a panic.
fn font(data: &[u8]) -> bool {
    use skrifa::MetadataProvider;
    use skrifa::outline::{DrawSettings, OutlinePen};
    if !readable_font(data) {
        return false;
    }
    struct Count(usize);
    impl OutlinePen for Count {
        fn move_to(&mut self, _: f32, _: f32) {
            self.0 += 1;
        }
        fn line_to(&mut self, _: f32, _: f32) {
            self.0 += 1;
        }
        fn quad_to(&mut self, _: f32, _: f32, _: f32, _: f32) {
            self.0 += 1;
        }
        fn curve_to(&mut self, _: f32, _: f32, _: f32, _: f32, _: f32, _: f32) {
            self.0 += 1;
        }
        fn close(&mut self) {}
    }
    let font = skrifa::FontRef::new(data).expect("readable_font took it");
    let outlines = font.outline_glyphs();
    let size = skrifa::instance::Size::new(16.0);
    let location = skrifa::instance::LocationRef::default();
    let charmap = font.charmap();
    let metrics = font.glyph_metrics(size, location);
    for c in "Aa0ÄéßŒ—€?".chars() {
        let Some(glyph) = charmap.map(c) else {
            continue;
        };
        let _ = metrics.advance_width(glyph);
        if let Some(outline) = outlines.get(glyph) {
            let _ = outline.draw(DrawSettings::unhinted(size, location), &mut Count(0));
        }
    }
    true
}

fn wav(data: &[u8]) -> bool {
    let samples = match decode_wav(data) {
        Ok(s) => s,
        Err(e) => {
            refused_in_words("wav", &e);
            return false;
        }
    };
    let most = (MAX_SOUND_SECONDS * SAMPLE_RATE as f32) as usize;
    assert!(
        samples.len() <= most,
        "{} samples: over {MAX_SOUND_SECONDS} s",
        samples.len()
    );
    assert!(samples.iter().all(|x| x.is_finite()));
    // Our own file of it reads back the same, to 16 bits.
    let clipped: Vec<f32> = samples.iter().map(|x| x.clamp(-1.0, 1.0)).collect();
    let again = decode_wav(&encode_wav(&clipped)).expect("our own WAV reads back");
    assert_eq!(again.len(), clipped.len());
    for (a, b) in again.iter().zip(&clipped) {
        assert!((a - b).abs() <= 1.0 / 16_000.0, "{a} read back as {b}");
    }
    true
}

fn invite(data: &[u8]) -> bool {
    let Some(text) = text(data) else {
        return false;
    };
    match Invite::parse(text) {
        Ok(invite) => {
            let code = invite.code();
            let again = Invite::parse(&code).expect("our own invite code reads back");
            assert!(again == invite, "the code means another invite");
            assert_eq!(again.code(), code);
            true
        }
        Err(e) => {
            refused_in_words("invite", &e.to_string());
            false
        }
    }
}

/// Each line a message from one of three connections, in turn, to a room
/// of two open seats: the room never panics, refuses in data, and every
/// message it sends reads back as sent.
fn client_messages(data: &[u8]) -> bool {
    let mut room = Room::new(
        catalog(),
        RuleSet::default(),
        7,
        vec![RoomSeat::open(0), RoomSeat::open(1)],
    )
    .expect("two open seats");
    for conn in 1..=3 {
        room.connect(conn);
    }
    let mut taken = false;
    for (i, line) in data.split(|&b| b == b'\n').take(200).enumerate() {
        let conn = 1 + (i % 3) as u64;
        match decode_client(line) {
            Ok(message) => {
                let again = decode_client(&encode(&message)).expect("a message we write");
                assert_eq!(again, message, "written and read again, another message");
                taken = true;
                room.receive(conn, message);
                room.tick(std::time::Duration::from_millis(100));
            }
            Err(refusal) => assert!(
                matches!(refusal, Refusal::Malformed(_) | Refusal::TooLarge { .. }),
                "bytes refused as {refusal:?}"
            ),
        }
        let (out, _) = room.drain();
        for o in out {
            if let Out::To(_, m) | Out::All(m) = o {
                let bytes = encode(&m);
                let again = decode_host(&bytes).expect("a host message reads back");
                assert_eq!(again, m);
            }
        }
    }
    // What the room played is a game its record replays.
    if let Some(table) = room.table() {
        let record = table.record(None);
        let game = record.replay(catalog()).expect("the room's own record");
        assert_eq!(game.move_count() as usize, table.moves().len());
    }
    taken
}

/// Each line a host's message as a client reads it: decoded, read back
/// as written, and what the client takes from it read the way it does (a
/// view, a draw, a move): refused in words or taken.
fn host_messages(data: &[u8]) -> bool {
    let catalog = catalog();
    let mut taken = false;
    for line in data.split(|&b| b == b'\n').take(200) {
        let message = match decode_host(line) {
            Ok(m) => m,
            Err(e) => {
                refused_in_words("host message", &e);
                continue;
            }
        };
        let again = decode_host(&encode(&message)).expect("a message we write");
        assert_eq!(again, message, "written and read again, another message");
        taken = true;
        match &message {
            HostMessage::View(wire) => match wire.read(&catalog) {
                Ok(told) => {
                    // A client seats the lobby's players; more than a
                    // game holds is the replica's to refuse.
                    let seats = (0..told.players.min(8))
                        .map(|i| crate::table::Seat {
                            name: format!("P{i}"),
                            colour: crate::art::PlayerColour::ALL
                                [i % crate::art::PlayerColour::ALL.len()],
                            kind: crate::table::SeatKind::Remote,
                        })
                        .collect();
                    if let Err(e) = crate::table::Table::replica(
                        catalog.clone(),
                        seats,
                        told.rules,
                        &told.moves,
                        told.hand,
                    ) {
                        refused_in_words("view", &e.to_string());
                    }
                }
                Err(e) => refused_in_words("view", &e),
            },
            HostMessage::Moved { mv, .. } => {
                if let Err(e) = mv.to_move(&catalog) {
                    refused_in_words("move", &e.to_string());
                }
            }
            HostMessage::Welcome { lobby, .. } | HostMessage::Lobby(lobby) => {
                let _ = lobby.table_seats(|_| false);
            }
            _ => {}
        }
    }
    taken
}
