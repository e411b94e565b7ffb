//! The messages a host and its clients exchange, versioned, as compact
//! JSON (one message per renet message). Moves travel as a game record's
//! move lines (tiles by id), refusals as the rules' own error data, so the
//! window words them in the player's language.

use crate::art::PlayerColour;
use crate::rules::record::RecordMove;
use crate::rules::{FigureAction, Placement, Pos, RuleError, SetupError, TileCatalog};
use crate::table::{Seat, SeatKind, SeatViewWire};
use serde::{Deserialize, Serialize};

/// The protocol's version. [`ClientMessage::Hello`] is the first message
/// and keeps its shape in every version, so a host can name both versions.
/// 2: refusals are data all through (a malformed message, a room that
/// cannot be made), and a name nobody typed travels as what it is.
/// 3: the lobby says the room's helpers, and a joined window's table gives
/// them (a version-2 window would give its own while showing none).
/// 4: each room its own key and a random id, seats taken back by their
/// seat secret, words said as one `Said`, the lobby's computers by level.
pub const PROTOCOL_VERSION: u32 = 5;

/// The largest message a client may send; a larger one drops the client.
pub const MAX_CLIENT_MESSAGE: usize = 2048;

/// How many messages a client may send in one second before it counts as
/// a flood and is dropped (a game needs a few: a move, some chat).
pub const MAX_MESSAGES_PER_SECOND: u32 = 30;

/// A room's id on its host: random, so not guessed.
pub type RoomId = u64;

/// The longest chat line, in characters.
pub const MAX_CHAT_CHARS: usize = 300;

/// Words from another computer as plain text: no control characters (a
/// newline, an escape) and no direction overrides that would turn the
/// rest of the line around, at most `MAX_CHAT_CHARS` characters.
pub fn plain(text: &str) -> String {
    printable(text).take(MAX_CHAT_CHARS).collect()
}

/// The characters of `text` that print as themselves on one line: no
/// control characters, no direction overrides.
pub fn printable(text: &str) -> impl Iterator<Item = char> + '_ {
    text.chars().filter(|&c| {
        !c.is_control() && !matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
    })
}

/// The longest of a client's words a refusal names back (a version, a
/// rule flag, a level), in characters: enough to recognise it.
pub const MAX_ECHO_CHARS: usize = 32;

/// A client's words as a refusal names them back: plain, and cut to
/// [`MAX_ECHO_CHARS`] (with `…` where cut).
pub fn echo(text: &str) -> String {
    let mut chars = printable(text);
    let mut out: String = chars.by_ref().take(MAX_ECHO_CHARS).collect();
    if chars.next().is_some() {
        out.push('…');
    }
    out
}

/// The most people who watch one room.
pub const MAX_WATCHING: usize = 16;

/// The longest seat secret a join may show, in characters (a real one
/// has 32).
pub const MAX_SECRET_CHARS: usize = 64;

/// What a player says at the table: typed words, or a quick phrase by
/// its id (each window words a phrase in its own player's language).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Said {
    Text(String),
    Phrase(u8),
}

/// A line of the chat as the host relays it: who said what (`seat`:
/// `None` for a spectator).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatLine {
    pub seat: Option<usize>,
    pub name: String,
    pub said: Said,
}

/// The quick phrases a player sends with one click, by id (the index).
/// They travel as ids, not words, so each window shows them in its own
/// player's language; these English words are for the command line and
/// logs. New phrases go at the end (an id never changes its meaning).
pub const QUICK_PHRASES: [&str; 6] = [
    "Good luck, have fun!",
    "Well played!",
    "Your turn!",
    "One moment, please.",
    "Thanks!",
    "Oops!",
];

/// A quick phrase's English words (`None`: no phrase of this id).
pub fn phrase_english(phrase: u8) -> Option<&'static str> {
    QUICK_PHRASES.get(phrase as usize).copied()
}

