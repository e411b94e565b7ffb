//! The settings file: what the players chose on the new-game screen, the
//! window size and the table's look, read and written as RON. Plain data,
//! no Bevy: the window keeps it as a resource, and the fuzz tests read
//! damaged files through [`Settings::read`].

use crate::art::PlayerColour;
use crate::rules::{Expansion, RuleSet};
use serde::{Deserialize, Serialize};
use std::path::Path;

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
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "gui", derive(bevy::prelude::Resource))]
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
    /// The meeting server a hosted game registers with (`carcassonne
    /// server`: an address, a name, or its invite), for friends whose
    /// routers keep them out; empty: none (the default).
    pub meeting_server: String,
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
            // `HelperLevel::All` in the app.
            helpers: "all".into(),
            computer_speed: "normal".into(),
            player_marks: None,
            coach: None,
            how_to_play_offered: false,
            volume: 0.8,
            muted: false,
            language: None,
            reduce_motion: false,
            theme: Theme::default().name().into(),
            meeting_server: String::new(),
        }
    }
}
impl Settings {
    /// The settings of a file's `text` (`file` names it in messages), with
    /// what had to be repaired or ignored: an unreadable file gives the
    /// defaults, a hand-edited value out of range is brought in.
    pub fn read(text: &str, file: &Path) -> (Settings, Vec<String>) {
        match ron::from_str::<Settings>(text) {
            Ok(mut s) => {
                let problems = s.reject_unusable_window_size(file).into_iter().collect();
                (s.with_older_expansion_flags(text).sanitized(), problems)
            }
            Err(e) => (
                Settings::default(),
                vec![format!(
                    "{}: ignoring unreadable settings: {e}",
                    file.display()
                )],
            ),
        }
    }

    /// The settings as the file's text.
    pub fn to_text(&self) -> Result<String, ron::Error> {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
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
    pub fn reject_unusable_window_size(&mut self, file: &Path) -> Option<String> {
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
}
