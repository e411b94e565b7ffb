//! libFuzzer on a server's rooms and connections: see `carcassonne::fuzz`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    carcassonne::fuzz::Reader::Host.check(data);
});
