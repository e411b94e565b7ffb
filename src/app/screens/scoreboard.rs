//! The scoreboard while playing: each player's score, figures and goods, the
//! turn's controls (the tile in hand, figure choices, confirm), notices,
//! saving, and the scoring log.

use crate::app::art_assets::ArtAssets;
use crate::app::art_assets::mark_char;
use crate::app::coach::advice::{Coach, coaching, next_step};
use crate::app::coach::{CostlyMoves, costly_words};
use crate::app::computer::{AskHint, Hint, HintThinking};
use crate::app::glance::helpers::Glance;
use crate::app::language::{Language, Locale, language_choice};
use crate::app::map::grid::{figure_look, spot_anchor};
use crate::app::net::chat::ChatPanel;
use crate::app::screens::save_as::SaveAs;
use crate::app::settings::Settings;
use crate::app::state::HelpOpen;
use crate::app::state::MapArea;
use crate::app::turn::active_game::ActiveGame;
use crate::app::turn::active_game::Shown;
use crate::app::turn::messages::TurnInput;
use crate::app::turn::phases::TurnPhase;
use crate::app::ui::free_fraction;
use crate::app::ui::theme::{display, notice_colour, refusal_colour};
use crate::app::ui::{colour32, fitted, marks_on, swatch};
use crate::app::words::game::tile_words;
use crate::app::words::{
    action_words, capitalised, elsewhere_action_words, event_words, figure_kind_key, goods_key,
    goods_majority_words, helper_keys, notice_words, refusal_text, score_kind_key, seat_label,
};
use crate::art::PlayerColour;
use crate::i18n::{Localizer, key};
use crate::rules::{FigureAction, FigureKind, Game, Goods, PlayerState, TileTypeId};
use crate::tr;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiTextureHandle, egui};

/// Textures of the figures shown in supplies, per seat: follower, abbot,
/// large follower, builder, pig.
type SupplyTextures = Vec<[egui::TextureId; 5]>;

/// What the scoreboard reads and where its buttons go.
#[derive(SystemParam)]
pub(super) struct Scoreboard<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    active: Shown<'w, 's>,
    phase: Res<'w, State<TurnPhase>>,
    art: Res<'w, ArtAssets>,
    words: Words<'w>,
    input: MessageWriter<'w, TurnInput>,
    help: ResMut<'w, HelpOpen>,
    hint: HintAsked<'w>,
    glance: ResMut<'w, Glance>,
    map_area: ResMut<'w, MapArea>,
    coach: Option<Res<'w, Coach>>,
    costly: Option<ResMut<'w, CostlyMoves>>,
    chat: ChatPanel<'w>,
    save_as: SaveAs<'w, 's>,
}

/// The window's language and the settings it is kept in.
#[derive(SystemParam)]
struct Words<'w> {
    settings: ResMut<'w, Settings>,
    locale: Res<'w, Locale>,
    language: ResMut<'w, Language>,
}

/// The computer's hint for the person to move: shown, being thought
/// about, or to ask for.
#[derive(SystemParam)]
struct HintAsked<'w> {
    hint: Option<Res<'w, Hint>>,
    thinking: Option<Res<'w, HintThinking>>,
    ask: MessageWriter<'w, AskHint>,
}

/// The pictures the scoreboard shows: the tiles set aside, the tile in
/// hand and each seat's figures.
struct Pictures {
    set_aside: Vec<egui::TextureId>,
    drawn: Option<egui::TextureId>,
    supply: SupplyTextures,
}

impl Pictures {
    fn new(contexts: &mut EguiContexts, art: &ArtAssets, active: &ActiveGame) -> Pictures {
        let mut tile =
            |t: TileTypeId| contexts.add_image(EguiTextureHandle::Weak(art.tiles[t as usize].id()));
        let set_aside = active.set_aside.iter().map(|&t| tile(t)).collect();
        let drawn = active.drawn().map(tile);
        let supply = active
            .seats()
            .iter()
            .map(|seat| {
                // Each kind as it stands (a follower upright, not lying
                // as a farmer).
                FigureKind::ALL.map(|kind| {
                    let handle = art.figure(figure_look(kind.spec().look), seat.colour);
                    contexts.add_image(EguiTextureHandle::Weak(handle.id()))
                })
            })
            .collect();
        Pictures {
            set_aside,
            drawn,
            supply,
        }
    }
}

