//! Motion on the table: a laid tile drops into place, a figure hops onto its
//! spot, a figure sent back goes to its supply, a scoring's points rise from
//! the feature and fly to the player's score; and the "sound off" mark.
//!
//! Visual only: the map's sprites stand where the game state puts them, and
//! an animation is a [`Motion`] component that offsets or scales a sprite's
//! `Transform` for about a quarter of a second, then puts it back and removes
//! itself. Nothing waits for it: input is taken and computers move as if it
//! were not there. Quicker as the computers play faster; none at all with
//! "reduce motion".

use super::language::Locale;
use super::map::figures::FigureSprite;
use super::map::tiles::{Ghost, TileSprite};
use super::settings::Settings;
use crate::app::map::grid::{MapCamera, TILE, cell_center};
use crate::app::turn::active_game::{ActiveGame, PhaseShown, Shown, a_table_is_shown};
use crate::app::turn::messages::TurnConfirmed;
use crate::app::turn::phases::Screen;
use crate::rules::{Move, Pos};
use crate::tr;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Tracks>()
        .init_resource::<SupplySpots>()
        .add_systems(
            PostUpdate,
            (follow_the_table, start_motions, animate)
                .chain()
                // After the map's sprites are made (Update), before they
                // are drawn: a new sprite never shows a frame at rest first.
                .before(bevy::transform::TransformSystems::Propagate)
                .run_if(a_table_is_shown),
        );
    // The egui parts need the window's egui (not in headless apps).
    if app.is_plugin_added::<bevy_egui::EguiPlugin>() {
        app.init_resource::<PointsInFlight>().add_systems(
            EguiPrimaryContextPass,
            (
                points_fly.run_if(in_state(Screen::Playing).and_then(a_table_is_shown)),
                // The new-game screen has its own mute box.
                muted_mark.run_if(in_state(Screen::Playing).or_else(in_state(Screen::Tutorial))),
            )
                .after(crate::app::state::ScreenPanels),
        );
    }
}

/// How long one animation lasts, or `None` with "reduce motion": about a
/// quarter of a second, quicker as the computers are set to play faster.
pub fn motion_seconds(settings: Option<&Settings>) -> Option<f32> {
    let Some(s) = settings else {
        return Some(0.25);
    };
    if s.reduce_motion {
        return None;
    }
    Some(match s.computer_speed.as_str() {
        "slow" => 0.35,
        "instant" => 0.15,
        _ => 0.25,
    })
}

/// Above every map mark: a figure on its way back to the supply.
const Z_FLYING: f32 = 7.0;

/// A sprite in motion: where it rests (its true place) and how it moves
/// from there until `seconds` after `started` (the clock's elapsed seconds).
#[derive(Component, Debug, Clone, Copy)]
pub struct Motion {
    pub kind: MotionKind,
    pub started: f32,
    pub seconds: f32,
    /// The sprite's true `Transform`, as the map last set it.
    rest: Transform,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum MotionKind {
    /// A laid tile drops into place from slightly above, a little larger.
    Fall,
    /// A figure hops onto its spot.
    Hop,
    /// A figure sent back goes to its supply, shrinking and fading; the
    /// sprite is the motion's own and goes with it.
    Return { to: Vec2 },
}

impl Motion {
    fn new(kind: MotionKind, started: f32, seconds: f32, rest: Transform) -> Motion {
        Motion {
            kind,
            started,
            seconds,
            rest,
        }
    }

