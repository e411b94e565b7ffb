//! Painting the land of a planned tile, back to front: field, water, roads,
//! bridges and tunnels, then the buildings (see `buildings`), gardens, the
//! tile's symbol (see `symbols`) and trees.

use super::buildings::{paint_city, paint_monastery, paint_village};
use super::geometry::{CENTRE, Rng};
use super::landmarks::{paint_divider, paint_farmhouse, paint_inn, paint_lake};
use super::plan::{Landmark, Plan, Road};
use super::style::*;
use super::symbols::{
    paint_dragon_emblem, paint_portal, paint_tunnel_mouth, paint_tunnel_ridge, paint_volcano,
};
use super::water::{River, Water};
use crate::art::canvas::{Canvas, Ends, Pen, Pt, blob, circle, hex, pt, rect, sample};
use crate::art::sizes::TILE_PX;
use crate::rules::tiles::Symbol;
use tiny_skia::{Mask, Path};

impl Plan {
    pub(super) fn paint(&self, c: &mut Canvas) {
        let mut rng = Rng(self.seed ^ 0x5eed);
        paint_field(c, &mut rng);
        if let Some(river) = &self.river {
            paint_river(c, river);
        }
        for inn in &self.inns {
            if let Some(lake) = &inn.lake {
                paint_lake(c, lake);
            }
        }
        self.paint_roads(c);
        if let Some(river) = &self.river {
            for road in &self.roads {
                paint_bridge(c, &road.path, &river.mask);
            }
        }
        let tunnels: Vec<_> = self
            .roads
            .iter()
            .filter_map(|r| r.tunnel.as_ref())
            .collect();
        for tunnel in &tunnels {
            paint_tunnel_ridge(c, &tunnel.hidden);
        }
        for wall in &self.dividers {
            paint_divider(c, wall);
        }
        for city in &self.cities {
            paint_city(c, city, &self.roads, &mut rng);
        }
        for &(at, dir) in tunnels.iter().flat_map(|t| &t.mouths) {
            paint_tunnel_mouth(c, at, dir);
        }
        if let Some((at, houses)) = &self.village {
            paint_village(c, *at, houses, &mut rng);
        }
        for &(at, dir) in &self.farmhouses {
            paint_farmhouse(c, at, dir);
        }
        if let Some((at, r)) = self.monastery {
            paint_monastery(c, at, r);
        }
        for inn in &self.inns {
            paint_inn(c, inn);
        }
        if let Some((at, r)) = self.garden {
            paint_garden(c, at, r, &mut rng);
        }
        match self.landmark {
            Some(Landmark::Volcano(at, r)) => paint_volcano(c, at, r),
            Some(Landmark::Emblem(Symbol::Portal, at, r)) => paint_portal(c, at, r),
            Some(Landmark::Emblem(_, at, r)) => paint_dragon_emblem(c, at, r),
            None => {}
        }
        for &(at, r) in &self.trees {
            paint_tree(c, at, r);
        }
        let frame = rect(CENTRE, pt(1.0, 0.0), pt(0.5, 0.5), 0.0);
        c.stroke(&frame, 0.01, hex(0x000000).alpha(45), Ends::Flat);
    }

    /// Roads, the village square, then roads that cross the others on a
    /// bridge (a tile without water), with the bridge over the crossing.
    fn paint_roads(&self, c: &mut Canvas) {
        let plaza = self
            .village
            .as_ref()
            .map(|(at, _)| circle(*at, VILLAGE_RADIUS));
        let (over, under): (Vec<&Road>, Vec<&Road>) = self.roads.iter().partition(|r| r.over);
        for road in &under {
            c.stroke(&road.path, ROAD_EDGE_W, ROAD_EDGE, Ends::Round);
        }
        if let Some(p) = &plaza {
            c.stroke(p, ROAD_EDGE_W - ROAD_W, ROAD_EDGE, Ends::Round);
        }
        for road in &under {
            c.stroke(&road.path, ROAD_W, ROAD, Ends::Round);
        }
        if let Some(p) = &plaza {
            c.fill(p, ROAD);
        }
        if over.is_empty() {
            return;
        }
        let mut below = c.mask();
        for road in &under {
            c.mask_stroke(&mut below, &road.path, 0.2, Ends::Flat);
        }
        // The bridge's shadow on the road below.
        let shadow = tiny_skia::Transform::from_translate(0.012, 0.016);
        for road in &over {
            if let Some(moved) = road.path.clone().transform(shadow) {
                c.stroke_in(&moved, 0.15, SHADOW, Ends::Flat, Some(&below));
            }
        }
        for road in &over {
            c.stroke(&road.path, ROAD_EDGE_W, ROAD_EDGE, Ends::Round);
            c.stroke(&road.path, ROAD_W, ROAD, Ends::Round);
        }
        for road in &over {
            paint_bridge(c, &road.path, &below);
        }
    }
}

fn paint_field(c: &mut Canvas, rng: &mut Rng) {
    c.fill(&rect(CENTRE, pt(1.0, 0.0), pt(0.5, 0.5), 0.0), GRASS);
    for _ in 0..5 {
        let at = pt(rng.range(0.0, 1.0), rng.range(0.0, 1.0));
        let r = rng.range(0.12, 0.24);
        let shore: Vec<Pt> = (0..8)
            .map(|i| at + Pt::at_angle(i as f32 * 0.785) * (r * rng.range(0.7, 1.1)))
            .collect();
        c.fill(&blob(&shore), MEADOW_WARM.alpha(50));
    }
    for _ in 0..70 {
        let at = pt(rng.range(0.02, 0.98), rng.range(0.02, 0.98));
        let h = rng.range(0.014, 0.022);
        let colour = if rng.next().is_multiple_of(3) {
            GRASS_LIGHT
        } else {
            GRASS_DARK
        };
        let tuft = Pen::at(at + pt(-0.008, -h))
            .line(at)
            .line(at + pt(0.0, -h * 1.2))
            .line(at)
            .line(at + pt(0.008, -h))
            .done();
        c.stroke(&tuft, 0.006, colour, Ends::Round);
    }
}

