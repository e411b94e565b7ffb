//! The figures: a standing follower, a lying farmer and a robed abbot with a
//! mitre and crook, in the five player colours. Shapes differ, not only
//! colours, and a light halo keeps dark figures readable on dark tiles.

use super::FIGURE_PX;
use super::canvas::{Canvas, Colour, Ends, Pen, Pt, circle, hex, pt};
use super::image::Rgba;
use tiny_skia::{Path, Transform};

/// A player's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerColour {
    Yellow,
    Red,
    Green,
    Blue,
    Black,
}

impl PlayerColour {
    pub const ALL: [PlayerColour; 5] = [
        PlayerColour::Yellow,
        PlayerColour::Red,
        PlayerColour::Green,
        PlayerColour::Blue,
        PlayerColour::Black,
    ];

    /// The lower-case name used in file names and messages.
    pub const fn name(self) -> &'static str {
        match self {
            PlayerColour::Yellow => "yellow",
            PlayerColour::Red => "red",
            PlayerColour::Green => "green",
            PlayerColour::Blue => "blue",
            PlayerColour::Black => "black",
        }
    }

    pub const fn rgb(self) -> [u8; 3] {
        match self {
            PlayerColour::Yellow => [242, 196, 40],
            PlayerColour::Red => [212, 48, 40],
            PlayerColour::Green => [36, 150, 70],
            PlayerColour::Blue => [40, 100, 210],
            PlayerColour::Black => [38, 38, 44],
        }
    }
}

/// What a figure looks like on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FigureShape {
    /// A standing meeple: on roads, cities and monasteries.
    Follower,
    /// A meeple lying on its back: in fields.
    Farmer,
    /// A robed figure with a mitre and a crook: on monasteries and gardens.
    Abbot,
}

impl FigureShape {
    pub const ALL: [FigureShape; 3] = [
        FigureShape::Follower,
        FigureShape::Farmer,
        FigureShape::Abbot,
    ];

    /// The lower-case name used in file names.
    pub const fn name(self) -> &'static str {
        match self {
            FigureShape::Follower => "follower",
            FigureShape::Farmer => "farmer",
            FigureShape::Abbot => "abbot",
        }
    }
}

const HALO: Colour = hex(0xf7f0dc);

/// Draws a figure, [`FIGURE_PX`] square on a transparent background.
pub fn render_figure(shape: FigureShape, colour: PlayerColour) -> Rgba {
    let mut c = Canvas::new(FIGURE_PX);
    let body = Colour::rgb(colour.rgb());
    let (fills, lines) = match shape {
        FigureShape::Follower => (meeple(0.4), Vec::new()),
        FigureShape::Farmer => {
            // The same meeple, arms lowered, lying on its back, head west.
            let lying = Transform::from_rotate_at(-90.0, 0.5, 0.5)
                .post_scale(0.9, 0.9)
                .post_translate(0.05, 0.14);
            let parts = meeple(0.2)
                .into_iter()
                .filter_map(|p| p.transform(lying))
                .collect();
            (parts, Vec::new())
        }
        FigureShape::Abbot => abbot(),
    };
    let rim = if colour == PlayerColour::Black {
        hex(0x8a8a90)
    } else {
        body.darker(0.45)
    };
    // Halo, then a dark rim, then the body: the fills cover the inner halves.
    for p in &fills {
        c.stroke(p, 0.11, HALO, Ends::Round);
    }
    for p in &lines {
        c.stroke(p, 0.06 + 0.11, HALO, Ends::Round);
    }
    for p in &fills {
        c.stroke(p, 0.05, rim, Ends::Round);
    }
    for p in &lines {
        c.stroke(p, 0.06 + 0.05, rim, Ends::Round);
    }
    for p in &fills {
        c.fill(p, body);
        c.stroke(p, 0.012, body, Ends::Round);
    }
    for p in &lines {
        c.stroke(p, 0.06, body, Ends::Round);
    }
    // Light from the upper left: a soft highlight clipped to the figure.
    let mut inside = c.mask();
    for p in &fills {
        c.mask_fill(&mut inside, p);
    }
    let glow = circle(pt(0.32, 0.3), 0.42);
    c.fill_in(&glow, hex(0xffffff).alpha(48), Some(&inside));
    c.into_rgba()
}

/// A meeple standing in the unit square: head and body, arms out by `arm`.
fn meeple(arm: f32) -> Vec<Path> {
    let head = circle(pt(0.5, 0.2), 0.13);
    // The left half, from the neck round to the crotch; the right mirrors it.
    let left = |p: Pt| p;
    let right = |p: Pt| pt(1.0 - p.x, p.y);
    let tip = 0.5 - arm;
    let half = |f: &dyn Fn(Pt) -> Pt, pen: Pen| {
        pen.cubic(f(pt(0.36, 0.32)), f(pt(tip + 0.08, 0.33)), f(pt(tip, 0.42)))
            .quad(f(pt(tip - 0.04, 0.5)), f(pt(tip + 0.05, 0.53)))
            .quad(f(pt(0.28, 0.52)), f(pt(0.35, 0.58)))
            .quad(f(pt(0.3, 0.76)), f(pt(0.17, 0.89)))
            .quad(f(pt(0.14, 0.95)), f(pt(0.24, 0.95)))
            .line(f(pt(0.4, 0.95)))
            .quad(f(pt(0.45, 0.95)), f(pt(0.5, 0.8)))
    };
    let left_half = half(&left, Pen::at(pt(0.5, 0.3))).close().done();
    let right_half = half(&right, Pen::at(pt(0.5, 0.3))).close().done();
    vec![head, left_half, right_half]
}

/// An abbot: a bell-shaped robe, a hooded head under a tall mitre, and a crook.
fn abbot() -> (Vec<Path>, Vec<Path>) {
    let robe = Pen::at(pt(0.5, 0.3))
        .quad(pt(0.36, 0.3), pt(0.33, 0.42))
        .cubic(pt(0.3, 0.6), pt(0.2, 0.8), pt(0.15, 0.93))
        .quad(pt(0.5, 0.98), pt(0.85, 0.93))
        .cubic(pt(0.8, 0.8), pt(0.7, 0.6), pt(0.67, 0.42))
        .quad(pt(0.64, 0.3), pt(0.5, 0.3))
        .close()
        .done();
    let head = circle(pt(0.5, 0.31), 0.1);
    let mitre = Pen::at(pt(0.39, 0.27))
        .quad(pt(0.38, 0.12), pt(0.5, 0.02))
        .quad(pt(0.62, 0.12), pt(0.61, 0.27))
        .close()
        .done();
    let crook = Pen::at(pt(0.86, 0.9))
        .line(pt(0.86, 0.2))
        .cubic(pt(0.86, 0.06), pt(0.72, 0.06), pt(0.74, 0.18))
        .done();
    (vec![robe, head, mitre], vec![crook])
}
