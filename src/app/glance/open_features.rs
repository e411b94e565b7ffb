//! Open features at a glance (O): every unfinished road, city, monastery and
//! garden with figures on it, its tiles outlined in its holders' colours and
//! its value if it were scored now, so the table sees all the stakes at once;
//! beside it, the fairy's points for the owner of its follower there (The
//! Princess & the Dragon). A "rules only" table sees the outlines without
//! values.

use crate::app::art_assets::ArtAssets;
use crate::app::glance::helpers::Glance;
use crate::app::glance::helpers::helpers_on;
use crate::app::map::grid::{MapCamera, TILE, cell_center, segment_world};
use crate::app::map::tiles::{is_dark, player_color};
use crate::app::turn::active_game::Shown;
use crate::app::turn::phases::Screen;
use crate::app::ui::colour32;
use crate::rules::events::FAIRY_FEATURE_POINTS;
use crate::rules::{FeatureId, FeatureKind, Game, Pos};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// An unfinished feature with figures on it.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenFeature {
    pub feature: FeatureId,
    pub kind: FeatureKind,
    /// Seats with the most figures on it (several on a tie).
    pub holders: Vec<usize>,
    /// The cells of its tiles.
    pub cells: Vec<Pos>,
    /// Points if it were scored now; `None` when the table sees no values.
    pub value: Option<u32>,
    /// The seat whose follower on it the fairy is with, and the points the
    /// fairy gives them when it is scored (whoever wins it); `None` when
    /// the fairy is elsewhere or the table sees no values.
    pub fairy: Option<(usize, u32)>,
    /// Where its value shows on the map (world units): by one of its segments.
    pub label_at: Vec2,
}

/// The open features the map outlines; empty while the helper is off or at
/// a purist table.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct OpenFeatures(pub Vec<OpenFeature>);

/// An outline of one tile of an open feature, in one holder's colour.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpenFeatureOutline {
    pub cell: Pos,
    pub seat: usize,
}

const Z_OUTLINE: f32 = 2.5;

impl OpenFeature {
    /// Every unfinished road, city, monastery and garden of `game` that holds
    /// a figure, with its value when `values` is on.
    pub fn all(game: &Game, values: bool) -> Vec<OpenFeature> {
        let mut out: Vec<OpenFeature> = Vec::new();
        for fig in game.figures() {
            let feature = game.feature_of(fig.tile as usize, fig.segment as usize);
            let kind = game.feature_kind(feature);
            if kind == FeatureKind::Field
                || game.is_complete(feature)
                || out.iter().any(|o| o.feature == feature)
            {
                continue;
            }
            let v = game.feature_value(feature);
            let best = v.holders.iter().copied().max().unwrap_or(0);
            if best == 0 {
                continue;
            }
            let holders = (0..game.players().len())
                .filter(|&s| v.holders[s] == best)
                .collect();
            let fairy = game
                .fairy_with()
                .filter(|f| game.feature_of(f.tile as usize, f.segment as usize) == feature)
                .map(|f| (usize::from(f.player), FAIRY_FEATURE_POINTS))
                .filter(|_| values);
            let segments: Vec<(usize, usize)> = game.feature_segments(feature).collect();
            let mut cells: Vec<Pos> = Vec::new();
            for &(ti, _) in &segments {
                let pos = game.tiles()[ti].pos;
                if !cells.contains(&pos) {
                    cells.push(pos);
                }
            }
            let spots: Vec<Vec2> = segments
                .iter()
                .map(|&(ti, local)| segment_world(game, ti, local))
                .collect();
            let mean = spots.iter().sum::<Vec2>() / spots.len().max(1) as f32;
            // Just above the segment nearest the middle, clear of its figure
            // (and right of it, clear of the fairy, if she stands there).
            let label_segment = segments
                .iter()
                .zip(&spots)
                .min_by(|(_, a), (_, b)| {
                    a.distance_squared(mean)
                        .total_cmp(&b.distance_squared(mean))
                })
                .map(|(&s, &at)| (s, at));
            let beside_fairy = game.fairy_with().is_some_and(|f| {
                label_segment.is_some_and(|(s, _)| s == (f.tile as usize, f.segment as usize))
            });
            let label_at = label_segment.map_or(mean, |(_, at)| at)
                + Vec2::new(if beside_fairy { 0.2 * TILE } else { 0.0 }, 0.26 * TILE);
            out.push(OpenFeature {
                feature,
                kind,
                holders,
                cells,
                value: values.then_some(v.value_now),
                fairy,
                label_at,
            });
        }
        out
    }
}

/// How far in from the cell's edge a kind's outline runs, so a road and a
/// city on one tile show as two frames.
fn inset(kind: FeatureKind) -> f32 {
    match kind {
        FeatureKind::City => 0.92,
        FeatureKind::Road => 0.8,
        _ => 0.68,
    }
}

