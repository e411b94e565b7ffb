//! Where figures and claim markers stand on each tile type: the art's
//! segment anchors (see [`crate::art::segment_anchors`]), worked out the
//! first time a tile type is shown and kept for the rest of the run.

use crate::rules::tiles::Segment;
use crate::rules::{EdgeKind, TileType};
use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

/// What a tile's picture, and so its anchors, is drawn from.
type Layout = (
    [EdgeKind; 4],
    Vec<Segment>,
    Option<u8>,
    Option<u8>,
    Option<u8>,
);

fn layout(t: &TileType) -> Layout {
    (
        t.edges,
        t.segments.clone(),
        t.monastery,
        t.garden,
        t.inner_field,
    )
}

fn same_layout(l: &Layout, t: &TileType) -> bool {
    l.0 == t.edges && l.1 == t.segments && (l.2, l.3, l.4) == (t.monastery, t.garden, t.inner_field)
}

/// Anchors kept per tile id, with the layout they were worked out for (so
/// a tile set that reuses an id with another layout gets its own).
type Kept = HashMap<String, (Layout, Arc<[(f32, f32)]>)>;

static KEPT: LazyLock<Mutex<Kept>> = LazyLock::new(|| Mutex::new(HashMap::new()));

/// One anchor per segment of `t`, canonical orientation, tile units (y up).
pub fn anchors_of(t: &TileType) -> Arc<[(f32, f32)]> {
    let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((l, anchors)) = kept.get(&t.id)
        && same_layout(l, t)
    {
        return anchors.clone();
    }
    let anchors: Arc<[(f32, f32)]> = crate::art::segment_anchors(t).into();
    kept.insert(t.id.clone(), (layout(t), anchors.clone()));
    anchors
}
