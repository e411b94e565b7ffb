//! The table's sounds without a window or a device: every cue audible,
//! under full scale and click-free, the cues telling apart, the mixer's
//! volume, mute and limiter, a mod's broken file falling back, the sound
//! thread into a buffer, and silence (with one note) when there is no sound
//! library or device; the mix made into a device's sample type, rate and
//! channels.

use carcassonne::sound::convert::{DeviceSample, Resampler};
use carcassonne::sound::synth::synthesise;
use carcassonne::sound::{
    CaptureOutput, Cue, CueBank, Mixer, Output, SAMPLE_RATE, SoundNote, SoundPlayer, built_in_wav,
    decode_wav, encode_wav,
};
use std::f32::consts::TAU;
use std::path::PathBuf;

fn peak(samples: &[f32]) -> f32 {
    samples.iter().fold(0.0, |m, x| m.max(x.abs()))
}

fn rms(samples: &[f32]) -> f32 {
    (samples.iter().map(|x| x * x).sum::<f32>() / samples.len().max(1) as f32).sqrt()
}

/// The cue as the mixer plays it alone, at `volume`.
fn rendered(bank: &CueBank, cue: Cue, volume: f32) -> Vec<f32> {
    let samples = bank.samples(cue);
    let mut mixer = Mixer::default();
    mixer.set_volume(volume);
    mixer.play(samples.clone());
    let mut out = vec![0.0; samples.len()];
    mixer.render(&mut out);
    out
}

/// Energy at `freq` over the whole sound (Goertzel).
fn energy_at(samples: &[f32], freq: f32) -> f32 {
    let k = 2.0 * (TAU * freq / SAMPLE_RATE as f32).cos();
    let (mut s1, mut s2) = (0.0f32, 0.0f32);
    for &x in samples {
        let s = x + k * s1 - s2;
        s2 = s1;
        s1 = s;
    }
    (s1 * s1 + s2 * s2 - k * s1 * s2).max(0.0)
}

/// Where the sound's energy lies: the centre of its spectrum, in Hz, over
/// third-octave steps from 63 Hz to 8 kHz (how bright or deep it sounds).
fn spectral_centroid(samples: &[f32]) -> f32 {
    let freqs: Vec<f32> = (0..22).map(|i| 63.0 * 2f32.powf(i as f32 / 3.0)).collect();
    let energies: Vec<f32> = freqs.iter().map(|&f| energy_at(samples, f)).collect();
    let total: f32 = energies.iter().sum();
    freqs.iter().zip(&energies).map(|(f, e)| f * e).sum::<f32>() / total
}

fn seconds(samples: &[f32]) -> f32 {
    samples.len() as f32 / SAMPLE_RATE as f32
}

#[test]
fn every_cue_is_audible_short_under_full_scale_and_starts_and_ends_on_silence() {
    let bank = CueBank::built_in();
    for cue in Cue::ALL {
        let s = rendered(&bank, cue, 1.0);
        let (p, r) = (peak(&s), rms(&s));
        assert!(
            p > 0.3 && r > 0.02,
            "{cue:?} is too quiet: peak {p}, rms {r}"
        );
        assert!(p < 0.9, "{cue:?} peaks at {p}: too near full scale");
        assert!(seconds(&s) <= 1.5, "{cue:?} lasts {} s", seconds(&s));
        // A click is a jump from or to silence: the first and last
        // milliseconds rise from and fall to nearly nothing.
        let ms = SAMPLE_RATE as usize / 1000;
        let (first, last) = (s[0].abs(), s[s.len() - 1].abs());
        assert!(
            first < 0.005 && last < 0.005,
            "{cue:?} ends: {first}, {last}"
        );
        assert!(peak(&s[..ms / 2]) < 0.1, "{cue:?} starts with a click");
        assert!(
            peak(&s[s.len() - ms..]) < 0.05,
            "{cue:?} stops with a click"
        );
    }
}

/// The files in `assets/sounds/` (built into the game) are what the
/// generator makes today: run `soundgen` after changing the synthesiser.
#[test]
fn the_built_in_sounds_are_the_generators() {
    for cue in Cue::ALL {
        let bytes =
            built_in_wav(cue).unwrap_or_else(|| panic!("{} is not built in", cue.asset_path()));
        let file = decode_wav(bytes).expect("a built-in file reads");
        let made = synthesise(cue);
        assert_eq!(file.len(), made.len(), "{cue:?}: run soundgen");
        let worst = file
            .iter()
            .zip(&made)
            .map(|(f, m)| (f - m).abs())
            .fold(0.0, f32::max);
        assert!(
            worst < 3.0 / 32768.0,
            "{cue:?} differs by {worst}: run soundgen"
        );
    }
}

