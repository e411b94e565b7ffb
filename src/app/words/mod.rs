//! Where the window's state becomes words: the game's names, scorings,
//! notices and refusals (`game`), refusals of the rules (`refusal`) and
//! of the network, and why a connection ended (`network`), and the hint's
//! reasons (`reason`), the review's marks (`review`) and what The
//! Princess & the Dragon's banners and trace tell (`princess_dragon`), in
//! the chosen language.
//! The layers below hold enums and numbers; only the screens call these.

pub mod game;
pub mod network;
pub mod princess_dragon;
pub mod reason;
pub mod refusal;
pub mod review;

pub use game::*;
pub use network::{
    close_words, invite_words, net_refusal_words, room_problem_words, room_rule_lines,
    room_rules_words, seat_name,
};
pub use princess_dragon::{
    elsewhere_action_words, fairy_banner_words, happening_words, neutral_trace_words,
};
pub use reason::reason_words;
pub use refusal::{refusal_text, refusal_words, rule_words, setup_words};
pub use review::{loss_kind_words, mark_words};
