//! libFuzzer on the font check: see `carcassonne::fuzz`. The check
//! catches a panic of the font reader (a damaged glyph) and refuses the
//! font, so the default panic hook stands here: libFuzzer's would stop at
//! the caught panic. A panic that escapes the check still ends the run.
#![no_main]

libfuzzer_sys::fuzz_target!(
    init: {
        let _ = std::panic::take_hook();
    },
    |data: &[u8]| {
        carcassonne::fuzz::Reader::Font.check(data);
    }
);
