//! Everything drawn with egui, one module per screen: the new-game screen,
//! the scoreboard while playing, the traced feature, banners, the final
//! screen and rules help, and the UI scale. Shared widgets live in `ui`.

pub mod banners;
pub mod final_screen;
pub mod help;
pub mod new_game;
mod new_game_settings;
pub mod review_panel;
mod save_as;
pub mod saved_games;
pub mod scoreboard;
pub mod trace;

use super::settings::Settings;
use crate::app::turn::active_game::a_table_is_shown;
use crate::app::turn::phases::Screen;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub use crate::app::state::{HelpOpen, ScreenPanels};
pub use crate::app::ui::{banner, colour32, colours_confusable, marks_on, root_ui, swatch};
pub use trace::trace_text;

pub(super) fn plugin(app: &mut App) {
    crate::app::ui::theme::plugin(app);
    app.init_resource::<HelpOpen>()
        .init_resource::<crate::app::state::MapArea>()
        .add_systems(
            EguiPrimaryContextPass,
            (
                style_and_scale,
                new_game::new_game_screen.run_if(in_state(Screen::NewGame)),
                (scoreboard::scoreboard, banners::banners)
                    .run_if(in_state(Screen::Playing).and_then(a_table_is_shown)),
                trace::traced_feature.run_if(
                    in_state(Screen::Playing)
                        .or_else(in_state(Screen::Tutorial))
                        .and_then(a_table_is_shown),
                ),
                final_screen::final_screen
                    .run_if(in_state(Screen::Final).and_then(a_table_is_shown)),
                help::help_window,
            )
                .chain()
                .in_set(ScreenPanels),
        );
}

/// The players' UI scale (Ctrl + plus / minus,
/// egui's own keys) applied at start and remembered when it changes. The
/// system's scale factor comes on top through the window.
fn style_and_scale(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    mut applied: Local<Option<f32>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    match *applied {
        None => {
            ctx.set_zoom_factor(settings.ui_scale);
            *applied = Some(settings.ui_scale);
        }
        Some(was) => {
            let now = ctx.zoom_factor();
            if (now - was).abs() > 1e-3 {
                *applied = Some(now);
                settings.ui_scale = now;
                settings.save();
            }
        }
    }
    Ok(())
}
