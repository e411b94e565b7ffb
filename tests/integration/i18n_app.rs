//! The language in the running game: switching it changes the scoreboard's
//! words on the next frame, and the settings remember it (older settings
//! files without it still load).

use crate::app::{setup, start};
use crate::headless::headless;
use carcassonne::app::HelperLevel;
use carcassonne::app::language::{Language, Locale};
use carcassonne::app::screens::scoreboard::heading_words;
use carcassonne::app::settings::Settings;
use carcassonne::i18n::{PSEUDO, built_in_languages, lengthen};
use carcassonne::rules::RuleSet;

fn scoreboard_words(app: &bevy::prelude::App) -> [String; 4] {
    let world = app.world();
    heading_words(
        world.resource::<Locale>(),
        carcassonne::app::shown_game(world).expect("a game is on the map"),
    )
}

#[test]
fn switching_the_language_changes_the_scoreboard_on_the_next_frame() {
    let mut app = headless();
    let mut game = setup(2, RuleSet::default(), 7);
    game.helpers = HelperLevel::All;
    start(&mut app, game);
    let english = scoreboard_words(&app);
    assert_eq!(english[0], "Scoreboard");
    assert!(
        english[1].starts_with("Tiles left in the pile: "),
        "{english:?}"
    );
    assert_eq!(english[2], "Helpers: All helpers");

    // The pseudo-language always exists: its words are the English ones
    // lengthened, from the very next frame.
    app.world_mut().resource_mut::<Language>().0 = PSEUDO.into();
    app.update();
    let long = scoreboard_words(&app);
    assert_eq!(long[0], lengthen("Scoreboard"));
    assert_eq!(long[2], lengthen("Helpers: All helpers"));
    assert_ne!(long, english);

    // Each translation the game ships: its own words, none left empty.
    for lang in built_in_languages().into_iter().filter(|l| *l != "en") {
        app.world_mut().resource_mut::<Language>().0 = lang.into();
        app.update();
        let words = scoreboard_words(&app);
        assert_ne!(words[0], english[0], "{lang}: the scoreboard's title");
        assert!(
            words.iter().all(|w| !w.trim().is_empty()),
            "{lang}: {words:?}"
        );
    }

    app.world_mut().resource_mut::<Language>().0 = "en".into();
    app.update();
    assert_eq!(scoreboard_words(&app), english);
}

#[test]
fn the_language_is_remembered_and_older_settings_files_still_load() {
    let older: Settings = ron::from_str("(farmers: false, ui_scale: 1.25)").expect("older file");
    assert_eq!(older.language, None);
    assert!(!older.farmers);
    let chosen = Settings {
        language: Some("pl".into()),
        ..Settings::default()
    };
    let text = ron::ser::to_string(&chosen).expect("written");
    let back: Settings = ron::from_str(&text).expect("read back");
    assert_eq!(back.language.as_deref(), Some("pl"));
}
