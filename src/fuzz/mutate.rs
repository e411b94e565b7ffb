//! The short runs' mutator: damages a seed file the way libFuzzer's
//! mutations and a careless editor do (bits flipped, bytes lost or doubled,
//! pieces of another file spliced in, a word of the format inserted), from
//! one seed number, so a failing case can be run again.

use crate::rules::random::Rng;

/// Numbers at the edges of what readers keep them in.
const NUMBERS: &[&str] = &[
    "0",
    "-1",
    "1",
    "255",
    "256",
    "65535",
    "65536",
    "2147483647",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "-9223372036854775809",
    "1e309",
    "NaN",
    "inf",
    "-inf",
    "0x10",
    "1_000",
    "+3",
    "0.5",
    "1e2",
];

/// A seeded mutator over a reader's own words (its dictionary).
pub struct Mutator {
    rng: Rng,
    words: &'static [&'static str],
}

impl Mutator {
    pub fn new(seed: u64, words: &'static [&'static str]) -> Mutator {
        Mutator {
            rng: Rng::new(seed),
            words,
        }
    }

    /// `input` with one to four mutations; `other` is spliced from.
    pub fn mutate(&mut self, input: &[u8], other: &[u8]) -> Vec<u8> {
        let mut out = input.to_vec();
        let rounds = 1 + self.rng.below(4);
        for _ in 0..rounds {
            self.once(&mut out, other);
        }
        out
    }

    fn at(&mut self, data: &[u8]) -> usize {
        self.rng.below(data.len() + 1)
    }

    fn once(&mut self, data: &mut Vec<u8>, other: &[u8]) {
        match self.rng.below(10) {
            // A bit flipped.
            0 if !data.is_empty() => {
                let i = self.rng.below(data.len());
                data[i] ^= 1 << self.rng.below(8);
            }
            // A random byte set or inserted.
            1 if !data.is_empty() => {
                let i = self.rng.below(data.len());
                data[i] = self.rng.next_u64() as u8;
            }
            2 => {
                let i = self.at(data);
                let b = self.rng.next_u64() as u8;
                data.insert(i, b);
            }
            // A range lost.
            3 if !data.is_empty() => {
                let i = self.rng.below(data.len());
                let n = 1 + self.rng.below((data.len() - i).min(64));
                data.drain(i..i + n);
            }
            // A range doubled elsewhere (a field or move given twice).
            4 if !data.is_empty() => {
                let i = self.rng.below(data.len());
                let n = 1 + self.rng.below((data.len() - i).min(256));
                let piece = data[i..i + n].to_vec();
                let to = self.at(data);
                data.splice(to..to, piece);
            }
            // A piece of another file.
            5 if !other.is_empty() => {
                let i = self.rng.below(other.len());
                let n = 1 + self.rng.below((other.len() - i).min(256));
                let to = self.at(data);
                data.splice(to..to, other[i..i + n].iter().copied());
            }
            // The end cut off.
            6 if !data.is_empty() => {
                let keep = self.rng.below(data.len());
                data.truncate(keep);
            }
            // A number at the edge of its type, over a number or anywhere.
            7 => {
                let n = NUMBERS[self.rng.below(NUMBERS.len())].as_bytes();
                match digits_at(data, self.at(data)) {
                    Some((a, b)) => {
                        data.splice(a..b, n.iter().copied());
                    }
                    None => {
                        let to = self.at(data);
                        data.splice(to..to, n.iter().copied());
                    }
                }
            }
            // A word of the format.
            _ if !self.words.is_empty() => {
                let w = self.words[self.rng.below(self.words.len())].as_bytes();
                let to = self.at(data);
                data.splice(to..to, w.iter().copied());
            }
            _ => {
                let i = self.at(data);
                data.insert(i, b'(');
            }
        }
    }
}

/// The run of ASCII digits nearest after `from`, if any.
fn digits_at(data: &[u8], from: usize) -> Option<(usize, usize)> {
    let start = (from..data.len()).find(|&i| data[i].is_ascii_digit())?;
    let end = (start..data.len())
        .find(|&i| !data[i].is_ascii_digit())
        .unwrap_or(data.len());
    Some((start, end))
}
