//! What the players chose on the new-game screen and the window size, kept
//! between launches in the platform's config folder.

use crate::app::turn::setup::{GameSetup, HelperLevel};
use crate::art::PlayerColour;
use crate::rules::{Expansion, RuleSet};
use crate::table::{Seat, SeatKind};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// A new-game seat open for a friend over the network (the settings'
/// word for it, beside the computers' levels).
pub const OPEN_SEAT: &str = "open";

/// A look the players can choose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    /// Warm parchment panels in wooden frames, a book face for text and a
    /// carved capital face for titles, names and big numbers.
    #[default]
    Parchment,
    /// egui's dark look and its default font, as the game first looked.
    Plain,
}

impl Theme {
    pub const ALL: [Theme; 2] = [Theme::Parchment, Theme::Plain];

    /// The name in the settings file.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Parchment => "parchment",
            Theme::Plain => "plain",
        }
    }

    /// The theme of a settings file's name; an unknown name is the default.
    pub fn from_name(name: &str) -> Theme {
        Theme::ALL
            .into_iter()
            .find(|t| t.name() == name)
            .unwrap_or_default()
    }
}

pub(super) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<Settings>() {
        app.insert_resource(Settings::load());
    }
}

/// One player slot on the new-game screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSlot {
    pub name: String,
    /// Index into [`PlayerColour::ALL`].
    pub colour: usize,
    /// A computer's level (`easy`, `medium`, `hard`), `open` for a friend
    /// over the network, or `None` for a person.
    #[serde(default)]
    pub computer: Option<String>,
}

