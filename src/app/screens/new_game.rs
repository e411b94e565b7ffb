//! The new-game screen: continue the unfinished game or load a saved one,
//! or set up players, rules, helpers and art and start; the way to the
//! demonstration (offered by itself on the very first launch).

use super::new_game_settings::{
    helpers_choice, host_on_server, meeting_server, settings_column, start_button,
};
use super::saved_games::saved_games;
use crate::app::art_assets::mark_char;
use crate::app::art_assets::{ArtAssets, ArtPack};
use crate::app::language::{Language, Locale, language_choice};
use crate::app::net::requests::NetRequest;
use crate::app::net::screens::JoinDialog;
use crate::app::saves::{SaveRequest, Saves};
use crate::app::settings::OPEN_SEAT;
use crate::app::settings::{PlayerSlot, Settings};
use crate::app::state::HowToPlay;
use crate::app::turn::setup::Catalog;
use crate::app::turn::setup::StartGame;
use crate::app::tutorial::lesson::Lesson;
use crate::app::ui::theme::{display, refusal_colour};
use crate::app::ui::{fitted, marks_on, root_ui, swatch};
use crate::app::words::{colour_key, expansion_keys, level_key};
use crate::art::FigureShape;
use crate::art::PlayerColour;
use crate::i18n::key;
use crate::rules::Expansion;
use crate::rules::TileCatalog;
use crate::tr;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiTextureHandle, egui};

/// What the new-game screen reads and where its buttons go.
#[derive(SystemParam)]
pub(super) struct NewGameScreen<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    settings: ResMut<'w, Settings>,
    locale: Res<'w, Locale>,
    language: ResMut<'w, Language>,
    art: ArtShown<'w>,
    saves: Option<Res<'w, Saves>>,
    requests: MessageWriter<'w, SaveRequest>,
    start: MessageWriter<'w, StartGame>,
    how_to_play: MessageWriter<'w, HowToPlay>,
    net: NetAsks<'w>,
    greeting: Greeting<'w, 's>,
}

/// The art the screen shows and the pack chosen for it.
#[derive(SystemParam)]
struct ArtShown<'w> {
    art: Option<Res<'w, ArtAssets>>,
    pack: ResMut<'w, ArtPack>,
    catalog: Option<Res<'w, Catalog>>,
}

/// Network play from this screen: its requests, the join dialog and the
/// network game that can be continued.
#[derive(SystemParam)]
struct NetAsks<'w> {
    requests: MessageWriter<'w, NetRequest>,
    join: ResMut<'w, JoinDialog>,
    resume: Option<Res<'w, crate::app::net::resume::NetResume>>,
}

/// What the screen says once: the time to the first frame, the offer of
/// the demonstration on the very first launch, a broken modded tile file.
#[derive(SystemParam)]
struct Greeting<'w, 's> {
    launched: Option<Res<'w, crate::app::state::LaunchTime>>,
    first_frame: Local<'s, bool>,
    offering: Local<'s, bool>,
    lesson: Option<Res<'w, Lesson>>,
    tile_problem: Option<Res<'w, crate::app::state::TileDataProblem>>,
    problem_read: Local<'s, bool>,
}

