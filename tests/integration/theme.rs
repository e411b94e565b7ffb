//! The look around the map: the theme setting switches egui's look (and
//! survives the settings file), and the fonts the game embeds have every
//! letter its languages use.

use bevy::prelude::*;
use bevy_egui::{EguiContext, PrimaryEguiContext, egui};
use carcassonne::app::settings::{Settings, Theme};
use carcassonne::app::ui::theme::{self, DISPLAY, DISPLAY_FONT, TEXT_FONT, palette};
use egui::epaint::text::{Fonts, TextOptions};
use egui::{FontFamily, FontId};
use skrifa::MetadataProvider;
use std::collections::BTreeSet;

/// A headless app with the theme's system and an egui context as the
/// window's would be, in the look `settings` chose.
fn app_with(settings: Settings) -> App {
    let mut app = App::new();
    app.insert_resource(settings).add_plugins(theme::plugin);
    app.world_mut().spawn(PrimaryEguiContext);
    app.update();
    app
}

/// egui's style now (for its dark and light modes alike).
fn styles(app: &mut App) -> [std::sync::Arc<egui::Style>; 2] {
    let world = app.world_mut();
    let mut contexts = world.query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
    let mut ctx = contexts.single_mut(world).expect("one egui context");
    let ctx = ctx.get_mut();
    [egui::Theme::Dark, egui::Theme::Light].map(|mode| ctx.style_of(mode))
}

fn looks_plain(app: &mut App) -> bool {
    let [dark, light] = styles(app);
    dark.visuals.panel_fill == egui::Visuals::dark().panel_fill
        && light.visuals.panel_fill == egui::Visuals::light().panel_fill
        && dark.text_styles[&egui::TextStyle::Heading].family == FontFamily::Proportional
}

fn looks_parchment(app: &mut App) -> bool {
    styles(app).iter().all(|s| {
        s.visuals.panel_fill == palette::PARCHMENT
            && s.visuals.window_fill == palette::SHEET
            && s.text_styles[&egui::TextStyle::Heading].family == FontFamily::Name(DISPLAY.into())
    })
}

/// Written and read back as the settings file is.
fn saved_and_loaded(s: &Settings) -> Settings {
    let text = ron::ser::to_string_pretty(s, ron::ser::PrettyConfig::default()).expect("written");
    ron::from_str(&text).expect("read back")
}

#[test]
fn the_theme_setting_switches_the_look_and_is_remembered() {
    let plain = Settings {
        theme: Theme::Plain.name().into(),
        ..Settings::default()
    };
    let mut app = app_with(plain.clone());
    assert!(looks_plain(&mut app), "plain: egui's own dark look");

    app.world_mut().resource_mut::<Settings>().theme = Theme::Parchment.name().into();
    app.update();
    assert!(
        looks_parchment(&mut app),
        "switched to parchment on the next frame"
    );
    app.world_mut().resource_mut::<Settings>().theme = Theme::Plain.name().into();
    app.update();
    assert!(looks_plain(&mut app), "and back");

    // A new launch opens in the look the settings file remembers.
    let mut reopened = app_with(saved_and_loaded(&plain));
    assert!(looks_plain(&mut reopened));
    let parchment = Settings {
        theme: Theme::Parchment.name().into(),
        ..Settings::default()
    };
    let mut reopened = app_with(saved_and_loaded(&parchment));
    assert!(looks_parchment(&mut reopened));
    // Settings from before the choice existed get the game's own look.
    let older: Settings = ron::from_str("(farmers: false)").expect("older file");
    assert!(looks_parchment(&mut app_with(older)));
}

/// Every letter in the game's words (all languages), the pseudo-language's
/// accents, and letters players type in names that the words lack.
fn letters() -> BTreeSet<char> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/locales");
    let mut letters: BTreeSet<char> = "áéíóúýÁÉÍÓÚ ẞßœŒąęłńśźżĄĘŁŃŚŹŻ"
        .chars()
        .filter(|c| c.is_alphabetic())
        .collect();
    let mut files = 0;
    for lang in std::fs::read_dir(root).expect("locales") {
        for file in std::fs::read_dir(lang.expect("a language").path()).expect("its files") {
            let path = file.expect("a file").path();
            if path.extension().is_some_and(|e| e == "ftl") {
                files += 1;
                let text = std::fs::read_to_string(&path).expect("readable");
                letters.extend(text.chars().filter(|c| c.is_alphabetic()));
            }
        }
    }
    assert!(files >= 7, "the locale files are found");
    letters
}

#[test]
fn the_embedded_fonts_have_every_letter_of_every_language() {
    let letters = letters();
    let cmap = |bytes: &'static [u8]| {
        let font = skrifa::FontRef::new(bytes).expect("a font");
        move |c: char| font.charmap().map(c).is_some()
    };
    // The text face alone has them all.
    let text = cmap(TEXT_FONT.1);
    let missing: String = letters.iter().filter(|&&c| !text(c)).collect();
    assert_eq!(missing, "", "{} lacks these", TEXT_FONT.0);
    // The display face with the text face after it (Cinzel has no capital
    // sharp s: the text face draws it).
    let display = cmap(DISPLAY_FONT.1);
    let missing: String = letters
        .iter()
        .filter(|&&c| !display(c) && !text(c))
        .collect();
    assert_eq!(
        missing, "",
        "{} and its fallback lack these",
        DISPLAY_FONT.0
    );

    // And as egui loads the theme's fonts, every family draws every letter.
    for look in Theme::ALL {
        let mut fonts = Fonts::new(TextOptions::default(), theme::font_definitions(look));
        for family in [FontFamily::Proportional, FontFamily::Name(DISPLAY.into())] {
            let id = FontId::new(16.0, family.clone());
            let missing: String = letters
                .iter()
                .filter(|&&c| !fonts.has_glyph(&id, c))
                .collect();
            // (The plain look is egui's font alone, which has no `ẞ`.)
            if look == Theme::Parchment {
                assert_eq!(missing, "", "{look:?} {family:?} lacks these");
            }
        }
    }
}
