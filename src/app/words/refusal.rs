//! Why the rules or the table refuse an input, in the chosen language:
//! sides, corners and spots named in words, never by coordinates.

use super::game::{
    capitalised, edge_key, expansion_keys, feature_key, figure_kind_key, side_id, spot_words,
};
use crate::app::turn::messages::Refusal;
use crate::i18n::{Localizer, key};
use crate::rules::errors::StepError;
use crate::rules::{Expansion, FigureKind, RuleError, SetupError, Spot};
use crate::tr;

/// Why a player's input was refused, in words.
pub fn refusal_text(t: &Localizer, r: &Refusal) -> String {
    match r {
        Refusal::Rules(e) => refusal_words(t, e),
        Refusal::Confirm(e) | Refusal::Review(e) => rule_words(t, e),
        Refusal::FigureNotHere => tr!(t, "refusal-figure-not-here"),
        Refusal::NothingToUndo => tr!(t, "refusal-nothing-to-undo"),
    }
}

/// Why the rules refuse a move, in the player's words: "Its top edge is
/// city; the tile above has a field there".
pub fn refusal_words(t: &Localizer, e: &RuleError) -> String {
    match e {
        RuleError::EdgeMismatch {
            side,
            kind,
            neighbour_kind,
            ..
        } => capitalised(&tr!(
            t,
            "refusal-edge-mismatch",
            side = side_id(*side),
            kind = tr!(t, edge_key(*kind)),
            kind_id = kind.name(),
            other = tr!(t, edge_key(*neighbour_kind)),
            other_id = neighbour_kind.name()
        )),
        _ => rule_words(t, e),
    }
}

/// A rule the move breaks, as one sentence: each kind of rule worded by
/// what it is about (the turn, the tile's placement, the figures, The
/// Princess & the Dragon's), every error routed here so a new one is
/// worded before it compiles.
pub fn rule_words(t: &Localizer, e: &RuleError) -> String {
    use RuleError::*;
    match e {
        GameOver => tr!(t, "rule-game-over"),
        NotYourTurn { seat, to_move } => {
            tr!(
                t,
                "rule-not-your-turn",
                seat = seat + 1,
                to_move = to_move + 1
            )
        }
        NoSuchSeat(seat) => tr!(t, "rule-no-such-seat", seat = seat + 1),
        NoTileInHand => tr!(t, "rule-no-tile-in-hand"),
        NothingToUndo => tr!(t, "rule-nothing-to-undo"),
        UnknownTile(id) => tr!(t, "rule-unknown-tile", tile = id.as_str()),
        NotInPile { tile } => tr!(t, "rule-not-in-pile", tile = tile.as_str()),
        BadRotation(d) => tr!(t, "rule-bad-rotation", degrees = d.to_string()),
        BadSetup(e) => tr!(t, "rule-bad-setup", why = setup_words(t, e)),
        ExpansionOff(e) => {
            let name = expansion_keys(*e).map_or_else(|| format!("#{}", e.0), |(n, _)| tr!(t, n));
            tr!(t, "rule-expansion-off", expansion = name)
        }
        LandBeforeRiver { .. }
        | LastTileTooEarly { .. }
        | OutOfRange(_)
        | CellTaken(_)
        | NotAdjacent(_)
        | EdgeMismatch { .. }
        | RiverNotContinued { .. }
        | RiverTurnsBack { .. }
        | FitsSomewhere { .. } => placement_words(t, e),
        NoSuchSpot { .. }
        | SpotOccupied { .. }
        | FarmersOff
        | AbbotOff
        | NoFollowerInSupply
        | AbbotNotInSupply
        | FollowerOnGarden(_)
        | AbbotOnlyOnMonasteryOrGarden { .. }
        | NoAbbotAt(_)
        | FigureNotInPlay(_)
        | NotInSupply(_)
        | WrongSpot { .. }
        | BuilderNeedsFollower { .. }
        | PigNeedsFarmer { .. } => figure_words(t, e),
        DragonBeforeVolcano { .. }
        | NoDragonOnTile { .. }
        | DragonStep { .. }
        | FlightTooShort { .. }
        | FlightTooLong { .. }
        | FlightUnderway
        | NoFlightUnderway
        | DragonThere(_)
        | NoPortal { .. }
        | NotThroughPortal(_)
        | PortalWithoutFigure
        | PortalFinished { .. }
        | NoTileAt(_)
        | FairyNeedsOwnFollower { .. }
        | FairyAlreadyThere { .. }
        | NoPrincess { .. }
        | NoKnightAt { .. }
        | NotInPrincessCity { .. } => princess_dragon_words(t, e),
    }
}

