//! The one integration-test binary: rule scenarios, tile data, records, art,
//! the command line and the headless app.

mod abbot_river;
mod ai;
mod ai_eval;
mod analysis;
mod anchors;
#[cfg(feature = "gui")]
mod app;
mod art;
mod art_tiles;
mod cli;
mod common;
#[cfg(feature = "gui")]
mod computers;
mod dist;
#[cfg(feature = "gui")]
mod dragon_app;
mod expansions;
mod fuzz;
#[cfg(feature = "gui")]
mod glance;
#[cfg(feature = "gui")]
mod graphics;
#[cfg(feature = "gui")]
mod headless;
mod i18n;
#[cfg(feature = "gui")]
mod i18n_app;
#[cfg(feature = "gui")]
mod keys;
mod layers;
#[cfg(feature = "gui")]
mod local_turn;
#[cfg(feature = "gui")]
mod motion;
#[cfg(target_os = "linux")]
mod nat;
#[cfg(target_os = "linux")]
mod nat_lab;
mod net;
#[cfg(feature = "gui")]
mod net_apps;
#[cfg(feature = "gui")]
mod net_chat;
mod net_commands;
mod net_dragon;
mod net_faults;
mod net_hostile;
mod net_hostile_meet;
mod net_meet;
mod net_phrase;
#[cfg(feature = "gui")]
mod net_seats;
#[cfg(feature = "gui")]
mod net_server_room;
#[cfg(feature = "gui")]
mod net_window;
#[cfg(feature = "gui")]
mod net_window_dragon;
#[cfg(feature = "gui")]
mod pd_app;
mod pd_news;
mod pile_order;
#[cfg(target_os = "linux")]
mod portmap;
mod princess_dragon;
mod properties;
mod records;
mod review;
#[cfg(feature = "gui")]
mod review_app;
mod rules;
mod saves;
mod seams;
mod seats;
mod sound;
mod story;
#[cfg(feature = "gui")]
mod table;
#[cfg(feature = "gui")]
mod teach;
#[cfg(feature = "gui")]
mod theme;
mod tiles;
#[cfg(feature = "gui")]
mod window_edges;
#[cfg(feature = "gui")]
mod words;
