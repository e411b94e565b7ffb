//! Why the host refused this computer or one of its messages, why a
//! connection ended, why a server cannot make a room, why a code is no
//! invite: the network's data (`net::Refusal`, `net::CloseReason`, ...) in
//! the chosen language. Each is a clause the screens put after a colon
//! (`net-refused`, `net-closed`, `server-room-bad-room`, `net-bad-invite`);
//! and a lobby seat's name where the room made it up.

use super::game::level_key;
use super::refusal::{rule_words, setup_words};
use crate::app::turn::setup::HelperLevel;
use crate::i18n::Localizer;
use crate::net::{
    CloseReason, InviteError, LobbySeat, Lost, Malformed, Refusal, RoomProblem, SeatPlayer,
    Unfollowed,
};
use crate::tr;

/// Why the host refused, in words.
pub fn net_refusal_words(t: &Localizer, r: &Refusal) -> String {
    match r {
        Refusal::Version { host, client } => tr!(
            t,
            "net-refusal-version",
            host = host.as_str(),
            yours = client.as_str()
        ),
        Refusal::Protocol { host, client } => {
            tr!(t, "net-refusal-protocol", host = *host, yours = *client)
        }
        Refusal::TileSet { host, client } => tr!(
            t,
            "net-refusal-tile-set",
            host_tiles = host.tiles,
            host_kinds = host.kinds,
            tiles = client.tiles,
            kinds = client.kinds
        ),
        Refusal::HelloFirst => tr!(t, "net-refusal-hello-first"),
        Refusal::JoinFirst => tr!(t, "net-refusal-join-first"),
        Refusal::Rule(e) => rule_words(t, e),
        Refusal::NotYourSeat {
            seat,
            yours: Some(yours),
        } => tr!(
            t,
            "net-refusal-not-your-seat",
            seat = seat + 1,
            yours = yours + 1
        ),
        Refusal::NotYourSeat { seat, yours: None } => {
            tr!(t, "net-refusal-not-your-seat-watching", seat = seat + 1)
        }
        Refusal::Stale { at, now } => tr!(t, "net-refusal-stale", at = *at, now = *now),
        Refusal::NotStarted => tr!(t, "net-refusal-not-started"),
        Refusal::Started => tr!(t, "net-refusal-started"),
        Refusal::NoOpenSeat => tr!(t, "net-refusal-no-open-seat"),
        Refusal::SeatsOpen { open } => tr!(t, "net-refusal-seats-open", open = *open),
        Refusal::BadName => tr!(
            t,
            "net-refusal-bad-name",
            max = crate::net::protocol::MAX_NAME_CHARS
        ),
        Refusal::ChatTooLong { chars, limit } => tr!(
            t,
            "net-refusal-chat-too-long",
            chars = *chars,
            limit = *limit
        ),
        Refusal::Malformed(Malformed::Bytes { .. }) => tr!(t, "net-refusal-malformed"),
        Refusal::Malformed(Malformed::NoSuchPhrase(_)) => tr!(t, "net-refusal-no-such-phrase"),
        Refusal::TooLarge { bytes, limit } => {
            tr!(t, "net-refusal-too-large", bytes = *bytes, limit = *limit)
        }
        Refusal::Flood { limit } => tr!(t, "net-refusal-flood", limit = *limit),
        Refusal::Replaced => tr!(t, "net-refusal-replaced"),
        Refusal::Closing => tr!(t, "net-refusal-closing"),
        Refusal::NoSuchRoom(room) => tr!(t, "net-refusal-no-such-room", room = *room),
        Refusal::NoNewRooms => tr!(t, "net-refusal-no-new-rooms"),
        Refusal::BadRoom(p) => tr!(t, "net-refusal-bad-room", reason = room_problem_words(t, p)),
        Refusal::NameTaken => tr!(t, "net-refusal-name-taken"),
        Refusal::TooManyWatching { limit } => {
            tr!(t, "net-refusal-too-many-watching", limit = *limit)
        }
        Refusal::TooSlow { seconds } => tr!(t, "net-refusal-too-slow", seconds = *seconds),
        Refusal::NeverStarted { minutes } => {
            tr!(t, "net-refusal-never-started", minutes = *minutes)
        }
    }
}

/// Why a server cannot make a room, in words.
pub fn room_problem_words(t: &Localizer, p: &RoomProblem) -> String {
    match p {
        RoomProblem::TooManyComputers { computers, seats } => tr!(
            t,
            "net-room-too-many-computers",
            computers = *computers,
            seats = *seats
        ),
        RoomProblem::NoRuleFlag(flag) => tr!(t, "net-room-no-rule-flag", flag = flag.as_str()),
        RoomProblem::NoLevel(level) => tr!(t, "net-room-no-level", level = level.as_str()),
        RoomProblem::Setup(e) => setup_words(t, e),
        RoomProblem::Colours(colours) => {
            tr!(t, "net-room-colours", colours = colours.join(", "))
        }
    }
}