    /// The sprite's place `done` (0 to 1) through the motion.
    fn at(&self, done: f32) -> Transform {
        let mut t = self.rest;
        match self.kind {
            MotionKind::Fall => {
                let left = 1.0 - ease_out(done);
                t.translation.y += TILE * 0.35 * left;
                // Over its neighbours while it falls.
                t.translation.z += 0.4 * left;
                t.scale *= 1.0 + 0.18 * left;
            }
            MotionKind::Hop => {
                let arc = (done * std::f32::consts::PI).sin();
                t.translation.y += TILE * 0.22 * arc;
                t.scale *= 1.0 + 0.15 * arc;
            }
            MotionKind::Return { to } => {
                let e = ease_in_out(done);
                let from = self.rest.translation.truncate();
                t.translation = from.lerp(to, e).extend(Z_FLYING);
                t.scale *= 1.0 - 0.5 * e;
            }
        }
        t
    }
}

fn ease_out(x: f32) -> f32 {
    1.0 - (1.0 - x).powi(3)
}

fn ease_in_out(x: f32) -> f32 {
    x * x * (3.0 - 2.0 * x)
}

/// What the motions follow from frame to frame: the table, where the last
/// tile landed, which figures hop, and the figures on the map at the last
/// time they were drawn anew.
#[derive(Resource, Default)]
struct Tracks {
    /// The game followed (its id): a game started or loaded shows at once.
    game: Option<u64>,
    /// The tentative tile's cell last frame.
    tentative: Option<Pos>,
    /// The last tile laid: its cell and when it began to fall. The tile
    /// laid tentatively, then placed, is one fall (two sprites in turn).
    falling: Option<(Pos, f32)>,
    /// Figures hopping: their spot and when they began. Figure sprites are
    /// made anew at every change of the map; a new one on a hopping spot
    /// goes on hopping.
    hops: Vec<(Vec2, f32)>,
    /// The figures when they were last drawn anew (none yet for this game:
    /// `None`), and how many tiles the game had then.
    figures: Option<Vec<Seen>>,
    figures_tiles: usize,
    /// The list before, kept to be filled again (no allocation per change).
    spare: Vec<Seen>,
}

/// A figure as it stood on the map.
struct Seen {
    at: Vec2,
    seat: usize,
    sprite: Sprite,
}

/// Where each seat's supply shows on screen (logical pixels from the
/// window's top left), as the scoreboard last drew it: where figures go back.
#[derive(Resource, Default)]
pub struct SupplySpots(pub Vec<Option<Vec2>>);

/// Notes the game's changes since last frame: a tile laid (tentatively, or
/// placed by a turn that was not laid here first, as a computer's at once).
fn follow_the_table(
    active: Shown,
    mut confirmed: MessageReader<TurnConfirmed>,
    settings: Option<Res<Settings>>,
    time: Res<Time>,
    mut tracks: ResMut<Tracks>,
) {
    let placed = confirmed
        .read()
        .filter(|c| c.game == active.id)
        .filter_map(|c| match c.mv {
            Move::Place { placement, .. } => Some(placement.pos),
            Move::Discard { .. } => None,
        })
        .last();
    let tentative = active.tentative_placement().map(|p| p.pos);
    if tracks.game != Some(active.id) {
        *tracks = Tracks {
            game: Some(active.id),
            tentative,
            ..default()
        };
        return;
    }
    let placed = placed.filter(|&p| tracks.tentative != Some(p));
    let laid = tentative
        .filter(|&p| tracks.tentative != Some(p))
        .or(placed);
    tracks.tentative = tentative;
    if let Some(pos) = laid
        && motion_seconds(settings.as_deref()).is_some()
    {
        tracks.falling = Some((pos, time.elapsed_secs()));
    }
}

/// A tile's sprite that may land: new on the map, or the tile in hand
/// over its cell, and not moving yet.
type Landing = (Or<(Added<TileSprite>, With<Ghost>)>, Without<Motion>);

/// The map's sprites a motion may go on, and the camera that shows them.
#[derive(SystemParam)]
struct MapSprites<'w, 's> {
    tiles: Query<'w, 's, (Entity, &'static Transform), Landing>,
    new_figures: Query<'w, 's, (), Added<FigureSprite>>,
    figures: Query<
        'w,
        's,
        (
            Entity,
            &'static Transform,
            &'static Sprite,
            &'static FigureSprite,
        ),
    >,
    camera: Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<MapCamera>>,
}

/// The clock and the length of a motion (`None`: no motion).
#[derive(SystemParam)]
struct MotionClock<'w> {
    settings: Option<Res<'w, Settings>>,
    time: Res<'w, Time>,
}

/// Puts motions on the sprites that show something just laid: the tile
/// landing (the drawn tile laid down, the placed tile's new sprite), figures
/// new on the map (they hop) and figures gone from it (a sprite of their
/// own goes back to the supply).
fn start_motions(
    mut commands: Commands,
    active: Shown,
    clock: MotionClock,
    mut tracks: ResMut<Tracks>,
    supply: Res<SupplySpots>,
    sprites: MapSprites,
) {
    let seconds = motion_seconds(clock.settings.as_deref());
    let now = clock.time.elapsed_secs();
    let live = |started: f32| seconds.is_some_and(|s| now - started < s);
    if let Some((pos, started)) = tracks.falling {
        if live(started) {
            let at = cell_center(pos);
            for (e, t) in &sprites.tiles {
                if t.translation.truncate().distance_squared(at) < 1.0 {
                    let motion = Motion::new(MotionKind::Fall, started, seconds.unwrap_or(0.0), *t);
                    commands.entity(e).insert(motion);
                }
            }
        } else {
            tracks.falling = None;
        }
    }
    if sprites.new_figures.is_empty() {
        return;
    }
    // The figures were drawn anew: tell those that came and those that left.
    let tiles_now = active.game().tiles().len();
    let animate = seconds.is_some()
        && tracks.figures.is_some()
        && active.review.is_none()
        // An undo takes figures back without sending them anywhere.
        && tiles_now >= tracks.figures_tiles;
    tracks.hops.retain(|&(_, started)| live(started));
    let before = tracks.figures.take().unwrap_or_default();
    let seconds = seconds.unwrap_or(0.0);
    let now_seen = hop_new_figures(
        &mut commands,
        &mut tracks,
        &sprites,
        &before,
        animate,
        now,
        seconds,
    );
    if animate {
        let to_world = |seat: usize| {
            let spot = supply.0.get(seat).copied().flatten()?;
            let (cam, cam_t) = sprites.camera.single().ok()?;
            cam.viewport_to_world_2d(cam_t, spot).ok()
        };
        for gone in &before {
            let stays = now_seen
                .iter()
                .any(|s| s.seat == gone.seat && s.at.distance_squared(gone.at) < 1.0);
            if stays {
                continue;
            }
            let to = to_world(gone.seat).unwrap_or(gone.at + Vec2::new(TILE, TILE * 1.5));
            let rest = Transform::from_translation(gone.at.extend(Z_FLYING));
            commands.spawn((
                gone.sprite.clone(),
                rest,
                DespawnOnEnter(Screen::NewGame),
                Motion::new(MotionKind::Return { to }, now, seconds * 1.6, rest),
            ));
        }
    }
    tracks.spare = before;
    tracks.figures = Some(now_seen);
    tracks.figures_tiles = tiles_now;
}

/// The figures on the map now; those new since `before` hop (with
/// `animate`), and one hopping when its sprite was made anew hops on.
fn hop_new_figures(
    commands: &mut Commands,
    tracks: &mut Tracks,
    sprites: &MapSprites,
    before: &[Seen],
    animate: bool,
    now: f32,
    seconds: f32,
) -> Vec<Seen> {
    let mut now_seen = std::mem::take(&mut tracks.spare);
    now_seen.clear();
    for (e, t, sprite, figure) in &sprites.figures {
        let at = t.translation.truncate();
        now_seen.push(Seen {
            at,
            seat: figure.seat,
            sprite: sprite.clone(),
        });
        if !animate {
            continue;
        }
        let same = |p: Vec2| p.distance_squared(at) < 1.0;
        let hopping = tracks.hops.iter().find(|(p, _)| same(*p)).map(|h| h.1);
        let started = match hopping {
            Some(started) => started,
            None if before.iter().any(|s| same(s.at)) => continue,
            None => {
                tracks.hops.push((at, now));
                now
            }
        };
        commands
            .entity(e)
            .insert(Motion::new(MotionKind::Hop, started, seconds, *t));
    }
    now_seen
}

/// Moves the sprites in motion; each motion over puts its sprite back at
/// rest and removes itself (a returning figure's sprite goes with it).
fn animate(
    mut commands: Commands,
    time: Res<Time>,
    mut moving: Query<(Entity, &mut Transform, &mut Motion, Option<&mut Sprite>)>,
) {
    let now = time.elapsed_secs();
    for (e, mut t, mut motion, sprite) in &mut moving {
        // The map set the sprite anew (the drawn tile follows the table
        // every frame): that is its true place from now on.
        if t.is_changed() {
            motion.rest = *t;
        }
        let done = if motion.seconds > 0.0 {
            ((now - motion.started) / motion.seconds).clamp(0.0, 1.0)
        } else {
            1.0
        };
        if let MotionKind::Return { .. } = motion.kind {
            if done >= 1.0 {
                commands.entity(e).despawn();
                continue;
            }
            if let Some(mut sprite) = sprite {
                sprite.color.set_alpha(1.0 - done * done);
            }
        }
        if done >= 1.0 {
            *t = motion.rest;
            commands.entity(e).remove::<Motion>();
        } else {
            *t = motion.at(done);
        }
    }
}

/// A scoring's points on their way to the player's score.
struct Flight {
    /// Where the feature is, on the map.
    from: Vec2,
    seat: usize,
    points: u32,
    started: f32,
    seconds: f32,
}

/// The points flying, and the scoring last shown (game, move, step).
#[derive(Resource, Default)]
struct PointsInFlight {
    shown: Option<(u64, u32, usize)>,
    flights: Vec<Flight>,
}

/// Where the scoreboard drew each seat's score and supply (see
/// [`mark_score_spots`]), in the egui memory.
fn spot_id(what: &'static str, seat: usize) -> egui::Id {
    egui::Id::new(("motion-spot", what, seat))
}

/// Called by the scoreboard: where a seat's score and supply are drawn, so
/// points fly to the score and figures go back to the supply.
pub(crate) fn mark_score_spots(
    ctx: &egui::Context,
    seat: usize,
    score: egui::Rect,
    supply: egui::Rect,
) {
    ctx.data_mut(|d| {
        d.insert_temp(spot_id("score", seat), score);
        d.insert_temp(spot_id("supply", seat), supply);
    });
}

/// Each scoring as the table shows it: its points rise from the feature,
/// then fly to each scoring player's score on the scoreboard.
fn points_fly(
    mut contexts: EguiContexts,
    active: Shown,
    turn: PhaseShown,
    clock: MotionClock,
    camera: Query<(&Camera, &GlobalTransform), With<MapCamera>>,
    mut flying: ResMut<PointsInFlight>,
    mut supply: ResMut<SupplySpots>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let zoom = ctx.zoom_factor();
    let seats = active.seats().len();
    if supply.0.len() != seats {
        supply.0 = vec![None; seats];
    }
    for (seat, spot) in supply.0.iter_mut().enumerate() {
        let rect: Option<egui::Rect> = ctx.data(|d| d.get_temp(spot_id("supply", seat)));
        // The supply's figures stand at the row's left, after its indent.
        *spot = rect.map(|r| Vec2::new(r.left() + 60.0, r.center().y) * zoom);
    }
    let now = clock.time.elapsed_secs();
    let seconds = motion_seconds(clock.settings.as_deref());
    take_off(&active, &turn, seconds, now, &mut flying);
    flying.flights.retain(|f| now - f.started < f.seconds);
    if flying.flights.is_empty() {
        return Ok(());
    }
    let Ok((cam, cam_t)) = camera.single() else {
        return Ok(());
    };
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Tooltip,
        egui::Id::new("points-in-flight"),
    ));
    for f in &flying.flights {
        let Ok(at) = cam.world_to_viewport(cam_t, f.from.extend(0.0)) else {
            continue;
        };
        let from = egui::pos2(at.x, at.y) / zoom;
        let target: Option<egui::Rect> = ctx.data(|d| d.get_temp(spot_id("score", f.seat)));
        draw_flight(
            &painter,
            f,
            from,
            target,
            now,
            active.seats()[f.seat].colour,
        );
    }
    ctx.request_repaint();
    Ok(())
}