pub(super) fn sync_open_features(
    mut commands: Commands,
    active: Shown,
    glance: Res<Glance>,
    art: Option<Res<ArtAssets>>,
    mut open: ResMut<OpenFeatures>,
    outlines: Query<Entity, With<OpenFeatureOutline>>,
) {
    if !active.is_changed() && !glance.is_changed() {
        return;
    }
    let now = if glance.open_features && helpers_on(active.helpers) {
        OpenFeature::all(active.shown(), active.helpers.shows_values())
    } else {
        Vec::new()
    };
    for e in &outlines {
        commands.entity(e).despawn();
    }
    let frame = art.map(|a| a.thin_frame.clone()).unwrap_or_default();
    for f in &now {
        for (k, &seat) in f.holders.iter().enumerate() {
            let colour = active.seats()[seat].colour;
            let size = TILE * (inset(f.kind) - 0.05 * k as f32);
            for &cell in &f.cells {
                let mut outline = commands.spawn((
                    OpenFeatureOutline { cell, seat },
                    DespawnOnEnter(Screen::NewGame),
                    Sprite {
                        image: frame.clone(),
                        custom_size: Some(Vec2::splat(size)),
                        color: player_color(colour, 0.95),
                        ..default()
                    },
                    Transform::from_translation(cell_center(cell).extend(Z_OUTLINE)),
                ));
                if is_dark(colour) {
                    outline.with_child((
                        Sprite {
                            image: frame.clone(),
                            custom_size: Some(Vec2::splat(size + TILE * 0.025)),
                            color: Color::srgba(0.95, 0.93, 0.86, 0.8),
                            ..default()
                        },
                        Transform::from_xyz(0.0, 0.0, -0.01),
                    ));
                }
            }
        }
    }
    open.set_if_neq(OpenFeatures(now));
}

/// Each open feature's value on the map, in its holder's colour; drawn under
/// the screens' panels.
pub(super) fn values_on_map(
    mut contexts: EguiContexts,
    open: Res<OpenFeatures>,
    active: Shown,
    camera: Query<(&Camera, &GlobalTransform), With<MapCamera>>,
) -> Result {
    if open.0.iter().all(|f| f.value.is_none()) {
        return Ok(());
    }
    let Ok((cam, cam_t)) = camera.single() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let zoom = ctx.zoom_factor();
    let painter = ctx.layer_painter(egui::LayerId::background());
    for f in &open.0 {
        let (Some(value), Some(&seat)) = (f.value, f.holders.first()) else {
            continue;
        };
        let Ok(at) = cam.world_to_viewport(cam_t, f.label_at.extend(0.0)) else {
            continue;
        };
        let centre = egui::pos2(at.x, at.y) / zoom;
        let colour = active.seats()[seat].colour;
        let text = value.to_string();
        let font = egui::FontId::proportional(14.0);
        let [r, g, b] = colour.rgb().map(f32::from);
        let ink = if 0.299 * r + 0.587 * g + 0.114 * b > 140.0 {
            egui::Color32::BLACK
        } else {
            egui::Color32::WHITE
        };
        let galley = painter.layout_no_wrap(text, font, ink);
        let size = galley.size() + egui::vec2(10.0, 4.0);
        let rect = egui::Rect::from_center_size(centre, size.max(egui::vec2(22.0, 18.0)));
        painter.rect_filled(rect, 9.0, colour32(colour));
        // A tie shows every holder's colour round the value.
        for (k, &other) in f.holders.iter().enumerate().skip(1) {
            painter.rect_stroke(
                rect.expand(2.0 * k as f32),
                9.0,
                egui::Stroke::new(2.0, colour32(active.seats()[other].colour)),
                egui::StrokeKind::Outside,
            );
        }
        painter.rect_stroke(
            rect,
            9.0,
            egui::Stroke::new(1.5, egui::Color32::from_gray(235)),
            egui::StrokeKind::Inside,
        );
        painter.galley(rect.center() - galley.size() / 2.0, galley, ink);
        if let Some((owner, points)) = f.fairy {
            fairy_badge(
                &painter,
                rect,
                points,
                colour32(active.seats()[owner].colour),
            );
        }
    }
    Ok(())
}

/// The fairy's points beside a feature's value: "+3" on the fairy's pale
/// violet, rimmed in the colour of the seat they go to.
fn fairy_badge(painter: &egui::Painter, value: egui::Rect, points: u32, owner: egui::Color32) {
    let galley = painter.layout_no_wrap(
        format!("+{points}"),
        egui::FontId::proportional(12.0),
        egui::Color32::from_rgb(70, 30, 90),
    );
    let size = (galley.size() + egui::vec2(8.0, 2.0)).max(egui::vec2(20.0, 16.0));
    let rect = egui::Rect::from_min_size(
        egui::pos2(value.right() + 3.0, value.center().y - size.y / 2.0),
        size,
    );
    painter.rect_filled(rect, 8.0, egui::Color32::from_rgb(236, 222, 250));
    painter.rect_stroke(
        rect,
        8.0,
        egui::Stroke::new(2.0, owner),
        egui::StrokeKind::Outside,
    );
    painter.galley(
        rect.center() - galley.size() / 2.0,
        galley,
        egui::Color32::BLACK,
    );
}
