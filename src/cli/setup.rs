//! What the commands read the same way: the tile catalog, the rules and
//! expansions (`--no-farmers`, `--river`, ...) and a computer's level.

use crate::ai::Level;
use crate::rules::{EXPANSIONS, Expansion, RuleSet, TileCatalog};
use clap::Args;
use std::sync::Arc;

/// The tile catalog, built in and overridden by the players' asset folders.
pub(super) fn load_catalog() -> Result<Arc<TileCatalog>, String> {
    TileCatalog::load_layered(&crate::assets_dir::override_dirs())
        .map(Arc::new)
        .map_err(|e| e.to_string())
}

/// The rules and expansions a command's games are played with: `--no-farmers`
/// and one flag for each row of the expansion table (`--abbot`, `--river`,
/// ...), so a new expansion is offered here without another line.
pub(super) struct RuleFlags(RuleSet);

impl RuleFlags {
    pub(super) fn rules(&self) -> RuleSet {
        self.0
    }
}

impl clap::FromArgMatches for RuleFlags {
    fn from_arg_matches(m: &clap::ArgMatches) -> Result<Self, clap::Error> {
        let mut rules = RuleSet::default();
        if m.get_flag(NO_FARMERS_ID) {
            rules = rules.without_farmers();
        }
        for e in Expansion::all_of(EXPANSIONS) {
            if m.get_flag(EXPANSIONS[e.0 as usize].id) {
                rules = rules.with(e);
            }
        }
        Ok(RuleFlags(rules))
    }

    fn update_from_arg_matches(&mut self, m: &clap::ArgMatches) -> Result<(), clap::Error> {
        *self = RuleFlags::from_arg_matches(m)?;
        Ok(())
    }
}

/// The argument id of `--no-farmers` (the rows' ids are their record flags).
const NO_FARMERS_ID: &str = "no_farmers";

impl Args for RuleFlags {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        let flag = |id: &'static str, long: &'static str, help: String| {
            clap::Arg::new(id)
                .long(long.trim_start_matches("--"))
                .action(clap::ArgAction::SetTrue)
                .help(help)
        };
        let no_farmers = crate::rules::expansions::NO_FARMERS_FLAG;
        let cmd = cmd.arg(flag(
            NO_FARMERS_ID,
            no_farmers,
            "Play without farmers".into(),
        ));
        EXPANSIONS.iter().fold(cmd, |cmd, row| {
            cmd.arg(flag(row.id, row.flag, format!("Add {}", row.name)))
        })
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        RuleFlags::augment_args(cmd)
    }
}

const LEVELS: &str = "random, greedy, easy, medium or hard";

/// A level by name, for clap (which names the option in its message).
pub(super) fn level_arg(value: &str) -> Result<Level, String> {
    Level::parse(value).ok_or_else(|| format!("no level `{value}` ({LEVELS})"))
}