/// Where the tile may not go: the pile's order, the cell, its edges, the
/// river.
fn placement_words(t: &Localizer, e: &RuleError) -> String {
    use RuleError::*;
    match e {
        LandBeforeRiver { tile, river_left } => tr!(
            t,
            "rule-land-before-river",
            tile = tile.as_str(),
            count = *river_left
        ),
        LastTileTooEarly { tile, others_left } => tr!(
            t,
            "rule-last-tile-too-early",
            tile = tile.as_str(),
            count = *others_left
        ),
        OutOfRange(_) => tr!(t, "rule-out-of-range"),
        CellTaken(_) => tr!(t, "rule-cell-taken"),
        NotAdjacent(_) => tr!(t, "rule-not-adjacent"),
        EdgeMismatch { .. } => refusal_words(t, e),
        RiverNotContinued {
            river_end: Some(_), ..
        } => tr!(t, "rule-river-not-continued"),
        RiverNotContinued {
            river_end: None, ..
        } => tr!(t, "rule-river-no-end"),
        RiverTurnsBack { .. } => tr!(t, "rule-river-turns-back"),
        FitsSomewhere { tile, .. } => tr!(t, "rule-fits-somewhere", tile = tile.as_str()),
        // Only the placement's errors are routed here (see rule_words).
        _ => e.to_string(),
    }
}

/// Where a figure may not stand, or which figure is not to hand.
fn figure_words(t: &Localizer, e: &RuleError) -> String {
    use RuleError::*;
    let fig = |k: &FigureKind| tr!(t, figure_kind_key(*k));
    // The spot on the tile being laid, capitalised: it opens the sentence.
    let spot_said = |s: &Spot| capitalised(&spot_words(t, *s));
    match e {
        NoSuchSpot { spot, .. } => tr!(t, "rule-no-such-spot", spot = spot_said(spot)),
        SpotOccupied { spot, .. } => tr!(
            t,
            "rule-spot-occupied",
            spot = spot_said(spot),
            feature = tr!(t, feature_key(spot.kind())),
            kind = spot.kind().name()
        ),
        FarmersOff => tr!(t, "rule-farmers-off"),
        AbbotOff => tr!(t, "rule-abbot-off"),
        NoFollowerInSupply => tr!(t, "rule-no-follower"),
        AbbotNotInSupply => tr!(t, "rule-abbot-not-in-supply"),
        FollowerOnGarden(_) => tr!(t, "rule-follower-on-garden"),
        AbbotOnlyOnMonasteryOrGarden { spot, .. } => {
            tr!(t, "rule-abbot-only-cloister", spot = spot_said(spot))
        }
        NoAbbotAt(_) => tr!(t, "rule-no-abbot-at"),
        FigureNotInPlay(k) => tr!(t, "rule-figure-not-in-play", figure = fig(k)),
        NotInSupply(k) => tr!(t, "rule-not-in-supply", figure = fig(k)),
        WrongSpot { kind, spot, .. } => {
            let which = kind.spec().wrong_spot_key;
            tr!(t, which, figure = fig(kind), spot = spot_said(spot))
        }
        BuilderNeedsFollower { spot, .. } => {
            tr!(t, "rule-builder-needs-follower", spot = spot_said(spot))
        }
        PigNeedsFarmer { spot, .. } => tr!(t, "rule-pig-needs-farmer", spot = spot_said(spot)),
        // Only the figures' errors are routed here (see rule_words).
        _ => e.to_string(),
    }
}

