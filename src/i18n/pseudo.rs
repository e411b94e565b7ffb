//! The pseudo-language `xx-long`: every English text about 40 % longer,
//! with accented letters, so that words cut off or overlapping show in a
//! screenshot before a real translation finds them.

use std::borrow::Cow;

/// English text lengthened: each vowel is written twice, the first time
/// accented ("Scoreboard" → "Scóoréebóoáard"), which adds about 40 % to
/// English words and tries the accents' height too.
pub fn lengthen(text: &str) -> Cow<'_, str> {
    let mut out = String::with_capacity(text.len() * 2);
    for c in text.chars() {
        let accented = match c {
            'a' => Some('á'),
            'e' => Some('é'),
            'i' => Some('í'),
            'o' => Some('ó'),
            'u' => Some('ú'),
            'y' => Some('ý'),
            'A' => Some('Á'),
            'E' => Some('É'),
            'I' => Some('Í'),
            'O' => Some('Ó'),
            'U' => Some('Ú'),
            _ => None,
        };
        if let Some(a) = accented {
            out.push(a);
        }
        out.push(c);
    }
    Cow::Owned(out)
}
