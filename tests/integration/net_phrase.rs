//! The host's room relays quick phrases by id and refuses an id it does
//! not know, as it refuses any malformed message; chat lines and names
//! reach nobody with control characters in them.

use carcassonne::net::protocol::{ClientMessage, HostMessage, QUICK_PHRASES, phrase_english};
use carcassonne::net::{ChatLine, HostEvent, Out, Refusal, Room, RoomSeat, Said};
use carcassonne::rules::RuleSet;

/// A room with Ann here and one open seat, and connection 1 asking for it
/// as `name`; what the room answered.
fn joined(name: &str) -> (Room, Vec<Out>) {
    let seats = vec![RoomSeat::here(0, "Ann"), RoomSeat::open(1)];
    let mut room = Room::new(crate::common::catalog(), RuleSet::default(), 3, seats).unwrap();
    room.connect(1);
    room.receive(
        1,
        ClientMessage::Join {
            room: None,
            name: name.into(),
            colour: None,
            seat: None,
            spectate: false,
            tiles: None,
            secret: None,
        },
    );
    let (out, _) = room.drain();
    (room, out)
}

#[test]
fn a_quick_phrase_is_relayed_by_id_and_an_unknown_id_refused() {
    let (mut room, _) = joined("Bo");
    room.receive(1, ClientMessage::Say(Said::Phrase(2)));
    let (out, events) = room.drain();
    let phrase = ChatLine {
        seat: Some(1),
        name: "Bo".into(),
        said: Said::Phrase(2),
    };
    assert_eq!(out, vec![Out::All(HostMessage::Chat(phrase.clone()))]);
    assert_eq!(events, vec![HostEvent::Chat(phrase)]);
    let unknown = QUICK_PHRASES.len() as u8;
    room.receive(1, ClientMessage::Say(Said::Phrase(unknown)));
    let (out, _) = room.drain();
    assert!(
        matches!(
            &out[..],
            [Out::To(1, HostMessage::Refused(Refusal::Malformed(_)))]
        ),
        "{out:?}"
    );
    assert_eq!(phrase_english(2), Some("Your turn!"));
    assert_eq!(phrase_english(unknown), None);
}

#[test]
fn a_chat_line_reaches_everyone_without_control_characters() {
    let (mut room, _) = joined("Bo");
    // An escape that would clear a terminal, a bell, a newline, and a
    // direction override that would turn the rest of a line around.
    room.receive(
        1,
        ClientMessage::Say(Said::Text("hi\u{1b}[2J\u{7} there\n\u{202E}yes".into())),
    );
    let (out, events) = room.drain();
    let line = ChatLine {
        seat: Some(1),
        name: "Bo".into(),
        said: Said::Text("hi[2J thereyes".into()),
    };
    assert_eq!(out, vec![Out::All(HostMessage::Chat(line.clone()))]);
    assert_eq!(events, vec![HostEvent::Chat(line)]);
    // Nothing left to say: nothing is sent.
    room.receive(1, ClientMessage::Say(Said::Text("\u{1b}\u{7}".into())));
    assert_eq!(room.drain().0, vec![]);
}

#[test]
fn a_name_with_control_characters_is_refused() {
    let (_, out) = joined("Bo\u{1b}[31m");
    assert!(
        matches!(
            &out[..],
            [Out::To(1, HostMessage::Refused(Refusal::BadName))]
        ),
        "{out:?}"
    );
    let (_, out) = joined("Zoë 🎲");
    assert!(
        !out.iter()
            .any(|o| matches!(o, Out::To(_, HostMessage::Refused(_)))),
        "{out:?}"
    );
}