pub(super) fn new_game_screen(screen: NewGameScreen) -> Result {
    let NewGameScreen {
        mut contexts,
        mut settings,
        locale,
        mut language,
        mut art,
        saves,
        mut requests,
        mut start,
        mut how_to_play,
        mut net,
        mut greeting,
    } = screen;
    let t = &*locale;
    let pictures = art
        .art
        .as_deref()
        .map(|a| Pictures::new(&mut contexts, a, art.catalog.as_deref()));
    let ctx = contexts.ctx_mut()?;
    greet(ctx, t, &mut greeting, &mut settings, &mut how_to_play);
    let mut root = root_ui(ctx, "new-game");
    // How to play, joining and the language in a bar of their own at the
    // top, as start and host are at the foot: in view at any window
    // height, and never over the page scrolling between them.
    egui::Panel::top("new-game-bar").show(&mut root, |ui| {
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            if ui
                .add(
                    egui::Button::new(egui::RichText::new(tr!(t, "how-to-play")).size(18.0))
                        .min_size(egui::vec2(160.0, 32.0)),
                )
                .on_hover_text(tr!(t, "how-to-play-tip"))
                .clicked()
            {
                how_to_play.write(HowToPlay::Open(0));
            }
            if ui
                .add(egui::Button::new(tr!(t, "net-join-button")).min_size(egui::vec2(0.0, 32.0)))
                .clicked()
            {
                net.join.open = true;
            }
            // Right to left: the list at the edge, its label before it.
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                language_choice(ui, &mut language, &mut settings);
                ui.label(tr!(t, "language-label"));
            });
        });
        ui.add_space(4.0);
    });
    // Start and host in a bar of their own at the foot: in view at any
    // window height, while the page above scrolls.
    egui::Panel::bottom("new-game-start").show(&mut root, |ui| {
        ui.add_space(6.0);
        start_button(ui, t, &mut settings, &mut start, &mut net.requests);
        ui.add_space(6.0);
    });
    egui::CentralPanel::default().show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                let page = Page {
                    saves: saves.as_deref(),
                    art: art.art.as_deref(),
                    pictures: pictures.as_ref(),
                };
                page_of_the_table(ui, t, &page, &mut settings, &mut requests, &mut net);
            });
        });
    });
    // The pack picked here shows at once, on this screen's art warnings too.
    if art.pack.0 != settings.art_pack {
        art.pack.0 = settings.art_pack.clone();
    }
    Ok(())
}

/// What the screen says once, over everything: a broken modded tile file
/// (the game plays the built-in tiles and says which file is wrong until
/// the player has read it), the time to the first frame (in the log), and
/// on the very first launch the offer of the demonstration.
fn greet(
    ctx: &egui::Context,
    t: &Locale,
    greeting: &mut Greeting,
    settings: &mut Settings,
    how_to_play: &mut MessageWriter<HowToPlay>,
) {
    if let Some(problem) = greeting
        .tile_problem
        .as_ref()
        .filter(|_| !*greeting.problem_read)
    {
        egui::Window::new(tr!(t, "tiles-problem-title"))
            .id(egui::Id::new("tiles-problem"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_TOP, [0.0, 40.0])
            .show(ctx, |ui| {
                ui.colored_label(
                    refusal_colour(ui),
                    crate::app::words::tile_file_words(t, &problem.0),
                );
                ui.label(tr!(t, "tiles-problem-body"));
                if ui.button(tr!(t, "ok")).clicked() {
                    *greeting.problem_read = true;
                }
            });
    }
    if !*greeting.first_frame {
        *greeting.first_frame = true;
        if let Some(t) = &greeting.launched {
            info!(
                "first interactive frame {:.0} ms after launch",
                t.0.elapsed().as_secs_f64() * 1000.0
            );
        }
        // The very first launch offers the demonstration, once (unless it
        // is opening already, from the command line).
        if !settings.how_to_play_offered {
            settings.how_to_play_offered = true;
            settings.save();
            *greeting.offering = greeting.lesson.is_none();
        }
    }
    if *greeting.offering {
        egui::Window::new(tr!(t, "first-launch-title"))
            .id(egui::Id::new("first-launch"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                ui.label(tr!(t, "first-launch-body"));
                ui.horizontal(|ui| {
                    if ui
                        .button(egui::RichText::new(tr!(t, "first-launch-show")).strong())
                        .clicked()
                    {
                        how_to_play.write(HowToPlay::Open(0));
                        *greeting.offering = false;
                    }
                    if ui.button(tr!(t, "first-launch-not-now")).clicked() {
                        *greeting.offering = false;
                    }
                });
                ui.label(egui::RichText::new(tr!(t, "first-launch-later")).weak());
            });
    }
}

/// What the page shows beside the settings: the saves, the art and its
/// pictures.
struct Page<'a> {
    saves: Option<&'a Saves>,
    art: Option<&'a ArtAssets>,
    pictures: Option<&'a Pictures>,
}

