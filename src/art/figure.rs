//! The figures: a standing follower, a lying farmer, a robed abbot with a
//! mitre and crook, a large follower (stout, with a sash), a builder (hat
//! and hammer) and a pig, in the six player colours. Shapes differ, not only
//! colours, and a light halo keeps dark figures readable on dark tiles.

use super::canvas::{Canvas, Colour, Ends, Pen, Pt, circle, ellipse, hex, pt};
use super::image::Rgba;
use super::sizes::FIGURE_PX;
use tiny_skia::{Path, Transform};

/// A player's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerColour {
    Yellow,
    Red,
    Green,
    Blue,
    Black,
    /// The sixth colour, with Inns & Cathedrals.
    Pink,
}

impl PlayerColour {
    pub const ALL: [PlayerColour; 6] = [
        PlayerColour::Yellow,
        PlayerColour::Red,
        PlayerColour::Green,
        PlayerColour::Blue,
        PlayerColour::Black,
        PlayerColour::Pink,
    ];

    /// The colour's place in [`PlayerColour::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour of a name from [`PlayerColour::name`], in any case
    /// ("red", "Red"), as records, settings and network seats give it.
    pub fn from_name(name: &str) -> Option<PlayerColour> {
        PlayerColour::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(name))
    }

    /// The lower-case name used in file names and messages.
    pub const fn name(self) -> &'static str {
        match self {
            PlayerColour::Yellow => "yellow",
            PlayerColour::Red => "red",
            PlayerColour::Green => "green",
            PlayerColour::Blue => "blue",
            PlayerColour::Black => "black",
            PlayerColour::Pink => "pink",
        }
    }

    pub const fn rgb(self) -> [u8; 3] {
        match self {
            PlayerColour::Yellow => [242, 196, 40],
            PlayerColour::Red => [212, 48, 40],
            PlayerColour::Green => [36, 150, 70],
            PlayerColour::Blue => [40, 100, 210],
            PlayerColour::Black => [38, 38, 44],
            PlayerColour::Pink => [240, 120, 185],
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
    /// The large follower (Inns & Cathedrals): a stout meeple with a sash,
    /// wider than a follower in every part.
    Large,
    /// The builder (Traders & Builders): a slim worker in a brimmed hat,
    /// a hammer raised at its side.
    Builder,
    /// The pig (Traders & Builders), standing in a field.
    Pig,
}

impl FigureShape {
    pub const ALL: [FigureShape; 6] = [
        FigureShape::Follower,
        FigureShape::Farmer,
        FigureShape::Abbot,
        FigureShape::Large,
        FigureShape::Builder,
        FigureShape::Pig,
    ];

    /// The shape's place in [`FigureShape::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The shape of this name (what the figures' table calls a look).
    pub fn named(name: &str) -> Option<FigureShape> {
        FigureShape::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The lower-case name used in file names.
    pub const fn name(self) -> &'static str {
        match self {
            FigureShape::Follower => "follower",
            FigureShape::Farmer => "farmer",
            FigureShape::Abbot => "abbot",
            FigureShape::Large => "large",
            FigureShape::Builder => "builder",
            FigureShape::Pig => "pig",
        }
    }
}

const HALO: Colour = hex(0xf7f0dc);

/// Draws a figure, [`FIGURE_PX`] square on a transparent background.
pub fn render_figure(shape: FigureShape, colour: PlayerColour) -> Rgba {
    render_figure_sized(shape, colour, FIGURE_PX)
}

/// Draws a figure `px` pixels square (it is drawn from shapes, so any size
/// is sharp): for the game's icon, or figures larger than the default art.
pub fn render_figure_sized(shape: FigureShape, colour: PlayerColour, px: u32) -> Rgba {
    let mut c = Canvas::new(px.max(1));
    let body = Colour::rgb(colour.rgb());
    let mut details = Vec::new();
    let (fills, lines) = match shape {
        FigureShape::Follower => (meeple(0.4), Vec::new()),
        FigureShape::Large => {
            details.push(sash());
            (large_meeple(), Vec::new())
        }
        FigureShape::Builder => {
            let (fills, lines, band) = builder();
            details.push(band);
            (fills, lines)
        }
        FigureShape::Pig => {
            let (fills, lines, marks) = pig();
            details.extend(marks);
            (fills, lines)
        }
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
    // Details (a sash, a hat band, a pig's eye) in the rim's darker shade.
    for d in &details {
        c.fill_in(d, rim, Some(&inside));
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

/// The large follower: a meeple wider in head, body, arms and legs, filling
/// its square.
fn large_meeple() -> Vec<Path> {
    // Kept 0.06 inside the square, so the light outline is never cut off.
    let head = circle(pt(0.5, 0.205), 0.15);
    let left = |p: Pt| p;
    let right = |p: Pt| pt(1.0 - p.x, p.y);
    let half = |f: &dyn Fn(Pt) -> Pt, pen: Pen| {
        pen.cubic(f(pt(0.3, 0.29)), f(pt(0.1, 0.3)), f(pt(0.075, 0.39)))
            .quad(f(pt(0.05, 0.56)), f(pt(0.13, 0.62)))
            .quad(f(pt(0.22, 0.64)), f(pt(0.25, 0.7)))
            .quad(f(pt(0.24, 0.82)), f(pt(0.12, 0.88)))
            .quad(f(pt(0.07, 0.94)), f(pt(0.17, 0.94)))
            .line(f(pt(0.44, 0.94)))
            .quad(f(pt(0.49, 0.94)), f(pt(0.5, 0.88)))
    };
    let left_half = half(&left, Pen::at(pt(0.5, 0.3))).close().done();
    let right_half = half(&right, Pen::at(pt(0.5, 0.3))).close().done();
    vec![head, left_half, right_half]
}

/// The large follower's sash, from the left shoulder to the right hip.
fn sash() -> Path {
    Pen::at(pt(0.26, 0.33))
        .line(pt(0.36, 0.31))
        .line(pt(0.76, 0.66))
        .line(pt(0.7, 0.74))
        .close()
        .done()
}

/// A builder: a slim worker with straight legs and a brimmed hat, a hammer
/// raised in its right hand; and the hat's band.
fn builder() -> (Vec<Path>, Vec<Path>, Path) {
    let body = Pen::at(pt(0.4, 0.33))
        .line(pt(0.6, 0.33))
        .quad(pt(0.68, 0.34), pt(0.7, 0.42))
        .line(pt(0.78, 0.5))
        .line(pt(0.72, 0.57))
        .line(pt(0.63, 0.5))
        .line(pt(0.62, 0.62))
        .line(pt(0.64, 0.94))
        .line(pt(0.53, 0.94))
        .line(pt(0.5, 0.68))
        .line(pt(0.47, 0.94))
        .line(pt(0.36, 0.94))
        .line(pt(0.38, 0.62))
        .line(pt(0.37, 0.5))
        .line(pt(0.3, 0.6))
        .line(pt(0.23, 0.54))
        .line(pt(0.31, 0.41))
        .quad(pt(0.33, 0.34), pt(0.4, 0.33))
        .close()
        .done();
    let head = circle(pt(0.5, 0.24), 0.085);
    let hat = Pen::at(pt(0.3, 0.2))
        .line(pt(0.7, 0.2))
        .line(pt(0.7, 0.15))
        .line(pt(0.6, 0.14))
        .quad(pt(0.6, 0.05), pt(0.5, 0.05))
        .quad(pt(0.4, 0.05), pt(0.4, 0.14))
        .line(pt(0.3, 0.15))
        .close()
        .done();
    let hammer_head = Pen::at(pt(0.7, 0.12))
        .line(pt(0.9, 0.1))
        .line(pt(0.91, 0.2))
        .line(pt(0.71, 0.22))
        .close()
        .done();
    let handle = Pen::at(pt(0.75, 0.53)).line(pt(0.81, 0.17)).done();
    let band = Pen::at(pt(0.4, 0.13))
        .line(pt(0.6, 0.13))
        .line(pt(0.6, 0.17))
        .line(pt(0.4, 0.17))
        .close()
        .done();
    (vec![body, head, hat, hammer_head], vec![handle], band)
}

/// A pig standing, facing left: a round body, a big head with ears and a
/// snout, short legs and a curly tail; and its eye and nostrils.
fn pig() -> (Vec<Path>, Vec<Path>, Vec<Path>) {
    let body = ellipse(pt(0.56, 0.56), pt(1.0, 0.0), 0.31, 0.21);
    let head = circle(pt(0.26, 0.5), 0.16);
    let snout = ellipse(pt(0.1, 0.55), pt(1.0, 0.0), 0.06, 0.075);
    let ear = |x: f32| {
        Pen::at(pt(x - 0.06, 0.4))
            .line(pt(x - 0.02, 0.27))
            .line(pt(x + 0.07, 0.38))
            .close()
            .done()
    };
    let leg = |x: f32| {
        Pen::at(pt(x - 0.045, 0.68))
            .line(pt(x + 0.045, 0.68))
            .line(pt(x + 0.04, 0.86))
            .line(pt(x - 0.04, 0.86))
            .close()
            .done()
    };
    let tail = Pen::at(pt(0.86, 0.5))
        .cubic(pt(0.96, 0.46), pt(0.96, 0.36), pt(0.9, 0.37))
        .cubic(pt(0.85, 0.38), pt(0.87, 0.45), pt(0.92, 0.43))
        .done();
    let fills = vec![
        body,
        head,
        snout,
        ear(0.22),
        ear(0.34),
        leg(0.36),
        leg(0.48),
        leg(0.66),
        leg(0.77),
    ];
    let marks = vec![
        circle(pt(0.23, 0.46), 0.025),
        ellipse(pt(0.085, 0.53), pt(0.0, 1.0), 0.022, 0.012),
        ellipse(pt(0.085, 0.58), pt(0.0, 1.0), 0.022, 0.012),
    ];
    (fills, vec![tail], marks)
}