/// The longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// What a client says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ClientMessage {
    /// The first message: the protocol and game versions.
    Hello { protocol: u32, game_version: String },
    /// Take a seat in `room` (the invite's; `None`: the room the
    /// connection's key opens) (`seat`: a wish, else the first open one) or
    /// watch; a seat is taken back, as after a dropped connection, by its
    /// `secret` (the host gave it at the first welcome).
    Join {
        room: Option<RoomId>,
        name: String,
        colour: Option<String>,
        seat: Option<usize>,
        spectate: bool,
        /// The joiner's tiles, to check they are the host's.
        #[serde(default)]
        tiles: Option<TileSetMark>,
        /// The seat secret of a player coming back.
        #[serde(default)]
        secret: Option<String>,
    },
    /// Ready (or not) for the host to start.
    Ready(bool),
    /// Lay the tile in hand for `seat`, having seen `at` moves.
    Play {
        seat: usize,
        at: usize,
        placement: Placement,
        action: Option<FigureAction>,
    },
    /// The Princess & the Dragon: `seat`'s step of the dragon's flight, to
    /// the tile at `to`, having seen `at` moves and `step` steps of it.
    DragonStep {
        seat: usize,
        at: usize,
        step: usize,
        to: Pos,
    },
    /// Words for the table: a line of chat, or a quick phrase by its id in
    /// [`QUICK_PHRASES`].
    Say(Said),
    /// On a server: make a room (then join it with the id it answers).
    CreateRoom(RoomSetup),
}

/// Which tiles a computer plays with: enough to tell two tile sets apart
/// (the digest) and to say how they differ in words (the counts).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileSetMark {
    /// Kinds of tile.
    pub kinds: u32,
    /// Tiles in all the boxes.
    pub tiles: u32,
    /// [`TileCatalog::fingerprint`].
    pub digest: u64,
}

impl TileSetMark {
    pub fn of(catalog: &TileCatalog) -> TileSetMark {
        TileSetMark {
            kinds: catalog.types.len() as u32,
            tiles: catalog.types.iter().map(|t| t.count).sum(),
            digest: catalog.fingerprint(),
        }
    }
}

impl std::fmt::Display for TileSetMark {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} kinds of tile, {} tiles, mark {:016x}",
            self.kinds, self.tiles, self.digest
        )
    }
}

/// A room as a client asks a server to make it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomSetup {
    pub players: usize,
    /// Levels by name for the last seats, played by the server.
    pub computers: Vec<String>,
    /// Rule flags as the command line takes them (`--no-farmers`, `--abbot`).
    pub rules: Vec<String>,
    /// The pile's seed (`None`: the server picks one).
    pub seed: Option<u64>,
    /// The computers' colours by name, one each in the order of
    /// `computers`: the colours the table gave them, kept when they move
    /// to the last seats (none: the colours of their seats). Older
    /// windows send none; older servers ignore them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub colours: Vec<String>,
}

impl RoomSetup {
    /// The rule flags that make `rules` on a server, as the command line
    /// writes them (farmers are on unless `--no-farmers`).
    pub fn rule_flags(rules: &crate::rules::RuleSet) -> Vec<String> {
        let mut flags = Vec::new();
        if !rules.farmers {
            flags.push(crate::rules::expansions::NO_FARMERS_FLAG.to_string());
        }
        flags.extend(rules.expansion_rows().map(|row| row.flag.to_string()));
        flags
    }
}

/// What the host says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum HostMessage {
    /// The answer to a join: your seat (`None`: watching) and the room;
    /// with a seat, its secret, which takes it back after a lost
    /// connection (nobody else is told it).
    Welcome {
        game_version: String,
        seat: Option<usize>,
        lobby: LobbyState,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        secret: Option<String>,
    },
    /// The seats changed (filled, ready, dropped, handed to a computer).
    Lobby(LobbyState),
    /// The game as it stands, for this client's seat: sent at the start
    /// and to whoever joins or returns later.
    View(SeatViewWire),
    /// `seat` drew: tiles set aside because they fit nowhere, then the
    /// tile in hand (shown to the whole table); `None`: the pile is empty
    /// and the end-of-game scoring follows.
    Drawn {
        seat: usize,
        set_aside: Vec<String>,
        tile: Option<String>,
    },
    /// `seat` laid its tile: the move as a game record writes it.
    Moved { seat: usize, mv: RecordMove },
    /// The Princess & the Dragon: the tile in hand laid as a dragon tile,
    /// its move as a record writes it with the flight's steps so far; `seat`
    /// chooses the next step (the move comes whole as `Moved` at the end).
    Flying { seat: usize, mv: RecordMove },
    /// Your message was refused; nothing changed.
    Refused(Refusal),
    /// Words said at the table.
    Chat(ChatLine),
    /// The player at `seat` lost the connection; the seat waits for them.
    Dropped { seat: usize },
    /// The player at `seat` is back.
    Returned { seat: usize },
    /// The game is over: the final scores, by seat.
    GameOver { scores: Vec<u32> },
    /// You are being disconnected, and why.
    Bye(Refusal),
    /// The room you asked for is made: its id and invite code.
    RoomCreated { room: RoomId, invite: String },
}

