//! Tile and figure art: the committed defaults, the generator's drawing,
//! art packs overriding the defaults, and broken images falling back with a
//! warning that names the file; the neutral figures (the dragon, the fairy).

use crate::common::{catalog, tile};
use carcassonne::art::{
    FIGURE_PX, FigureShape, ICON_SIZES, NeutralFigure, PlayerColour, Rgba, TILE_PX,
    built_in_neutral_figure_art, built_in_tile_art, decode_png, encode_png, figure_art_path,
    list_art_packs, load_figure_art, load_tile_art, neutral_figure_art_path, render_figure,
    render_icon, render_neutral_figure, render_neutral_figure_sized, render_tile, tile_art_path,
};
use carcassonne::rules::TileCatalog;
use std::path::{Path, PathBuf};

fn assets() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets")
}

/// The source tree's `assets/` as the one override folder.
fn layers() -> Vec<PathBuf> {
    vec![assets()]
}

/// A fresh, empty folder under the system temp folder, removed on drop.
struct TempAssets(PathBuf);

impl TempAssets {
    fn new(name: &str) -> TempAssets {
        let dir =
            std::env::temp_dir().join(format!("carcassonne-art-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temp folder");
        TempAssets(dir)
    }

    fn write(&self, relative: &str, bytes: &[u8]) -> PathBuf {
        let path = self.0.join(relative);
        std::fs::create_dir_all(path.parent().expect("a parent folder")).expect("folders");
        std::fs::write(&path, bytes).expect("a written file");
        path
    }
}

impl Drop for TempAssets {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn solid(px: u32, height: u32, rgba: [u8; 4]) -> Rgba {
    Rgba {
        width: px,
        height,
        data: rgba.repeat(px as usize * height as usize),
    }
}

/// Share of pixels that differ by more than `tolerance` in some channel.
fn differing(a: &Rgba, b: &Rgba, tolerance: u8) -> f64 {
    assert_eq!((a.width, a.height), (b.width, b.height));
    let differ = a
        .data
        .chunks_exact(4)
        .zip(b.data.chunks_exact(4))
        .filter(|(p, q)| {
            p.iter()
                .zip(q.iter())
                .any(|(x, y)| x.abs_diff(*y) > tolerance)
        })
        .count();
    differ as f64 / (a.width * a.height) as f64
}

fn alpha_mask(img: &Rgba) -> Vec<bool> {
    img.data.chunks_exact(4).map(|p| p[3] > 127).collect()
}

#[test]
fn every_tile_of_every_set_has_default_art_of_the_right_size() {
    let catalog = catalog();
    let sets: Vec<(&str, usize)> = catalog
        .sets
        .iter()
        .map(|s| (s.name.as_str(), s.types.len()))
        .collect();
    assert_eq!(
        sets,
        [
            ("base", 32),
            ("river", 12),
            ("inns_cathedrals", 17),
            ("traders_builders", 24),
            ("princess_dragon", 29)
        ],
        "the tile types of every set"
    );
    for t in &catalog.types {
        assert_eq!(t.art, format!("tiles/{}/{}.png", t.set, t.id));
        let path = assets().join(&t.art);
        let bytes = std::fs::read(&path)
            .unwrap_or_else(|e| panic!("tile {} has no art at {}: {e}", t.id, path.display()));
        let img = decode_png(&bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!((img.width, img.height), (TILE_PX, TILE_PX), "{}", t.id);
        let (_, warnings) = load_tile_art(&layers(), None, t);
        assert!(warnings.is_empty(), "{}: {warnings:?}", t.id);
    }
}

#[test]
fn committed_art_is_what_the_generator_draws() {
    // Stale PNGs mean the tile data or the drawing changed: rerun
    // `cargo run --release --no-default-features --bin artgen`. A missing
    // or broken PNG fails here too (it would load as the drawn fallback).
    let catalog = catalog();
    for t in &catalog.types {
        let (committed, warnings) = load_tile_art(&layers(), None, t);
        assert!(warnings.is_empty(), "{}: {warnings:?}", t.art);
        let share = differing(&committed, &render_tile(t), 24);
        assert!(
            share < 0.01,
            "{} differs from the generator in {:.1}% of its pixels; rerun artgen",
            t.art,
            share * 100.0
        );
    }
    for shape in FigureShape::ALL {
        for colour in PlayerColour::ALL {
            let (committed, warnings) = load_figure_art(&layers(), None, shape, colour);
            assert!(warnings.is_empty(), "{warnings:?}");
            let share = differing(&committed, &render_figure(shape, colour), 24);
            assert!(share < 0.01, "the {colour:?} {shape:?}: rerun artgen");
        }
    }
    for figure in NeutralFigure::ALL {
        let file = neutral_figure_art_path(None, figure);
        let bytes = std::fs::read(assets().join(&file))
            .unwrap_or_else(|e| panic!("{file}: {e}; rerun artgen"));
        let committed = decode_png(&bytes).unwrap_or_else(|e| panic!("{file}: {e}"));
        let share = differing(&committed, &render_neutral_figure(figure), 24);
        assert!(share < 0.01, "{file}: rerun artgen");
    }
    for px in ICON_SIZES {
        let file = if px == 256 {
            "icon.png".to_string()
        } else {
            format!("icons/icon-{px}.png")
        };
        let bytes = std::fs::read(assets().join(&file))
            .unwrap_or_else(|e| panic!("{file}: {e}; rerun artgen"));
        let committed = decode_png(&bytes).unwrap_or_else(|e| panic!("{file}: {e}"));
        let share = differing(&committed, &render_icon(px), 24);
        assert!(share < 0.01, "{file}: rerun artgen");
    }
}

#[test]
fn every_figure_has_default_art_of_the_right_size() {
    for shape in FigureShape::ALL {
        for colour in PlayerColour::ALL {
            let (img, warnings) = load_figure_art(&layers(), None, shape, colour);
            assert!(warnings.is_empty(), "{warnings:?}");
            assert_eq!((img.width, img.height), (FIGURE_PX, FIGURE_PX));
        }
    }
    for figure in NeutralFigure::ALL {
        let file = neutral_figure_art_path(None, figure);
        let bytes = std::fs::read(assets().join(&file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        let img = decode_png(&bytes).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!((img.width, img.height), (FIGURE_PX, FIGURE_PX), "{file}");
        assert_eq!(built_in_neutral_figure_art(figure), img, "{file}");
        // Transparent round the figure, like the players' figures.
        assert_eq!(img.pixel(0, 0)[3], 0, "{file}");
        assert_eq!(img.pixel(FIGURE_PX - 1, FIGURE_PX - 1)[3], 0, "{file}");
    }
}

#[test]
fn art_paths_follow_the_tile_set_and_the_pack() {
    let catalog = catalog();
    let a = tile(&catalog, "A");
    let spring = tile(&catalog, "river_A");
    assert_eq!(tile_art_path(None, a), "tiles/base/A.png");
    assert_eq!(tile_art_path(None, spring), "tiles/river/river_A.png");
    assert_eq!(
        tile_art_path(Some("night"), a),
        "art-packs/night/tiles/base/A.png"
    );
    assert_eq!(
        figure_art_path(None, FigureShape::Farmer, PlayerColour::Red),
        "figures/farmer_red.png"
    );
    assert_eq!(
        figure_art_path(Some("night"), FigureShape::Abbot, PlayerColour::Black),
        "art-packs/night/figures/abbot_black.png"
    );
    let inn = tile(&catalog, "IC_A");
    let goods = tile(&catalog, "TB_Q");
    assert_eq!(tile_art_path(None, inn), "tiles/inns_cathedrals/IC_A.png");
    assert_eq!(
        tile_art_path(None, goods),
        "tiles/traders_builders/TB_Q.png"
    );
    let names: Vec<String> = FigureShape::ALL
        .iter()
        .map(|&s| figure_art_path(None, s, PlayerColour::Pink))
        .collect();
    assert_eq!(
        names,
        [
            "figures/follower_pink.png",
            "figures/farmer_pink.png",
            "figures/abbot_pink.png",
            "figures/large_pink.png",
            "figures/builder_pink.png",
            "figures/pig_pink.png"
        ]
    );
    let colours: Vec<&str> = PlayerColour::ALL.iter().map(|c| c.name()).collect();
    assert_eq!(colours, ["yellow", "red", "green", "blue", "black", "pink"]);
    assert_eq!(
        tile_art_path(None, tile(&catalog, "PD_Q")),
        "tiles/princess_dragon/PD_Q.png"
    );
    let neutral: Vec<String> = NeutralFigure::ALL
        .iter()
        .map(|&f| neutral_figure_art_path(None, f))
        .collect();
    assert_eq!(neutral, ["figures/dragon.png", "figures/fairy.png"]);
    assert_eq!(
        neutral_figure_art_path(Some("night"), NeutralFigure::Fairy),
        "art-packs/night/figures/fairy.png"
    );
}

#[test]
fn tiles_are_drawn_deterministically_from_their_layout() {
    let catalog = catalog();
    let i = tile(&catalog, "I");
    let m = tile(&catalog, "M");
    assert_eq!(
        render_tile(i),
        render_tile(i),
        "the same tile draws the same"
    );
    // I and M share the edges C F F C; the segments (two cities or one) differ.
    assert!(differing(&render_tile(i), &render_tile(m), 0) > 0.05);
    // A garden copy is its tile plus a garden: mostly the same picture.
    let e = render_tile(tile(&catalog, "E"));
    let garden = render_tile(tile(&catalog, "E_garden"));
    let share = differing(&e, &garden, 0);
    assert!(
        share > 0.02 && share < 0.35,
        "E vs E_garden differ in {share}"
    );
    // Every tile type with a distinct layout or symbol gets a distinct
    // picture: `PD_G` is `V` with the dragon, `PD_A` is `L` with the princess.
    let pictures: Vec<Rgba> = catalog.types.iter().map(render_tile).collect();
    for (x, a) in catalog.types.iter().enumerate() {
        for (y, b) in catalog.types.iter().enumerate().skip(x + 1) {
            let same_layout =
                a.edges == b.edges && a.segments == b.segments && a.symbol == b.symbol;
            if !same_layout {
                assert!(
                    pictures[x] != pictures[y],
                    "{} and {} look alike",
                    a.id,
                    b.id
                );
            }
        }
    }
}

#[test]
fn a_modded_tile_with_a_new_layout_is_drawn_without_trouble() {
    let mut catalog = TileCatalog::default();
    let set = r#"TileSet(name: "mod", tiles: [
        Tile(id: "tower", count: 1, edges: "CRCR", segments: [
            City(edges: [N, S], arms: 2),
            Road(edges: [E], end: Some(City)),
            Road(edges: [W], end: Some(Village)),
            Field(halves: [EL, WR]), Field(halves: [ER, WL]),
        ]),
        Tile(id: "pond", count: 1, edges: "rFFF", segments: [
            Field(halves: [NL, NR, EL, ER, SL, SR, WL, WR]), Monastery, Garden,
        ]),
        Tile(id: "ford", count: 1, edges: "RrRr", segments: [
            Road(edges: [N, S], bridge: true),
            Field(halves: [NL, WR, WL, SR]), Field(halves: [NR, EL, ER, SL]),
        ]),
    ])"#;
    catalog
        .add_set("mod.ron", set)
        .unwrap_or_else(|e| panic!("{e}"));
    for t in &catalog.types {
        let img = render_tile(t);
        assert_eq!((img.width, img.height), (TILE_PX, TILE_PX));
        assert!(
            img.data.chunks_exact(4).all(|p| p[3] == 255),
            "{} is opaque",
            t.id
        );
    }
}

#[test]
fn a_temporary_art_pack_overrides_the_default_and_the_rest_falls_back() {
    let catalog = catalog();
    let (a, b) = (tile(&catalog, "A"), tile(&catalog, "B"));
    let tmp = TempAssets::new("pack");
    let default_b = std::fs::read(assets().join(&b.art)).expect("the default B");
    tmp.write(&b.art, &default_b);
    let red = solid(128, 128, [200, 30, 30, 255]);
    tmp.write("art-packs/test/tiles/base/A.png", &encode_png(&red));

    assert_eq!(
        list_art_packs(std::slice::from_ref(&tmp.0)),
        vec!["test".to_string()]
    );
    let (img, warnings) = load_tile_art(std::slice::from_ref(&tmp.0), Some("test"), a);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(img, red, "the pack's A, at its own size");

    // The pack has no B: the default B, and a missing pack file is no warning.
    let (img, warnings) = load_tile_art(std::slice::from_ref(&tmp.0), Some("test"), b);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(img, decode_png(&default_b).expect("the default B decodes"));

    // Without the pack, A is the game's built-in art: this folder has no A,
    // and an override folder may hold any subset of the files.
    let (img, warnings) = load_tile_art(std::slice::from_ref(&tmp.0), None, a);
    assert_eq!(img, built_in_tile_art(a));
    assert!(warnings.is_empty(), "{warnings:?}");
}

#[test]
fn broken_pack_images_fall_back_with_a_warning_naming_the_file() {
    let catalog = catalog();
    let a = tile(&catalog, "A");
    let tmp = TempAssets::new("broken");
    let default_a = std::fs::read(assets().join(&a.art)).expect("the default A");
    tmp.write(&a.art, &default_a);
    let default_img = decode_png(&default_a).expect("the default A decodes");
    let pack_file = "art-packs/broken/tiles/base/A.png";
    let cases: [(&str, Vec<u8>, &str); 4] = [
        (
            "garbage",
            b"definitely not a PNG".to_vec(),
            "not a readable PNG",
        ),
        (
            "truncated",
            encode_png(&solid(256, 256, [1, 2, 3, 255]))[..60].to_vec(),
            "PNG",
        ),
        (
            "not square",
            encode_png(&solid(100, 50, [1, 2, 3, 255])),
            "100×50",
        ),
        (
            "too small",
            encode_png(&solid(32, 32, [1, 2, 3, 255])),
            "32×32",
        ),
    ];
    for (case, bytes, problem) in cases {
        tmp.write(pack_file, &bytes);
        let (img, warnings) = load_tile_art(std::slice::from_ref(&tmp.0), Some("broken"), a);
        assert_eq!(img, default_img, "{case}: the default art is used");
        assert_eq!(warnings.len(), 1, "{case}: {warnings:?}");
        assert!(warnings[0].contains(pack_file), "{case}: {}", warnings[0]);
        assert!(warnings[0].contains(problem), "{case}: {}", warnings[0]);
    }

    // A broken default with no pack: the built-in art, and the file named.
    tmp.write(&a.art, b"\x89PNG\r\n\x1a\nbroken");
    let (img, warnings) = load_tile_art(std::slice::from_ref(&tmp.0), None, a);
    assert_eq!(img, built_in_tile_art(a));
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(warnings[0].contains("tiles/base/A.png"), "{}", warnings[0]);

    // A pack that does not exist is named too.
    let (_, warnings) = load_tile_art(std::slice::from_ref(&tmp.0), Some("nowhere"), a);
    assert!(
        warnings.iter().any(|w| w.contains("nowhere")),
        "{warnings:?}"
    );
}

#[test]
fn figures_differ_by_shape_not_only_by_colour() {
    for colour in PlayerColour::ALL {
        let masks: Vec<Vec<bool>> = FigureShape::ALL
            .iter()
            .map(|&shape| alpha_mask(&render_figure(shape, colour)))
            .collect();
        for x in 0..masks.len() {
            for y in x + 1..masks.len() {
                let differ = masks[x]
                    .iter()
                    .zip(&masks[y])
                    .filter(|(a, b)| a != b)
                    .count();
                let share = differ as f64 / masks[x].len() as f64;
                assert!(
                    share > 0.08,
                    "{:?} and {:?} outlines differ in only {share}",
                    FigureShape::ALL[x],
                    FigureShape::ALL[y]
                );
            }
        }
    }
    // One shape in two colours: the same outline, different paint.
    for shape in FigureShape::ALL {
        let yellow = render_figure(shape, PlayerColour::Yellow);
        let pink = render_figure(shape, PlayerColour::Pink);
        let black = render_figure(shape, PlayerColour::Black);
        assert_eq!(alpha_mask(&yellow), alpha_mask(&black), "{shape:?}");
        assert_eq!(alpha_mask(&pink), alpha_mask(&black), "{shape:?}");
        assert!(differing(&yellow, &black, 30) > 0.1, "{shape:?}");
        assert!(differing(&yellow, &pink, 30) > 0.1, "{shape:?}");
    }
}

#[test]
fn the_neutral_figures_differ_in_outline_from_each_other_and_every_players_figure() {
    let neutral: Vec<(NeutralFigure, Vec<bool>)> = NeutralFigure::ALL
        .iter()
        .map(|&f| (f, alpha_mask(&render_neutral_figure(f))))
        .collect();
    let players: Vec<(FigureShape, Vec<bool>)> = FigureShape::ALL
        .iter()
        .map(|&s| (s, alpha_mask(&render_figure(s, PlayerColour::Red))))
        .collect();
    let apart = |a: &[bool], b: &[bool]| {
        a.iter().zip(b).filter(|(x, y)| x != y).count() as f64 / a.len() as f64
    };
    for (i, (f, mask)) in neutral.iter().enumerate() {
        for (g, other) in &neutral[i + 1..] {
            let share = apart(mask, other);
            assert!(share > 0.08, "{f:?} and {g:?} outlines differ in {share}");
        }
        for (shape, other) in &players {
            let share = apart(mask, other);
            assert!(
                share > 0.08,
                "{f:?} and {shape:?} outlines differ in {share}"
            );
        }
    }
}

#[test]
fn the_neutral_figures_wear_no_players_colour() {
    let share_near = |img: &Rgba, rgb: [u8; 3]| {
        let opaque: Vec<&[u8]> = img.data.chunks_exact(4).filter(|p| p[3] == 255).collect();
        let near = opaque
            .iter()
            .filter(|p| (0..3).all(|c| p[c].abs_diff(rgb[c]) <= 40))
            .count();
        near as f64 / opaque.len() as f64
    };
    for figure in NeutralFigure::ALL {
        let img = render_neutral_figure(figure);
        let own = share_near(&img, figure.rgb());
        assert!(own > 0.2, "{figure:?} is mostly its own colour ({own})");
        for colour in PlayerColour::ALL {
            let [r, g, b] = colour.rgb();
            let [x, y, z] = figure.rgb();
            let distance = x.abs_diff(r) as u32 + y.abs_diff(g) as u32 + z.abs_diff(b) as u32;
            assert!(
                distance > 120,
                "the {} is too near {} ({distance})",
                figure.name(),
                colour.name()
            );
            let share = share_near(&img, colour.rgb());
            assert!(
                share < 0.03,
                "the {} shows {} on {:.1}% of itself",
                figure.name(),
                colour.name(),
                share * 100.0
            );
        }
        // Drawn from shapes: the same figure at any size.
        let big = render_neutral_figure_sized(figure, 2 * FIGURE_PX);
        assert!(differing(&big.downscaled(2), &img, 60) < 0.05, "{figure:?}");
    }
}

#[test]
fn a_tile_whose_symbol_a_mod_changes_is_drawn_anew() {
    // The shipped picture of PD_G shows the dragon; a tile set that gives
    // the same layout the portal must not be shown with it.
    let catalog = catalog();
    let shipped = tile(&catalog, "PD_G");
    let set = r#"TileSet(name: "princess_dragon", tiles: [
        Tile(id: "PD_G", count: 2, edges: "FFRR", symbol: Some(Portal), segments: [
            Road(edges: [S, W]),
            Field(halves: [WR, NL, NR, EL, ER, SL]),
            Field(halves: [SR, WL]),
        ]),
    ])"#;
    let mut modded = TileCatalog::default();
    modded
        .add_set("tiles/princess_dragon.ron", set)
        .unwrap_or_else(|e| panic!("{e}"));
    let portal = tile(&modded, "PD_G");
    assert_eq!(portal.art, shipped.art, "the same art path");
    assert_eq!(built_in_tile_art(portal), render_tile(portal));
    assert!(differing(&render_tile(portal), &render_tile(shipped), 0) > 0.01);
}

#[test]
fn the_large_follower_is_clearly_larger_than_a_follower() {
    // Opaque pixels, and the body alone (leaving out the light outline,
    // which is as wide round both).
    let areas = |shape| {
        let img = render_figure(shape, PlayerColour::Red);
        let opaque = img.data.chunks_exact(4).filter(|p| p[3] > 127);
        let body = opaque.clone().filter(|p| p[1] < 200).count() as f64;
        (opaque.count() as f64, body)
    };
    let (follower, large) = (areas(FigureShape::Follower), areas(FigureShape::Large));
    assert!(
        large.0 > 1.15 * follower.0 && large.1 > 1.2 * follower.1,
        "large {large:?} px vs follower {follower:?} px (opaque, body)"
    );
    // Wider in every part: it covers the follower's whole outline.
    let f = alpha_mask(&render_figure(FigureShape::Follower, PlayerColour::Red));
    let l = alpha_mask(&render_figure(FigureShape::Large, PlayerColour::Red));
    let outside = f.iter().zip(&l).filter(|(f, l)| **f && !**l).count();
    assert!(
        outside < 60,
        "{outside} follower pixels outside the large one"
    );
}

#[test]
fn pink_is_a_colour_of_its_own() {
    let [r, g, b] = PlayerColour::Pink.rgb();
    for other in PlayerColour::ALL
        .iter()
        .filter(|&&c| c != PlayerColour::Pink)
    {
        let [r2, g2, b2] = other.rgb();
        let distance = (r.abs_diff(r2) as u32) + (g.abs_diff(g2) as u32) + (b.abs_diff(b2) as u32);
        assert!(distance > 120, "pink and {} are too close", other.name());
    }
}

#[test]
fn png_round_trip_keeps_every_pixel() {
    let img = render_figure(FigureShape::Abbot, PlayerColour::Green);
    assert_eq!(decode_png(&encode_png(&img)), Ok(img));
    assert!(decode_png(b"").is_err());
}

#[test]
fn grey_and_sixteen_bit_pngs_decode_to_rgba() {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, 64, 64);
    encoder.set_color(png::ColorType::Grayscale);
    encoder.set_depth(png::BitDepth::Sixteen);
    let mut writer = encoder.write_header().expect("a header");
    writer
        .write_image_data(&[0x80, 0x00].repeat(64 * 64))
        .expect("grey pixels");
    writer.finish().expect("a PNG");
    let img = decode_png(&bytes).expect("a grey PNG decodes");
    assert_eq!((img.width, img.height), (64, 64));
    assert_eq!(img.pixel(10, 20), [0x80, 0x80, 0x80, 255]);
}

#[test]
fn a_players_own_pack_folder_is_found_beside_the_shipped_packs() {
    let assets = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let layers = [assets.clone()];
    let user = std::env::temp_dir().join(format!("carcassonne-user-packs-{}", std::process::id()));
    std::fs::create_dir_all(user.join("mine/tiles/base")).unwrap();
    let packs = carcassonne::art::list_art_packs_in(&layers, Some(&user));
    assert!(packs.contains(&"mine".to_string()), "{packs:?}");
    assert!(packs.contains(&"example-autumn".to_string()), "{packs:?}");
    assert_eq!(
        carcassonne::art::pack_folder(&layers, Some(&user), "mine"),
        Some(user.join("mine"))
    );
    // A shipped pack wins over a player's folder of the same name.
    std::fs::create_dir_all(user.join("example-autumn")).unwrap();
    assert_eq!(
        carcassonne::art::pack_folder(&layers, Some(&user), "example-autumn"),
        Some(assets.join("art-packs").join("example-autumn"))
    );
    assert_eq!(
        carcassonne::art::pack_folder(&layers, Some(&user), "nowhere"),
        None
    );
    let _ = std::fs::remove_dir_all(&user);
}
