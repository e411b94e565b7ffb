//! The look around the map: the parchment-and-wood theme (the game's own
//! colours, frames and fonts) or the plain one (egui's dark look and font),
//! chosen in the settings and applied to egui whenever the choice changes.
//! docs/look.md tells players and modders about it.

use crate::app::language::Locale;
use crate::app::settings::{Settings, Theme};
use crate::i18n::key;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContext, PrimaryEguiContext, egui};
use egui::{Color32, CornerRadius, FontData, FontDefinitions, FontFamily, FontId, Stroke};
use std::sync::{Arc, OnceLock};

pub fn plugin(app: &mut App) {
    app.add_systems(Update, apply_theme);
}

/// A theme's name and tooltip in the player's language.
fn theme_words(theme: Theme) -> (&'static str, &'static str) {
    match theme {
        Theme::Parchment => (key("theme-parchment"), key("theme-parchment-tip")),
        Theme::Plain => (key("theme-plain"), key("theme-plain-tip")),
    }
}

/// The font family of titles, player names and big numbers. Every theme
/// defines it (the plain one as egui's own font), so any screen may use it.
pub const DISPLAY: &str = "display";

/// The display face at `size` points.
pub fn display(size: f32) -> FontId {
    FontId::new(size, FontFamily::Name(DISPLAY.into()))
}

/// The fonts the game embeds, each overridable by `assets/fonts/<file>`
/// like the art. Both are under the SIL Open Font License (their licences
/// are beside them in `assets/fonts/`).
pub const TEXT_FONT: (&str, &[u8]) = (
    "EBGaramond-Regular.ttf",
    include_bytes!("../../../assets/fonts/EBGaramond-Regular.ttf"),
);
pub const DISPLAY_FONT: (&str, &[u8]) = (
    "Cinzel-Bold.ttf",
    include_bytes!("../../../assets/fonts/Cinzel-Bold.ttf"),
);