pub(super) fn scoreboard(board: Scoreboard) -> Result {
    let Scoreboard {
        mut contexts,
        active,
        phase,
        art,
        words,
        mut input,
        mut help,
        mut hint,
        mut glance,
        mut map_area,
        coach,
        mut costly,
        mut chat,
        mut save_as,
    } = board;
    let Words {
        mut settings,
        locale,
        mut language,
    } = words;
    let pictures = Pictures::new(&mut contexts, &art, &active);
    let ctx = contexts.ctx_mut()?;
    let t = &*locale;
    let game = active.game();
    let phase = *phase.get();
    let names: Vec<&str> = active.seats().iter().map(|s| s.name.as_str()).collect();
    let colours: Vec<PlayerColour> = active.seats().iter().map(|s| s.colour).collect();
    let marks = marks_on(&settings, &colours);
    let mut root = crate::app::ui::root_ui(ctx, "playing");
    egui::Panel::right("scoreboard")
        .exact_size(340.0)
        .show(&mut root, |ui| {
            // A network game's chat, kept in view at the panel's foot.
            chat.show(ui, t);
            // A bar beside the scores, not over them, when the panel overflows.
            ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
            egui::ScrollArea::vertical()
                .id_salt("scoreboard-scroll")
                .show(ui, |ui| {
                    ui.add_space(6.0);
                    heading(ui, t, &active, &mut language, &mut settings);
                    ui.separator();
                    players(ui, t, &active, marks, &pictures.supply);
                    ui.separator();
                    crate::app::glance::helpers::helper_buttons(ui, t, &mut glance, active.helpers);
                    if let Some(line) = coach
                        .as_ref()
                        .filter(|c| coaching(c, &active))
                        .and_then(|_| next_step(t, &active, phase))
                    {
                        ui.label(egui::RichText::new(line).color(notice_colour(ui)));
                    }
                    if let Some(costly) = costly.as_mut()
                        && !costly.notes.is_empty()
                    {
                        costly_notes(ui, t, costly, &names);
                    }
                    let turn = Turn {
                        active: &active,
                        phase,
                        drawn: pictures.drawn,
                    };
                    turn_area(ui, t, &turn, chat.watching(), &mut input, &mut hint);
                    told(ui, t, &active, &pictures.set_aside);
                    ui.separator();
                    // Right after the turn, with room for its lines: at the
                    // foot it was left a heading above the chat.
                    scoring_log(ui, t, game, &names);
                    ui.separator();
                    // Wrapped: in German "Speichern unter" and "Regeln (F1)"
                    // do not both fit beside the name on a narrow panel.
                    ui.horizontal_wrapped(|ui| {
                        save_as.field_and_button(ui, t, 130.0);
                        if ui.button(tr!(t, "rules-button")).clicked() {
                            help.0 = !help.0;
                        }
                    });
                    save_as.note(ui, t);
                });
        });
    map_area.measure(free_fraction(&root));
    Ok(())
}

/// The scoreboard's title, the tiles left in the pile and the helpers in
/// play.
fn heading(
    ui: &mut egui::Ui,
    t: &Localizer,
    active: &ActiveGame,
    language: &mut Language,
    settings: &mut Settings,
) {
    let [title, pile, helpers, helpers_tip] = heading_words(t, active);
    let tip = tr!(t, "language-choice-tip");
    title_with_language(ui, &title, language, settings, &tip);
    ui.label(pile);
    ui.label(egui::RichText::new(helpers).weak().small())
        .on_hover_text(helpers_tip);
}