#[test]
fn the_cues_sound_different_from_one_another() {
    let bank = CueBank::built_in();
    let heard: Vec<(Cue, f32, f32)> = Cue::ALL
        .into_iter()
        .map(|cue| {
            let s = bank.samples(cue);
            (cue, spectral_centroid(&s), seconds(&s))
        })
        .collect();
    // Two cues a player could mix up would be alike in both brightness
    // (within a sixth of each other's centroid) and length (within 0.15 s).
    for (i, &(a, ca, la)) in heard.iter().enumerate() {
        for &(b, cb, lb) in &heard[i + 1..] {
            let brightness = (ca - cb).abs() / ca.max(cb);
            let length = (la - lb).abs();
            assert!(
                brightness > 1.0 / 6.0 || length > 0.15,
                "{a:?} ({ca:.0} Hz, {la:.2} s) and {b:?} ({cb:.0} Hz, {lb:.2} s) sound alike"
            );
        }
    }
}

#[test]
fn half_volume_is_half_the_amplitude_and_mute_is_silence() {
    let bank = CueBank::built_in();
    for cue in [Cue::TileLaid, Cue::CityCompleted, Cue::GameOver] {
        let full = rendered(&bank, cue, 1.0);
        let half = rendered(&bank, cue, 0.5);
        for (i, (f, h)) in full.iter().zip(&half).enumerate() {
            assert!(
                (f * 0.5 - h).abs() < 1e-6,
                "{cue:?} sample {i}: {f} at 1, {h} at 0.5"
            );
        }
        assert_eq!(peak(&rendered(&bank, cue, 0.0)), 0.0);
    }
    // Muting stops what sounds, and nothing plays while muted.
    let mut mixer = Mixer::default();
    mixer.play(bank.samples(Cue::GameOver));
    let mut out = vec![0.0; 4410];
    mixer.render(&mut out);
    assert!(peak(&out) > 0.1, "the cue plays before muting");
    mixer.set_muted(true);
    mixer.play(bank.samples(Cue::YourTurn));
    // A fifth of a second muted: both cues would still have sound left.
    for _ in 0..2 {
        mixer.render(&mut out);
        assert_eq!(peak(&out), 0.0, "sound while muted");
    }
    // Unmuted, neither the cue cut off nor the one sent while muted comes back.
    mixer.set_muted(false);
    for _ in 0..20 {
        mixer.render(&mut out);
        assert_eq!(peak(&out), 0.0, "a muted cue sounds after unmuting");
    }
    mixer.play(bank.samples(Cue::YourTurn));
    mixer.render(&mut out);
    assert!(peak(&out) > 0.1, "unmuted, a cue plays again");
}

#[test]
fn overlapping_cues_do_not_clip() {
    let bank = CueBank::built_in();
    let mut mixer = Mixer::default();
    // Everything at once, the loudest twice over: a busy end of game.
    for cue in Cue::ALL.into_iter().chain(Cue::ALL) {
        mixer.play(bank.samples(cue));
    }
    let mut out = vec![0.0; SAMPLE_RATE as usize * 2];
    mixer.render(&mut out);
    let p = peak(&out);
    assert!(p < 0.99, "the mix peaks at {p}");
    let single = peak(&rendered(&bank, Cue::CityCompleted, 1.0));
    assert!(
        p > single,
        "the mix ({p}) is no louder than one cue ({single})"
    );
    assert!(mixer.is_idle(), "every cue has ended after 2 s");
}

