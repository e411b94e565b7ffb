//! libFuzzer on the host messages reader: see `carcassonne::fuzz`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    carcassonne::fuzz::Reader::HostMessages.check(data);
});
