//! The evaluation's weights: what each level counts and how much, and
//! their tuning from the arena's command line.

use crate::rules::FigureKind;

/// The knobs of the evaluation. Levels differ by these and by search.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Weights {
    /// Only the points on the table: score plus the current value of the
    /// features each player holds (the greedy and easy levels).
    pub simple: bool,
    /// Scale of "fitting unseen tiles" for an open cell: 1 - e^(-fits/scale).
    pub fit_scale: f32,
    /// Own turns needed per open cell (scale of the time factor).
    pub turns_per_cell: f32,
    /// Tiles a completed city or road gains per open cell.
    pub growth_per_cell: f32,
    /// Weight of an unfinished city's chance of completion in a field.
    pub field_future: f32,
    /// Value of the first follower in supply (early in the game).
    pub supply: f32,
    /// How quickly extra followers in supply are worth less.
    pub supply_span: f32,
    /// Own turns left below which supply loses value.
    pub supply_turns: f32,
    /// Value of the abbot in supply (early in the game).
    pub abbot_supply: f32,
    /// Weight of the best opponent (vs their mean) in a relative value.
    pub others_max: f32,
    /// How much the others' values count against one's own (1: fully).
    pub others_weight: f32,
    /// With three players or more, play for first place: the others count
    /// by their chance of finishing ahead of the rest, a soft maximum of
    /// their values whose spread (points) is this times the square root of one's
    /// own turns left plus one; late in the game only the closest rival
    /// counts. 0: the fixed blend of `others_max`.
    pub rival_spread: f32,
    /// Hard's search, three players or more: how far it expects each rival
    /// to play against the leader (the fixed blend of `others_max`) rather
    /// than for first place as Hard does (0: as Hard does, 1: the blend).
    pub rivals_gang_up: f32,
    /// Expected new cities per open cell of a field (early in the game).
    pub field_growth: f32,
    /// Worth of a follower coming back, as a share of one in supply.
    pub ret: f32,
    /// Turns multiplier for filling the cells around a monastery.
    pub cloister_time: f32,
    /// The surest an open feature's completion is ever counted.
    pub p_max: f32,
    /// Hard: how many of the best moves by one move's evaluation it searches.
    pub hard_width: f32,
    /// Hard: sampled deals of the next round in a 2-player game, fewer with
    /// more players (0: only the next player's reply).
    pub hard_samples: f32,
    /// Hard: the most positions it evaluates for one move on an empty
    /// map, in thousands (0: no limit), its first ply and deep search
    /// together: its think time's bound. A count, not a clock, so that equal
    /// views still give equal moves.
    pub hard_evals: f32,
    /// Hard: the tiles on the map that halve `hard_evals` (an evaluation
    /// costs more on a bigger map; 0: the same budget on any map).
    pub hard_evals_tiles: f32,
    /// Hard: the safety stop, in seconds of wall clock a move (0: none).
    /// Only a machine far slower than the one `hard_evals` was calibrated
    /// on reaches it before the budget is spent; where it does, the move
    /// depends on the machine's speed ([`super::Suggestion::timed_out`]).
    pub hard_seconds: f32,
    /// Medium: how loosely it picks among its best moves (points; 0: always the best).
    pub medium_temperature: f32,
    /// Medium: how much the others' prospects count (its `others_weight`).
    pub medium_others_weight: f32,
    /// Easy: the same, over its simpler values.
    pub easy_temperature: f32,
    /// How much the goods majorities count (as they would stand at the end).
    pub goods: f32,
    /// Spread of a goods lead per unseen good of its kind (0: the
    /// majorities as they stand now).
    pub goods_spread: f32,
    /// Worth of a builder on an open road or city (its likely second turns),
    /// times the square root of its open cells (at most 3).
    pub builder: f32,
    /// Own turns left below which a builder's second turns grow unlikely.
    pub builder_turns: f32,
    /// Worth of the large follower in supply (early in the game).
    pub large_supply: f32,
    /// The Princess & the Dragon: own turns the fairy is expected to stay
    /// with a follower, a point each (rivals take it for their own).
    pub fairy_turns: f32,
    /// The chance the fairy is still with its follower when the follower's
    /// feature scores at the end of the game.
    pub fairy_keep: f32,
    /// The chance a flight soon eats a figure next to the dragon (0: the
    /// dragon is no threat).
    pub dragon: f32,
    /// How much of that chance is left a step further from the dragon.
    pub dragon_reach: f32,
    /// Rounds ahead over which a dragon tile may come.
    pub dragon_rounds: f32,
}

impl Weights {
    /// What one spare figure of `kind` in supply is worth (followers are
    /// counted by [`Weights::supply`]). These are the computers' own tuned
    /// weights, one a figure: a new figure is worth nothing spare until
    /// the arena tunes it.
    pub fn spare(&self, kind: FigureKind) -> f32 {
        match kind {
            FigureKind::Abbot => self.abbot_supply,
            FigureKind::Large => self.large_supply,
            _ => 0.0,
        }
    }

