//! Tiles left (T): every tile type still unseen, drawn small with its count,
//! grouped as the table thinks of them (cities, roads, monasteries, the
//! River, each expansion), and the pile size with the dragon tiles that
//! wait for the first volcano (The Princess & the Dragon: drawn before it,
//! they are set aside). Hovering a type marks every cell where that tile
//! could go now.

use crate::app::art_assets::ArtAssets;
use crate::app::glance::helpers::Glance;
use crate::app::glance::helpers::helpers_on;
use crate::app::map::grid::{TILE, cell_center};
use crate::app::turn::active_game::Shown;
use crate::app::turn::phases::Screen;
use crate::app::words::game::tile_words;
use crate::i18n::key;
use crate::rules::{
    EXPANSIONS, Expansion, ExpansionRow, FeatureKind, Game, Pos, TileType, TileTypeId,
};
use crate::tr;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiTextureHandle, egui};

/// A group of tile types in the panel, with how many of each are unseen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileGroup {
    pub name: &'static str,
    /// Every type of the group still unseen, in catalog order.
    pub tiles: Vec<(TileTypeId, u8)>,
}

/// What the tiles-left panel shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnseenTiles {
    /// Groups with a tile unseen.
    pub groups: Vec<TileGroup>,
    /// Tiles still to come (the tile in hand is one of them).
    pub pile: usize,
    /// Unseen tiles that cannot come yet, by type (counted in their group
    /// and in `pile` too): the dragon tiles before the first volcano. A
    /// player sees that much; which of them were drawn and set aside
    /// stays among the unseen, as the pile's order does.
    pub waiting: Vec<(TileTypeId, u8)>,
}

impl UnseenTiles {
    /// The unseen tiles of `game`, grouped.
    pub fn of(game: &Game) -> UnseenTiles {
        let counts = game.unseen_counts();
        let mut groups: Vec<TileGroup> = Vec::new();
        for (i, t) in game.catalog().types.iter().enumerate() {
            // Types of sets not in play are never in the pile.
            if counts[i] == 0 {
                continue;
            }
            let name = group_name(t);
            let entry = (i as TileTypeId, counts[i]);
            match groups.iter_mut().find(|g| g.name == name) {
                Some(g) => g.tiles.push(entry),
                None => groups.push(TileGroup {
                    name,
                    tiles: vec![entry],
                }),
            }
        }
        groups.sort_by_key(|g| group_order(g.name));
        let waiting = (0..counts.len())
            .filter(|&i| counts[i] > 0 && !game.drawable(i as TileTypeId))
            .map(|i| (i as TileTypeId, counts[i]))
            .collect();
        UnseenTiles {
            groups,
            pile: game.pile_len(),
            waiting,
        }
    }

    /// How many unseen tiles cannot come yet.
    pub fn waiting(&self) -> u32 {
        self.waiting.iter().map(|&(_, n)| u32::from(n)).sum()
    }

    /// How many tiles of type `t` are unseen.
    pub fn count(&self, t: TileTypeId) -> u8 {
        self.groups
            .iter()
            .flat_map(|g| &g.tiles)
            .find(|&&(id, _)| id == t)
            .map_or(0, |&(_, n)| n)
    }
}

/// The base game's groups, in the panel's order.
const BASE_GROUPS: [&str; 3] = ["Cities", "Roads", "Monasteries"];

/// The group of an expansion's tiles: its name ("The River" as "River").
fn expansion_group(row: &ExpansionRow) -> &'static str {
    row.name.strip_prefix("The ").unwrap_or(row.name)
}

/// The panel's group of a tile type: its expansion, else what it shows most.
fn group_name(t: &TileType) -> &'static str {
    if let Some(row) = EXPANSIONS
        .iter()
        .find(|row| row.tile_sets.iter().any(|set| set.name == t.set))
    {
        return expansion_group(row);
    }
    if t.monastery.is_some() {
        "Monasteries"
    } else if t.segments.iter().any(|s| s.kind == FeatureKind::City) {
        "Cities"
    } else {
        "Roads"
    }
}