/// The page between the top bar and the start bar: the title, "Continue"
/// and the saved games, the seats, the rules, the table's settings, art
/// warnings, the controls.
fn page_of_the_table(
    ui: &mut egui::Ui,
    t: &Locale,
    page: &Page,
    settings: &mut Settings,
    requests: &mut MessageWriter<SaveRequest>,
    net: &mut NetAsks,
) {
    ui.add_space(2.0);
    ui.label(
        egui::RichText::new(tr!(t, "game-title"))
            .font(display(42.0))
            .strong(),
    );
    ui.label(
        egui::RichText::new(tr!(t, "new-game-subtitle", max = settings.max_players())).size(17.0),
    );
    ui.add_space(6.0);
    if let Some(saves) = page.saves {
        continue_button(ui, t, saves, requests);
    }
    crate::app::net::resume::continue_button(ui, t, net.resume.as_deref(), &mut net.requests);
    // The saved games beside "Continue", where a game to go on with is
    // looked for; without any, at the foot, saying where they go.
    let saves = page.saves;
    let listed = saves.filter(|s| !s.named.is_empty() || s.message.is_some());
    if let Some(saves) = listed {
        section(ui, |ui| saved_games(ui, t, saves, requests));
        ui.add_space(4.0);
    }
    // The table: the seats as figures in their colours, the rules as
    // illustrated toggles, then the table's settings and the start.
    section(ui, |ui| seats(ui, t, settings, page.pictures));
    ui.add_space(4.0);
    section(ui, |ui| rules_row(ui, t, settings, page.pictures));
    ui.add_space(4.0);
    section(ui, |ui| {
        ui.columns(2, |cols| {
            helpers_choice(&mut cols[0], t, settings);
            settings_column(&mut cols[1], t, settings);
            cols[1].add_space(8.0);
            host_on_server(
                &mut cols[1],
                t,
                settings,
                &mut net.join.server,
                &mut net.requests,
            );
            cols[1].add_space(8.0);
            meeting_server(&mut cols[1], t, settings);
        });
    });
    if let Some(saves) = saves.filter(|_| listed.is_none()) {
        ui.add_space(4.0);
        section(ui, |ui| saved_games(ui, t, saves, requests));
    }
    if let Some(art) = page.art
        && !art.warnings.is_empty()
    {
        ui.add_space(12.0);
        ui.collapsing(tr!(t, "art-warnings", count = art.warnings.len()), |ui| {
            for w in &art.warnings {
                ui.label(crate::app::words::art_warning_words(t, w));
            }
        });
    }
    ui.add_space(16.0);
    ui.label(tr!(t, "controls-help"));
}

/// "Continue", first and largest, when an unfinished game is saved.
fn continue_button(
    ui: &mut egui::Ui,
    t: &Locale,
    saves: &Saves,
    requests: &mut MessageWriter<SaveRequest>,
) {
    let Some(latest) = &saves.autosave else {
        return;
    };
    let button = egui::Button::new(
        egui::RichText::new(tr!(
            t,
            "continue-game",
            save = tr!(
                t,
                "autosave-description",
                players = latest.0.as_str(),
                count = latest.1
            )
        ))
        .size(22.0)
        .strong(),
    );
    if ui.add_sized([520.0, 48.0], button).clicked() {
        requests.write(SaveRequest::Continue);
    }
    ui.add_space(12.0);
}

/// The textures the screen shows: each colour's figure, the farmer, and a
/// tile of each expansion.
struct Pictures {
    figures: Vec<egui::TextureId>,
    farmer: egui::TextureId,
    expansions: Vec<(Expansion, egui::TextureId)>,
}

impl Pictures {
    fn new(contexts: &mut EguiContexts, art: &ArtAssets, catalog: Option<&Catalog>) -> Pictures {
        let mut texture =
            |handle: Handle<Image>| contexts.add_image(EguiTextureHandle::Weak(handle.id()));
        let figures = PlayerColour::ALL
            .iter()
            .map(|&c| texture(art.figure(FigureShape::Follower, c)))
            .collect();
        let farmer = texture(art.figure(FigureShape::Farmer, PlayerColour::ALL[0]));
        let expansions = catalog
            .map(|c| {
                Expansion::all()
                    .filter_map(|e| {
                        let tile = expansion_tile(&c.0, e)?;
                        Some((e, texture(art.tiles.get(tile)?.clone())))
                    })
                    .collect()
            })
            .unwrap_or_default();
        Pictures {
            figures,
            farmer,
            expansions,
        }
    }

