//! A room's door: who joins, as what. A seat is taken back by its secret,
//! never by a name; a name already in the room is refused; the watchers
//! are counted; an open seat goes to the first who asks (or the one
//! wished for).

use super::*;

impl Room {
    /// Keeps each seat's colour its own: an open seat whose colour a
    /// player or computer took takes the first colour no other seat has
    /// (there are as many colours as a table has seats at most).
    pub(super) fn recolour_open_seats(&mut self) {
        for i in 0..self.seats.len() {
            let used = |c: PlayerColour| {
                self.seats
                    .iter()
                    .enumerate()
                    .any(|(j, s)| j != i && s.colour == c)
            };
            if !self.seats[i].open || !used(self.seats[i].colour) {
                continue;
            }
            if let Some(free) = PlayerColour::ALL.into_iter().find(|&c| !used(c)) {
                self.seats[i].colour = free;
            }
        }
    }

    /// Whether someone of `name` is in the room already: a seat's player
    /// (or a computer) or someone watching. Names are compared as people
    /// read them, whatever the case.
    fn name_taken(&self, name: &str) -> bool {
        let same = |other: &str| other.to_lowercase() == name.to_lowercase();
        self.seats.iter().any(|s| !s.open && same(&s.name))
            || self
                .conns
                .values()
                .any(|c| c.joined && c.seat.is_none() && same(&c.name))
    }

    /// The seat `secret` takes back: a friend's seat (or one a computer
    /// plays for them until they return).
    fn seat_of_secret(&self, secret: &str) -> Option<usize> {
        if secret.len() > MAX_SECRET_CHARS {
            return None;
        }
        self.seats.iter().enumerate().position(|(i, s)| {
            ((s.kind == SeatKind::Remote && !s.open) || s.handed_over)
                && keys::same(self.seat_secret(i).as_bytes(), secret.as_bytes())
        })
    }

    pub(super) fn join(&mut self, conn: ConnId, ask: JoinAsk) {
        let name = ask.name.trim().to_string();
        let chars = name.chars().count();
        if chars == 0 || chars > MAX_NAME_CHARS || crate::net::protocol::plain(&name) != name {
            self.refuse(conn, Refusal::BadName);
            return;
        }
        if self.conns.get(&conn).is_some_and(|c| c.joined) {
            self.refuse(conn, Refusal::HelloFirst);
            return;
        }
        let back = ask
            .secret
            .as_deref()
            .filter(|_| !ask.spectate)
            .and_then(|s| self.seat_of_secret(s));
        let seat = if let Some(i) = back {
            // A player back in their seat (after a drop, a restart of the
            // host or from another computer), by its secret: the newer
            // connection wins.
            if let Some(old) = self.seats[i].conn.take() {
                self.kick(old, Refusal::Replaced);
            }
            if self.seats[i].handed_over {
                self.seats[i].handed_over = false;
                self.seats[i].kind = SeatKind::Remote;
                if let Some(t) = &mut self.table {
                    let _ = t.set_seat_kind(i, SeatKind::Remote);
                }
            }
            if self.is_started() {
                self.out.push(Out::All(HostMessage::Returned { seat: i }));
            }
            Some(i)
        } else if self.name_taken(&name) {
            // Never seated over the one of that name, nor shown as them.
            self.refuse(conn, Refusal::NameTaken);
            return;
        } else if ask.spectate {
            let watching = self.lobby().spectators;
            if watching >= MAX_WATCHING {
                self.refuse(
                    conn,
                    Refusal::TooManyWatching {
                        limit: MAX_WATCHING,
                    },
                );
                return;
            }
            None
        } else if self.is_started() {
            self.refuse(conn, Refusal::Started);
            return;
        } else {
            let open = |s: &RoomSeat| s.open && s.kind == SeatKind::Remote;
            let Some(i) = ask
                .wish
                .filter(|&w| self.seats.get(w).is_some_and(open))
                .or_else(|| self.seats.iter().position(open))
            else {
                self.refuse(conn, Refusal::NoOpenSeat);
                return;
            };
            let s = &mut self.seats[i];
            s.open = false;
            s.named = true;
            s.name = name.clone();
            // The colour asked for if no other player (or computer) has it:
            // an open seat's colour is only a suggestion, and gives way.
            if let Some(c) = ask.colour.as_deref().and_then(PlayerColour::from_name)
                && !self
                    .seats
                    .iter()
                    .enumerate()
                    .any(|(j, s)| j != i && !s.open && s.colour == c)
            {
                self.seats[i].colour = c;
                self.recolour_open_seats();
            }
            Some(i)
        };
        // A seat's player keeps the seat's name (a player coming back may
        // have typed another).
        let name = seat.map_or(name, |i| self.seats[i].name.clone());
        if let Some(i) = seat {
            self.seats[i].conn = Some(conn);
        }
        if let Some(c) = self.conns.get_mut(&conn) {
            c.joined = true;
            c.seat = seat;
            c.name = name.clone();
        }
        self.events.push(HostEvent::Joined { seat, name });
        self.out.push(Out::To(
            conn,
            HostMessage::Welcome {
                game_version: GAME_VERSION.to_string(),
                seat,
                lobby: self.lobby(),
                secret: seat.map(|i| self.seat_secret(i)),
            },
        ));
        if let Some(table) = &self.table {
            let view = table
                .view(seat)
                .to_wire()
                .expect("a table's view has moves");
            self.out.push(Out::To(conn, HostMessage::View(view)));
            // A dragon's flight being chosen: where it stands so far.
            if let Some(flying) = super::flying(table) {
                self.out.push(Out::To(conn, flying));
            }
            if self.over {
                let scores = self.scores();
                self.out
                    .push(Out::To(conn, HostMessage::GameOver { scores }));
            }
        }
        self.broadcast_lobby();
    }
}