/// The new-game choices and window size, remembered for the next launch.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub players: Vec<PlayerSlot>,
    /// Seat that starts.
    pub starter: usize,
    pub farmers: bool,
    /// The expansions chosen, by their id in the expansion table (`abbot`,
    /// `river`, ...), as records name them.
    pub expansions: Vec<String>,
    /// Empty for a random seed.
    pub seed: String,
    pub window_width: f32,
    pub window_height: f32,
    /// The art pack in `assets/art-packs/`, or none for the default art.
    pub art_pack: Option<String>,
    /// The size of text and panels (Ctrl + plus / minus), on top of the
    /// system's scale factor.
    pub ui_scale: f32,
    /// The help the table agrees on, by name (`all`, `rules-only`, `purist`).
    pub helpers: String,
    /// How fast a computer's move is shown: `slow`, `normal`, `instant`.
    pub computer_speed: String,
    /// Mark figures and swatches with the player's initial, so players are
    /// told apart without colour; `None`: on when two chosen colours are hard
    /// to tell apart.
    pub player_marks: Option<bool>,
    /// Coach each player's first turn; `None` until the players choose: on
    /// for the first game, off after it.
    pub coach: Option<bool>,
    /// "How to play" was offered (on the very first launch).
    pub how_to_play_offered: bool,
    /// The sounds' volume, 0 (silent) to 1.
    pub volume: f32,
    /// No sounds (the M key).
    pub muted: bool,
    /// The language the player picked (`de`, ...); `None` follows the
    /// system's. Older settings files have none.
    pub language: Option<String>,
    /// No animations: tiles, figures and points appear at once (see
    /// `motion`).
    pub reduce_motion: bool,
    /// The look around the map, by name: `parchment` (the game's own) or
    /// `plain` (egui's dark look); see `ui::theme`.
    pub theme: String,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            players: vec![
                PlayerSlot {
                    name: "Ann".into(),
                    colour: 0,
                    computer: None,
                },
                PlayerSlot {
                    name: "Bo".into(),
                    colour: 1,
                    computer: None,
                },
            ],
            starter: 0,
            farmers: true,
            expansions: Vec::new(),
            seed: String::new(),
            window_width: 1280.0,
            window_height: 800.0,
            art_pack: None,
            ui_scale: 1.0,
            helpers: HelperLevel::All.name().into(),
            computer_speed: "normal".into(),
            player_marks: None,
            coach: None,
            how_to_play_offered: false,
            volume: 0.8,
            muted: false,
            language: None,
            reduce_motion: false,
            theme: Theme::default().name().into(),
        }
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
        match ron::from_str::<Settings>(&text) {
            Ok(mut s) => {
                if let Some(problem) = s.reject_unusable_window_size(&path) {
                    warn!("{problem}");
                }
                s.with_older_expansion_flags(&text).sanitized()
            }
            Err(e) => {
                warn!("{}: ignoring unreadable settings: {e}", path.display());
                Settings::default()
            }
        }
    }

    pub fn save(&self) {
        let Some(path) = Settings::path() else {
            return;
        };
        let text = match ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()) {
            Ok(t) => t,
            Err(e) => return warn!("cannot write settings: {e}"),
        };
        if let Err(e) = crate::saves::write_atomically(&path, text.as_bytes()) {
            warn!("{}: cannot save settings: {e}", path.display());
        }
    }

    /// The most seats these settings allow (a sixth with Inns & Cathedrals).
    pub fn max_players(&self) -> usize {
        self.rules().max_players()
    }

    /// The rules chosen.
    pub fn rules(&self) -> RuleSet {
        RuleSet {
            farmers: self.farmers,
            expansions: Expansion::all()
                .filter(|&e| self.has_expansion(e))
                .collect(),
        }
    }

    /// Settings written before the expansion table kept one flag per
    /// expansion, named as its row's id (`abbot: true`): keep those choices.
    fn with_older_expansion_flags(mut self, text: &str) -> Settings {
        let Ok(ron::Value::Map(fields)) = ron::from_str::<ron::Value>(text) else {
            return self;
        };
        for e in Expansion::all() {
            let flag = fields.get(&ron::Value::String(e.row().id.to_string()));
            if flag == Some(&ron::Value::Bool(true)) && !self.has_expansion(e) {
                self.set_expansion(e, true);
            }
        }
        self
    }

    /// Whether the expansion is chosen.
    pub fn has_expansion(&self, e: Expansion) -> bool {
        self.expansions.iter().any(|id| id == e.row().id)
    }

    /// Chooses the expansion, or not.
    pub fn set_expansion(&mut self, e: Expansion, on: bool) {
        self.expansions.retain(|id| id != e.row().id);
        if on {
            self.expansions.push(e.row().id.to_string());
        }
    }

    /// A hand-edited window size of `NaN` or `inf` would pass the clamp in
    /// [`Settings::sanitized`] (as NaN, or as the largest size): it is
    /// replaced by the default size, and the message says so, naming `file`.
    fn reject_unusable_window_size(&mut self, file: &Path) -> Option<String> {
        let (width, height) = (self.window_width, self.window_height);
        if width.is_finite() && height.is_finite() {
            return None;
        }
        let default = Settings::default();
        self.window_width = default.window_width;
        self.window_height = default.window_height;
        Some(format!(
            "{}: the window size {width} × {height} is not a number of pixels; using {} × {}",
            file.display(),
            self.window_width,
            self.window_height
        ))
    }

    /// Repairs hand-edited values: 2–6 players (6 only with Inns &
    /// Cathedrals), distinct colours, a valid starter, a sane UI scale.
    pub fn sanitized(mut self) -> Settings {
        let colours = PlayerColour::ALL.len();
        self.players.truncate(self.max_players());
        while self.players.len() < 2 {
            let n = self.players.len();
            // Unnamed: the game names the seat in its player's words.
            self.players.push(PlayerSlot {
                name: String::new(),
                colour: n,
                computer: None,
            });
        }
        let mut used = vec![false; colours];
        for slot in &mut self.players {
            if slot.colour >= colours || used[slot.colour] {
                slot.colour = used.iter().position(|u| !u).unwrap_or(0);
            }
            used[slot.colour] = true;
        }
        if !(0.5..=3.0).contains(&self.ui_scale) {
            self.ui_scale = 1.0;
        }
        if self.starter >= self.players.len() {
            self.starter = 0;
        }
        self.volume = if self.volume.is_finite() {
            self.volume.clamp(0.0, 1.0)
        } else {
            Settings::default().volume
        };
        self.window_width = self.window_width.clamp(640.0, 8192.0);
        self.window_height = self.window_height.clamp(480.0, 8192.0);
        self
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
