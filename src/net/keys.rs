//! The host's secrets and everything derived from them: each room's
//! invite key (from the host's secret and the room's id), and from an
//! invite key the keys that serve one purpose each (netcode's, the
//! meeting point's ticket, the probes'), each seat's secret, and the
//! meeting point's cookies. One pseudorandom function does it all:
//! ChaCha20's block under the key, the input taken 12 bytes at a time as
//! nonces in a cascade (each block's output keys the next), with the
//! input's length first so no input is the start of another.

use chacha20poly1305::aead::{AeadInPlace, KeyInit};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};

/// 32 secret bytes: a host's secret, a room's invite key, a derived key.
pub type Secret = [u8; 32];

/// A fresh random secret from the system's generator.
pub fn random_secret() -> Secret {
    renet_netcode::generate_random_bytes()
}

/// ChaCha20's keystream under `key` for the 12-byte `nonce`: 32 bytes
/// nobody without the key can tell from random.
fn block(key: &Secret, nonce: &[u8; 12]) -> Secret {
    let mut out = [0u8; 32];
    ChaCha20Poly1305::new(Key::from_slice(key))
        .encrypt_in_place_detached(Nonce::from_slice(nonce), b"", &mut out)
        .expect("32 bytes always encrypt");
    out
}

/// The pseudorandom function of `key` over `label` and `input`: 32 bytes.
pub fn prf(key: &Secret, label: &[u8; 4], input: &[u8]) -> Secret {
    let mut first = [0u8; 12];
    first[..4].copy_from_slice(label);
    first[4..8].copy_from_slice(&(input.len() as u32).to_le_bytes());
    let mut k = block(key, &first);
    for chunk in input.chunks(12) {
        let mut nonce = [0u8; 12];
        nonce[..chunk.len()].copy_from_slice(chunk);
        k = block(&k, &nonce);
    }
    k
}

/// Whether two secrets are the same, in a time that does not tell where
/// they first differ.
pub fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

/// A fresh random number (session numbers, nonces, room ids).
pub fn random_u64() -> u64 {
    u64::from_le_bytes(renet_netcode::generate_random_bytes())
}

fn first_u64(bytes: &Secret) -> u64 {
    u64::from_le_bytes(bytes[..8].try_into().expect("32 bytes"))
}

/// The invite key of the room `room` of the host whose secret is `host`:
/// each room its own, and none tells anything of another or of the host's
/// secret.
pub fn room_key(host: &Secret, room: u64) -> Secret {
    prf(host, b"room", &room.to_le_bytes())
}

/// The id of a host's one room (`carcassonne host`, a window): fixed by
/// its secret, so the same after a restart, and not guessed.
pub fn own_room(host: &Secret) -> u64 {
    first_u64(&prf(host, b"rmid", &[]))
}

/// A server's own id: what its invite names, which lets a player make
/// rooms and nothing else.
pub fn door(host: &Secret) -> u64 {
    first_u64(&prf(host, b"door", &[]))
}

/// The key the seats of `room` derive their secrets from (a host secret
/// only the host holds: an invite does not tell it).
pub fn seat_key(host: &Secret, room: u64) -> Secret {
    prf(host, b"seat", &room.to_le_bytes())
}

/// The secret that takes seat `seat` back: 32 hexadecimal digits.
pub fn seat_secret(seat_key: &Secret, seat: usize) -> String {
    let bytes = prf(seat_key, b"sect", &(seat as u64).to_le_bytes());
    bytes[..16].iter().map(|b| format!("{b:02x}")).collect()
}

/// The key netcode encrypts a room's connect tokens with, from the room's
/// invite key (never the invite key itself, which also names the room at
/// the meeting point).
pub fn netcode_key(invite_key: &Secret) -> Secret {
    prf(invite_key, b"netc", &[])
}

/// The room's name at the meeting point, from its invite key: it tells
/// nothing of the key.
pub fn ticket(invite_key: &Secret) -> [u8; 16] {
    let bytes = prf(invite_key, b"tick", &[]);
    bytes[..16].try_into().expect("32 bytes")
}

/// The key a joiner's probes and the host's answers prove the invite with.
pub fn probe_key(invite_key: &Secret) -> Secret {
    prf(invite_key, b"prob", &[])
}

/// A 16-byte tag of `what` (a probe, its answer) and `nonce` under a
/// probe key.
pub fn tag(key: &Secret, what: &[u8; 4], nonce: u64) -> [u8; 16] {
    let bytes = prf(key, what, &nonce.to_le_bytes());
    bytes[..16].try_into().expect("32 bytes")
}

/// A mark of the seat a player sits in under `name` in an invite's room,
/// telling nothing of the key or the name: what a seat book files the
/// seat's secret under. By name, so two players at one computer (two
/// windows, two `join`s) in one room each show their own secret, never
/// the other's.
pub fn seat_mark(invite_key: &Secret, room: u64, name: &str) -> String {
    let mut input = room.to_le_bytes().to_vec();
    input.extend_from_slice(name.trim().as_bytes());
    let bytes = prf(invite_key, b"smrk", &input);
    bytes[..12].iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_purpose_has_its_own_key_and_rooms_their_own() {
        let host = [7u8; 32];
        let (a, b) = (room_key(&host, 1), room_key(&host, 2));
        assert_ne!(a, b);
        assert_ne!(a, host);
        let derived = [netcode_key(&a), probe_key(&a), prf(&a, b"tick", &[])];
        for (i, x) in derived.iter().enumerate() {
            assert_ne!(*x, a);
            for y in &derived[i + 1..] {
                assert_ne!(x, y);
            }
        }
        assert_ne!(
            seat_secret(&seat_key(&host, 1), 0),
            seat_secret(&seat_key(&host, 1), 1)
        );
        assert_ne!(
            seat_secret(&seat_key(&host, 1), 0),
            seat_secret(&seat_key(&host, 2), 0)
        );
        assert_eq!(seat_secret(&seat_key(&host, 1), 0).len(), 32);
    }

    #[test]
    fn inputs_of_other_lengths_give_other_outputs() {
        let k = [1u8; 32];
        // The length goes first: a longer input is never the same as a
        // shorter one padded with zeros.
        assert_ne!(prf(&k, b"test", &[]), prf(&k, b"test", &[0]));
        assert_ne!(prf(&k, b"test", &[0; 12]), prf(&k, b"test", &[0; 13]));
        assert_eq!(prf(&k, b"test", &[5; 30]), prf(&k, b"test", &[5; 30]));
        assert_ne!(prf(&k, b"test", &[5; 30]), prf(&k, b"tesu", &[5; 30]));
    }

    #[test]
    fn same_compares_whole_secrets() {
        assert!(same(b"abc", b"abc"));
        assert!(!same(b"abc", b"abd"));
        assert!(!same(b"abc", b"ab"));
    }
}
