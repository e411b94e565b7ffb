//! libFuzzer on the invite reader: see `carcassonne::fuzz`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    carcassonne::fuzz::Reader::Invite.check(data);
});