/// A scoring step newly shown sends its points off from the feature, one
/// flight for each player it scores for.
fn take_off(
    active: &ActiveGame,
    turn: &PhaseShown,
    seconds: Option<f32>,
    now: f32,
    flying: &mut PointsInFlight,
) {
    let (Some(showing), Some(report)) = (turn.scoring_step(), &active.last_report) else {
        return;
    };
    let game = active.game();
    let key = (active.id, report.move_index, showing);
    let event = report
        .events
        .clone()
        .nth(showing)
        .and_then(|i| game.events().get(i));
    if flying.shown == Some(key) {
        return;
    }
    flying.shown = Some(key);
    if let (Some(seconds), Some(event)) = (seconds, event) {
        let cells = event.tiles.iter().map(|i| cell_center(game.tiles()[i].pos));
        let (sum, n) = cells.fold((Vec2::ZERO, 0.0), |(s, n), c| (s + c, n + 1.0));
        let from = if n > 0.0 { sum / n } else { Vec2::ZERO };
        for seat in event.scorers().filter(|_| event.points > 0) {
            flying.flights.push(Flight {
                from,
                seat,
                points: event.points,
                started: now,
                seconds: seconds * 3.2,
            });
        }
    }
}

/// One flight of points at `now`: a third of its time rising from the
/// feature (at `from` on screen), then on to the score (`target`), in the
/// scorer's colour.
fn draw_flight(
    painter: &egui::Painter,
    f: &Flight,
    from: egui::Pos2,
    target: Option<egui::Rect>,
    now: f32,
    colour: crate::art::PlayerColour,
) {
    let done = (now - f.started) / f.seconds;
    let risen = from - egui::vec2(0.0, 40.0 * ease_out((done / 0.35).min(1.0)));
    let centre = match target {
        Some(score) if done > 0.35 => risen.lerp(score.center(), ease_in_out((done - 0.35) / 0.65)),
        _ => risen,
    };
    let [r, g, b] = colour.rgb().map(f32::from);
    let ink = if 0.299 * r + 0.587 * g + 0.114 * b > 140.0 {
        egui::Color32::BLACK
    } else {
        egui::Color32::WHITE
    };
    let size = 22.0 - 6.0 * ((done - 0.35).max(0.0) / 0.65);
    let galley = painter.layout_no_wrap(
        format!("+{}", f.points),
        egui::FontId::proportional(size),
        ink,
    );
    let rect = egui::Rect::from_center_size(centre, galley.size() + egui::vec2(12.0, 4.0));
    painter.rect_filled(rect, 10.0, super::ui::colour32(colour));
    painter.rect_stroke(
        rect,
        10.0,
        egui::Stroke::new(1.5, egui::Color32::from_gray(235)),
        egui::StrokeKind::Inside,
    );
    painter.galley(rect.center() - galley.size() / 2.0, galley, ink);
}