/// The panel's title with the language choice at its right: the language
/// beside the title, not on a row of its own low in the panel, where a
/// network game's chat crowded it. A title too long for the room the
/// choice leaves (French's) is shrunk to it, never run under the choice.
pub fn title_with_language(
    ui: &mut egui::Ui,
    title: &str,
    language: &mut Language,
    settings: &mut Settings,
    tip: &str,
) {
    ui.horizontal(|ui| {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            language_choice(ui, language, settings).on_hover_text(tip);
            let room = ui.available_width() - ui.spacing().item_spacing.x;
            let font = fitted(
                ui,
                title,
                egui::TextStyle::Heading.resolve(ui.style()),
                room,
            );
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                ui.add(egui::Label::new(egui::RichText::new(title).font(font)).extend());
            });
        });
    });
}

/// Each player's row, then the goods majorities.
fn players(
    ui: &mut egui::Ui,
    t: &Localizer,
    active: &ActiveGame,
    marks: bool,
    supply_tex: &SupplyTextures,
) {
    let game = active.game();
    for (i, seat) in active.seats().iter().enumerate() {
        let score_rect = player(ui, t, active, i, marks.then(|| mark_char(&seat.name, i)));
        let p = &game.players()[i];
        let supply_rect = ui
            .horizontal_wrapped(|ui| {
                ui.add_space(22.0);
                supply(ui, t, game, p, seat.colour, &supply_tex[i]);
            })
            .response
            .rect;
        // Where points fly to and figures go back to.
        crate::app::motion::mark_score_spots(ui.ctx(), i, score_rect, supply_rect);
        if game.rules().has_goods() {
            ui.horizontal(|ui| {
                ui.add_space(22.0);
                goods(ui, t, p);
            });
        }
    }
    if game.rules().has_goods() {
        ui.add_space(4.0);
        let names: Vec<&str> = active.seats().iter().map(|s| s.name.as_str()).collect();
        for g in Goods::ALL {
            ui.label(goods_majority_words(t, game, &names, g));
        }
    }
}

/// Seat `i`'s name (marked while it is to move) and score, and where its
/// points came from; returns where the score shows.
fn player(
    ui: &mut egui::Ui,
    t: &Localizer,
    active: &ActiveGame,
    i: usize,
    mark: Option<char>,
) -> egui::Rect {
    let game = active.game();
    let (seat, p) = (&active.seats()[i], &game.players()[i]);
    let current = i == game.current_player();
    let mut score_rect = egui::Rect::NOTHING;
    ui.horizontal(|ui| {
        swatch(ui, seat.colour, mark);
        let name = egui::RichText::new(format!(
            "{}{}",
            if current { "▶ " } else { "" },
            seat_label(t, seat)
        ))
        .font(display(17.0));
        ui.label(if current { name.strong() } else { name });
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            score_rect = ui
                .label(
                    egui::RichText::new(format!("{}", p.score))
                        .font(display(20.0))
                        .strong(),
                )
                .rect;
        });
    });
    // Where the points came from, on a line of its own (beside a long name
    // it ran into the name).
    let parts: Vec<String> = p
        .breakdown()
        .map(|(k, points)| {
            tr!(
                t,
                "breakdown-part",
                feature = tr!(t, score_kind_key(k)),
                points = points
            )
        })
        .collect();
    if !parts.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.add_space(22.0);
            let sep = tr!(t, "breakdown-separator");
            ui.label(egui::RichText::new(parts.join(&sep)).weak());
        });
    }
    score_rect
}

/// The turn as the scoreboard shows it: the table, its phase and the
/// picture of the tile in hand.
struct Turn<'a> {
    active: &'a ActiveGame,
    phase: TurnPhase,
    drawn: Option<egui::TextureId>,
}