    pub const SIMPLE: Weights = Weights {
        simple: true,
        fit_scale: 3.0,
        turns_per_cell: 1.5,
        growth_per_cell: 1.0,
        field_future: 1.0,
        supply: 0.0,
        supply_span: 3.0,
        supply_turns: 6.0,
        abbot_supply: 0.0,
        others_max: 0.5,
        others_weight: 1.0,
        rival_spread: 0.0,
        rivals_gang_up: 0.0,
        field_growth: 0.0,
        ret: 0.0,
        cloister_time: 1.5,
        p_max: 0.9,
        hard_width: 8.0,
        hard_samples: 0.0,
        hard_evals: 0.0,
        hard_evals_tiles: 0.0,
        hard_seconds: 0.0,
        medium_temperature: 0.0,
        medium_others_weight: 1.0,
        easy_temperature: 2.5,
        goods: 1.0,
        goods_spread: 0.0,
        builder: 0.0,
        builder_turns: 8.0,
        large_supply: 0.0,
        fairy_turns: 0.0,
        fairy_keep: 0.0,
        dragon: 0.0,
        dragon_reach: 0.7,
        dragon_rounds: 1.5,
    };

    pub const FULL: Weights = Weights {
        simple: false,
        fit_scale: 7.7,
        turns_per_cell: 3.8,
        growth_per_cell: 0.5,
        field_future: 0.8,
        supply: 12.0,
        supply_span: 4.5,
        supply_turns: 18.0,
        abbot_supply: 3.0,
        others_max: 0.5,
        others_weight: 1.0,
        rival_spread: 4.0,
        rivals_gang_up: 1.0,
        field_growth: 0.05,
        ret: 0.5,
        cloister_time: 1.0,
        p_max: 0.8,
        hard_width: 14.0,
        hard_samples: 16.0,
        hard_evals: 260.0,
        hard_evals_tiles: 100.0,
        hard_seconds: 3.0,
        medium_temperature: 0.3,
        medium_others_weight: 0.5,
        easy_temperature: 1.0,
        goods: 1.0,
        goods_spread: 0.5,
        builder: 2.5,
        builder_turns: 8.0,
        large_supply: 4.0,
        fairy_turns: 4.0,
        fairy_keep: 0.5,
        dragon: 0.5,
        dragon_reach: 0.7,
        dragon_rounds: 1.5,
    };
}

impl Weights {
    /// These weights with `name=value,...` changes (for tuning in the arena).
    pub fn tuned(mut self, changes: &str) -> Result<Weights, String> {
        for kv in changes.split(',').filter(|s| !s.is_empty()) {
            let (k, v) = kv
                .split_once('=')
                .ok_or_else(|| format!("{kv}: expected name=value"))?;
            let v: f32 = v.parse().map_err(|e| format!("{kv}: {e}"))?;
            let slot = match k {
                "fit_scale" => &mut self.fit_scale,
                "turns_per_cell" => &mut self.turns_per_cell,
                "growth_per_cell" => &mut self.growth_per_cell,
                "field_future" => &mut self.field_future,
                "field_growth" => &mut self.field_growth,
                "supply" => &mut self.supply,
                "supply_span" => &mut self.supply_span,
                "supply_turns" => &mut self.supply_turns,
                "abbot_supply" => &mut self.abbot_supply,
                "others_max" => &mut self.others_max,
                "others_weight" => &mut self.others_weight,
                "rival_spread" => &mut self.rival_spread,
                "rivals_gang_up" => &mut self.rivals_gang_up,
                "ret" => &mut self.ret,
                "cloister_time" => &mut self.cloister_time,
                "p_max" => &mut self.p_max,
                "hard_width" => &mut self.hard_width,
                "hard_samples" => &mut self.hard_samples,
                "hard_evals" => &mut self.hard_evals,
                "hard_evals_tiles" => &mut self.hard_evals_tiles,
                "hard_seconds" => &mut self.hard_seconds,
                "medium_temperature" => &mut self.medium_temperature,
                "medium_others_weight" => &mut self.medium_others_weight,
                "easy_temperature" => &mut self.easy_temperature,
                "goods" => &mut self.goods,
                "goods_spread" => &mut self.goods_spread,
                "builder" => &mut self.builder,
                "builder_turns" => &mut self.builder_turns,
                "large_supply" => &mut self.large_supply,
                "fairy_turns" => &mut self.fairy_turns,
                "fairy_keep" => &mut self.fairy_keep,
                "dragon" => &mut self.dragon,
                "dragon_reach" => &mut self.dragon_reach,
                "dragon_rounds" => &mut self.dragon_rounds,
                _ => return Err(format!("{k}: no such weight")),
            };
            *slot = v;
        }
        Ok(self)
    }
}