/// Where a group comes in the panel: the River first (it is drawn first),
/// then the base game's groups, then the other expansions in table order.
fn group_order(name: &str) -> usize {
    if let Some(i) = BASE_GROUPS.iter().position(|g| *g == name) {
        return 1 + i;
    }
    match Expansion::all().find(|e| expansion_group(e.row()) == name) {
        Some(Expansion::RIVER) => 0,
        Some(e) => 1 + BASE_GROUPS.len() + e.0 as usize,
        None => usize::MAX,
    }
}

/// The tiles left as the panel shows them; `None` at a purist table.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct TilesLeft(pub Option<UnseenTiles>);

/// The tile type the pointer is over in the tiles-left panel.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct HoveredTile(pub Option<TileTypeId>);

/// A mark on a cell where the hovered type could go now.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct FitsHereMark(pub Pos);

const Z_FITS_HERE: f32 = 1.2;

pub(super) fn sync_tiles_left(active: Shown, mut left: ResMut<TilesLeft>) {
    if !active.is_changed() && !left.is_added() {
        return;
    }
    let now = helpers_on(active.helpers).then(|| UnseenTiles::of(active.game()));
    left.set_if_neq(TilesLeft(now));
}

pub(super) fn sync_fits_here(
    mut commands: Commands,
    active: Shown,
    hovered: Res<HoveredTile>,
    art: Option<Res<ArtAssets>>,
    marks: Query<Entity, With<FitsHereMark>>,
) {
    if !active.is_changed() && !hovered.is_changed() {
        return;
    }
    for e in &marks {
        commands.entity(e).despawn();
    }
    let Some(tile) = hovered.0.filter(|_| helpers_on(active.helpers)) else {
        return;
    };
    let frame = art.map(|a| a.thin_frame.clone()).unwrap_or_default();
    let mut cells: Vec<Pos> = Vec::new();
    for p in active.game().legal_placements(tile) {
        if cells.contains(&p.pos) {
            continue;
        }
        cells.push(p.pos);
        commands.spawn((
            FitsHereMark(p.pos),
            DespawnOnExit(Screen::Playing),
            Sprite::from_color(Color::srgba(1.0, 0.75, 0.2, 0.18), Vec2::splat(TILE * 0.96)),
            Transform::from_translation(cell_center(p.pos).extend(Z_FITS_HERE)),
            children![(
                Sprite {
                    image: frame.clone(),
                    custom_size: Some(Vec2::splat(TILE * 0.96)),
                    color: Color::srgba(1.0, 0.8, 0.3, 0.95),
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, 0.01),
            )],
        ));
    }
}

/// Tile types a row of the panel shows.
const PER_ROW: usize = 8;

/// One tile type in the panel: its picture and its count; whether the
/// pointer is over it.
fn tile_left(
    ui: &mut egui::Ui,
    words: &crate::i18n::Localizer,
    game: &Game,
    (t, n): (TileTypeId, u8),
    tex: egui::TextureId,
) -> bool {
    let r = ui
        .vertical(|ui| {
            ui.set_width(42.0);
            ui.add(egui::Image::new(egui::load::SizedTexture::new(
                tex,
                [40.0, 40.0],
            )));
            ui.label(egui::RichText::new(format!("×{n}")).size(13.0).strong());
        })
        .response;
    let r = ui.interact(r.rect, ui.id().with(("tile-left", t)), egui::Sense::hover());
    let hovered = r.hovered();
    let mut cells: Vec<Pos> = Vec::new();
    if hovered {
        for p in game.legal_placements(t) {
            if !cells.contains(&p.pos) {
                cells.push(p.pos);
            }
        }
    }
    let mut tip = tr!(
        words,
        "tile-left-tip",
        tile = tile_words(words, game.tile_type(t)),
        count = n,
        cells = cells.len()
    );
    if !game.drawable(t) {
        tip += "\n";
        tip += &tr!(words, "tile-left-waiting");
    }
    r.on_hover_text(tip);
    hovered
}

