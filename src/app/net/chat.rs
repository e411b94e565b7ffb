//! Chat at a network table, in the lobby and while playing: the lines said
//! (typed words, or a quick phrase sent as its id and shown in this
//! window's language), and the chat box: the last lines, the quick
//! phrases' buttons and a one-line input. The host's window speaks through
//! its room; a joiner's and a spectator's through their client.

use crate::app::language::Locale;
use crate::app::net::requests::NetRequest;
use crate::app::net::session::{Link, NetSession};
use crate::app::ui::colour32;
use crate::art::PlayerColour;
use crate::i18n::key;
use crate::net::protocol::{MAX_CHAT_CHARS, phrase_english};
use crate::net::{ClientEvent, HostEvent};
use crate::table::SeatKind;
use crate::tr;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

/// The quick phrases' message keys, by id (the protocol's
/// `QUICK_PHRASES`, in the same order).
const PHRASE_KEYS: [&str; 6] = [
    key("chat-phrase-good-luck"),
    key("chat-phrase-well-played"),
    key("chat-phrase-your-turn"),
    key("chat-phrase-one-moment"),
    key("chat-phrase-thanks"),
    key("chat-phrase-oops"),
];

/// The most lines kept (older ones go).
const KEPT: usize = 200;

/// What was said (words as typed, or a quick phrase by id), and one line
/// of the chat: the network's own.
pub use crate::net::{ChatLine, Said};

/// The chat of the network game under way (emptied when another begins).
#[derive(Resource, Default)]
pub struct Chat {
    pub lines: Vec<ChatLine>,
    /// The line being typed.
    pub draft: String,
    /// The chat is folded away: new lines show as a count on its header.
    pub folded: bool,
    /// How many lines were in view when the chat was last shown open.
    seen: usize,
}

impl Chat {
    pub fn hear(&mut self, line: ChatLine) {
        self.lines.push(line);
        if self.lines.len() > KEPT {
            let over = self.lines.len() - KEPT;
            self.lines.drain(..over);
            self.seen = self.seen.saturating_sub(over);
        }
    }

    /// A chat line or phrase the host relayed, heard by a joiner.
    pub fn hear_client(&mut self, event: &ClientEvent) {
        if let ClientEvent::Chat(line) = event {
            self.hear(line.clone());
        }
    }

    /// A joiner's chat line or phrase, heard by the host's window.
    pub fn hear_host(&mut self, event: &HostEvent) {
        if let HostEvent::Chat(line) = event {
            self.hear(line.clone());
        }
    }

    /// Lines that came while the chat was folded away.
    pub fn unread(&self) -> usize {
        self.lines.len().saturating_sub(self.seen)
    }
}

pub use crate::net::protocol::plain;

/// What was said, as this window shows it: a phrase in its own language.
pub fn said_words(t: &Locale, said: &Said) -> String {
    match said {
        Said::Text(text) => plain(text),
        Said::Phrase(id) => PHRASE_KEYS
            .get(*id as usize)
            .map_or_else(|| "…".to_string(), |k| tr!(t, k)),
    }
}

/// Says a line or a phrase from this window: a joiner sends it to the
/// host, which relays it to everyone (this window too); the host's window
/// tells its room's connections and shows it here at once.
pub(super) fn say(session: &mut NetSession, chat: &mut Chat, said: Said) {
    let said = match said {
        Said::Text(text) => {
            let text: String = plain(text.trim()).trim().to_string();
            if text.is_empty() {
                return;
            }
            Said::Text(text)
        }
        Said::Phrase(id) if phrase_english(id).is_none() => return,
        phrase => phrase,
    };
    match &mut session.link {
        Link::Client(c) => c.say(said),
        Link::Host(h) => {
            let seat = h
                .room()
                .seats()
                .iter()
                .position(|s| s.kind == SeatKind::Here);
            let name = seat
                .and_then(|i| h.room().seats().get(i))
                .map_or_else(String::new, |s| s.name.clone());
            h.room_mut().say(&name, said.clone());
            chat.hear(ChatLine { seat, name, said });
        }
    }
}