/// Whose turn it is and what they may do: a spectator sees whose turn, a
/// computer's turn says it thinks, a person here has the turn's controls
/// and the hint.
fn turn_area(
    ui: &mut egui::Ui,
    t: &Localizer,
    turn: &Turn,
    watching: bool,
    input: &mut MessageWriter<TurnInput>,
    hint: &mut HintAsked,
) {
    let (active, phase) = (turn.active, turn.phase);
    let game = active.game();
    let who = &active.seats()[game.current_player()];
    if watching && !game.is_finished() {
        // A spectator holds no tile: whose turn, no controls.
        ui.label(egui::RichText::new(tr!(t, "net-watching", name = seat_label(t, who))).strong());
    } else if who.level().is_some() {
        if matches!(phase, TurnPhase::Place | TurnPhase::Claim) {
            ui.label(
                egui::RichText::new(tr!(t, "is-thinking", name = seat_label(t, who))).strong(),
            );
            ui.ctx().request_repaint();
        }
    } else {
        turn_controls(ui, t, active, phase, turn.drawn, input);
        // The hint is for the player holding the tile.
        if phase == TurnPhase::Place && active.helpers.shows_values() && active.to_move_here() {
            hint_line(ui, t, hint);
        }
    }
}

/// The hint: being thought about, shown, or a button to ask for it.
fn hint_line(ui: &mut egui::Ui, t: &Localizer, hint: &mut HintAsked) {
    if hint.thinking.is_some() {
        ui.label(tr!(t, "hint-thinking"));
    } else if let Some(h) = &hint.hint {
        ui.label(tr!(
            t,
            "hint-suggestion",
            reason = crate::app::words::reason_words(t, &h.suggestion.reason)
        ));
    } else if ui.button(tr!(t, "hint-ask")).clicked() {
        hint.ask.write(AskHint);
    }
}

/// What the table was told: why the last input was refused, the tiles set
/// aside, the last two notices.
fn told(ui: &mut egui::Ui, t: &Localizer, active: &ActiveGame, set_aside: &[egui::TextureId]) {
    if let Some(e) = &active.error {
        ui.colored_label(refusal_colour(ui), refusal_text(t, e));
    }
    if !set_aside.is_empty() {
        ui.horizontal(|ui| {
            ui.label(tr!(t, "set-aside"));
            for tex in set_aside {
                ui.add(egui::Image::new(egui::load::SizedTexture::new(
                    *tex,
                    [40.0, 40.0],
                )));
            }
        });
    }
    for n in active.notices.iter().rev().take(2) {
        let words = notice_words(t, n, active.game(), active.seats());
        ui.colored_label(notice_colour(ui), words);
    }
}

/// Every scoring so far, the latest first.
fn scoring_log(ui: &mut egui::Ui, t: &Localizer, game: &Game, names: &[&str]) {
    ui.label(egui::RichText::new(tr!(t, "scoring-log")).strong());
    if game.events().is_empty() {
        ui.label(egui::RichText::new(tr!(t, "scoring-log-empty")).weak());
        return;
    }
    // The newest first, a few lines high: the rest scrolls within.
    egui::ScrollArea::vertical()
        .id_salt("scoring-log")
        .max_height(SCORING_LOG_HEIGHT)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for e in game.events().iter().rev() {
                let when = e.move_index.map_or_else(
                    || tr!(t, "scoring-at-end"),
                    |m| tr!(t, "scoring-at-move", number = m),
                );
                ui.label(tr!(
                    t,
                    "scoring-log-line",
                    when = when,
                    what = event_words(t, e, game, names)
                ));
            }
        });
}

/// The scoring log's height on the scoreboard: about five lines.
const SCORING_LOG_HEIGHT: f32 = 130.0;

