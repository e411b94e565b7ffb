//! The network commands as processes: `host` and `join` play a game
//! together, and `host` prints what the players say. Every wait is bounded.

use crate::common::catalog;
use carcassonne::ai::Level;
use carcassonne::net::{Bot, ChatLine, Client, ClientEvent, Invite, JoinRequest, Said};
use carcassonne::rules::record::GameRecord;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::PATIENCE;

/// A child process that is killed when dropped: a test that fails midway
/// leaves no `host` running on, holding the network's port for the next
/// run (one did, and failed two later runs of the suite).
struct Running(Option<Child>);

impl Running {
    /// The child, to wait for: no longer killed on drop.
    fn take(mut self) -> Child {
        self.0.take().expect("still running")
    }
}

impl std::ops::Deref for Running {
    type Target = Child;
    fn deref(&self) -> &Child {
        self.0.as_ref().expect("still running")
    }
}

impl std::ops::DerefMut for Running {
    fn deref_mut(&mut self) -> &mut Child {
        self.0.as_mut().expect("still running")
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if let Some(child) = &mut self.0 {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// `carcassonne host` on 127.0.0.1, any free port, with `args`; its invite
/// once it has written it. The file is read the moment it appears, so it
/// must appear whole (the command writes it to a temporary file and
/// renames that).
fn host_command(dir: &std::path::Path, args: &[&str]) -> (Running, String) {
    let exe = env!("CARGO_BIN_EXE_carcassonne");
    let invite_file = dir.join("invite");
    let save = dir.join("host.ron");
    let host = Command::new(exe)
        .args(["host", "--local", "--port", "0"])
        .args(args)
        .args(["--save", save.to_str().unwrap()])
        .args(["--invite-file", invite_file.to_str().unwrap()])
        .env("CARCASSONNE_DATA", dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let host = Running(Some(host));
    let start = Instant::now();
    while !invite_file.exists() {
        assert!(start.elapsed() < PATIENCE, "the host wrote no invite");
        std::thread::sleep(Duration::from_millis(20));
    }
    let invite = std::fs::read_to_string(&invite_file).unwrap();
    if let Err(e) = Invite::parse(&invite) {
        panic!("the invite file was read half-written ({invite:?}): {e}");
    }
    (host, invite)
}

/// Waits for `child` at most `limit`; kills it and fails if it runs on.
fn wait_bounded(child: Running, limit: Duration, what: &str) -> (bool, String) {
    let mut child = child.take();
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return (status.success(), output_of(child));
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            panic!("{what} did not finish in {limit:?}: {}", output_of(child));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// What a finished (or stopped) child printed, stdout then stderr.
fn output_of(child: Child) -> String {
    let out = child.wait_with_output().unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr)
}

/// Waits for all of `children` at most `limit` together, and returns what
/// each printed once all have ended well. One that fails or runs on stops
/// them all, and the test fails with what every one of them printed (the
/// one that fails first is seldom the one that tells why).
fn wait_all<const N: usize>(children: [(&str, Running); N], limit: Duration) -> [String; N] {
    let start = Instant::now();
    let mut running: Vec<(&str, Option<Child>)> = children
        .into_iter()
        .map(|(what, child)| (what, Some(child.take())))
        .collect();
    let mut outputs: [Option<String>; N] = std::array::from_fn(|_| None);
    let mut trouble: Option<String> = None;
    while trouble.is_none() && outputs.iter().any(Option::is_none) {
        for (i, (what, slot)) in running.iter_mut().enumerate() {
            let Some(child) = slot else { continue };
            if let Some(status) = child.try_wait().unwrap() {
                outputs[i] = Some(output_of(slot.take().unwrap()));
                if !status.success() {
                    trouble = Some(format!("{what} failed ({status})"));
                }
            }
        }
        if trouble.is_none() && start.elapsed() > limit {
            trouble = Some(format!("not all finished in {limit:?}"));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    if let Some(trouble) = trouble {
        let mut told = trouble;
        for (i, (what, slot)) in running.iter_mut().enumerate() {
            if let Some(mut child) = slot.take() {
                let _ = child.kill();
                outputs[i] = Some(format!("(stopped) {}", output_of(child)));
            }
            told += &format!("\n--- {what}:\n{}", outputs[i].as_deref().unwrap_or(""));
        }
        panic!("{told}");
    }
    outputs.map(Option::unwrap)
}

#[test]
fn the_host_and_join_commands_play_a_game_as_three_processes() {
    let exe = env!("CARGO_BIN_EXE_carcassonne");
    let dir = std::env::temp_dir().join(format!("carc-net-cli-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (host, invite) = host_command(
        &dir,
        &["--players", "3", "--computer", "random", "--seed", "11"],
    );
    let save = dir.join("host.ron");
    // Ann and Bo play at one computer: one data folder, so one seat book.
    let players = dir.join("players");
    let join = |name: &str, extra: &[&str]| {
        Running(Some(
            Command::new(exe)
                .args(["join", invite.trim(), "--name", name])
                .args(extra)
                .env("CARCASSONNE_DATA", &players)
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap(),
        ))
    };
    let ann = join("Ann", &["--computer", "random", "--seed", "3"]);
    // Bo starts once Ann's seat's secret is in the book (as it was, by
    // chance, on a busy machine): it is hers, not his to show.
    let book = players.join("net-seats.txt");
    let start = Instant::now();
    while !book.exists() {
        assert!(start.elapsed() < PATIENCE, "Ann kept no seat's secret");
        std::thread::sleep(Duration::from_millis(20));
    }
    let bo = join("Bo", &["--computer", "greedy"]);
    let [ann_out, bo_out, host_out] = wait_all(
        [("join Ann", ann), ("join Bo", bo), ("host", host)],
        Duration::from_secs(180),
    );
    let last = |s: &str| s.lines().last().unwrap_or_default().to_string();
    assert!(last(&host_out).starts_with("final scores: "), "{host_out}");
    assert_eq!(last(&ann_out), last(&host_out));
    assert_eq!(last(&bo_out), last(&host_out));
    // The autosave is the whole game, and replays to the scores printed.
    let record = GameRecord::parse(&std::fs::read_to_string(&save).unwrap()).unwrap();
    let game = record.replay(catalog()).unwrap();
    assert!(game.is_finished());
    let printed: Vec<String> = record
        .players
        .iter()
        .zip(game.players())
        .map(|(n, p)| format!("{n} {}", p.score))
        .collect();
    assert_eq!(
        last(&host_out),
        format!("final scores: {}", printed.join(", "))
    );
    // Both clients printed every placement the host made.
    let placed = |s: &str| s.lines().filter(|l| l.starts_with("move ")).count();
    assert_eq!(placed(&ann_out), placed(&host_out));
    assert_eq!(placed(&bo_out), placed(&host_out));
    // The host's autosave is reviewed like any record.
    let (ok, out, err) = crate::common::carcassonne(&[
        "review",
        save.to_str().unwrap(),
        "--level",
        "easy",
        "--json",
    ]);
    assert!(ok, "{err}");
    let review: carcassonne::ai::review::Review = serde_json::from_str(&out).unwrap();
    let discards = record
        .moves
        .iter()
        .filter(|m| matches!(m, carcassonne::rules::record::RecordMove::Discard { .. }))
        .count();
    assert_eq!(review.moves.len(), record.moves.len() - discards);
    assert_eq!(review.players.len(), record.players.len());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_host_command_prints_what_players_say_without_control_characters() {
    let dir = std::env::temp_dir().join(format!("carc-net-chat-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (mut host, invite) = host_command(&dir, &["--players", "2", "--computer", "random"]);
    let invite = Invite::parse(&invite).expect("the printed invite reads");
    let mut bo = Client::join(&invite, JoinRequest::seat("Bo"), catalog()).expect("a socket");
    // Bo says a line with an escape that would clear the host's terminal,
    // and a quick phrase; the host's own echo of the phrase back to Bo
    // shows that it has heard both.
    let (mut said, start, mut last) = (false, Instant::now(), Instant::now());
    loop {
        assert!(start.elapsed() < PATIENCE, "Bo's words did not go round");
        std::thread::sleep(Duration::from_millis(5));
        let events = bo.update(last.elapsed());
        last = Instant::now();
        if !said && bo.seat().is_some() {
            bo.chat("hello\u{1b}[2J there");
            bo.phrase(1);
            said = true;
        }
        if events.iter().any(|e| {
            matches!(
                e,
                ClientEvent::Chat(ChatLine {
                    said: Said::Phrase(1),
                    ..
                })
            )
        }) {
            break;
        }
    }
    // The host prints a line after it has sent its echo: read what it
    // prints, as it prints it, until the phrase's line (the line said
    // before it comes first), then stop the host.
    let lines = lines_of(host.stdout.take().unwrap());
    let mut printed = String::new();
    while !printed.contains("Bo: Well played!\n") {
        let left = PATIENCE.saturating_sub(start.elapsed());
        match lines.recv_timeout(left) {
            Ok(line) => printed += &(line + "\n"),
            Err(e) => panic!("the host did not print Bo's phrase ({e}): {printed}"),
        }
    }
    let _ = host.kill();
    let _ = host.wait();
    printed.extend(lines.iter().map(|l| l + "\n"));
    assert!(printed.contains("Bo: hello[2J there\n"), "{printed}");
    assert!(!printed.contains('\u{1b}'), "{printed:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The lines a child prints, as it prints them (the channel ends with its
/// output).
fn lines_of(out: std::process::ChildStdout) -> std::sync::mpsc::Receiver<String> {
    let (send, lines) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        use std::io::BufRead;
        for line in std::io::BufReader::new(out).lines() {
            let Ok(line) = line else { break };
            if send.send(line).is_err() {
                break;
            }
        }
    });
    lines
}

#[test]
fn after_the_game_the_host_command_stays_open_until_the_last_friend_leaves() {
    let dir = std::env::temp_dir().join(format!("carc-net-after-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (host, invite) = host_command(
        &dir,
        &["--players", "2", "--computer", "random", "--seed", "5"],
    );
    let invite = Invite::parse(&invite).expect("the printed invite reads");
    let mut bo = Client::join(&invite, JoinRequest::seat("Bo"), catalog()).expect("a socket");
    let mut bot = Bot::new(Level::Random, 1);
    let pump = |bo: &mut Client, last: &mut Instant| {
        std::thread::sleep(Duration::from_millis(2));
        let events = bo.update(last.elapsed());
        *last = Instant::now();
        events
    };
    // Bo gets ready and plays to the end.
    let (start, mut last, mut ready) = (Instant::now(), Instant::now(), false);
    'game: loop {
        assert!(start.elapsed() < Duration::from_secs(60), "no end");
        for e in pump(&mut bo, &mut last) {
            match e {
                ClientEvent::Lobby(l) if !l.started && !ready => {
                    bo.ready(true);
                    ready = true;
                }
                ClientEvent::GameOver { .. } => break 'game,
                ClientEvent::Disconnected { reason, .. } => panic!("{reason}"),
                _ => {}
            }
        }
        bot.act(&mut bo);
    }
    // A few seconds on, as a player would: "Well played!" still goes round.
    let over = Instant::now();
    while over.elapsed() < Duration::from_secs(3) {
        pump(&mut bo, &mut last);
    }
    bo.phrase(1);
    let heard = loop {
        assert!(over.elapsed() < PATIENCE, "Bo's phrase did not go round");
        let events = pump(&mut bo, &mut last);
        if let Some(e) = events.iter().find(|e| {
            matches!(
                e,
                ClientEvent::Chat(ChatLine {
                    said: Said::Phrase(1),
                    ..
                }) | ClientEvent::Disconnected { .. }
            )
        }) {
            break e.clone();
        }
    };
    assert!(
        matches!(
            heard,
            ClientEvent::Chat(ChatLine {
                said: Said::Phrase(_),
                ..
            })
        ),
        "the room closed: {heard:?}"
    );
    // Bo leaves: nobody is left, and the host ends with the scores.
    bo.disconnect();
    let (ok, out) = wait_bounded(host, Duration::from_secs(10), "host");
    assert!(ok, "{out}");
    assert!(out.contains("Bo: Well played!\n"), "{out}");
    let last_line = out.lines().last().unwrap_or_default();
    assert!(last_line.starts_with("final scores: "), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}