/// Who plays a seat, as the lobby shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatPlayer {
    /// Waiting for a friend to join.
    Open,
    /// A person at the host's computer.
    Host,
    /// The computer, at this level (by name).
    Computer(String),
    /// A person at another computer.
    Remote,
}

/// One seat in the lobby.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LobbySeat {
    pub name: String,
    /// The colour's name (`yellow`, `red`, ...).
    pub colour: String,
    pub player: SeatPlayer,
    /// For a remote seat: whether its player is connected now.
    pub connected: bool,
    pub ready: bool,
    /// The name was given by a person (a player, the host's window);
    /// `false`: the room's own English placeholder (a server's computer
    /// seat, "Computer 3 (hard)"), which a window words in its language.
    #[serde(default)]
    pub named: bool,
}

impl LobbySeat {
    /// The level of a computer seat the room named itself (a server's
    /// computers), for a window to name it in its own words; `None` for
    /// any other seat (its name is a person's choice, shown as it is).
    pub fn computer_level(&self) -> Option<crate::ai::Level> {
        match &self.player {
            SeatPlayer::Computer(level) if !self.named => crate::ai::Level::parse(level),
            _ => None,
        }
    }
}

/// The room as everyone sees it before and during the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LobbyState {
    pub seats: Vec<LobbySeat>,
    /// The rules by their command-line flags (`--no-farmers`, `--abbot`, ...).
    pub rules: Vec<String>,
    /// The help the host's table agreed on, by its name as game records
    /// write it (`all`, `rules-only`, `purist`), which every window at the
    /// table gives; `None`: the host did not say (the command line, a
    /// server's room), and each window gives its own player's choice.
    /// Left out of the message when `None`, so those lobbies travel as
    /// before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub helpers: Option<String>,
    pub started: bool,
    pub spectators: usize,
}

impl LobbyState {
    /// The room's seats as a table's: names and colours as the lobby shows
    /// them, `Here` where `here` says the seat is played at this program,
    /// else `Remote` (the host plays its computers).
    pub fn table_seats(&self, here: impl Fn(usize) -> bool) -> Vec<Seat> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, s)| Seat {
                name: s.name.clone(),
                colour: PlayerColour::from_name(&s.colour)
                    .unwrap_or(PlayerColour::ALL[i % PlayerColour::ALL.len()]),
                kind: if here(i) {
                    SeatKind::Here
                } else {
                    SeatKind::Remote
                },
            })
            .collect()
    }
}