/// A player's figures: a dot per follower (filled in supply, a small dim dot
/// on the map), then each special figure in play as its picture, faded while
/// it stands on the map, with the count in words.
fn supply(
    ui: &mut egui::Ui,
    t: &Localizer,
    game: &Game,
    p: &PlayerState,
    c: PlayerColour,
    textures: &[egui::TextureId; 5],
) {
    follower_dots(ui, t, p, colour32(c));
    let rules = game.rules();
    for kind in FigureKind::ALL {
        if kind == FigureKind::Follower || !rules.has_figure(kind) {
            continue;
        }
        let ready = p.supply(kind) > 0;
        let tint = if ready {
            egui::Color32::WHITE
        } else {
            egui::Color32::from_rgba_unmultiplied(255, 255, 255, 70)
        };
        // A figure that counts double is drawn larger.
        let size = if kind.strength() > 1 { 26.0 } else { 20.0 };
        ui.add(
            egui::Image::new(egui::load::SizedTexture::new(
                textures[kind.index()],
                [size, size],
            ))
            .tint(tint),
        )
        .on_hover_text(tr!(
            t,
            if ready {
                key("figure-ready")
            } else {
                key("figure-on-map")
            },
            figure = capitalised(&tr!(t, figure_kind_key(kind)))
        ));
    }
}

/// A dot per follower (filled in supply, small and grey on the map), with
/// the count in words.
pub fn follower_dots(ui: &mut egui::Ui, t: &Localizer, p: &PlayerState, colour: egui::Color32) {
    let outline = egui::Stroke::new(1.3, crate::app::ui::rim_colour(ui));
    for i in 0..crate::rules::FOLLOWERS {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(11.0, 14.0), egui::Sense::hover());
        if i < p.supply(FigureKind::Follower) {
            ui.painter().circle(rect.center(), 5.0, colour, outline);
        } else {
            ui.painter()
                .circle_filled(rect.center(), 1.8, egui::Color32::from_gray(110));
        }
    }
    ui.label(tr!(
        t,
        "followers-in-supply",
        count = p.supply(FigureKind::Follower)
    ));
}

/// Three goods icons with their counts.
fn goods(ui: &mut egui::Ui, t: &Localizer, p: &PlayerState) {
    for g in Goods::ALL {
        goods_icon(ui, g, 16.0);
        ui.label(format!("{}", p.goods[g.index()]))
            .on_hover_text(tr!(
                t,
                "goods-tokens",
                count = p.goods[g.index()],
                goods = tr!(t, goods_key(g))
            ));
        ui.add_space(6.0);
    }
}

/// A small picture of a goods kind: a chicken, a sheaf of grain, a bolt of cloth.
pub fn goods_icon(ui: &mut egui::Ui, g: Goods, size: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    let p = ui.painter();
    let c = rect.center();
    let s = size / 2.0;
    match g {
        Goods::Chicken => {
            let body = egui::Color32::from_rgb(245, 240, 225);
            p.circle_filled(c + egui::vec2(0.0, s * 0.2), s * 0.6, body);
            p.circle_filled(c + egui::vec2(s * 0.45, -s * 0.35), s * 0.32, body);
            p.circle_filled(
                c + egui::vec2(s * 0.5, -s * 0.7),
                s * 0.15,
                egui::Color32::RED,
            );
            p.circle_filled(
                c + egui::vec2(s * 0.8, -s * 0.3),
                s * 0.12,
                egui::Color32::from_rgb(240, 160, 30),
            );
        }
        Goods::Grain => {
            let gold = egui::Color32::from_rgb(225, 185, 60);
            for dx in [-0.4, 0.0, 0.4] {
                p.line_segment(
                    [
                        c + egui::vec2(dx * s * 0.5, s * 0.9),
                        c + egui::vec2(dx * s, -s * 0.5),
                    ],
                    egui::Stroke::new(1.5, gold),
                );
                p.circle_filled(c + egui::vec2(dx * s, -s * 0.6), s * 0.25, gold);
            }
        }
        Goods::Cloth => {
            let blue = egui::Color32::from_rgb(80, 120, 200);
            p.rect_filled(
                egui::Rect::from_center_size(c, egui::vec2(size * 0.8, size * 0.55)),
                2.0,
                blue,
            );
            p.line_segment(
                [c + egui::vec2(-s * 0.8, 0.0), c + egui::vec2(s * 0.8, 0.0)],
                egui::Stroke::new(1.0, egui::Color32::from_rgb(200, 215, 245)),
            );
        }
    }
}

