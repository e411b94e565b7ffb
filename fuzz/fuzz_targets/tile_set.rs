//! libFuzzer on the tile set reader: see `carcassonne::fuzz`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    carcassonne::fuzz::Reader::TileSet.check(data);
});
