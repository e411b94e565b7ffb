//! Words for the rules' English messages (the command line's and the
//! records'; the window words them in the player's language).

/// A small number as a word, for messages ("six with Inns & Cathedrals").
pub(crate) fn number_word(n: usize) -> String {
    const WORDS: [&str; 11] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    WORDS
        .get(n)
        .map_or_else(|| n.to_string(), |w| w.to_string())
}

/// Marks a message key the window looks up (the names in the rules'
/// tables), so the check of the keys the code uses finds it.
pub(crate) const fn key(k: &'static str) -> &'static str {
    k
}