/// Whose turn, the tile in hand, and the claim choices.
fn turn_controls(
    ui: &mut egui::Ui,
    t: &Localizer,
    active: &ActiveGame,
    phase: TurnPhase,
    drawn_tex: Option<egui::TextureId>,
    input: &mut MessageWriter<TurnInput>,
) {
    let game = active.game();
    let who = active.seats()[game.current_player()].name.as_str();
    match phase {
        TurnPhase::Place | TurnPhase::Claim => {
            let turn = if game.is_second_turn() {
                tr!(t, "turn-of-second", name = who)
            } else {
                tr!(t, "turn-of", name = who)
            };
            ui.label(egui::RichText::new(turn).strong());
            if let (Some(tile), Some(tex)) = (active.drawn(), drawn_tex) {
                let rot = active
                    .tentative_placement()
                    .map_or(active.hand_rotation, |p| p.rotation);
                ui.horizontal(|ui| {
                    ui.add(
                        egui::Image::new(egui::load::SizedTexture::new(tex, [96.0, 96.0])).rotate(
                            rot.quarter_turns() as f32 * std::f32::consts::FRAC_PI_2,
                            egui::Vec2::splat(0.5),
                        ),
                    );
                    ui.vertical(|ui| {
                        ui.label(tr!(
                            t,
                            "drawn-tile",
                            tile = tile_words(t, game.tile_type(tile))
                        ));
                        // Only the player holding the tile turns it.
                        if active.to_move_here() && ui.button(tr!(t, "turn-tile")).clicked() {
                            input.write(TurnInput::Rotate(None));
                        }
                    });
                });
            }
        }
        TurnPhase::Fly => {
            if let (Some((seat, _)), Some(flight)) = (active.flight_step(), active.table().flight())
            {
                let name = active.seats()[seat].name.as_str();
                let step = flight.steps.len() + 1;
                ui.label(
                    egui::RichText::new(tr!(t, "dragon-flies", step = step, name = name)).strong(),
                );
                if active.seats()[seat].is_here() {
                    ui.label(tr!(t, "dragon-step-help"));
                }
            }
        }
        TurnPhase::Score => {
            ui.label(tr!(t, "scoring"));
            if ui.button(tr!(t, "continue-scoring")).clicked() {
                input.write(TurnInput::ContinueScoring);
            }
        }
        TurnPhase::Draw => {}
    }
    // At a network table only this window's own turns are played here.
    if phase == TurnPhase::Place && active.to_move_here() {
        ui.label(if active.helpers.shows_legal_cells() {
            tr!(t, "place-tile-help")
        } else {
            tr!(t, "place-tile-help-purist")
        });
        let undo = ui.add_enabled(
            active.undo_allowed(),
            egui::Button::new(tr!(t, "undo-last-turn")),
        );
        let undo = if active.is_networked() {
            undo.on_disabled_hover_text(tr!(t, "net-no-undo"))
        } else {
            undo
        };
        if undo.clicked() {
            input.write(TurnInput::UndoLastTurn);
        }
    }
    if phase == TurnPhase::Claim {
        ui.label(tr!(t, "claim-help"));
        claim_controls(ui, t, active, input);
    }
}

/// What the claim list offers for the tile laid tentatively: each action on
/// the tile (in words, and whether it is chosen), the action chosen
/// elsewhere on the map if one is, and a line for each kind of action the
/// map's markers offer elsewhere (the magic portal, the fairy, the
/// princess), which would make the list as long as the map.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClaimList {
    pub here: Vec<(FigureAction, String, bool)>,
    pub chosen_elsewhere: Option<(FigureAction, String)>,
    pub elsewhere: Vec<String>,
}

