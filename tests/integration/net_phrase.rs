//! The host's room relays quick phrases by id and refuses an id it does
//! not know, as it refuses any malformed message.

use carcassonne::net::protocol::{ClientMessage, HostMessage, QUICK_PHRASES, phrase_english};
use carcassonne::net::{HostEvent, Out, Refusal, Room, RoomSeat};
use carcassonne::rules::RuleSet;

#[test]
fn a_quick_phrase_is_relayed_by_id_and_an_unknown_id_refused() {
    let seats = vec![RoomSeat::here(0, "Ann"), RoomSeat::open(1)];
    let mut room = Room::new(crate::common::catalog(), RuleSet::default(), 3, seats).unwrap();
    room.connect(1);
    room.receive(
        1,
        ClientMessage::Join {
            room: None,
            name: "Bo".into(),
            colour: None,
            seat: None,
            spectate: false,
            tiles: None,
        },
    );
    room.drain();
    room.receive(1, ClientMessage::Phrase(2));
    let (out, events) = room.drain();
    let phrase = HostMessage::Phrase {
        seat: Some(1),
        name: "Bo".into(),
        phrase: 2,
    };
    assert_eq!(out, vec![Out::All(phrase)]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, HostEvent::Phrase { phrase: 2, .. }))
    );
    let unknown = QUICK_PHRASES.len() as u8;
    room.receive(1, ClientMessage::Phrase(unknown));
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