/// A new session starts with an empty chat.
pub(super) fn fresh_chat(mut chat: ResMut<Chat>) {
    *chat = Chat::default();
}

/// What a side panel needs to show the chat of a network game (nothing
/// in a local game): the scoreboard's while playing, the final screen's
/// after the game.
#[derive(SystemParam)]
pub struct ChatPanel<'w> {
    chat: Option<ResMut<'w, Chat>>,
    session: Option<Res<'w, NetSession>>,
    requests: Option<ResMut<'w, Messages<NetRequest>>>,
}

impl ChatPanel<'_> {
    /// This window watches a network game (it holds no seat).
    pub fn watching(&self) -> bool {
        self.session.as_ref().is_some_and(|s| s.watching)
    }

    /// The network game under way, if any.
    pub fn session(&self) -> Option<&NetSession> {
        self.session.as_deref()
    }

    /// Sends a network request from a screen that shows the chat (one
    /// writer of requests per system).
    pub fn request(&mut self, request: NetRequest) {
        if let Some(requests) = self.requests.as_mut() {
            requests.write(request);
        }
    }

    /// The chat at the foot of the side panel, in a network game.
    pub fn show(&mut self, ui: &mut egui::Ui, t: &Locale) {
        let (Some(chat), Some(session), Some(requests)) = (
            self.chat.as_mut(),
            self.session.as_ref(),
            self.requests.as_mut(),
        ) else {
            return;
        };
        egui::Panel::bottom("net-chat-panel").show(ui, |ui| {
            chat_box(ui, t, chat, session, Phrases::Menu, |r| {
                requests.write(r);
            })
        });
    }
}

/// How the quick phrases show: a row of buttons where there is room (the
/// lobby), a menu on the chat's header where there is not (the side
/// panel, where their rows pushed the scoreboard's last lines under).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phrases {
    Buttons,
    Menu,
}

/// The chat box: a header that folds it (with the count of new lines while
/// folded), the last lines with each speaker's name in their colour
/// (spectators' plain), the quick phrases and the line to type (Enter
/// sends); once the connection has ended, the lines alone.
pub fn chat_box(
    ui: &mut egui::Ui,
    t: &Locale,
    chat: &mut Chat,
    session: &NetSession,
    phrases: Phrases,
    mut send: impl FnMut(NetRequest),
) {
    let menu =
        (phrases == Phrases::Menu && !chat.folded && session.can_chat()).then_some(&mut send);
    if chat_header(ui, t, chat, menu) {
        chat.folded = !chat.folded;
    }
    if chat.folded {
        return;
    }
    chat.seen = chat.lines.len();
    let colours = seat_colours(ui, session);
    chat_lines(ui, t, chat, &colours);
    if !session.can_chat() {
        // Nobody would hear it (the connection's end is said above the map).
        return;
    }
    if phrases == Phrases::Buttons {
        phrase_buttons(ui, t, &mut send);
    }
    line_to_type(ui, t, chat, &mut send);
}

/// The chat's header, with the count of new lines while folded, and the
/// quick phrases' menu when they show as one: whether it was clicked (to
/// fold or unfold).
fn chat_header(
    ui: &mut egui::Ui,
    t: &Locale,
    chat: &Chat,
    phrase_menu: Option<&mut impl FnMut(NetRequest)>,
) -> bool {
    let unread = chat.unread();
    let header = if chat.folded && unread > 0 {
        tr!(t, "chat-title-unread", count = unread)
    } else {
        tr!(t, "chat-title")
    };
    let mut text = egui::RichText::new(header).strong();
    if chat.folded && unread > 0 {
        text = text.color(ui.visuals().warn_fg_color);
    }
    ui.horizontal(|ui| {
        // egui's own fold arrow (the text fonts have no arrow glyphs).
        let size = egui::vec2(ui.spacing().icon_width, ui.spacing().icon_width);
        let (_, icon) = ui.allocate_exact_size(size, egui::Sense::click());
        let openness = if chat.folded { 0.0 } else { 1.0 };
        egui::containers::collapsing_header::paint_default_icon(ui, openness, &icon);
        let label = ui
            .add(egui::Button::new(text).frame(false))
            .on_hover_text(tr!(t, "chat-fold-tip"));
        if let Some(send) = phrase_menu {
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                ui.menu_button(tr!(t, "chat-phrases"), |ui| {
                    for id in 0..PHRASE_KEYS.len() as u8 {
                        if ui.button(said_words(t, &Said::Phrase(id))).clicked() {
                            send(NetRequest::Phrase(id));
                            ui.close();
                        }
                    }
                });
            });
        }
        icon.clicked() || label.clicked()
    })
    .inner
}