/// While the sounds are muted, a small crossed-out speaker at the foot of
/// the map says so (while playing); a click on it turns the sound back on.
fn muted_mark(
    mut contexts: EguiContexts,
    settings: Option<ResMut<Settings>>,
    locale: Res<Locale>,
) -> Result {
    let Some(mut settings) = settings.filter(|s| s.muted) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let t = &*locale;
    let shown = egui::Area::new("muted-mark".into())
        .anchor(egui::Align2::CENTER_BOTTOM, [-170.0, -12.0])
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .show(ui, |ui| {
                    ui.horizontal(|ui| {
                        let (rect, _) =
                            ui.allocate_exact_size(egui::vec2(20.0, 16.0), egui::Sense::hover());
                        muted_speaker(ui.painter(), rect, ui.visuals().text_color());
                        ui.label(tr!(t, "motion-muted"));
                    });
                })
                .response
        });
    let click = shown
        .inner
        .interact(egui::Sense::click())
        .on_hover_text(tr!(t, "motion-muted-hint"));
    if click.clicked() {
        settings.muted = false;
        settings.save();
    }
    Ok(())
}

/// A speaker with a cross beside it, drawn in `rect`.
fn muted_speaker(painter: &egui::Painter, rect: egui::Rect, ink: egui::Color32) {
    let h = rect.height();
    let x = rect.left();
    let y = rect.center().y;
    let body = vec![
        egui::pos2(x, y - h * 0.18),
        egui::pos2(x + h * 0.3, y - h * 0.18),
        egui::pos2(x + h * 0.62, y - h * 0.45),
        egui::pos2(x + h * 0.62, y + h * 0.45),
        egui::pos2(x + h * 0.3, y + h * 0.18),
        egui::pos2(x, y + h * 0.18),
    ];
    painter.add(egui::Shape::convex_polygon(body, ink, egui::Stroke::NONE));
    let stroke = egui::Stroke::new(1.8, ink);
    let (cx, r) = (rect.right() - h * 0.3, h * 0.22);
    painter.line_segment(
        [egui::pos2(cx - r, y - r), egui::pos2(cx + r, y + r)],
        stroke,
    );
    painter.line_segment(
        [egui::pos2(cx - r, y + r), egui::pos2(cx + r, y - r)],
        stroke,
    );
}

/// The "reduce motion" box where the other settings are; saved at once.
pub(crate) fn motion_settings(ui: &mut egui::Ui, t: &Locale, s: &mut Settings) {
    if ui
        .checkbox(&mut s.reduce_motion, tr!(t, "motion-reduce"))
        .on_hover_text(tr!(t, "motion-reduce-hint"))
        .changed()
    {
        s.save();
    }
}