/// Why the host refused a message or a client. Data, not sentences: the
/// window words them ([`std::fmt::Display`] gives English for logs).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// Another game version: both named.
    Version { host: String, client: String },
    /// Another protocol version.
    Protocol { host: u32, client: u32 },
    /// Other tiles than the host's (a modded tile file on one side).
    TileSet {
        host: TileSetMark,
        client: TileSetMark,
    },
    /// Something before `Hello`, or `Hello` twice.
    HelloFirst,
    /// Something before `Join`.
    JoinFirst,
    /// The table's own refusal: not this seat's turn, no such seat, an
    /// illegal placement, ...
    Rule(RuleError),
    /// A move for a seat that is not this client's.
    NotYourSeat { seat: usize, yours: Option<usize> },
    /// A move made on an older state of the game.
    Stale { at: usize, now: usize },
    /// The game has not started.
    NotStarted,
    /// The game has started: seats are only taken back by their players.
    Started,
    /// No open seat (or not the one asked for).
    NoOpenSeat,
    /// The game cannot start while seats are open.
    SeatsOpen { open: usize },
    /// A name that is empty or too long.
    BadName,
    /// A chat line too long.
    ChatTooLong { chars: usize, limit: usize },
    /// Bytes that are no message, or a message that means nothing.
    Malformed(Malformed),
    /// A message over the size limit.
    TooLarge { bytes: usize, limit: usize },
    /// Too many messages in one second.
    Flood { limit: u32 },
    /// The same player came back from another connection (with the
    /// seat's secret): this older one goes.
    Replaced,
    /// Someone of this name is in the room already; a player coming back
    /// to their seat shows its secret.
    NameTaken,
    /// As many people watch as a room lets.
    TooManyWatching { limit: usize },
    /// The connection neither joined nor made a room within this many
    /// seconds.
    TooSlow { seconds: u64 },
    /// The room did not start within this many minutes of being made, and
    /// is closed.
    NeverStarted { minutes: u64 },
    /// The host is closing the room.
    Closing,
    /// No room of this id here (or none this connection may enter).
    NoSuchRoom(RoomId),
    /// This host makes no rooms on request, or no more of them.
    NoNewRooms,
    /// A room that cannot be made (a level or rule flag unknown, too many
    /// players).
    BadRoom(RoomProblem),
}

/// What is wrong with a message the host cannot take.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Malformed {
    /// Bytes that are not a message: how reading failed and where
    /// (serde_json's line and column, from 1).
    Bytes {
        fault: JsonFault,
        line: usize,
        column: usize,
    },
    /// A quick phrase of an id not in [`QUICK_PHRASES`].
    NoSuchPhrase(u8),
}

/// How bytes failed to read as a message (serde_json's categories).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum JsonFault {
    /// Not JSON at all.
    Syntax,
    /// JSON, but of no message.
    Data,
    /// Cut short.
    Eof,
}

impl Malformed {
    /// What serde_json said of bytes that are no message.
    pub fn of_json(e: &serde_json::Error) -> Malformed {
        use serde_json::error::Category;
        Malformed::Bytes {
            fault: match e.classify() {
                Category::Data => JsonFault::Data,
                Category::Eof => JsonFault::Eof,
                Category::Syntax | Category::Io => JsonFault::Syntax,
            },
            line: e.line(),
            column: e.column(),
        }
    }
}

impl std::fmt::Display for Malformed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Malformed::Bytes {
                fault,
                line,
                column,
            } => {
                let what = match fault {
                    JsonFault::Syntax => "not JSON",
                    JsonFault::Data => "JSON of no message",
                    JsonFault::Eof => "cut short",
                };
                write!(f, "{what} at line {line}, column {column}")
            }
            Malformed::NoSuchPhrase(p) => write!(f, "no quick phrase {p}"),
        }
    }
}

/// Why a server cannot make the room a client asked for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RoomProblem {
    /// More computers than seats.
    TooManyComputers { computers: usize, seats: usize },
    /// A rule flag the server does not know, as sent.
    NoRuleFlag(String),
    /// A computer level the server does not know, as sent.
    NoLevel(String),
    /// The rules refuse the table (too many players for them, ...).
    Setup(SetupError),
    /// The computers' colours, as sent (the first few): not one known
    /// colour each, or one twice.
    Colours(Vec<String>),
}