/// Each seat's colour for its speaker's name. On a light panel the player
/// colours are darkened to read as text (yellow on parchment would not).
fn seat_colours(ui: &egui::Ui, session: &NetSession) -> Vec<egui::Color32> {
    let light = !ui.visuals().dark_mode;
    session
        .lobby()
        .map(|l| {
            l.seats
                .iter()
                .map(|s| {
                    let c = colour32(
                        PlayerColour::from_name(&s.colour).unwrap_or(PlayerColour::ALL[0]),
                    );
                    if light {
                        c.lerp_to_gamma(egui::Color32::BLACK, 0.35)
                    } else {
                        c
                    }
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The last lines said, each speaker's name in their seat's colour
/// (spectators' plain).
fn chat_lines(ui: &mut egui::Ui, t: &Locale, chat: &Chat, colours: &[egui::Color32]) {
    egui::ScrollArea::vertical()
        .id_salt("net-chat-lines")
        .max_height(96.0)
        .auto_shrink([false, true])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            if chat.lines.is_empty() {
                ui.label(egui::RichText::new(tr!(t, "chat-nothing-yet")).weak());
            }
            for line in &chat.lines {
                ui.horizontal_wrapped(|ui| {
                    ui.spacing_mut().item_spacing.x = 4.0;
                    let name = egui::RichText::new(format!("{}:", plain(&line.name))).strong();
                    match line.seat.and_then(|s| colours.get(s)) {
                        Some(&c) => ui.label(name.color(c)),
                        None => ui.label(name),
                    };
                    ui.label(said_words(t, &line.said));
                });
            }
        });
}

/// The quick phrases, one button each.
fn phrase_buttons(ui: &mut egui::Ui, t: &Locale, send: &mut impl FnMut(NetRequest)) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(4.0, 4.0);
        for id in 0..PHRASE_KEYS.len() as u8 {
            let words = said_words(t, &Said::Phrase(id));
            if ui.small_button(words).clicked() {
                send(NetRequest::Phrase(id));
            }
        }
    });
}

/// The line to type and its send button (Enter sends too).
fn line_to_type(ui: &mut egui::Ui, t: &Locale, chat: &mut Chat, send: &mut impl FnMut(NetRequest)) {
    ui.horizontal(|ui| {
        let send_words = tr!(t, "chat-send");
        let button_width = 16.0
            + ui.ctx().fonts_mut(|f| {
                f.layout_no_wrap(
                    send_words.clone(),
                    egui::TextStyle::Button.resolve(ui.style()),
                    egui::Color32::WHITE,
                )
                .size()
                .x
            });
        let edit = ui.add(
            egui::TextEdit::singleline(&mut chat.draft)
                .id(egui::Id::new("net-chat-line"))
                .char_limit(MAX_CHAT_CHARS)
                .desired_width((ui.available_width() - button_width - 8.0).max(60.0))
                .hint_text(tr!(t, "chat-hint")),
        );
        let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let clicked = ui.button(send_words).clicked();
        if (enter || clicked) && !chat.draft.trim().is_empty() {
            send(NetRequest::Chat(std::mem::take(&mut chat.draft)));
        }
        if enter {
            // Keep typing: the keys stay with the chat, not the map.
            edit.request_focus();
        }
    });
}
