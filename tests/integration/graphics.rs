//! Starting the graphics: a backend that cannot start here is passed over
//! for the next one, and when none starts the player reads why and what
//! to do, not a panic.

use bevy::render::settings::Backends;
use carcassonne::app::graphics::{backend_order, start_renderer};

/// Backends this Linux build does not have: they fail as a broken driver
/// does, with the engine's "no GPU" panic.
const NOT_HERE: [Backends; 2] = [Backends::DX12, Backends::METAL];

#[test]
fn with_no_backend_that_starts_the_player_reads_why_and_what_to_do() {
    let Err(message) = start_renderer(&NOT_HERE) else {
        panic!("neither backend is in a Linux build")
    };
    assert!(message.contains("no graphics backend"), "{message}");
    for tried in ["  dx12: ", "  metal: "] {
        assert!(
            message.contains(tried),
            "each backend with its reason: {message}"
        );
    }
    assert!(message.contains("Unable to find a GPU"), "{message}");
    assert!(!message.contains("linux_dependencies"), "{message}");
    assert!(message.contains("Update the graphics driver"), "{message}");
    assert!(message.contains("mesa-vulkan-drivers"), "{message}");
    assert!(message.contains("carcassonne --help"), "{message}");
}

#[test]
fn a_backend_that_cannot_start_is_passed_over_for_the_next() {
    // The player asked for DX12 (as wgpu would under Wine): the order
    // tries it first, then this build's own.
    let order = backend_order(Some(Backends::DX12));
    assert_eq!(order, [Backends::DX12, Backends::VULKAN]);
    match start_renderer(&order) {
        Ok(started) => {
            assert_eq!(started.backend, "vulkan");
            let failed: Vec<&str> = started.failed.iter().map(|(b, _)| *b).collect();
            assert_eq!(failed, ["dx12"]);
        }
        // Without a Vulkan device (no driver at all) there is nothing to
        // fall back to; CI installs Mesa's software Vulkan, so there it
        // must start.
        Err(message) if std::env::var_os("CI").is_none() => {
            eprintln!("skipped: this machine has no Vulkan device:\n{message}");
        }
        Err(message) => panic!("Vulkan should start in CI:\n{message}"),
    }
}
