//! Short fuzz runs of every reader (a few thousand damaged files each,
//! from the repository's real files), the corpus kept current, and the
//! findings of the long runs pinned one by one.

use carcassonne::fuzz::{Reader, ShortRun, corpus_dir, generated, short_run};
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A short run, its figures printed (`cargo test fuzz -- --nocapture`).
fn run(reader: Reader, cases: usize) -> ShortRun {
    let run = short_run(reader, root(), cases, 0x5eed_f00d);
    println!(
        "fuzz {:<16} {:>5} cases, {:>5} taken, slowest {:?}",
        reader.name(),
        run.cases,
        run.taken,
        run.slowest
    );
    // A hang shows as a case that takes seconds of processor time; the
    // slowest real file takes milliseconds. (Counted on the processor, so
    // that a machine busy with other work, as CI's two cores are with the
    // other tests, does not stretch it.)
    assert!(
        run.slowest.as_secs_f32() < 5.0,
        "{}: a case took {:?} of processor time",
        reader.name(),
        run.slowest
    );
    run
}

#[test]
fn damaged_records_are_refused_in_words_or_read_as_their_canonical_form() {
    let run = run(Reader::Record, 3000);
    // The mutations must reach past the syntax into replay's checks.
    assert!(run.taken > 30, "only {} records taken", run.taken);
}

#[test]
fn damaged_tile_sets_are_refused_naming_the_file_or_mean_their_canonical_form() {
    let run = run(Reader::TileSet, 1500);
    assert!(run.taken > 10, "only {} tile sets taken", run.taken);
}

#[test]
fn damaged_settings_files_give_usable_settings_that_write_back_the_same() {
    run(Reader::Settings, 3000);
}

#[test]
fn a_damaged_translation_leaves_every_message_worded() {
    run(Reader::Locale, 1000);
}

#[test]
fn damaged_art_fonts_and_sounds_are_refused_or_read_within_bounds() {
    run(Reader::Png, 1500);
    run(Reader::Font, 1000);
    run(Reader::Wav, 1000);
}

#[test]
fn damaged_invites_are_refused_or_read_as_their_own_code() {
    run(Reader::Invite, 3000);
}

#[test]
fn damaged_network_messages_leave_the_room_and_the_client_sound() {
    run(Reader::ClientMessages, 1500);
    run(Reader::HostMessages, 1500);
}

#[test]
fn a_server_given_any_script_of_connections_keeps_its_bounds() {
    let run = run(Reader::Host, 1500);
    assert!(run.taken > 100, "only {} scripts taken", run.taken);
}

/// The corpus holds the settings and the network session the game writes
/// today; `FUZZ_CORPUS_WRITE=1` brings it up to date.
#[test]
fn the_fuzz_corpus_holds_what_the_game_writes_today() {
    let write = std::env::var_os("FUZZ_CORPUS_WRITE").is_some();
    for reader in Reader::ALL {
        for (name, bytes) in generated(reader) {
            let path = corpus_dir(root(), reader).join(name);
            if write {
                std::fs::create_dir_all(path.parent().unwrap()).unwrap();
                std::fs::write(&path, &bytes).unwrap();
            }
            let kept = std::fs::read(&path).unwrap_or_default();
            assert!(
                kept == bytes,
                "{} is not what the game writes today (FUZZ_CORPUS_WRITE=1 cargo test ...)",
                path.display()
            );
            assert!(
                reader.check(&bytes),
                "{}: its reader refuses it",
                path.display()
            );
        }
    }
}

/// The network seeds play a game as clients do: the sessions hold moves
/// and, with every expansion, a dragon's flight stepped by its seats, so
/// the long runs start from every message of the protocol.
#[test]
fn the_network_seeds_hold_moves_and_a_dragon_s_flight() {
    let holds = |reader: Reader, word: &str| {
        generated(reader)
            .iter()
            .any(|(_, bytes)| String::from_utf8_lossy(bytes).contains(word))
    };
    for word in ["\"Play\":", "\"DragonStep\":"] {
        assert!(holds(Reader::ClientMessages, word), "no {word} sent");
    }
    for word in ["\"Drawn\":", "\"Moved\":", "\"Flying\":"] {
        assert!(holds(Reader::HostMessages, word), "no {word} heard");
    }
}

/// Found by the short run: a font whose `glyf` table is damaged parses
/// and maps its letters, but drawing a glyph panics inside skrifa (as egui
/// would, mid-game). The check now draws every glyph first and refuses it.
#[test]
fn a_font_with_a_damaged_glyph_is_refused_before_egui_draws_it() {
    use carcassonne::art::Nowhere;
    use skrifa::MetadataProvider;
    use skrifa::instance::{LocationRef, Size};
    use skrifa::outline::DrawSettings;
    let damaged = std::fs::read(root().join("fuzz/corpus/font/damaged-glyph.ttf")).unwrap();
    let font = skrifa::FontRef::new(&damaged).expect("it parses");
    assert!(font.charmap().map('a').is_some(), "and maps its letters");
    let drawn = std::panic::catch_unwind(|| {
        let outlines = font.outline_glyphs();
        for (_, glyph) in outlines.iter() {
            let settings = DrawSettings::unhinted(Size::new(16.0), LocationRef::default());
            let _ = glyph.draw(settings, &mut Nowhere);
        }
    });
    assert!(drawn.is_err(), "drawing its glyphs panics in skrifa");
    assert!(
        !carcassonne::art::readable_font(&damaged),
        "so it is refused"
    );
    // Found by the long run: a letter mapped to a glyph past the font's
    // count, whose outline panics the same way while the count's glyphs draw.
    let past = root().join("fuzz/corpus/font/charmap-past-glyph-count.ttf");
    let past = std::fs::read(past).unwrap();
    assert!(!carcassonne::art::readable_font(&past), "refused as well");
    for shipped in ["Cinzel-Bold.ttf", "EBGaramond-Regular.ttf"] {
        let bytes = std::fs::read(root().join("assets/fonts").join(shipped)).unwrap();
        assert!(carcassonne::art::readable_font(&bytes), "{shipped}");
    }
}

/// Found by reading the WAV reader for the fuzz properties: a file at
/// 1 Hz was resampled to 44,100 times its length, so a few kilobytes
/// unpacked into gigabytes. Rates outside 8–192 kHz and sounds over the
/// longest cue are refused in words.
#[test]
fn a_sound_file_that_would_unpack_without_bound_is_refused() {
    use carcassonne::sound::{MAX_SOUND_SECONDS, decode_wav};
    let wav = |rate: u32, channels: u16, frames: usize| {
        let spec = hound::WavSpec {
            channels,
            sample_rate: rate,
            bits_per_sample: 16,
            sample_format: hound::SampleFormat::Int,
        };
        let mut out = std::io::Cursor::new(Vec::new());
        let mut w = hound::WavWriter::new(&mut out, spec).unwrap();
        for i in 0..frames * channels as usize {
            w.write_sample((i % 200) as i16 * 100).unwrap();
        }
        w.finalize().unwrap();
        out.into_inner()
    };
    let slow = decode_wav(&wav(1, 1, 1000)).expect_err("1 Hz");
    assert!(slow.contains("sample rate is 1 Hz"), "{slow}");
    let long = (MAX_SOUND_SECONDS as usize + 5) * 8000;
    let said = decode_wav(&wav(8000, 1, long)).expect_err("a sound longer than a cue");
    assert!(said.contains("lasts"), "{said}");
    let fine = decode_wav(&wav(22_050, 2, 11_025)).expect("half a second in stereo");
    assert!((22_000..=22_100).contains(&fine.len()), "{}", fine.len());
}
