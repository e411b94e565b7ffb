//! The tile art's style: its palette and the sizes of roads, walls and water
//! (in image units, 0..1 across the tile).

use crate::art::canvas::{Colour, hex};

// ---------------------------------------------------------------- palette

pub(super) const GRASS: Colour = hex(0x9fc25a);
pub(super) const GRASS_DARK: Colour = hex(0x7fa443);
pub(super) const GRASS_LIGHT: Colour = hex(0xbad37a);
pub(super) const MEADOW_WARM: Colour = hex(0xc8cf6a);
pub(super) const BANK_EDGE: Colour = hex(0x6f7f3c);
pub(super) const SAND: Colour = hex(0xe0cb8e);
pub(super) const WATER_EDGE: Colour = hex(0x2f6f9f);
pub(super) const WATER: Colour = hex(0x5aa6d6);
pub(super) const WATER_LIGHT: Colour = hex(0xa9d9f2);
pub(super) const ROAD_EDGE: Colour = hex(0x8a6c43);
pub(super) const ROAD: Colour = hex(0xecd9a6);
pub(super) const STONE: Colour = hex(0xc8b999);
pub(super) const STONE_DARK: Colour = hex(0x5d4a37);
pub(super) const STONE_SHADE: Colour = hex(0x9c8a6b);
pub(super) const PLANKS: Colour = hex(0xb48a57);
pub(super) const CITY_GROUND: Colour = hex(0xc9ab82);
pub(super) const ROOFS: [Colour; 6] = [
    hex(0xc65a3a),
    hex(0xb44a30),
    hex(0xd77a4a),
    hex(0xa8432f),
    hex(0xc46c3e),
    hex(0x9c5a3c),
];
/// An inn's roof: darker and browner than the houses.
pub(super) const INN_ROOF: Colour = hex(0x8a4b2c);
/// A farmhouse's straw roof.
pub(super) const THATCH: Colour = hex(0xd9b25a);
pub(super) const SLATE: Colour = hex(0x65708a);
pub(super) const GOLD: Colour = hex(0xf2c94c);
pub(super) const CHURCH_WALL: Colour = hex(0xf1e4c6);
pub(super) const GRAVEL: Colour = hex(0xd9cda6);
pub(super) const SHIELD: Colour = hex(0x2d5fb3);
pub(super) const SHIELD_RIM: Colour = hex(0xf4e7c3);
pub(super) const HEDGE: Colour = hex(0x3d6d2c);
pub(super) const SOIL: Colour = hex(0x8c5a3a);
pub(super) const FLOWERS: [Colour; 5] = [
    hex(0xe6455a),
    hex(0xf6c945),
    hex(0xf28cc4),
    hex(0x9a6fd6),
    hex(0xfbf3e2),
];
pub(super) const TREE: Colour = hex(0x4f7d35);
pub(super) const TREE_LIGHT: Colour = hex(0x6f9d4a);
pub(super) const ROCK: Colour = hex(0x9a968c);
pub(super) const SHADOW: Colour = Colour {
    r: 30,
    g: 40,
    b: 10,
    a: 70,
};

// ---------------------------------------------------------------- sizes (image units)

/// Depth of a city on one side (its wall's deepest point).
pub(super) const CITY_CAP: f32 = 0.3;
/// Depth of the field left on the open side of a three-sided city.
pub(super) const FIELD_CAP: f32 = 0.30;
/// Depth of the field between a city and a separate city on the next side
/// (that city's cap is [`CITY_CAP`] deep; the inner field lies between).
pub(super) const INNER_FIELD_CAP: f32 = 0.46;
/// Depth of a field cap where a wall runs to a corner to keep fields apart.
pub(super) const SPLIT_FIELD_CAP: f32 = 0.22;
/// How far the wall of a corner city bows into the city.
pub(super) const CORNER_BOW: f32 = 0.16;
/// How far a corner wall bows out of the city where walls meet at a corner.
pub(super) const SPLIT_BOW: f32 = 0.1;
pub(super) const WALL: f32 = 0.04;
pub(super) const ROAD_W: f32 = 0.075;
pub(super) const ROAD_EDGE_W: f32 = 0.095;
pub(super) const WATER_W: f32 = 0.125;
pub(super) const BANK_W: f32 = 0.2;
pub(super) const VILLAGE_RADIUS: f32 = 0.09;
/// Radius of a goods token in a city.
pub(super) const BADGE_R: f32 = 0.105;
/// Free room an inn needs round its middle.
pub(super) const INN_ROOM: f32 = 0.1;
/// The largest radius of an inn's lake.
pub(super) const LAKE_R: f32 = 0.095;
/// The radius of the princess's paved spot in her city (she stands on it,
/// crown to hem inside it): at least this, larger where her city has room.
pub(super) const PRINCESS_ROOM: f32 = 0.105;
/// The largest radius of her paved spot, in a roomy city.
pub(super) const PRINCESS_ROOM_MAX: f32 = 0.14;
/// Radius of a dragon or portal symbol in a field.
pub(super) const SYMBOL_R: f32 = 0.12;
/// The largest radius of the volcano (its foot).
pub(super) const VOLCANO_R: f32 = 0.19;
/// Width of the low ridge of earth over a tunnel.
pub(super) const TUNNEL_W: f32 = 0.11;
