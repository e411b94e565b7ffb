//! The local turn decided without an app: the tile tried, turned, claimed,
//! stepped back and confirmed (`LocalTurn::take`), each answer the next
//! step of the turn or the rules' refusal.

use crate::common::catalog;
use carcassonne::app::turn::{
    Hand, HelperLevel, LocalTurn, Refusal, Step, Tentative, TurnInput, TurnPhase,
};
use carcassonne::rules::{
    FigureAction, FigureKind, Game, Placement, Pos, Rotation, RuleError, RuleSet, Spot, TileTypeId,
};
use carcassonne::table::ConfirmedTurn;

/// The ground every test stands on: a two-player game on its start tile,
/// and a tile and a cell beside it where the tile fits in exactly two
/// orientations and can take a follower.
struct Ground {
    game: Game,
    tile: TileTypeId,
    cell: Pos,
    ways: [Rotation; 2],
}

impl Ground {
    fn new() -> Ground {
        let game = Game::new(catalog(), 2, RuleSet::default()).expect("a game");
        for tile in 0..game.catalog().types.len() as TileTypeId {
            let legal = game.legal_placements(tile);
            for p in &legal {
                let here: Vec<Rotation> = legal
                    .iter()
                    .filter(|q| q.pos == p.pos)
                    .map(|q| q.rotation)
                    .collect();
                if here.len() == 2 && !game.figure_options(tile, *p).is_empty() {
                    let (cell, ways) = (p.pos, [here[0], here[1]]);
                    return Ground {
                        game,
                        tile,
                        cell,
                        ways,
                    };
                }
            }
        }
        panic!("no tile fits in exactly two ways beside the start tile");
    }

    fn hand(&self) -> Hand<'_> {
        Hand {
            game: &self.game,
            tile: self.tile,
            helpers: HelperLevel::All,
        }
    }

    /// The cell, the tile turned `rotation`.
    fn at(&self, rotation: Rotation) -> Placement {
        Placement {
            pos: self.cell,
            rotation,
        }
    }

    /// The tile laid at the cell turned `rotation`, and the first figure
    /// it may take there.
    fn laid(&self, rotation: Rotation) -> (LocalTurn, FigureAction) {
        let placement = self.at(rotation);
        let laid = turn_after(
            LocalTurn::default(),
            TurnInput::PlaceTile(placement),
            &self.hand(),
        );
        (laid, self.game.figure_options(self.tile, placement)[0])
    }
}

/// The turn an input leads to (panics on a refusal or a confirmation).
fn turn_after(turn: LocalTurn, input: TurnInput, hand: &Hand) -> LocalTurn {
    match turn.take(input, hand) {
        Ok(Step::Turn(next)) => next,
        other => panic!("{input:?} on {turn:?}: {other:?}"),
    }
}

#[test]
fn a_tile_laid_where_it_fits_is_claimed_and_where_it_does_not_is_refused() {
    let ground = Ground::new();
    let [first, _] = ground.ways;
    let (laid, _) = ground.laid(first);
    assert_eq!(LocalTurn::default().phase(), TurnPhase::Place);
    assert_eq!(laid.phase(), TurnPhase::Claim);
    assert_eq!(
        laid.tentative,
        Some(Tentative {
            placement: ground.at(first),
            figure: None
        })
    );
    assert_eq!(laid.rotation, first, "the tile is held as it lies");
    // Far from the map: the rules say why, and the turn is as it was.
    let far = Placement {
        pos: Pos { x: 9, y: 9 },
        rotation: first,
    };
    assert_eq!(
        LocalTurn::default().take(TurnInput::PlaceTile(far), &ground.hand()),
        Err(Refusal::Rules(RuleError::NotAdjacent(far.pos)))
    );
}