fn paint_river(c: &mut Canvas, river: &River) {
    let bank = BANK_W - WATER_W;
    let layers = [
        (BANK_EDGE, BANK_W + 0.016, bank + 0.016),
        (SAND, BANK_W, bank),
        (WATER_EDGE, WATER_W + 0.014, 0.014),
        (WATER, WATER_W, 0.0),
    ];
    for (colour, flow_w, rim_w) in layers {
        for part in &river.parts {
            match part {
                Water::Flow(p) => c.stroke(p, flow_w, colour, Ends::Flat),
                Water::Pool(p) => {
                    c.fill(p, colour);
                    if rim_w > 0.0 {
                        c.stroke(p, rim_w, colour, Ends::Round);
                    }
                }
            }
        }
    }
    // Little light waves, alternating from bank to bank along the current.
    for line in &river.ripples {
        for (i, (at, dir)) in sample(line, 0.075).into_iter().enumerate().skip(1) {
            let side = dir.perp() * if i % 2 == 0 { 0.024 } else { -0.024 };
            let bow = dir.perp() * 0.006;
            let wave = Pen::at(at + side - dir * 0.02)
                .quad(at + side + bow, at + side + dir * 0.02)
                .done();
            c.stroke(&wave, 0.009, WATER_LIGHT, Ends::Round);
        }
    }
    for &(at, r) in &river.rocks {
        c.fill(&circle(at + pt(0.006, 0.008), r), SHADOW);
        c.fill(&circle(at, r), ROCK);
        c.fill(
            &circle(at - pt(r * 0.3, r * 0.3), r * 0.45),
            ROCK.lighter(0.35),
        );
    }
}

/// Where a road crosses water: stone parapets and a plank deck.
fn paint_bridge(c: &mut Canvas, road: &Path, water: &Mask) {
    c.stroke_in(road, 0.17, SHADOW, Ends::Flat, Some(water));
    c.stroke_in(road, 0.14, STONE_DARK, Ends::Flat, Some(water));
    c.stroke_in(road, 0.122, STONE, Ends::Flat, Some(water));
    c.stroke_in(road, 0.082, STONE_DARK, Ends::Flat, Some(water));
    c.stroke_in(road, 0.074, PLANKS, Ends::Flat, Some(water));
    let mut planks = c.mask();
    if let Some(outline) = road.stroke(
        &tiny_skia::Stroke {
            width: 0.074,
            dash: tiny_skia::StrokeDash::new(vec![0.004, 0.014], 0.0),
            ..Default::default()
        },
        TILE_PX as f32,
    ) {
        c.mask_fill(&mut planks, &outline);
    }
    intersect(&mut planks, water);
    c.fill_in(
        &rect(CENTRE, pt(1.0, 0.0), pt(0.5, 0.5), 0.0),
        PLANKS.darker(0.3),
        Some(&planks),
    );
}

fn intersect(mask: &mut Mask, other: &Mask) {
    for (a, b) in mask.data_mut().iter_mut().zip(other.data()) {
        *a = ((*a as u16 * *b as u16) / 255) as u8;
    }
}

/// A garden: a round hedge around a bed of flowers.
fn paint_garden(c: &mut Canvas, at: Pt, r: f32, rng: &mut Rng) {
    let bumps: Vec<Pt> = (0..18)
        .map(|i| {
            let k = if i % 2 == 0 { 1.0 } else { 0.93 };
            at + Pt::at_angle(i as f32 / 18.0 * std::f32::consts::TAU) * (r * k)
        })
        .collect();
    let hedge = blob(&bumps);
    c.fill(&circle(at + pt(0.01, 0.012), r), SHADOW);
    c.fill(&hedge, HEDGE);
    c.stroke(&hedge, 0.006, HEDGE.darker(0.3), Ends::Round);
    c.fill(
        &circle(at - pt(r * 0.06, r * 0.06), r * 0.86),
        HEDGE.lighter(0.12),
    );
    let bed = r * 0.66;
    c.fill(&circle(at, bed), SOIL);
    let step = (bed * 0.42).max(0.022);
    let n = (bed / step).ceil() as i32;
    for gy in -n..=n {
        for gx in -n..=n {
            let offset = if gy % 2 == 0 { 0.0 } else { step / 2.0 };
            let p = at + pt(gx as f32 * step + offset, gy as f32 * step * 0.87);
            if p.dist(at) > bed - step * 0.45 {
                continue;
            }
            let colour = rng.pick(&FLOWERS);
            let fr = step * 0.36;
            for k in 0..5 {
                let petal = p + Pt::at_angle(k as f32 * 1.2566 + 0.3) * (fr * 0.7);
                c.fill(&circle(petal, fr * 0.6), colour);
            }
            c.fill(&circle(p, fr * 0.4), hex(0xf7d44a).darker(0.1));
        }
    }
}

fn paint_tree(c: &mut Canvas, at: Pt, r: f32) {
    c.fill(&circle(at + pt(r * 0.35, r * 0.45), r), SHADOW);
    c.fill(&circle(at, r), TREE.darker(0.15));
    c.fill(&circle(at - pt(r * 0.08, r * 0.08), r * 0.88), TREE);
    c.fill(&circle(at - pt(r * 0.3, r * 0.3), r * 0.45), TREE_LIGHT);
}