/// The claim list of `active`'s local turn, in `tr`'s words.
pub fn claim_list(tr: &Localizer, active: &ActiveGame) -> ClaimList {
    let mut list = ClaimList::default();
    let (Some(tile), Some(pl)) = (active.drawn(), active.tentative_placement()) else {
        return list;
    };
    let game = active.game();
    let t = game.tile_type(tile);
    let anchor = |local: usize| {
        let a = spot_anchor(t, pl.rotation, local);
        (a.x, a.y)
    };
    let names: Vec<&str> = active.seats().iter().map(|s| s.name.as_str()).collect();
    let mut kinds = [false; 3];
    for action in game.figure_options(tile, pl) {
        let kind = match action {
            FigureAction::Portal(..) => Some(0),
            FigureAction::Fairy(..) => Some(1),
            FigureAction::Princess(..) => Some(2),
            FigureAction::Put(..) | FigureAction::RecallAbbot(_) => None,
        };
        if let Some(k) = kind {
            kinds[k] = true;
            continue;
        }
        let chosen = active.chosen_figure() == Some(action);
        // Taking the abbot back says its points only where values show.
        let values = active.helpers.shows_values();
        let words = action_words(tr, game, t, pl.rotation, action, values, anchor);
        list.here.push((action, words, chosen));
    }
    list.chosen_elsewhere = active
        .chosen_figure()
        .and_then(|a| Some((a, elsewhere_action_words(tr, game, a, &names)?)));
    let hints = [
        key("claim-portal-hint"),
        key("claim-fairy-hint"),
        key("claim-princess-hint"),
    ];
    list.elsewhere = hints
        .iter()
        .zip(kinds)
        .filter(|&(_, offered)| offered)
        .map(|(hint, _)| tr!(tr, hint))
        .collect();
    list
}

/// The figures that may go on the laid tile (in words), the action chosen
/// elsewhere on the map and how to choose one there, then no figure,
/// confirm and step back: for a game and for the demonstration alike.
pub fn claim_controls(
    ui: &mut egui::Ui,
    tr: &Localizer,
    active: &ActiveGame,
    input: &mut MessageWriter<TurnInput>,
) {
    if active.tentative_placement().is_none() {
        return;
    }
    let list = claim_list(tr, active);
    for (action, words, chosen) in list.here {
        if ui.selectable_label(chosen, words).clicked() {
            input.write(TurnInput::ChooseFigure((!chosen).then_some(action)));
        }
    }
    if let Some((_, words)) = list.chosen_elsewhere
        && ui.selectable_label(true, words).clicked()
    {
        input.write(TurnInput::ChooseFigure(None));
    }
    for line in list.elsewhere {
        ui.label(egui::RichText::new(line).weak());
    }
    ui.horizontal(|ui| {
        if ui.button(tr!(tr, "no-figure")).clicked() {
            input.write(TurnInput::ChooseFigure(None));
            input.write(TurnInput::Confirm);
        }
        if ui
            .button(egui::RichText::new(tr!(tr, "confirm-turn")).strong())
            .clicked()
        {
            input.write(TurnInput::Confirm);
        }
    });
    if ui.button(tr!(tr, "step-back")).clicked() {
        input.write(TurnInput::StepBack);
    }
}

/// The scoreboard's heading in the chosen language: its title, the tiles
/// left in the pile, the helpers in play and their explanation.
pub fn heading_words(t: &Localizer, active: &ActiveGame) -> [String; 4] {
    let (helpers, explanation) = helper_keys(active.helpers);
    [
        tr!(t, "scoreboard"),
        tr!(t, "tiles-left-in-pile", count = active.game().pile_len()),
        tr!(t, "helpers-in-play", helpers = tr!(t, helpers)),
        tr!(t, explanation),
    ]
}

/// The coach's sentences on the last costly moves, and the button that
/// quiets them for the rest of the game.
fn costly_notes(ui: &mut egui::Ui, t: &Localizer, costly: &mut CostlyMoves, names: &[&str]) {
    for note in &costly.notes {
        let name = names.get(note.review.seat).copied().unwrap_or("?");
        ui.label(egui::RichText::new(costly_words(t, note, name)).color(notice_colour(ui)));
    }
    if ui
        .small_button(tr!(t, "coach-costly-quiet"))
        .on_hover_text(tr!(t, "coach-costly-quiet-tip"))
        .clicked()
    {
        costly.quiet = true;
        costly.notes.clear();
    }
}
