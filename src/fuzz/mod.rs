//! Fuzzing every reader of what players and modders hand the game:
//! records, tile sets, settings, locales, art, fonts, sounds, invites and
//! network messages. `readers` holds each reader's properties (`host` the
//! server's), `seeds` where runs start, `mutate` the short runs' mutator,
//! `built_in` the tiles and rules they play with. The short runs go
//! in `cargo test`; the long runs are libFuzzer's (`fuzz/`, run by
//! `fuzz/run.sh`), on the same properties. See docs/fuzzing.md.

mod built_in;
mod host;
mod mutate;
mod readers;
mod seeds;

pub use mutate::Mutator;
pub use readers::Reader;
pub use seeds::{corpus_dir, generated, seeds};

use std::path::Path;
use std::time::{Duration, Instant};

/// Words of each reader's format that random bytes seldom make: what the
/// mutator inserts, and libFuzzer's dictionary.
pub fn words(reader: Reader) -> &'static [&'static str] {
    match reader {
        Reader::Record | Reader::TileSet | Reader::Settings => &[
            "(",
            ")",
            "[",
            "]",
            ",",
            ":",
            "\"",
            "//",
            "/*",
            "*/",
            "r#",
            "#![enable(implicit_some)]",
            "#![enable(unwrap_newtypes)]",
            "Some(",
            "None",
            "true",
            "false",
            "version: 1,",
            "rules: (inns_cathedrals: true, traders_builders: true, river: true, abbot: true)",
            "farmers: false,",
            "seed: 7,",
            "moves: [],",
            "Place(tile: \"E\", at: (0, 1), rotation: 180, figure: Meeple(City(S))),",
            "Discard(tile: \"X\"),",
            "Abbot(Monastery)",
            "RecallAbbot(at: (0, 1))",
            "Builder(Road(E))",
            "Pig(Field(NL))",
            "Large(City(N))",
            "Field(Inner)",
            "players: [\"Ann\", \"Bo\", \"Cy\"],",
            "rotation: 90",
            "\\u{41}",
            "r\"A\"",
            "Road(edges: [N, S])",
            "City(edges: [E], arms: 1, goods: Some(Cloth))",
            "Field(halves: [NL, NR], cities: [E])",
            "Monastery",
            "Garden",
            "count: 1000000",
            "edges: \"CRFr\"",
            "expansions: [\"abbot\", \"river\"],",
            "ui_scale: NaN,",
            "volume: -inf,",
            "starter: 99,",
            "colour: 17,",
        ],
        Reader::Locale => &[
            "\n",
            "=",
            " = ",
            "{",
            "}",
            "{ $",
            "{ -",
            "-term = ",
            ".attr = ",
            "*[other]",
            "[one]",
            " ->\n",
            "{ NUMBER($n) }",
            "game-title = ",
            "\n    ",
            "#",
            "\\u0041",
            "{\"\"}",
        ],
        Reader::ClientMessages | Reader::HostMessages | Reader::Host => &[
            "{",
            "}",
            "[",
            "]",
            ",",
            ":",
            "\"",
            "null",
            "true",
            "false",
            "\n",
            "{\"Ready\":true}",
            "{\"Say\":{\"Text\":\"hi\"}}",
            "{\"Say\":{\"Phrase\":5}}",
            "\"secret\":\"00112233445566778899aabbccddeeff\"",
            "\"room\":0",
            "\"room\":1",
            "\"spectate\":true",
            "\"players\":18446744073709551615",
            "{\"Hello\":{\"protocol\":5,\"game_version\":\"0.1.0\"}}",
            "c 1\n",
            "r 2 0\n",
            "d 3\n",
            "t 10000\n",
            "t 1800000\n",
            "\"seat\":0",
            "\"seat\":18446744073709551615",
            "\"at\":0",
            "\"players\":6",
            "\"rotation\":",
            "\"tile\":\"D\"",
            "\"tile\":\"river_A\"",
            "\"set_aside\":[\"X\"]",
            "\"View\":",
            "\"Moved\":",
            "\"Drawn\":",
            "\"Play\":",
            "\"DragonStep\":",
            "\"step\":6",
            "\"to\":{\"x\":0,\"y\":1}",
            "\"Flying\":",
            "\"dragon\":[[0,1]]",
            "\"Join\":",
            "\"CreateRoom\":",
        ],
        Reader::Invite => &["carc2-", "carc1-", "A", "-", "_", "=", " ", "BA", "Bg"],
        // The chunk and table names of the binary formats.
        Reader::Png => &["IHDR", "IDAT", "IEND", "PLTE", "tRNS", "gAMA", "PNG"],
        Reader::Font => &[
            "glyf", "loca", "cmap", "head", "hhea", "hmtx", "maxp", "name", "post", "OS/2", "fpgm",
            "prep", "cvt ", "GSUB", "GPOS",
        ],
        Reader::Wav => &["RIFF", "WAVE", "fmt ", "data", "LIST", "fact"],
    }
}

/// What a short run found: how many cases, how many the reader took, the
/// slowest case's time.
#[derive(Clone, Debug)]
pub struct ShortRun {
    pub reader: Reader,
    pub cases: usize,
    pub taken: usize,
    /// The slowest case's time on the processor (its thread's CPU time, so
    /// a machine busy with other work does not lengthen it; wall time where
    /// the system has no per-thread clock).
    pub slowest: Duration,
}

/// The time this thread has spent on a processor.
#[cfg(unix)]
fn thread_time() -> Duration {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec for the call to fill.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0;
    match ok {
        true => Duration::new(t.tv_sec as u64, t.tv_nsec as u32),
        false => wall_time(),
    }
}

#[cfg(not(unix))]
fn thread_time() -> Duration {
    wall_time()
}

/// Wall time since the first call, where a thread's own clock is missing.
fn wall_time() -> Duration {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    START.get_or_init(Instant::now).elapsed()
}

/// Checks every seed, then `cases` mutations of them (each seeded from
/// `seed` and its number, so any case can be run again alone). A broken
/// property panics, naming the case and showing its first bytes.
pub fn short_run(reader: Reader, root: &Path, cases: usize, seed: u64) -> ShortRun {
    let seeds = seeds(root, reader);
    assert!(
        !seeds.is_empty(),
        "{}: no seeds under {}",
        reader.name(),
        root.display()
    );
    let mut run = ShortRun {
        reader,
        cases: 0,
        taken: 0,
        slowest: Duration::ZERO,
    };
    let mut one = |data: &[u8], what: &dyn Fn() -> String| {
        let start = thread_time();
        let result = std::panic::catch_unwind(|| reader.check(data));
        run.slowest = run.slowest.max(thread_time().saturating_sub(start));
        run.cases += 1;
        match result {
            Ok(taken) => run.taken += usize::from(taken),
            Err(panic) => {
                let why = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                let shown = String::from_utf8_lossy(&data[..data.len().min(600)]);
                panic!(
                    "fuzz {}: {} broke a property: {why}\n--- input ({} bytes) ---\n{shown}",
                    reader.name(),
                    what(),
                    data.len()
                );
            }
        }
    };
    for (path, bytes) in &seeds {
        one(bytes, &|| format!("the seed {}", path.display()));
    }
    for case in 0..cases {
        let mut mutator = Mutator::new(
            seed ^ (case as u64).wrapping_mul(0x9e37_79b9),
            words(reader),
        );
        let (_, input) = &seeds[case % seeds.len()];
        let (_, other) = &seeds[(case / seeds.len() + case) % seeds.len()];
        let data = mutator.mutate(input, other);
        one(&data, &|| format!("case {case} of seed {seed}"));
    }
    run
}