/// The Princess & the Dragon's rules: the dragon's flight, the portal,
/// the fairy and the princess.
fn princess_dragon_words(t: &Localizer, e: &RuleError) -> String {
    use RuleError::*;
    let fig = |k: &FigureKind| tr!(t, figure_kind_key(*k));
    match e {
        DragonBeforeVolcano { tile } => {
            tr!(t, "rule-dragon-before-volcano", tile = tile.as_str())
        }
        NoDragonOnTile { .. } => tr!(t, "rule-no-dragon-on-tile"),
        DragonStep {
            step,
            seat,
            player,
            why,
        } => {
            let which = match why {
                StepError::NotNext { .. } => key("rule-dragon-step-not-next"),
                StepError::NoTile(_) => key("rule-dragon-step-no-tile"),
                StepError::Visited(_) => key("rule-dragon-step-visited"),
                StepError::Fairy(_) => key("rule-dragon-step-fairy"),
            };
            tr!(t, which, step = *step, player = whose(t, *seat, player))
        }
        FlightTooShort {
            flown,
            seat,
            player,
            ..
        } => tr!(
            t,
            "rule-flight-too-short",
            step = flown + 1,
            player = whose(t, *seat, player)
        ),
        FlightTooLong { .. } => tr!(t, "rule-flight-too-long"),
        FlightUnderway => tr!(t, "rule-flight-underway"),
        NoFlightUnderway => tr!(t, "rule-no-flight-underway"),
        DragonThere(_) => tr!(t, "rule-dragon-there"),
        NoPortal { .. } => tr!(t, "rule-no-portal"),
        NotThroughPortal(k) => tr!(t, "rule-not-through-portal", figure = fig(k)),
        PortalWithoutFigure => tr!(t, "rule-portal-without-figure"),
        PortalFinished { spot, .. } => tr!(
            t,
            "rule-portal-finished",
            feature = tr!(t, feature_key(spot.kind())),
            kind = spot.kind().name()
        ),
        NoTileAt(_) => tr!(t, "rule-no-tile-at"),
        FairyNeedsOwnFollower { .. } => tr!(t, "rule-fairy-needs-own-follower"),
        FairyAlreadyThere { .. } => tr!(t, "rule-fairy-already-there"),
        NoPrincess { .. } => tr!(t, "rule-no-princess"),
        NoKnightAt { .. } => tr!(t, "rule-no-knight-at"),
        NotInPrincessCity { .. } => tr!(t, "rule-not-in-princess-city"),
        // Only this expansion's errors are routed here (see rule_words).
        _ => e.to_string(),
    }
}

/// Whose step of a flight: the player's name, or their seat's number.
fn whose(t: &Localizer, seat: u8, player: &Option<String>) -> String {
    player
        .clone()
        .unwrap_or_else(|| tr!(t, "flight-seat", seat = u32::from(seat) + 1))
}

/// Why a game cannot be set up, in words.
pub fn setup_words(t: &Localizer, e: &SetupError) -> String {
    let expansion = |e: &Expansion| {
        // Every row of the game's table has its name in the locale files.
        expansion_keys(*e).map_or_else(|| format!("#{}", e.0), |(name, _)| tr!(t, name))
    };
    match e {
        SetupError::Players {
            players,
            min,
            max,
            more: None,
        } => tr!(
            t,
            "setup-players",
            players = *players,
            min = *min,
            max = *max
        ),
        SetupError::Players {
            players,
            min,
            max,
            more: Some((most, e)),
        } => tr!(
            t,
            "setup-players-more",
            players = *players,
            min = *min,
            max = *max,
            most = *most,
            expansion = expansion(e)
        ),
        SetupError::SetNotLoaded(None) => tr!(t, "setup-base-not-loaded"),
        SetupError::SetNotLoaded(Some(e)) => {
            tr!(t, "setup-set-not-loaded", expansion = expansion(e))
        }
        SetupError::NoStartTile => tr!(t, "setup-no-start-tile"),
        SetupError::NoSpring => tr!(t, "setup-no-spring"),
        SetupError::TooManyTiles { tiles, max } => {
            tr!(t, "setup-too-many-tiles", tiles = *tiles, max = *max)
        }
        SetupError::SeatsForRecord { seats, players } => tr!(
            t,
            "setup-seats-for-record",
            seats = *seats,
            players = *players
        ),
        SetupError::ScriptSetsAside => tr!(t, "setup-script-sets-aside"),
    }
}