    fn expansion(&self, e: Expansion) -> Option<egui::TextureId> {
        self.expansions
            .iter()
            .find(|(x, _)| *x == e)
            .map(|&(_, tex)| tex)
    }
}

/// The tile that shows what an expansion brings: the first of its own
/// tiles, or (when it brings none, as the abbot) the first with a garden.
fn expansion_tile(catalog: &TileCatalog, e: Expansion) -> Option<usize> {
    let row = e.row();
    match row.tile_sets.first() {
        Some(set) => catalog.types.iter().position(|t| t.set == set.name),
        None => catalog.types.iter().position(|t| t.garden.is_some()),
    }
}

/// A framed part of the screen (a sheet in a wooden frame on parchment).
fn section(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui)) {
    let visuals = ui.visuals();
    egui::Frame::group(ui.style())
        .fill(visuals.window_fill)
        .stroke(visuals.window_stroke)
        .corner_radius(8.0)
        .inner_margin(egui::Margin::symmetric(16, 8))
        .show(ui, |ui| {
            // As wide as the window allows, up to the width it was drawn for.
            ui.set_width(ui.available_width().min(1120.0));
            ui.with_layout(egui::Layout::top_down(egui::Align::Min), add);
        });
}

/// The seats around the table, one card each with its figure, and a card
/// to add one.
fn seats(ui: &mut egui::Ui, t: &Locale, s: &mut Settings, pictures: Option<&Pictures>) {
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(tr!(t, "players")).font(display(22.0)));
        ui.add_space(12.0);
        ui.label(egui::RichText::new(tr!(t, "players-order")).weak());
    });
    let mut remove = None;
    let n = s.players.len();
    let colours: Vec<PlayerColour> = s
        .players
        .iter()
        .map(|p| PlayerColour::ALL[p.colour % PlayerColour::ALL.len()])
        .collect();
    let marks = marks_on(s, &colours);
    let usable = PlayerColour::ALL.len().min(s.max_players());
    let room = n < s.max_players() && n < PlayerColour::ALL.len();
    // As many cards a row as the window has room for: six wrap to a second
    // row in a narrow window (a frame does not wrap by itself).
    let cards = n + usize::from(n < PlayerColour::ALL.len());
    let spacing = ui.spacing().item_spacing.x;
    let per_row =
        (((ui.available_width() + spacing) / (SEAT_CARD_WIDTH + spacing)) as usize).max(1);
    let mut first = 0;
    while first < cards {
        let last = (first + per_row).min(cards);
        ui.horizontal_top(|ui| {
            for i in first..last {
                // After the seats, the card to add one.
                let Some(&colour) = colours.get(i) else {
                    add_seat_card(ui, t, s, room);
                    continue;
                };
                seat_card(ui, |ui| {
                    let initial = marks.then(|| mark_char(&s.players[i].name, i));
                    figure(ui, pictures, colour, initial);
                    ui.add(
                        egui::TextEdit::singleline(&mut s.players[i].name)
                            // An unnamed seat plays under this name.
                            .hint_text(tr!(t, "default-player-name", number = i + 1))
                            .desired_width(140.0)
                            .horizontal_align(egui::Align::Center)
                            .font(display(16.0)),
                    );
                    let current = s.players[i].colour;
                    egui::ComboBox::from_id_salt(("colour", i))
                        .width(140.0)
                        .selected_text(tr!(t, colour_key(PlayerColour::ALL[current])))
                        .show_ui(ui, |ui| {
                            for (ci, c) in PlayerColour::ALL.iter().enumerate().take(usable) {
                                let taken = s
                                    .players
                                    .iter()
                                    .enumerate()
                                    .any(|(j, p)| j != i && p.colour == ci);
                                ui.add_enabled_ui(!taken, |ui| {
                                    ui.selectable_value(
                                        &mut s.players[i].colour,
                                        ci,
                                        tr!(t, colour_key(*c)),
                                    );
                                });
                            }
                        });
                    seat_control(ui, t, i, &mut s.players[i].computer);
                    ui.horizontal(|ui| {
                        ui.radio_value(&mut s.starter, i, tr!(t, "starts"));
                        if ui
                            .add_enabled(n > 2, egui::Button::new(tr!(t, "remove-player")).small())
                            .clicked()
                        {
                            remove = Some(i);
                        }
                    });
                });
            }
        });
        first = last;
    }
    if let Some(i) = remove {
        s.players.remove(i);
        if s.starter >= s.players.len() {
            s.starter = 0;
        }
    }
}