/// The panel's state: whether it is open, the tiles it counts, and the
/// tile the pointer is on.
#[derive(SystemParam)]
pub(super) struct TilesLeftPanel<'w> {
    glance: ResMut<'w, Glance>,
    left: Res<'w, TilesLeft>,
    hovered: ResMut<'w, HoveredTile>,
}

/// The tiles-left panel, while it is open and the game is on.
pub(super) fn tiles_left_window(
    mut contexts: EguiContexts,
    panel: TilesLeftPanel,
    active: Shown,
    art: Option<Res<ArtAssets>>,
    screen: Res<State<Screen>>,
    locale: Res<crate::app::language::Locale>,
) -> Result {
    let TilesLeftPanel {
        mut glance,
        left,
        mut hovered,
    } = panel;
    let words = &**locale;
    let (true, Some(unseen), Some(art), Screen::Playing) =
        (glance.tiles_left, &left.0, art, *screen.get())
    else {
        hovered.set_if_neq(HoveredTile(None));
        return Ok(());
    };
    let textures: Vec<(TileTypeId, egui::TextureId)> = unseen
        .groups
        .iter()
        .flat_map(|g| &g.tiles)
        .map(|&(t, _)| {
            let tex = contexts.add_image(EguiTextureHandle::Weak(art.tiles[t as usize].id()));
            (t, tex)
        })
        .collect();
    let ctx = contexts.ctx_mut()?;
    let game = active.game();
    let mut open = true;
    let mut over = None;
    egui::Window::new(tr!(words, "helper-tiles-left"))
        .id(egui::Id::new("tiles-left"))
        .open(&mut open)
        .default_pos([12.0, 12.0])
        .resizable(false)
        .show(ctx, |ui| {
            ui.label(if active.drawn().is_some() {
                tr!(words, "tiles-in-pile-with-hand", count = unseen.pile)
            } else {
                tr!(words, "tiles-in-pile", count = unseen.pile)
            });
            if unseen.waiting() > 0 {
                ui.label(tr!(
                    words,
                    "tiles-dragons-waiting",
                    count = unseen.waiting()
                ));
            }
            ui.label(
                egui::RichText::new(tr!(words, "tiles-left-point"))
                    .weak()
                    .small(),
            );
            for group in &unseen.groups {
                let left: u32 = group.tiles.iter().map(|&(_, n)| n as u32).sum();
                ui.add_space(4.0);
                ui.strong(tr!(
                    words,
                    "tiles-group",
                    group = group_words(words, group.name),
                    count = left
                ));
                for row in group.tiles.chunks(PER_ROW) {
                    ui.horizontal(|ui| {
                        for &(t, n) in row {
                            let Some(&(_, tex)) = textures.iter().find(|(id, _)| *id == t) else {
                                continue;
                            };
                            if tile_left(ui, words, game, (t, n), tex) {
                                over = Some(t);
                            }
                        }
                    });
                }
            }
        });
    if !open {
        glance.tiles_left = false;
    }
    hovered.set_if_neq(HoveredTile(over));
    Ok(())
}

/// A group's name in the chosen language (the panel's groups are named in
/// English, as the expansion table names the expansions).
pub fn group_words(t: &crate::i18n::Localizer, name: &str) -> String {
    let words = match name {
        "Cities" => key("group-cities"),
        "Roads" => key("group-roads"),
        "Monasteries" => key("group-monasteries"),
        "River" => key("group-river"),
        "Abbot" => key("group-abbot"),
        "Inns & Cathedrals" => key("group-inns-cathedrals"),
        "Traders & Builders" => key("group-traders-builders"),
        "Princess & the Dragon" => key("group-princess-dragon"),
        _ => return name.to_string(),
    };
    tr!(t, words)
}
