//! Records through serde: the committed records of an older version
//! (tests/fixtures/records) load, write back byte for byte and replay as
//! they did; moves and rules serialise as records name them; an expansion
//! row added to the table is offered, written and read back.

use crate::common::carcassonne;
use carcassonne::rules::expansions::{apply_rule_flag, rule_flags_usage};
use carcassonne::rules::moves::RecordFigure;
use carcassonne::rules::record::{GameRecord, RecordMove};
use carcassonne::rules::{
    EXPANSIONS, Expansion, ExpansionRow, FigureAction, FigureKind, Half, Move, Placement, Pos,
    Rotation, RuleSet, Side, Spot,
};
use std::path::{Path, PathBuf};

fn fixtures() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records");
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the fixtures folder")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    out.sort();
    assert!(out.len() >= 10, "fixtures missing in {}", dir.display());
    out
}

#[test]
fn fixtures_load_and_write_back_byte_for_byte() {
    for path in fixtures() {
        let text = std::fs::read_to_string(&path).unwrap();
        let record = GameRecord::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(record.to_ron(), text, "{}", path.display());
    }
}

#[test]
fn fixtures_replay_to_the_committed_output() {
    for path in fixtures() {
        let file = path.to_str().unwrap();
        for (args, out) in [
            (vec!["replay", file], path.with_extension("replay.txt")),
            (
                vec!["replay", file, "--json"],
                path.with_extension("replay.json"),
            ),
        ] {
            let (ok, stdout, stderr) = carcassonne(&args);
            assert!(ok, "{file}: {stderr}");
            let expected = std::fs::read_to_string(&out).unwrap();
            assert_eq!(stdout, expected, "{args:?}");
        }
    }
}