impl std::fmt::Display for RoomProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RoomProblem::TooManyComputers { computers, seats } => {
                write!(f, "{computers} computers for {seats} seats")
            }
            RoomProblem::NoRuleFlag(flag) => write!(f, "no rule flag `{flag}`"),
            RoomProblem::NoLevel(level) => write!(f, "no level `{level}`"),
            RoomProblem::Setup(e) => write!(f, "{e}"),
            RoomProblem::Colours(colours) => write!(
                f,
                "the computers' colours `{}` are not one known colour each, none twice",
                colours.join(", ")
            ),
        }
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::Version { host, client } => write!(
                f,
                "the host plays version {host}, this client version {client}: both must be the same"
            ),
            Refusal::Protocol { host, client } => write!(
                f,
                "the host speaks protocol {host}, this client protocol {client}"
            ),
            Refusal::TileSet { host, client } => write!(
                f,
                "the host plays other tiles ({host}) than this client ({client}): both must have the same tile files"
            ),
            Refusal::HelloFirst => write!(f, "the first message must be hello, and only once"),
            Refusal::JoinFirst => write!(f, "join a seat or watch first"),
            Refusal::Rule(e) => write!(f, "{e}"),
            Refusal::NotYourSeat { seat, yours } => match yours {
                Some(y) => write!(f, "seat {} is not yours (yours is {})", seat + 1, y + 1),
                None => write!(f, "seat {} is not yours (you are watching)", seat + 1),
            },
            Refusal::Stale { at, now } => write!(
                f,
                "the move was made after {at} moves, but the game is at {now}"
            ),
            Refusal::NotStarted => write!(f, "the game has not started"),
            Refusal::Started => write!(f, "the game has started"),
            Refusal::NoOpenSeat => write!(f, "no open seat"),
            Refusal::SeatsOpen { open } => write!(f, "{open} seat(s) still open"),
            Refusal::BadName => write!(
                f,
                "a name must have 1 to {MAX_NAME_CHARS} characters, none of them control characters"
            ),
            Refusal::ChatTooLong { chars, limit } => {
                write!(f, "a chat line of {chars} characters (at most {limit})")
            }
            Refusal::Malformed(e) => write!(f, "a malformed message: {e}"),
            Refusal::TooLarge { bytes, limit } => {
                write!(f, "a message of {bytes} bytes (at most {limit})")
            }
            Refusal::Flood { limit } => {
                write!(f, "more than {limit} messages in one second")
            }
            Refusal::Replaced => write!(f, "the same player came back from another connection"),
            Refusal::NameTaken => write!(
                f,
                "someone of this name is in the room already (a player coming back to their seat joins with its seat secret)"
            ),
            Refusal::TooManyWatching { limit } => {
                write!(
                    f,
                    "{limit} people watch this room already (the most it lets)"
                )
            }
            Refusal::TooSlow { seconds } => {
                write!(f, "no join within {seconds} seconds of connecting")
            }
            Refusal::NeverStarted { minutes } => write!(
                f,
                "the room did not start within {minutes} minutes and is closed"
            ),
            Refusal::Closing => write!(f, "the host closed the room"),
            Refusal::NoSuchRoom(r) => write!(f, "there is no room {r} on this host"),
            Refusal::NoNewRooms => write!(f, "this host makes no new rooms"),
            Refusal::BadRoom(e) => write!(f, "the room cannot be made: {e}"),
        }
    }
}

/// Whether a client's hello is of this protocol and game version.
pub fn check_hello(protocol: u32, game_version: &str) -> Result<(), Refusal> {
    if protocol != PROTOCOL_VERSION {
        return Err(Refusal::Protocol {
            host: PROTOCOL_VERSION,
            client: protocol,
        });
    }
    if game_version != super::link::GAME_VERSION {
        return Err(Refusal::Version {
            host: super::link::GAME_VERSION.to_string(),
            // Named back, and so printed in the host's log: plain and short.
            client: echo(game_version),
        });
    }
    Ok(())
}

/// A message as bytes to send.
pub fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    serde_json::to_vec(message).expect("protocol messages always serialize")
}

/// A client's message from its bytes, checked for size first.
pub fn decode_client(bytes: &[u8]) -> Result<ClientMessage, Refusal> {
    if bytes.len() > MAX_CLIENT_MESSAGE {
        return Err(Refusal::TooLarge {
            bytes: bytes.len(),
            limit: MAX_CLIENT_MESSAGE,
        });
    }
    serde_json::from_slice(bytes).map_err(|e| Refusal::Malformed(Malformed::of_json(&e)))
}

/// A host's message from its bytes (the error: serde_json's English, for
/// the log).
pub fn decode_host(bytes: &[u8]) -> Result<HostMessage, String> {
    serde_json::from_slice(bytes).map_err(|e| e.to_string())
}