/// The card to add a seat after the seats' cards (its button greyed when
/// the rules allow no more players).
pub fn add_seat_card(ui: &mut egui::Ui, t: &Locale, s: &mut Settings, room: bool) {
    seat_card(ui, |ui| add_seat(ui, t, s, room));
}

fn add_seat(ui: &mut egui::Ui, t: &Locale, s: &mut Settings, room: bool) {
    ui.add_space(56.0);
    // One line, shrunk to the card where the words are long (German,
    // Italian): a label broken in two reads as ragged lines.
    let text = format!("+ {}", tr!(t, "add-player"));
    let mut font = egui::TextStyle::Button.resolve(ui.style());
    font.size = 17.0;
    let room_for_text = SEAT_COLUMN - 2.0 * ui.spacing().button_padding.x;
    let label = egui::RichText::new(&text).font(fitted(ui, &text, font, room_for_text));
    if ui
        .add_enabled(
            room,
            egui::Button::new(label)
                .wrap_mode(egui::TextWrapMode::Extend)
                .min_size(egui::vec2(140.0, 40.0)),
        )
        .on_disabled_hover_text(tr!(t, "add-player-disabled"))
        .clicked()
    {
        let n = s.players.len();
        let colour = (0..PlayerColour::ALL.len())
            .find(|c| !s.players.iter().any(|p| p.colour == *c))
            .unwrap_or(0);
        s.players.push(PlayerSlot {
            name: tr!(t, "default-player-name", number = n + 1),
            colour,
            computer: None,
        });
    }
}

/// The width of a seat card's column.
const SEAT_COLUMN: f32 = 150.0;

/// A seat card's width on screen: its column, margins and border.
pub const SEAT_CARD_WIDTH: f32 = SEAT_COLUMN + 2.0 * 6.0 + 2.0;

/// One seat's card: a column of fixed width, centred.
fn seat_card(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui)) {
    let visuals = ui.visuals();
    egui::Frame::new()
        .fill(visuals.faint_bg_color)
        .stroke(visuals.widgets.noninteractive.bg_stroke)
        .corner_radius(6.0)
        .inner_margin(6.0)
        .show(ui, |ui| {
            ui.set_width(SEAT_COLUMN);
            ui.vertical_centered(add);
        });
}

/// A seat's figure in its colour (the map's own figure art), its initial
/// over it when players are marked; a swatch until the art is loaded.
fn figure(
    ui: &mut egui::Ui,
    pictures: Option<&Pictures>,
    colour: PlayerColour,
    initial: Option<char>,
) {
    let Some(tex) = pictures.and_then(|p| p.figures.get(colour.index())) else {
        swatch(ui, colour, initial);
        return;
    };
    let response = ui.add(egui::Image::new(egui::load::SizedTexture::new(
        *tex,
        [48.0, 48.0],
    )));
    if let Some(letter) = initial {
        let [r, g, b] = colour.rgb().map(f32::from);
        let light = (0.299 * r + 0.587 * g + 0.114 * b) > 140.0;
        ui.painter().text(
            response.rect.center() + egui::vec2(0.0, 5.0),
            egui::Align2::CENTER_CENTER,
            letter.to_string(),
            egui::FontId::proportional(18.0),
            if light {
                egui::Color32::BLACK
            } else {
                egui::Color32::WHITE
            },
        );
    }
}