#[test]
fn names_keep_the_quoting_records_always_had() {
    // RON's own writer would escape the apostrophe (`O\'Brien`); records
    // written before serde did not, and the text must not change.
    let record = GameRecord {
        players: vec!["O'Brien".into(), "Zoë \"Z\"".into()],
        rules: RuleSet::default(),
        seed: None,
        moves: vec![],
        colours: None,
        helpers: None,
        computers: None,
    };
    let text = record.to_ron();
    assert!(
        text.contains(r#"players: ["O'Brien", "Zoë \"Z\""],"#),
        "{text}"
    );
    assert_eq!(GameRecord::parse(&text).unwrap(), record);
}

#[test]
fn moves_serialise_as_records_name_them() {
    let put = FigureAction::Put(FigureKind::Large, Spot::City(Side::N));
    assert_eq!(ron::to_string(&put).unwrap(), "Large(City(N))");
    let inner = FigureAction::Put(FigureKind::Follower, Spot::InnerField);
    assert_eq!(ron::to_string(&inner).unwrap(), "Meeple(Field(Inner))");
    let recall = FigureAction::RecallAbbot(Pos::new(0, -1));
    assert_eq!(ron::to_string(&recall).unwrap(), "RecallAbbot(at:(0,-1))");
    let mv = Move::place(
        3,
        Placement {
            pos: Pos::new(-2, 5),
            rotation: Rotation::from_degrees(270).unwrap(),
        },
        Some(FigureAction::Put(FigureKind::Pig, Spot::Field(Half::SL))),
    );
    // Any serde format carries a move and brings it back unchanged.
    let json = serde_json::to_string(&mv).unwrap();
    assert_eq!(serde_json::from_str::<Move>(&json).unwrap(), mv);
    let ron_text = ron::to_string(&mv).unwrap();
    assert_eq!(ron::from_str::<Move>(&ron_text).unwrap(), mv);
    // A rotation is its degrees; a bad one is refused.
    assert!(ron::from_str::<Rotation>("45").is_err());
    let line = RecordMove::Place {
        tile: "V".into(),
        at: (1, 0),
        rotation: 90,
        figure: Some(RecordFigure::of(put).0),
        portal: None,
        dragon: vec![],
    };
    assert_eq!(
        line.to_string(),
        r#"Place(tile: "V", at: (1, 0), rotation: 90, figure: Large(City(N)))"#
    );
}

#[test]
fn rules_and_records_round_trip_through_serde() {
    let rules = RuleSet::default()
        .without_farmers()
        .with(Expansion::RIVER)
        .with(Expansion::TRADERS_BUILDERS);
    assert_eq!(
        ron::to_string(&rules).unwrap(),
        "(farmers:false,abbot:false,river:true,inns_cathedrals:false,traders_builders:true)"
    );
    let text = std::fs::read_to_string(&fixtures()[0]).unwrap();
    let record = GameRecord::parse(&text).unwrap();
    let json = serde_json::to_string(&record).unwrap();
    assert_eq!(serde_json::from_str::<GameRecord>(&json).unwrap(), record);
}

/// The game's table with one more expansion, as a new one would be added.
fn table_with_tunnels() -> Vec<ExpansionRow> {
    let mut list = EXPANSIONS.to_vec();
    list.push(ExpansionRow {
        id: "tunnels",
        name_key: "expansion-tunnels",
        summary_key: "expansion-tunnels-summary",
        name: "Tunnels",
        summary: "roads run under the fields",
        tile_sets: &[],
        figures: &[],
        max_players: None,
        flag: "--tunnels",
        written_when_off: true,
    });
    list
}

#[test]
fn an_added_expansion_row_is_offered_written_and_read_back() {
    let list = table_with_tunnels();
    let tunnels = Expansion(EXPANSIONS.len() as u8);
    // Offered: the command line's rule flags come from the table.
    assert!(rule_flags_usage(&list).ends_with("[--princess-dragon] [--tunnels]"));
    assert_eq!(
        apply_rule_flag(RuleSet::default(), EXPANSIONS, "--tunnels"),
        None
    );
    let rules = apply_rule_flag(RuleSet::default(), &list, "--tunnels").expect("a rule flag");
    let rules = apply_rule_flag(rules, &list, "--abbot").unwrap();
    assert!(rules.has(tunnels) && rules.has(Expansion::ABBOT));
    // Written: every flag of the table, the new one last.
    let record = GameRecord {
        players: vec!["Ann".into(), "Bo".into()],
        rules,
        seed: Some(3),
        moves: vec![],
        colours: None,
        helpers: None,
        computers: None,
    };
    let text = record.to_ron_with(&list);
    assert!(
        text.contains(
            "rules: (farmers: true, abbot: true, river: false, inns_cathedrals: false, traders_builders: false, tunnels: true),"
        ),
        "{text}"
    );
    // Read back with the table that knows it; a reader that does not know
    // the flag ignores it, as the contract says.
    assert_eq!(GameRecord::parse_with(&text, &list).unwrap(), record);
    let older = GameRecord::parse(&text).unwrap();
    assert_eq!(older.rules, RuleSet::default().with(Expansion::ABBOT));
}

/// What a record text is refused with, in English.
fn refusal(text: &str) -> String {
    match GameRecord::parse(text) {
        Ok(r) => panic!("accepted: {r:?}"),
        Err(e) => e.to_string(),
    }
}

/// A record that means two things is refused, naming where and what: a
/// rule given twice (serde would keep one of the two silently), a raw
/// identifier (RON reads `r#Inner` as `Inner`; the format has none).
#[test]
fn a_rule_given_twice_or_a_raw_identifier_is_refused_where_it_is() {
    let twice = "(\n    version: 1,\n    players: [\"Ann\", \"Bo\"],\n    rules: (inns_cathedrals: true, farmers: true, inns_cathedrals: false),\n    moves: [],\n)\n";
    let said = refusal(twice);
    assert!(said.contains("`inns_cathedrals` is given twice"), "{said}");
    assert!(said.contains("4:"), "the line: {said}");
    // The same value twice is refused too: it is not the format.
    let said = refusal(&twice.replace("inns_cathedrals: false", "inns_cathedrals: true"));
    assert!(said.contains("given twice"), "{said}");

    let raw = "(\n    version: 1,\n    players: [\"Ann\", \"Bo\"],\n    moves: [\n        Place(tile: \"D\", at: (0, 1), rotation: 0, figure: Farmer(Field(r#Inner))),\n    ],\n)\n";
    let said = refusal(raw);
    assert!(
        said.contains("5:72: `r#Inner` is a raw identifier"),
        "{said}"
    );
    // A field name written raw, too.
    let said = refusal(&raw.replace("rotation: 0", "r#rotation: 0"));
    assert!(said.contains("`r#rotation`"), "{said}");

    // A field of the record or of a move given twice: refused as well.
    let once = twice.replace("inns_cathedrals: false", "abbot: false");
    let said = refusal(&once.replace("    moves: [],", "    moves: [],\n    moves: [],"));
    assert!(
        said.contains("6:5: the field `moves` is given twice"),
        "{said}"
    );
    let plain = raw.replace("r#Inner", "Inner");
    let said = refusal(&plain.replace("rotation: 0,", "rotation: 0, rotation: 90,"));
    assert!(
        said.contains("the field `rotation` is given twice"),
        "{said}"
    );

    // A field the game does not know, given twice, and a RON attribute
    // (it changes how RON reads the rest) are not the format either.
    let said = refusal(&once.replace(
        "    moves: [],",
        "    note: 1,\n    moves: [],\n    note: 2,",
    ));
    assert!(
        said.contains("7:5: the field `note` is given twice"),
        "{said}"
    );
    let said = refusal(&format!("#![enable(unwrap_newtypes)]\n{once}"));
    assert!(said.contains("1:1: `#` starts a RON attribute"), "{said}");

    // Inside a name or a comment the same letters are only text.
    let fine = "(\n    version: 1,\n    players: [\"r#Ann\", \"Bo\"], // r#Inner\n    rules: (farmers: true, abbot: false),\n    moves: [],\n)\n";
    let record = GameRecord::parse(fine).expect("a name and a comment");
    assert_eq!(record.players[0], "r#Ann");
}