/// A font's bytes: the assets folders' file if there is a readable one,
/// else the built-in one (a broken file is reported once and not used).
fn font_data((file, built_in): (&str, &'static [u8])) -> Arc<FontData> {
    let layers = crate::assets_dir::override_dirs();
    if let Some(path) = crate::assets_dir::find_file(&layers, &format!("fonts/{file}")) {
        match std::fs::read(&path) {
            Ok(bytes) if bytes == built_in => {}
            Ok(bytes) if crate::art::readable_font(&bytes) => {
                info!("font {file} from {}", path.display());
                return Arc::new(FontData::from_owned(bytes));
            }
            Ok(_) => warn!(
                "{}: not a TrueType or OpenType font with letters; using the game's own",
                path.display()
            ),
            Err(e) => warn!("{}: {e}; using the game's own font", path.display()),
        }
    }
    Arc::new(FontData::from_static(built_in))
}

/// The font lists of a theme. egui's own fonts stay last in every family,
/// so a letter the game's fonts lack still shows.
pub fn font_definitions(theme: Theme) -> FontDefinitions {
    let mut defs = FontDefinitions::default();
    let mut display = defs.families[&FontFamily::Proportional].clone();
    if theme == Theme::Parchment {
        static FONTS: OnceLock<[Arc<FontData>; 2]> = OnceLock::new();
        let [text, titles] = FONTS.get_or_init(|| [font_data(TEXT_FONT), font_data(DISPLAY_FONT)]);
        defs.font_data.insert(TEXT_FONT.0.into(), text.clone());
        defs.font_data.insert(DISPLAY_FONT.0.into(), titles.clone());
        let proportional = defs.families.entry(FontFamily::Proportional).or_default();
        proportional.insert(0, TEXT_FONT.0.into());
        display.insert(0, TEXT_FONT.0.into());
        display.insert(0, DISPLAY_FONT.0.into());
    }
    defs.families
        .insert(FontFamily::Name(DISPLAY.into()), display);
    defs
}

/// The parchment theme's colours.
pub mod palette {
    use bevy_egui::egui::Color32;
    /// Panels: aged paper.
    pub const PARCHMENT: Color32 = Color32::from_rgb(236, 224, 196);
    /// Windows over the map: a lighter sheet.
    pub const SHEET: Color32 = Color32::from_rgb(244, 235, 212);
    /// Text fields: nearly white paper.
    pub const PAPER: Color32 = Color32::from_rgb(251, 246, 232);
    /// Stripes and sunken areas.
    pub const SHADE: Color32 = Color32::from_rgb(224, 208, 174);
    /// Text: brown-black ink.
    pub const INK: Color32 = Color32::from_rgb(45, 32, 20);
    /// Weaker text, still readable on parchment (contrast above 4.5:1).
    pub const FADED_INK: Color32 = Color32::from_rgb(100, 78, 56);
    /// Buttons: light wood, and its darker grain for frames.
    pub const WOOD: Color32 = Color32::from_rgb(205, 172, 124);
    pub const WOOD_LIT: Color32 = Color32::from_rgb(222, 193, 146);
    pub const WOOD_PRESSED: Color32 = Color32::from_rgb(182, 146, 98);
    pub const GRAIN: Color32 = Color32::from_rgb(112, 74, 40);
    /// A chosen item.
    pub const CHOSEN: Color32 = Color32::from_rgb(176, 128, 66);
    /// Warnings and refusals, dark enough for parchment.
    pub const WARN: Color32 = Color32::from_rgb(150, 80, 0);
    pub const REFUSAL: Color32 = Color32::from_rgb(165, 30, 20);
}

/// Text sizes of a theme. The plain theme keeps the sizes it always had;
/// the book face is smaller on the eye at the same size, so a little larger.
fn text_styles(theme: Theme) -> std::collections::BTreeMap<egui::TextStyle, FontId> {
    use egui::TextStyle;
    let p = |size| FontId::new(size, FontFamily::Proportional);
    let (small, body, heading) = match theme {
        Theme::Plain => (13.0, 15.0, p(22.0)),
        Theme::Parchment => (14.0, 16.5, display(22.0)),
    };
    [
        (TextStyle::Small, p(small)),
        (TextStyle::Body, p(body)),
        (TextStyle::Button, p(body)),
        (TextStyle::Heading, heading),
        (
            TextStyle::Monospace,
            FontId::new(14.0, FontFamily::Monospace),
        ),
    ]
    .into()
}

/// The egui style of a theme, for egui's dark or light mode (the game does
/// not follow the system's: both are the theme's).
pub fn style(theme: Theme, mode: egui::Theme) -> egui::Style {
    let mut style = egui::Style {
        visuals: match (theme, mode) {
            (Theme::Plain, egui::Theme::Dark) => egui::Visuals::dark(),
            (Theme::Plain, egui::Theme::Light) => egui::Visuals::light(),
            (Theme::Parchment, _) => parchment_visuals(),
        },
        ..egui::Style::default()
    };
    style.text_styles = text_styles(theme);
    if theme == Theme::Parchment {
        style.spacing.button_padding = egui::vec2(8.0, 3.0);
        style.spacing.item_spacing = egui::vec2(8.0, 5.0);
    }
    style
}

fn parchment_visuals() -> egui::Visuals {
    use palette::*;
    let mut v = egui::Visuals::light();
    let widget = |fill: Color32, frame: Stroke, ink: Color32| egui::style::WidgetVisuals {
        bg_fill: fill,
        weak_bg_fill: fill,
        bg_stroke: frame,
        corner_radius: CornerRadius::same(4),
        fg_stroke: Stroke::new(1.0, ink),
        expansion: 0.0,
    };
    // Separators and group frames: a light line of the wood's grain.
    let rule = Color32::from_rgb(176, 146, 106);
    v.widgets.noninteractive = widget(PARCHMENT, Stroke::new(1.0, rule), INK);
    v.widgets.inactive = widget(WOOD, Stroke::new(1.0, GRAIN), INK);
    v.widgets.hovered = widget(WOOD_LIT, Stroke::new(1.5, GRAIN), Color32::BLACK);
    v.widgets.hovered.expansion = 1.0;
    v.widgets.active = widget(WOOD_PRESSED, Stroke::new(1.5, INK), Color32::BLACK);
    v.widgets.active.expansion = 1.0;
    v.widgets.open = widget(WOOD_PRESSED, Stroke::new(1.0, GRAIN), INK);
    v.selection.bg_fill = CHOSEN;
    v.selection.stroke = Stroke::new(1.5, INK);
    v.hyperlink_color = Color32::from_rgb(120, 50, 10);
    v.weak_text_color = Some(FADED_INK);
    v.faint_bg_color = SHADE;
    v.extreme_bg_color = PAPER;
    v.text_edit_bg_color = Some(PAPER);
    v.code_bg_color = SHADE;
    v.warn_fg_color = WARN;
    v.error_fg_color = REFUSAL;
    v.panel_fill = PARCHMENT;
    v.window_fill = SHEET;
    v.window_stroke = Stroke::new(2.0, GRAIN);
    v.window_corner_radius = CornerRadius::same(6);
    v.menu_corner_radius = CornerRadius::same(4);
    v
}

/// A notice's colour (a coach's line, a notice): gold on the dark look,
/// dark amber on parchment.
pub fn notice_colour(ui: &egui::Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_rgb(245, 205, 100)
    } else {
        palette::WARN
    }
}

/// A refusal's or problem's colour, readable on either look.
pub fn refusal_colour(ui: &egui::Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_rgb(240, 110, 90)
    } else {
        palette::REFUSAL
    }
}

/// Applies the chosen theme to the window's egui, once per change.
fn apply_theme(
    mut contexts: Query<&mut EguiContext, With<PrimaryEguiContext>>,
    settings: Res<Settings>,
    mut applied: Local<Option<Theme>>,
) {
    let theme = Theme::from_name(&settings.theme);
    if *applied == Some(theme) {
        return;
    }
    let Ok(mut ctx) = contexts.single_mut() else {
        return;
    };
    apply(ctx.get_mut(), theme);
    *applied = Some(theme);
}

/// Sets a theme's fonts and style on `ctx` (from the next frame).
pub fn apply(ctx: &egui::Context, theme: Theme) {
    ctx.set_fonts(font_definitions(theme));
    for mode in [egui::Theme::Dark, egui::Theme::Light] {
        ctx.set_style_of(mode, style(theme, mode));
    }
}

/// The theme choice where the other settings are; saved at once.
pub fn theme_choice(ui: &mut egui::Ui, t: &Locale, s: &mut Settings) {
    ui.horizontal(|ui| {
        ui.label(tr!(t, "theme-label"));
        let mut theme = Theme::from_name(&s.theme);
        for choice in Theme::ALL {
            let (name, tip) = theme_words(choice);
            ui.selectable_value(&mut theme, choice, tr!(t, name))
                .on_hover_text(tr!(t, tip));
        }
        if theme.name() != s.theme {
            s.theme = theme.name().into();
            s.save();
        }
    });
}
