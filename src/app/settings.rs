//! The settings in the window: read at start from the platform's config
//! folder, written when the players change them (the file itself:
//! `crate::settings`).

use crate::app::turn::setup::{GameSetup, HelperLevel};
use crate::art::PlayerColour;
use crate::table::{Seat, SeatKind};
use bevy::prelude::*;
use std::path::PathBuf;

pub use crate::settings::{OPEN_SEAT, PlayerSlot, Settings, Theme};

pub(super) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<Settings>() {
        app.insert_resource(Settings::load());
    }
}

impl Settings {
    /// Where settings live; `CARCASSONNE_CONFIG` overrides (tests, portable use).
    pub fn path() -> Option<PathBuf> {
        if let Some(p) = std::env::var_os("CARCASSONNE_CONFIG") {
            return Some(PathBuf::from(p).join("settings.ron"));
        }
        dirs::config_dir().map(|d| d.join("carcassonne").join("settings.ron"))
    }

    /// The saved settings, or the defaults if there are none or they are unreadable.
    pub fn load() -> Settings {
        let Some(path) = Settings::path() else {
            return Settings::default();
        };
        let Ok(text) = std::fs::read_to_string(&path) else {
            return Settings::default();
        };
        let (settings, problems) = Settings::read(&text, &path);
        for problem in problems {
            warn!("{problem}");
        }
        settings
    }

    pub fn save(&self) {
        let Some(path) = Settings::path() else {
            return;
        };
        let text = match self.to_text() {
            Ok(t) => t,
            Err(e) => return warn!("cannot write settings: {e}"),
        };
        if let Err(e) = crate::saves::write_atomically(&path, text.as_bytes()) {
            warn!("{}: cannot save settings: {e}", path.display());
        }
    }
    /// The game these settings describe: seats in turn order from the
    /// starter, an unnamed seat named in the words of `t` ("Player 3").
    pub fn game_setup(&self, seed: u64, t: &crate::i18n::Localizer) -> GameSetup {
        let n = self.players.len();
        let seats = (0..n)
            .map(|i| {
                let slot = &self.players[(self.starter + i) % n];
                let name = slot.name.trim();
                Seat {
                    name: if name.is_empty() {
                        crate::tr!(
                            t,
                            "default-player-name",
                            number = (self.starter + i) % n + 1
                        )
                    } else {
                        name.to_string()
                    },
                    colour: PlayerColour::ALL[slot.colour % PlayerColour::ALL.len()],
                    kind: match slot.computer.as_deref() {
                        Some(OPEN_SEAT) => SeatKind::Remote,
                        level => level
                            .and_then(crate::ai::Level::parse)
                            .map_or(SeatKind::Here, SeatKind::Computer),
                    },
                }
            })
            .collect();
        GameSetup {
            seats,
            rules: self.rules(),
            seed,
            helpers: HelperLevel::from_name(&self.helpers).unwrap_or_default(),
            computer_seed: fresh_seed(),
            coach: self.coaches(),
        }
    }

    /// How fast a computer's move is shown: `slow`, `normal` or `instant`.
    pub fn computer_pace(&self) -> f32 {
        match self.computer_speed.as_str() {
            "slow" => 1.2,
            "instant" => 0.0,
            _ => 0.55,
        }
    }

    /// Whether the next game is coached: as chosen, else on (the first game).
    pub fn coaches(&self) -> bool {
        self.coach.unwrap_or(true)
    }

    /// A game starts: coaching the players left unchosen was for the first
    /// game only.
    pub fn game_started(&mut self) {
        self.coach.get_or_insert(false);
    }

    /// The seed typed in, or a fresh one from the clock.
    pub fn seed_or_random(&self) -> u64 {
        let typed = self.seed.trim();
        if !typed.is_empty() {
            return typed.parse().unwrap_or_else(|_| {
                // Any text is a seed: hash it so "friday" always gives one game.
                typed.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
                    (h ^ b as u64).wrapping_mul(0x1000_0000_01b3)
                })
            });
        }
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(1)
    }
}
/// A seed from the clock, for what needs no replaying (the computers' own
/// random source).
pub fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1)
}
#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// A settings file from before the sound settings loads, with the
    /// default volume and the sound on; a volume out of range is brought in.
    #[test]
    fn settings_without_sound_fields_load_with_sound_on() {
        let old: Settings = ron::from_str("(farmers: false, ui_scale: 1.25)")
            .expect("an older settings file parses");
        assert!(!old.farmers);
        assert_eq!((old.volume, old.muted), (0.8, false));
        let loud: Settings =
            ron::from_str("(volume: 7.0, muted: true)").expect("sound settings parse");
        let loud = loud.sanitized();
        assert_eq!((loud.volume, loud.muted), (1.0, true));
    }

    /// A settings file with `NaN` or an infinite window size: the size is
    /// refused with the file named, and the default size used.
    #[test]
    fn a_window_size_that_is_not_a_number_is_refused_naming_the_file() {
        let file = Path::new("/home/ann/.config/carcassonne/settings.ron");
        for text in [
            "(window_width: NaN, window_height: 700.0)",
            "(window_width: 1000.0, window_height: inf)",
            "(window_width: -inf, window_height: NaN)",
        ] {
            let mut s: Settings = ron::from_str(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            let problem = s
                .reject_unusable_window_size(file)
                .unwrap_or_else(|| panic!("{text}: not refused"));
            assert!(
                problem.starts_with(&format!("{}: ", file.display())),
                "{problem}"
            );
            assert!(problem.contains("window size"), "{problem}");
            let s = s.sanitized();
            assert_eq!((s.window_width, s.window_height), (1280.0, 800.0), "{text}");
        }
        let mut fine: Settings = ron::from_str("(window_width: 1000.0, window_height: 700.0)")
            .expect("a plain window size parses");
        assert_eq!(fine.reject_unusable_window_size(file), None);
        assert_eq!((fine.window_width, fine.window_height), (1000.0, 700.0));
    }
}