/// A person, or a computer and its level.
fn seat_control(ui: &mut egui::Ui, t: &Locale, i: usize, computer: &mut Option<String>) {
    let level_words = |l: &str| match l {
        OPEN_SEAT => tr!(t, "net-seat-open"),
        l => tr!(t, "seat-computer", level = tr!(t, level_key(l))),
    };
    let shown = computer
        .as_deref()
        .map_or_else(|| tr!(t, "seat-person"), level_words);
    egui::ComboBox::from_id_salt(("control", i))
        .width(140.0)
        .selected_text(shown)
        .show_ui(ui, |ui| {
            ui.selectable_value(computer, None, tr!(t, "seat-person"));
            ui.selectable_value(computer, Some(OPEN_SEAT.into()), level_words(OPEN_SEAT));
            for (level, what) in [
                ("easy", key("level-easy-tip")),
                ("medium", key("level-medium-tip")),
                ("hard", key("level-hard-tip")),
            ] {
                ui.selectable_value(computer, Some(level.to_string()), level_words(level))
                    .on_hover_text(tr!(t, what));
            }
        });
}

/// The rules in a row: farmers and each expansion as a card with its
/// picture.
fn rules_row(ui: &mut egui::Ui, t: &Locale, s: &mut Settings, pictures: Option<&Pictures>) {
    ui.label(egui::RichText::new(tr!(t, "rules")).font(display(22.0)));
    let count = 1 + Expansion::all().count();
    let width = (ui.available_width() - 8.0 * (count as f32 - 1.0)) / count as f32;
    ui.horizontal_top(|ui| {
        let farmer = pictures.map(|p| p.farmer);
        illustrated_toggle(
            ui,
            width,
            &mut s.farmers,
            farmer,
            tr!(t, "farmers-choice"),
            tr!(t, "farmers-choice-off"),
        );
        for e in Expansion::all() {
            let row = e.row();
            let mut on = s.has_expansion(e);
            let (name, summary) = match expansion_keys(e) {
                Some((name_key, summary_key)) => (tr!(t, name_key), tr!(t, summary_key)),
                None => (row.name.to_string(), row.summary.to_string()),
            };
            let picture = pictures.and_then(|p| p.expansion(e));
            if illustrated_toggle(ui, width, &mut on, picture, name, summary) {
                s.set_expansion(e, on);
            }
        }
    });
    // Leaving Inns & Cathedrals takes the sixth seat away.
    if s.players.len() > s.max_players() {
        s.players.truncate(s.max_players());
        if s.starter >= s.players.len() {
            s.starter = 0;
        }
    }
}

/// A rule's card: its picture (a click on it toggles too), its checkbox and
/// what it brings. Returns whether it changed.
fn illustrated_toggle(
    ui: &mut egui::Ui,
    width: f32,
    on: &mut bool,
    picture: Option<egui::TextureId>,
    name: String,
    summary: String,
) -> bool {
    let visuals = ui.visuals().clone();
    let (fill, stroke) = if *on {
        (
            visuals.faint_bg_color,
            egui::Stroke::new(2.0, visuals.selection.bg_fill),
        )
    } else {
        (
            egui::Color32::TRANSPARENT,
            visuals.widgets.noninteractive.bg_stroke,
        )
    };
    let mut changed = false;
    egui::Frame::new()
        .fill(fill)
        .stroke(stroke)
        .corner_radius(6.0)
        .inner_margin(5.0)
        .show(ui, |ui| {
            ui.set_width(width - 14.0);
            ui.set_min_height(96.0);
            ui.vertical_centered(|ui| {
                if let Some(tex) = picture {
                    let tint = if *on {
                        egui::Color32::WHITE
                    } else {
                        egui::Color32::from_white_alpha(190)
                    };
                    let image = egui::Image::new(egui::load::SizedTexture::new(tex, [44.0, 44.0]))
                        .tint(tint)
                        .sense(egui::Sense::click());
                    if ui.add(image).clicked() {
                        *on = !*on;
                        changed = true;
                    }
                }
                changed |= ui
                    .checkbox(on, egui::RichText::new(name).strong())
                    .changed();
                ui.label(egui::RichText::new(summary).small());
            });
        });
    changed
}