/// Why the connection ended, in words (the details for the log stay out).
pub fn close_words(t: &Localizer, c: &CloseReason) -> String {
    match c {
        CloseReason::Host(r) => net_refusal_words(t, r),
        CloseReason::Left => tr!(t, "net-close-left"),
        CloseReason::Lost(lost) => match lost {
            Lost::NoAnswer => tr!(t, "net-close-no-answer"),
            Lost::TimedOut => tr!(t, "net-close-timed-out"),
            Lost::TokenExpired => tr!(t, "net-close-token-expired"),
            Lost::Denied => tr!(t, "net-close-denied"),
            Lost::ClosedByHost => tr!(t, "net-close-closed-by-host"),
            Lost::Fault { .. } => tr!(t, "net-close-fault"),
        },
        CloseReason::Unfollowable { what, .. } => tr!(
            t,
            "net-close-unfollowable",
            what = match what {
                Unfollowed::View => "view",
                Unfollowed::Draw => "draw",
                Unfollowed::Move => "move",
                Unfollowed::Message => "message",
            }
        ),
    }
}

/// Why a code is not an invite, in words.
pub fn invite_words(t: &Localizer, e: &InviteError) -> String {
    match e {
        InviteError::NoPrefix => tr!(t, "net-invite-no-prefix"),
        InviteError::Mistyped => tr!(t, "net-invite-mistyped"),
        // English until their translations come (issue 48).
        InviteError::Old
        | InviteError::TooManyAddresses
        | InviteError::AddressTwice
        | InviteError::NoSuchAddress => e.to_string(),
    }
}

/// The room's rules in one line, from the flags the host sent
/// (`--no-farmers`, `--river`, ...): "Rules: farmers, The River", for a
/// game found on this network. A flag this version does not know (a newer
/// host's expansion) is shown as it is.
pub fn room_rules_words(t: &Localizer, flags: &[String]) -> String {
    use crate::rules::Expansion;
    use crate::rules::expansions::{EXPANSIONS, NO_FARMERS_FLAG};
    let mut said = vec![if flags.iter().any(|f| f == NO_FARMERS_FLAG) {
        tr!(t, "net-room-no-farmers")
    } else {
        tr!(t, "net-room-farmers")
    }];
    for flag in flags.iter().filter(|f| *f != NO_FARMERS_FLAG) {
        let named = Expansion::all_of(EXPANSIONS)
            .find(|e| EXPANSIONS[e.0 as usize].flag == flag)
            .and_then(super::game::expansion_keys);
        said.push(match named {
            Some((name, _)) => tr!(t, name),
            None => flag.clone(),
        });
    }
    tr!(t, "net-room-rules", rules = said.join(", "))
}

/// The lobby's block of the room's rules, one line each, from the flags
/// the host sent: farmers and every expansion this version knows, on or
/// off (a joiner learns Inns & Cathedrals is on here, not at the first
/// inn), a newer host's rule as its flag, then the helpers this window's
/// table gives ([`crate::app::net::NetSession::table_helpers`]). Each line
/// with whether it is in play (the helpers always are), so the screen can
/// set the rules that are off back.
pub fn room_rule_lines(
    t: &Localizer,
    flags: &[String],
    helpers: HelperLevel,
) -> Vec<(String, bool)> {
    use crate::rules::Expansion;
    use crate::rules::expansions::{EXPANSIONS, NO_FARMERS_FLAG};
    let on_off = |name: String, on: bool| {
        let words = if on {
            tr!(t, "net-rule-on", rule = name)
        } else {
            tr!(t, "net-rule-off", rule = name)
        };
        (words, on)
    };
    let has = |flag: &str| flags.iter().any(|f| f == flag);
    let mut lines = vec![on_off(tr!(t, "net-rule-farmers"), !has(NO_FARMERS_FLAG))];
    for e in Expansion::all_of(EXPANSIONS) {
        let row = &EXPANSIONS[e.0 as usize];
        let name = match super::game::expansion_keys(e) {
            Some((name, _)) => tr!(t, name),
            None => row.flag.to_string(),
        };
        lines.push(on_off(name, has(row.flag)));
    }
    for flag in flags {
        let known = flag == NO_FARMERS_FLAG || EXPANSIONS.iter().any(|row| row.flag == flag);
        if !known {
            lines.push(on_off(flag.clone(), true));
        }
    }
    let (helpers, _) = super::game::helper_keys(helpers);
    lines.push((tr!(t, "helpers-in-play", helpers = tr!(t, helpers)), true));
    lines
}

/// Seat `i`'s name as this window shows it: a name a person gave as it
/// is; the room's own stand-ins (an open seat, a computer a server seated
/// and named in English) worded here, in this player's language.
pub fn seat_name(t: &Localizer, i: usize, seat: &LobbySeat) -> String {
    if seat.player == SeatPlayer::Open {
        tr!(t, "net-open-seat-name", number = i + 1)
    } else if let Some(level) = seat.computer_level() {
        tr!(
            t,
            "computer-seat-name",
            number = i + 1,
            level = tr!(t, level_key(level.name()))
        )
    } else {
        seat.name.clone()
    }
}