#[test]
fn turning_a_laid_tile_goes_to_its_other_fit_and_drops_the_figure() {
    let ground = Ground::new();
    let hand = ground.hand();
    let [first, second] = ground.ways;
    let (laid, figure) = ground.laid(first);
    let claimed = turn_after(laid, TurnInput::ChooseFigure(Some(figure)), &hand);
    let turned = turn_after(claimed, TurnInput::Rotate(None), &hand);
    assert_eq!(
        turned.tentative.map(|t| t.placement),
        Some(ground.at(second))
    );
    assert_eq!(turned.tentative.and_then(|t| t.figure), None);
    assert_eq!(turned.rotation, second);
    let back = turn_after(turned, TurnInput::Rotate(None), &hand);
    assert_eq!(back.tentative.map(|t| t.placement), Some(ground.at(first)));
}

#[test]
fn the_tile_in_hand_turns_to_its_next_fit_at_the_cell_pointed_at() {
    let ground = Ground::new();
    let [first, second] = ground.ways;
    let held = LocalTurn {
        rotation: first,
        tentative: None,
    };
    let cell = Some(ground.cell);
    let turned = turn_after(held, TurnInput::Rotate(cell), &ground.hand());
    assert_eq!(turned.rotation, second);
    assert_eq!(turned.phase(), TurnPhase::Place);
    // Pointing nowhere, and at a purist table, it turns a quarter.
    let quarter = turn_after(held, TurnInput::Rotate(None), &ground.hand());
    assert_eq!(quarter.rotation, first.next());
    let purist = Hand {
        helpers: HelperLevel::Purist,
        ..ground.hand()
    };
    let quarter = turn_after(held, TurnInput::Rotate(cell), &purist);
    assert_eq!(quarter.rotation, first.next());
}

#[test]
fn a_figure_goes_only_where_the_rules_allow_and_only_on_a_laid_tile() {
    let ground = Ground::new();
    let hand = ground.hand();
    let (laid, figure) = ground.laid(ground.ways[0]);
    // In hand, a figure means nothing yet.
    let held = LocalTurn::default();
    assert_eq!(
        turn_after(held, TurnInput::ChooseFigure(Some(figure)), &hand),
        held
    );
    let claimed = turn_after(laid, TurnInput::ChooseFigure(Some(figure)), &hand);
    assert_eq!(claimed.tentative.and_then(|t| t.figure), Some(figure));
    // A spot the tile does not have: the rules' reason.
    let nowhere = FigureAction::Put(FigureKind::Follower, Spot::Garden);
    assert_eq!(
        laid.take(TurnInput::ChooseFigure(Some(nowhere)), &hand),
        Err(Refusal::Rules(RuleError::NoSuchSpot {
            pos: ground.cell,
            spot: Spot::Garden
        }))
    );
    // No abbot to take back: no rule names one reason.
    let recall = FigureAction::RecallAbbot(Pos { x: 0, y: 0 });
    assert_eq!(
        laid.take(TurnInput::ChooseFigure(Some(recall)), &hand),
        Err(Refusal::FigureNotHere)
    );
}

#[test]
fn stepping_back_takes_the_figure_then_the_tile_and_confirming_gives_the_turn() {
    let ground = Ground::new();
    let hand = ground.hand();
    let second = ground.ways[1];
    let (laid, figure) = ground.laid(second);
    let claimed = turn_after(laid, TurnInput::ChooseFigure(Some(figure)), &hand);
    assert_eq!(
        claimed.take(TurnInput::Confirm, &hand),
        Ok(Step::Confirm(ConfirmedTurn::Place {
            placement: ground.at(second),
            action: Some(figure)
        }))
    );
    let figure_back = turn_after(claimed, TurnInput::StepBack, &hand);
    assert_eq!(figure_back, laid);
    let tile_back = turn_after(figure_back, TurnInput::StepBack, &hand);
    assert_eq!(tile_back.tentative, None);
    assert_eq!(tile_back.phase(), TurnPhase::Place);
    assert_eq!(tile_back.rotation, second, "held as it lay");
    // Nothing to confirm with the tile in hand.
    assert_eq!(
        tile_back.take(TurnInput::Confirm, &hand),
        Ok(Step::Turn(tile_back))
    );
}