fn temp_assets(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("carcassonne-sound-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("sounds")).expect("temp folder");
    dir
}

/// A stereo 48 kHz float WAV of a low hum, as a modder might bring.
fn stereo_hum(seconds: f32) -> Vec<u8> {
    let spec = hound::WavSpec {
        channels: 2,
        sample_rate: 48_000,
        bits_per_sample: 32,
        sample_format: hound::SampleFormat::Float,
    };
    let mut out = std::io::Cursor::new(Vec::new());
    let mut w = hound::WavWriter::new(&mut out, spec).expect("in memory");
    for i in 0..(seconds * 48_000.0) as usize {
        let x = 0.4 * (TAU * 150.0 * i as f32 / 48_000.0).sin();
        w.write_sample(x).expect("in memory");
        w.write_sample(x).expect("in memory");
    }
    w.finalize().expect("in memory");
    out.into_inner()
}

#[test]
fn a_broken_override_falls_back_to_the_built_in_sound_naming_the_file() {
    let dir = temp_assets("broken");
    let broken = dir.join("sounds").join(Cue::TileLaid.file_name());
    std::fs::write(&broken, b"RIFF\x10\0\0\0WAVEnot really").expect("write");
    let truncated = dir.join("sounds").join(Cue::CityCompleted.file_name());
    let whole = encode_wav(&[0.1; 2000]);
    std::fs::write(&truncated, &whole[..30]).expect("write");
    let good = dir.join("sounds").join(Cue::RoadCompleted.file_name());
    std::fs::write(&good, stereo_hum(0.5)).expect("write");

    let (bank, warnings) = CueBank::load(std::slice::from_ref(&dir));
    let built_in = CueBank::built_in();
    assert_eq!(warnings.len(), 2, "{warnings:?}");
    for file in [&broken, &truncated] {
        assert!(
            warnings
                .iter()
                .any(|w| w.contains(&file.display().to_string())),
            "{} not named in {warnings:?}",
            file.display()
        );
    }
    for cue in [Cue::TileLaid, Cue::CityCompleted, Cue::GameOver] {
        assert_eq!(bank.samples(cue), built_in.samples(cue), "{cue:?}");
    }
    // The good file plays, converted to the game's mono 44.1 kHz.
    let road = bank.samples(Cue::RoadCompleted);
    assert!((seconds(&road) - 0.5).abs() < 0.01, "{} s", seconds(&road));
    assert!((peak(&road) - 0.4).abs() < 0.01, "peak {}", peak(&road));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_sound_thread_plays_what_it_is_sent_into_its_output() {
    let capture = CaptureOutput::default();
    let output = capture.clone();
    let player = SoundPlayer::start(Vec::new(), 0.5, false, move || {
        Ok(Box::new(output) as Box<dyn Output>)
    });
    player.play(Cue::FigurePlaced);
    let notes = player.finish();
    assert!(notes.is_empty(), "{notes:?}");
    let heard = capture.samples();
    let cue = CueBank::built_in().samples(Cue::FigurePlaced);
    assert!(
        heard.len() >= cue.len(),
        "{} of {} samples",
        heard.len(),
        cue.len()
    );
    for (i, (h, c)) in heard.iter().zip(cue.iter()).enumerate() {
        assert!(
            (h - c * 0.5).abs() < 1e-6,
            "sample {i}: {h}, the cue at half volume {}",
            c * 0.5
        );
    }

    // Muted from the start: the output hears nothing.
    let capture = CaptureOutput::default();
    let output = capture.clone();
    let player = SoundPlayer::start(Vec::new(), 1.0, true, move || {
        Ok(Box::new(output) as Box<dyn Output>)
    });
    player.play(Cue::GameOver);
    player.finish();
    assert_eq!(peak(&capture.samples()), 0.0);
}

#[test]
fn no_sound_output_is_silence_and_one_note() {
    let player = SoundPlayer::start(Vec::new(), 1.0, false, || Err("no device here".to_string()));
    for cue in Cue::ALL {
        player.play(cue);
    }
    player.set_volume(0.3);
    let notes = player.finish();
    assert_eq!(notes, [SoundNote::Silent("no device here".into())]);
    assert!(notes[0].to_string().starts_with("no sound: no device here"));
}

#[cfg(target_os = "linux")]
#[test]
fn a_missing_sound_library_or_device_is_silence_and_one_note() {
    use carcassonne::sound::alsa::{AlsaOutput, LIBRARY};
    let missing = "libcarcassonne-no-such-sound.so.9";
    let player = SoundPlayer::start(Vec::new(), 1.0, false, move || {
        AlsaOutput::open(missing, "default").map(|o| Box::new(o) as Box<dyn Output>)
    });
    player.play(Cue::TileLaid);
    player.play(Cue::GameOver);
    let notes = player.finish();
    assert_eq!(notes.len(), 1, "{notes:?}");
    assert!(
        matches!(&notes[0], SoundNote::Silent(why) if why.contains(missing)),
        "{notes:?}"
    );
    // The real library (when this machine has it) with a device that is
    // not there: refused, naming the device.
    let device = "carcassonne_no_such_device";
    match AlsaOutput::open(LIBRARY, device) {
        Ok(_) => panic!("a device that does not exist opened"),
        Err(e) => assert!(e.contains(device) || e.contains(LIBRARY), "{e}"),
    }
}

/// Set (as CI sets it) when ALSA's library must be on the machine.
#[cfg(target_os = "linux")]
const SOUND_REQUIRED: &str = "CARCASSONNE_SOUND_REQUIRED";

/// The real ALSA path, through ALSA's `file` device (no sound card needed):
/// what the sound thread writes is the cue, sample for sample, as 16-bit.
#[cfg(target_os = "linux")]
#[test]
fn alsa_plays_the_cues_into_a_file_device() {
    use carcassonne::sound::alsa::{AlsaOutput, LIBRARY};
    let dir = temp_assets("alsa");
    let raw = dir.join("played.raw");
    let device = format!("file:FILE={},FORMAT=raw", raw.display());
    let output = match AlsaOutput::open(LIBRARY, &device) {
        Ok(o) => o,
        Err(e) if e.starts_with(LIBRARY) => {
            // CI has the library (CARCASSONNE_SOUND_REQUIRED): there this
            // fails rather than skips.
            assert!(
                !crate::common::required(SOUND_REQUIRED),
                "ALSA's library must be on this machine ({SOUND_REQUIRED} is set): {e}"
            );
            eprintln!("ALSA's library is not on this machine, not tested: {e}");
            return;
        }
        Err(e) => panic!("{e}"),
    };
    let player = SoundPlayer::start(Vec::new(), 1.0, false, move || {
        Ok(Box::new(output) as Box<dyn Output>)
    });
    let bank = CueBank::built_in();
    let (first, second) = (bank.samples(Cue::TileLaid), bank.samples(Cue::FigurePlaced));
    // Each cue is written in whole blocks of 512 samples.
    let second_at = first.len().div_ceil(512) * 512;
    player.play(Cue::TileLaid);
    // Played and drained: the device stops, and starts again for the next.
    // Once the file holds the whole first cue (16-bit samples), the sound
    // thread has mixed all of it: the next cue finds the device stopping
    // or stopped.
    let start = std::time::Instant::now();
    while std::fs::metadata(&raw).map_or(0, |m| m.len()) < 2 * second_at as u64 {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(20),
            "the first cue never reached the file"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    player.play(Cue::FigurePlaced);
    let notes = player.finish();
    assert!(notes.is_empty(), "{notes:?}");
    let bytes = std::fs::read(&raw).expect("the file device wrote its file");
    let played: Vec<f32> = bytes
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]) as f32 / 32767.0)
        .collect();
    assert!(
        played.len() >= second_at + second.len(),
        "{} samples played",
        played.len()
    );
    for (at, cue) in [(0, &first), (second_at, &second)] {
        for (i, (p, c)) in played[at..].iter().zip(cue.iter()).enumerate() {
            assert!(
                (p - c).abs() < 2.0 / 32767.0,
                "sample {}: played {p}, the cue {c}",
                at + i
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The cue a scoring sounds, as docs/sound.md says, written out here (not
/// asked of `Cue::for_score`, which the listener itself calls): each
/// completed feature its own, a garden as a monastery, farmers and a pig
/// the farmers', the fairy's points theirs, anything counted unfinished and
/// goods a plain count.
fn cue_of_scoring(kind: carcassonne::rules::ScoreKind, complete: bool) -> Cue {
    use carcassonne::rules::ScoreKind::*;
    match (kind, complete) {
        (Road, true) => Cue::RoadCompleted,
        (City, true) => Cue::CityCompleted,
        (Monastery | Garden, true) => Cue::MonasteryCompleted,
        (Field | Pig, _) => Cue::FarmersScored,
        (Road | City | Monastery | Garden, false) => Cue::PointsCounted,
        (Fairy, _) => Cue::FairyPoints,
        (Goods, _) => Cue::PointsCounted,
    }
}

/// What a listener hears while the moves of a record are played at once,
/// as a computer's are (no tile tried on the map first), what The Princess
/// & the Dragon did told in a banner each, then each move's scorings shown
/// one after another: one list per move, then the list of the end's
/// scoring (shown after the last move's, as steps after its).
fn heard_in(rules: &str, moves: &str) -> (Vec<Vec<Cue>>, Vec<Cue>) {
    heard(rules, moves, false)
}

/// As [`heard_in`], the end's scoring shown apart from the last move's (as
/// when the last tiles drawn were set aside): a showing of its own, from
/// its first step.
fn heard_apart(rules: &str, moves: &str) -> (Vec<Vec<Cue>>, Vec<Cue>) {
    heard(rules, moves, true)
}

fn heard(rules: &str, moves: &str, end_apart: bool) -> (Vec<Vec<Cue>>, Vec<Cue>) {
    use carcassonne::rules::Happening;
    use carcassonne::rules::record::GameRecord;
    use carcassonne::rules::{Move, ScoreEvent};
    use carcassonne::sound::{Listener, TableMoment};
    use carcassonne::table::HappeningWatch;
    /// The frames of one showing: each happening told in a banner of its
    /// own (numbered from `told`), then showing `round` with scorings
    /// `new`, from step `first` on (one frame with no scoring if there is
    /// none); the first frame hears the turns `confirmed`.
    fn shown(
        listener: &mut Listener,
        confirmed: &[Move],
        (told, happened): (&mut u64, &[Happening]),
        (round, first): (u64, usize),
        new: &[ScoreEvent],
    ) -> Vec<Cue> {
        let mut cues = Vec::new();
        let mut confirmed = confirmed;
        for h in happened {
            *told += 1;
            cues.extend(listener.hear(&TableMoment {
                game: 1,
                confirmed: std::mem::take(&mut confirmed),
                tentative: None,
                figure: None,
                turn: None,
                scoring: None,
                told: Some((*told, h)),
            }));
        }
        for i in 0..new.len().max(1) {
            cues.extend(listener.hear(&TableMoment {
                game: 1,
                confirmed: std::mem::take(&mut confirmed),
                tentative: None,
                figure: None,
                turn: None,
                scoring: Some((round, first + i, new.get(i))),
                told: None,
            }));
        }
        cues
    }
    let record = GameRecord::parse(&crate::common::record(rules, moves)).unwrap();
    let mut game = record.new_game(crate::common::catalog()).unwrap();
    let mut listener = Listener::default();
    let quiet = listener.hear(&TableMoment {
        game: 1,
        confirmed: &[],
        tentative: None,
        figure: None,
        turn: None,
        scoring: None,
        told: None,
    });
    assert_eq!(quiet, [], "the start tile makes no sound");
    let (mut per_move, mut steps, mut round) = (Vec::new(), 0, 0);
    let (mut watch, mut played, mut told) = (HappeningWatch::default(), Vec::new(), 0);
    watch.look(1, &played, None, &game);
    for m in &record.moves {
        let mv = m.to_move(game.catalog()).unwrap();
        let before = game.events().len();
        game.apply(&mv).unwrap();
        played.push(mv);
        let happened = watch.look(1, &played, None, &game);
        let new = game.events()[before..].to_vec();
        steps = new.len().max(1);
        round += 1;
        per_move.push(shown(
            &mut listener,
            &[mv],
            (&mut told, &happened),
            (round, 0),
            &new,
        ));
    }
    let before = game.events().len();
    game.final_scoring();
    let new = game.events()[before..].to_vec();
    let end = match (new.is_empty(), end_apart) {
        (true, _) => Vec::new(),
        (false, false) => shown(&mut listener, &[], (&mut told, &[]), (round, steps), &new),
        (false, true) => shown(&mut listener, &[], (&mut told, &[]), (round + 1, 0), &new),
    };
    (per_move, end)
}

/// The end's scoring shown apart from the last move's, with no move between
/// them: its first step sounds, though the last move's first step did too.
#[test]
fn the_ends_scoring_shown_apart_sounds_from_its_first_step() {
    use Cue::*;
    let (moves, end) = heard_apart("traders_builders: true", crate::expansions::PIG_FIELD);
    assert_eq!(moves.last().expect("moves"), &[TileLaid, FarmersScored]);
    assert_eq!(end, [FarmersScored]);
}

/// Scenarios from the rules' tests, each scoring's cue named: a city of
/// two tiles completed, an abbot taken back (its monastery counted
/// unfinished), a road of four tiles, two monasteries completed by one
/// tile, a pig, goods, a garden and the end of a game with a road, a city
/// and a monastery unfinished and a farmer.
#[test]
fn each_scoring_in_the_rules_scenarios_sounds_its_own_cue() {
    use Cue::*;
    // The Abbot's contract example: Red's knight closes D+E at once; the
    // abbot comes back on move 5, its monastery counted unfinished.
    let (moves, end) = heard_in(
        "abbot: true",
        r#"
        Place(tile: "E", at: (0, 1), rotation: 180, figure: Meeple(City(S))),
        Place(tile: "V", at: (1, 0), rotation: 90),
        Place(tile: "B", at: (-1, 1), rotation: 0, figure: Abbot(Monastery)),
        Place(tile: "U", at: (2, 0), rotation: 90),
        Place(tile: "U", at: (1, 1), rotation: 90, figure: RecallAbbot(at: (-1, 1))),
        "#,
    );
    assert_eq!(
        moves,
        [
            vec![TileLaid, FigurePlaced, CityCompleted],
            vec![TileLaid],
            vec![TileLaid, FigurePlaced],
            vec![TileLaid],
            vec![TileLaid, PointsCounted],
        ]
    );
    assert_eq!(end, []);
    // A road of four tiles closed by villages at both ends.
    let (moves, _) = heard_in(
        "",
        r#"
        Place(tile: "L", at: (1, 0), rotation: 0, figure: Meeple(Road(W))),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "W", at: (-2, 0), rotation: 0),
        "#,
    );
    assert_eq!(moves[2], [TileLaid, RoadCompleted]);
    // Red's and Blue's monasteries, both completed by the eleventh tile.
    let both = format!(
        "{}{}",
        crate::common::two_monasteries("Meeple"),
        crate::common::COMPLETES_BOTH
    );
    let (moves, end) = heard_in("", &both);
    assert_eq!(
        moves[10],
        [TileLaid, MonasteryCompleted, MonasteryCompleted]
    );
    assert!(
        moves[..10]
            .concat()
            .iter()
            .all(|&c| c == TileLaid || c == FigurePlaced)
    );
    assert_eq!(end, []);
    // Red's pig scores its field when Blue completes the arms city; at the
    // end Red's farmer scores the field.
    let (moves, end) = heard_in("traders_builders: true", crate::expansions::PIG_FIELD);
    assert_eq!(moves[7], [TileLaid, FarmersScored]);
    assert_eq!(end, [FarmersScored]);
    // Blue closes Red's city of three tiles and takes its chicken: the
    // goods majority counts at the end.
    let (moves, end) = heard_in(
        "traders_builders: true",
        r#"
        Place(tile: "TB_Q", at: (0, 1), rotation: 90, figure: Meeple(City(N))),
        Place(tile: "E", at: (0, 2), rotation: 180),
        "#,
    );
    assert_eq!(
        moves,
        [vec![TileLaid, FigurePlaced], vec![TileLaid, CityCompleted]]
    );
    assert_eq!(end, [PointsCounted]);
    // An abbot on an unfinished garden, counted at the end.
    let (_, end) = heard_in(
        "abbot: true",
        r#"
        Place(tile: "E_garden", at: (0, 1), rotation: 180, figure: Abbot(Garden)),
        Place(tile: "U", at: (1, 0), rotation: 0),
        "#,
    );
    assert_eq!(end, [PointsCounted]);
    // docs/rules.md's end of game: a road, a city and a monastery counted
    // unfinished, then the farmer's field.
    let (moves, end) = heard_in("", crate::rules::END_GAME_EXAMPLE);
    assert!(
        moves
            .concat()
            .iter()
            .all(|&c| c == TileLaid || c == FigurePlaced)
    );
    assert_eq!(
        end,
        [PointsCounted, PointsCounted, PointsCounted, FarmersScored]
    );
}

/// The Princess & the Dragon's moments, each with its own sound: a volcano
/// rumbles; the fairy's points (1 at the start of its owner's turn, 3 when
/// its follower's road is counted at the end) glitter; each step of a
/// flight that eats growls once, a step onto an empty tile not at all; the
/// fairy moved or the flight's end make no sound of their own.
#[test]
fn the_volcano_the_fairys_points_and_each_meal_of_the_dragon_sound_their_own_cues() {
    use Cue::*;
    // Ann's thief; the volcano moves the fairy to it; Bo's turn, then
    // Ann's turn starts with the fairy's point.
    let (moves, end) = heard_in(
        "princess_dragon: true",
        r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "PD_2", at: (0, -1), rotation: 0, figure: Fairy(at: (1, 0), spot: Road(E))),
        Place(tile: "U", at: (-2, 0), rotation: 0),
        Place(tile: "U", at: (2, 0), rotation: 0),
        "#,
    );
    assert_eq!(
        moves,
        [
            vec![TileLaid, FigurePlaced],
            vec![TileLaid],
            vec![TileLaid, Volcano],
            vec![TileLaid],
            vec![TileLaid, FairyPoints],
        ]
    );
    // The thief's road counted unfinished, then the fairy's 3 for it.
    assert_eq!(end, [PointsCounted, FairyPoints]);
    // A six-step flight over Bo's abbot, Bo's farmer (his pig goes home
    // alone, uneaten), the empty start tile and Ann's large thief (her
    // builder goes home alone): three steps eat, three growls.
    let (moves, _) = heard_in(
        "abbot: true, inns_cathedrals: true, traders_builders: true, princess_dragon: true",
        r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Large(Road(E))),
        Place(tile: "U", at: (-1, 0), rotation: 0, figure: Meeple(Field(SL))),
        Place(tile: "U", at: (2, 0), rotation: 0, figure: Builder(Road(E))),
        Place(tile: "U", at: (-2, 0), rotation: 0, figure: Pig(Field(SL))),
        Place(tile: "PD_2", at: (0, -1), rotation: 0),
        Place(tile: "B", at: (-1, -1), rotation: 0, figure: Abbot(Monastery)),
        Place(tile: "PD_I", at: (3, 0), rotation: 0, dragon: [(-1, -1), (-1, 0), (0, 0), (1, 0), (2, 0), (3, 0)]),
        "#,
    );
    assert_eq!(moves[4], [TileLaid, Volcano]);
    assert_eq!(moves[6], [TileLaid, DragonEats, DragonEats, DragonEats]);
}

/// A whole game, as the window shows it frame by frame, through the
/// listener and into the sound thread: Ann (a person here) tries each tile
/// on the map, then her figure, then confirms; Bo (a computer) plays at
/// once. Each moment makes its sound, in order: "your turn" before each of
/// Ann's turns and never Bo's, the tile, the figure, then each scoring as
/// shown (each completed feature its own cue, farmers theirs at the end).
#[test]
fn a_scripted_game_sounds_each_moment_in_order() {
    use carcassonne::art::PlayerColour;
    use carcassonne::rules::{RuleSet, ScoreKind};
    use carcassonne::sound::{Listener, TableMoment};
    use carcassonne::table::{ConfirmedTurn, Seat, Table};

    let seats = vec![
        Seat::person("Ann", PlayerColour::ALL[0]),
        Seat::computer("Bo", PlayerColour::ALL[1], carcassonne::ai::Level::Random),
    ];
    let mut table = Table::new(crate::common::catalog(), seats, RuleSet::default(), 17).unwrap();
    let mut listener = Listener::default();
    let (mut heard, mut expected) = (Vec::new(), Vec::new());
    let mut kinds_scored = Vec::new();
    let mut turn = 0usize;
    // Each showing of a scoring counts anew (a turn's, the end's).
    let mut round = 0u64;
    loop {
        let draw = table.draw();
        let Some(tile) = draw.hand else {
            // The last tile was set aside: the end's scoring is shown alone.
            let report = draw.finished.expect("the game ends");
            let game = table.view(None).game().clone();
            round += 1;
            for (step, i) in report.events.clone().enumerate() {
                let e = &game.events()[i];
                kinds_scored.push(e.kind);
                expected.push(cue_of_scoring(e.kind, e.complete));
                heard.extend(listener.hear(&TableMoment {
                    game: 1,
                    confirmed: &[],
                    tentative: None,
                    figure: None,
                    turn: None,
                    scoring: Some((round, step, Some(e))),
                    told: None,
                }));
            }
            break;
        };
        let seat = table.to_move();
        let ann = seat == 0;
        let game = table.view(None).game().clone();
        let placements = game.legal_placements(tile);
        let placement = placements[turn % placements.len()];
        let options = game.figure_options(tile, placement);
        let action = (turn % 3 != 2)
            .then(|| options.get(turn % options.len().max(1)).copied())
            .flatten();
        let moment = |tentative, figure, turn| TableMoment {
            game: 1,
            confirmed: &[],
            tentative,
            figure,
            turn,
            scoring: None,
            told: None,
        };
        // The turn begins: the tile in hand.
        heard.extend(listener.hear(&moment(None, None, Some((seat, ann)))));
        if ann {
            expected.push(Cue::YourTurn);
            // Ann tries the tile on the map, then chooses her figure.
            heard.extend(listener.hear(&moment(Some(placement), None, None)));
            expected.push(Cue::TileLaid);
            heard.extend(listener.hear(&moment(Some(placement), action, None)));
        } else {
            expected.push(Cue::TileLaid);
        }
        if action.and_then(|a| a.placed()).is_some() {
            expected.push(Cue::FigurePlaced);
        }
        let Some(report) = table
            .apply(seat, ConfirmedTurn::Place { placement, action })
            .unwrap()
            .report()
            .cloned()
        else {
            panic!("a flight in the base game");
        };
        let game = table.view(None).game().clone();
        let confirmed = [*table.moves().last().expect("the turn's move")];
        round += 1;
        // Confirmed: the tile is on the map (heard with the first frame of
        // its scoring) and each scoring is shown.
        let shown = |step: usize, confirmed| {
            let event = report.events.clone().nth(step).map(|i| &game.events()[i]);
            TableMoment {
                game: 1,
                confirmed,
                tentative: None,
                figure: None,
                turn: None,
                scoring: Some((round, step, event)),
                told: None,
            }
        };
        for step in 0..report.events.len().max(1) {
            let first: &[_] = if step == 0 { &confirmed } else { &[] };
            heard.extend(listener.hear(&shown(step, first)));
            heard.extend(listener.hear(&shown(step, &[])));
        }
        for i in report.events.clone() {
            let e = &game.events()[i];
            kinds_scored.push(e.kind);
            expected.push(cue_of_scoring(e.kind, e.complete));
        }
        turn += 1;
        if report.finished {
            break;
        }
    }
    assert_eq!(heard, expected);
    assert!(turn > 60, "{turn} turns");
    for (kind, cue) in [
        (ScoreKind::Road, Cue::RoadCompleted),
        (ScoreKind::City, Cue::CityCompleted),
        (ScoreKind::Field, Cue::FarmersScored),
    ] {
        assert!(
            kinds_scored.contains(&kind),
            "no {kind:?} scored in this game"
        );
        assert!(heard.contains(&cue), "{cue:?} never sounded");
    }
    let your_turns = heard.iter().filter(|&&c| c == Cue::YourTurn).count();
    assert_eq!(
        your_turns,
        turn.div_ceil(2),
        "one 'your turn' for each of Ann's turns"
    );

    // Into the sound thread: every cue sounds, none is lost or clipped.
    let capture = CaptureOutput::default();
    let output = capture.clone();
    let player = SoundPlayer::start(Vec::new(), 1.0, false, move || {
        Ok(Box::new(output) as Box<dyn Output>)
    });
    for &cue in &heard {
        player.play(cue);
    }
    assert!(player.finish().is_empty());
    let played = capture.samples();
    assert!(
        peak(&played) > 0.3 && peak(&played) < 0.99,
        "peak {}",
        peak(&played)
    );
}

// The mix into a device's own buffer (what the cpal output on Windows and
// macOS does in its callback), tested here on any system.

/// `frames` device frames of `channels` from `mix`, and how many mix
/// samples they took.
fn device_frames<T: DeviceSample + Default>(
    mix: &[f32],
    device_rate: u32,
    channels: usize,
    frames: usize,
) -> (Vec<T>, usize) {
    let mut resampler = Resampler::new(device_rate);
    let mut out = vec![T::default(); frames * channels];
    let mut taken = 0;
    resampler.fill(&mut out, channels, &mut || {
        let x = mix.get(taken).copied();
        taken += 1;
        x
    });
    (out, taken.min(mix.len()))
}

#[test]
fn at_the_mix_rate_each_channel_gets_the_mix_itself() {
    let mix = [0.5, -0.25, 1.0, 0.0, -1.0];
    let (out, _) = device_frames::<f32>(&mix, SAMPLE_RATE, 2, 5);
    assert_eq!(
        out,
        [0.5, 0.5, -0.25, -0.25, 1.0, 1.0, 0.0, 0.0, -1.0, -1.0],
        "stereo frames, left and right the same, in order, from the first sample"
    );
}

#[test]
fn at_twice_the_rate_frames_fall_between_samples() {
    let mix = [0.0, 1.0, -1.0];
    let (out, _) = device_frames::<f32>(&mix, 2 * SAMPLE_RATE, 1, 5);
    assert_eq!(out, [0.0, 0.5, 1.0, 0.0, -1.0]);
}

#[test]
fn a_48_khz_device_plays_the_mix_in_the_same_time() {
    // One second of the mix fills one second of a 48 kHz device: neither
    // sped up (a higher pitch, samples run out early) nor slowed down.
    let mix = vec![0.25; SAMPLE_RATE as usize * 2];
    let (_, taken) = device_frames::<f32>(&mix, 48_000, 2, 48_000);
    assert!(
        taken.abs_diff(SAMPLE_RATE as usize) <= 2,
        "a second at 48 kHz took {taken} mix samples"
    );
    // A 22.05 kHz device takes two mix samples a frame.
    let (out, taken) = device_frames::<f32>(&[0.0, 0.1, 0.2, 0.3, 0.4, 0.5], 22_050, 1, 3);
    assert_eq!(out, [0.0, 0.2, 0.4]);
    assert_eq!(taken, 6);
}

#[test]
fn nothing_queued_is_silence_in_every_sample_type() {
    let (out, _) = device_frames::<i16>(&[], 48_000, 2, 8);
    assert_eq!(out, [0; 16]);
    let (out, _) = device_frames::<u16>(&[], 48_000, 2, 8);
    assert_eq!(out, [32_768; 16], "unsigned silence is the middle value");
    let (out, _) = device_frames::<u8>(&[0.0], SAMPLE_RATE, 1, 3);
    assert_eq!(out, [128; 3]);
}

#[test]
fn samples_take_the_device_types_full_scale_and_clip_beyond() {
    let mix = [1.0, -1.0, 0.5, 2.0, -3.0];
    let (out, _) = device_frames::<i16>(&mix, SAMPLE_RATE, 1, 5);
    assert_eq!(out, [32_767, -32_767, 16_384, 32_767, -32_767]);
    let (out, _) = device_frames::<u16>(&mix, SAMPLE_RATE, 1, 5);
    assert_eq!(out, [65_535, 1, 49_152, 65_535, 1]);
    let (out, _) = device_frames::<u8>(&mix, SAMPLE_RATE, 1, 5);
    assert_eq!(out, [255, 1, 192, 255, 1]);
    let (out, _) = device_frames::<i32>(&mix, SAMPLE_RATE, 1, 2);
    assert_eq!(out, [i32::MAX, -i32::MAX]);
    let (out, _) = device_frames::<u32>(&[0.0, -1.0], SAMPLE_RATE, 1, 2);
    assert_eq!(out, [1 << 31, 1]);
    let (out, _) = device_frames::<f32>(&mix, SAMPLE_RATE, 1, 5);
    assert_eq!(out, [1.0, -1.0, 0.5, 1.0, -1.0]);
    let (out, _) = device_frames::<f64>(&mix, SAMPLE_RATE, 1, 1);
    assert_eq!(out, [1.0]);
}
