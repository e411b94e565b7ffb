//! The review's marks and what points were lost on, in the player's words.

use crate::ai::review::{LossKind, Mark};
use crate::i18n::Localizer;
use crate::tr;

/// A mark in the player's words.
pub fn mark_words(t: &Localizer, mark: Mark) -> String {
    match mark {
        Mark::Inaccuracy => tr!(t, "review-mark-inaccuracy"),
        Mark::Mistake => tr!(t, "review-mark-mistake"),
        Mark::Blunder => tr!(t, "review-mark-blunder"),
    }
}

/// What points were lost on, in the player's words.
pub fn loss_kind_words(t: &Localizer, kind: LossKind) -> String {
    match kind {
        LossKind::Roads => tr!(t, "review-kind-roads"),
        LossKind::Cities => tr!(t, "review-kind-cities"),
        LossKind::Monasteries => tr!(t, "review-kind-monasteries"),
        LossKind::Fields => tr!(t, "review-kind-fields"),
        LossKind::IdleFigures => tr!(t, "review-kind-idle-figures"),
        LossKind::Goods => tr!(t, "review-kind-goods"),
        LossKind::Builder => tr!(t, "review-kind-builder"),
        LossKind::Pig => tr!(t, "review-kind-pig"),
        LossKind::InnsCathedrals => tr!(t, "review-kind-inns-cathedrals"),
        LossKind::Placement => tr!(t, "review-kind-placement"),
        LossKind::Dragon => tr!(t, "review-kind-dragon"),
        LossKind::Fairy => tr!(t, "review-kind-fairy"),
        LossKind::Portal => tr!(t, "review-kind-portal"),
        LossKind::Princess => tr!(t, "review-kind-princess"),
    }
}
