//! What the players chose on the new-game screen and the window size, kept
//! between launches in the platform's config folder.

use super::turn::{GameSetup, Seat};
use crate::art::PlayerColour;
use crate::rules::RuleSet;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

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
}

/// The new-game choices and window size, remembered for the next launch.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub players: Vec<PlayerSlot>,
    /// Seat that starts.
    pub starter: usize,
    pub farmers: bool,
    pub abbot: bool,
    pub river: bool,
    /// Empty for a random seed.
    pub seed: String,
    pub window_width: f32,
    pub window_height: f32,
    /// The art pack in `assets/art-packs/`, or none for the default art.
    pub art_pack: Option<String>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            players: vec![
                PlayerSlot {
                    name: "Ann".into(),
                    colour: 0,
                },
                PlayerSlot {
                    name: "Bo".into(),
                    colour: 1,
                },
            ],
            starter: 0,
            farmers: true,
            abbot: false,
            river: false,
            seed: String::new(),
            window_width: 1280.0,
            window_height: 800.0,
            art_pack: None,
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
            Ok(s) => s.sanitized(),
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

    /// Repairs hand-edited values: 2–5 players, distinct colours, a valid starter.
    fn sanitized(mut self) -> Settings {
        self.players.truncate(5);
        while self.players.len() < 2 {
            let n = self.players.len();
            self.players.push(PlayerSlot {
                name: format!("Player {}", n + 1),
                colour: n,
            });
        }
        let mut used = [false; 5];
        for slot in &mut self.players {
            if slot.colour >= 5 || used[slot.colour] {
                slot.colour = used.iter().position(|u| !u).unwrap_or(0);
            }
            used[slot.colour] = true;
        }
        if self.starter >= self.players.len() {
            self.starter = 0;
        }
        self.window_width = self.window_width.clamp(640.0, 8192.0);
        self.window_height = self.window_height.clamp(480.0, 8192.0);
        self
    }

    /// The game these settings describe: seats in turn order from the starter.
    pub fn game_setup(&self, seed: u64) -> GameSetup {
        let n = self.players.len();
        let seats = (0..n)
            .map(|i| {
                let slot = &self.players[(self.starter + i) % n];
                let name = slot.name.trim();
                Seat {
                    name: if name.is_empty() {
                        format!("Player {}", (self.starter + i) % n + 1)
                    } else {
                        name.to_string()
                    },
                    colour: PlayerColour::ALL[slot.colour % 5],
                }
            })
            .collect();
        GameSetup {
            seats,
            rules: RuleSet {
                farmers: self.farmers,
                abbot: self.abbot,
                river: self.river,
                ..RuleSet::default()
            },
            seed,
        }
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
