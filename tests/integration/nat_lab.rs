//! A small internet in Linux network namespaces, for tests of play through
//! home routers: a `public` segment (the internet, with a server address),
//! and two homes, each a `homeN` computer behind a `routerN` that NATs it.
//! `router1` runs miniupnpd (UPnP IGD and NAT-PMP, as a home router does);
//! `router2` is a plain NAT. Either router can be made "symmetric" (a new
//! external port for every destination, as some carrier NATs do, so UDP
//! hole punching fails), be put behind a carrier-grade NAT (its own
//! address 100.64.k.2, NATed again in `public`), or have its miniupnpd
//! refuse every mapping ([`Router`]'s fields, given to [`Lab::with`]).
//!
//! ```text
//!  public  11.0.0.1 (lo: the server's address), forwards between routers
//!    |-- 11.0.1.1 -- 11.0.1.2 wan [router1: NAT + miniupnpd] lan 192.168.1.1 -- 192.168.1.2 [home1]
//!    '-- 11.0.2.1 -- 11.0.2.2 wan [router2: NAT]             lan 192.168.2.1 -- 192.168.2.2 [home2]
//! ```
//!
//! The public side uses 11.0.0.0/8, not a documentation range: miniupnpd
//! 2.3.1 refuses to map when its external address is private or reserved
//! (203.0.113.0/24 included) and has no option to allow it. These
//! addresses exist only inside the lab's namespaces, which have no link to
//! this machine's own network: nothing a test sends leaves the machine.
//! Everything that sends to them must run inside a namespace: with
//! [`Lab::spawn`]/[`Lab::run`] (`ip netns exec NS ...`) or in [`Lab::enter`].
//!
//! Use:
//! ```text
//! let Some(lab) = or_skip(Lab::new()) else { return };   // prints "skipped: ..."
//! let server = lab.spawn("public", "server", Command::new(carcassonne).args(["server"]));
//! let host = lab.spawn("home1", "host", Command::new(carcassonne).args(["host", ...]));
//! let out = lab.run("home2", &["ping", "-c1", "11.0.0.1"]);
//! let socket = lab.enter("home1", || UdpSocket::bind("0.0.0.0:7878")).unwrap();
//! // on failure the log folder is printed and kept: lab.dir()
//! ```
//!
//! How code of the test itself runs in a namespace: [`Lab::enter`] runs a
//! closure on a new thread that first joins the namespace (`setns`, from
//! libc). The network namespace is a thread's own, so the rest of the test
//! stays outside; threads that closure starts inherit it, and a socket
//! made there stays in that namespace whichever thread uses it later.
//! (Reading `/proc/net/...` in such a thread shows the process's namespace:
//! read `/proc/thread-self/net/...`.) Programs run with `ip netns exec`.
//!
//! Linux's connection tracking remembers a UDP flow for 30 s and more:
//! once a datagram went through a router, later ones of the same socket
//! pair pass whatever the rules say. To check that a port is open or
//! closed, send each time from a new socket ([`Lab::reaches`] does).
//!
//! The lab needs root, `ip` (iproute2), iptables and, for `router1`,
//! Debian's `miniupnpd-iptables` (2.3.1; its "iptables" backend is the
//! kernel's legacy one, so the lab uses `iptables-legacy`). Without them
//! [`Lab::new`] returns a [`Skip`] with the reason; with the environment
//! variable `CARCASSONNE_LAB_REQUIRED=1` (CI) a skip fails the test instead.
//! Namespaces are named `cclab<pid>x<n>-<box>`; [`Drop`] kills every
//! process in them and deletes them, also when the test panicked, and
//! [`Lab::new`] deletes those a killed test process left behind.

// The lab is for other tests too: not every helper is used here.
#![allow(dead_code)]

use std::fs;
use std::io::Write;
use std::net::{Ipv4Addr, SocketAddr, UdpSocket};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;
use std::time::{Duration, Instant};

/// Why the lab could not be built here: the test prints it and passes.
#[derive(Debug)]
pub struct Skip(pub String);

impl Skip {
    /// Prints `skipped: <reason>`, or panics when the lab is required.
    pub fn report(&self) {
        if crate::common::required("CARCASSONNE_LAB_REQUIRED") {
            panic!(
                "the namespace lab is required (CARCASSONNE_LAB_REQUIRED) but: {}",
                self.0
            );
        }
        println!("skipped: {}", self.0);
    }
}

/// `let Some(lab) = or_skip(Lab::new()) else { return };`: the lab, or
/// None after printing `skipped: <reason>`.
pub fn or_skip(lab: Result<Lab, Skip>) -> Option<Lab> {
    match lab {
        Ok(lab) => Some(lab),
        Err(skip) => {
            skip.report();
            None
        }
    }
}

/// What a router offers its home.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Router {
    /// miniupnpd answers UPnP IGD.
    pub upnp: bool,
    /// miniupnpd answers NAT-PMP (and PCP).
    pub natpmp: bool,
    /// A new external port for each destination (`MASQUERADE --random-fully`).
    pub symmetric: bool,
    /// The router's own internet address is a carrier-grade NAT's
    /// (100.64.k.2), which `public` NATs again: the home is not reachable
    /// from the internet whatever the router maps.
    pub behind_cgnat: bool,
    /// miniupnpd refuses every mapping (its permission rules deny all).
    pub refuse: bool,
}

impl Router {
    /// A home router with UPnP and NAT-PMP on.
    pub const HOME: Router = Router {
        upnp: true,
        natpmp: true,
        symmetric: false,
        behind_cgnat: false,
        refuse: false,
    };
    /// A plain NAT, nothing to ask.
    pub const PLAIN: Router = Router {
        upnp: false,
        natpmp: false,
        symmetric: false,
        behind_cgnat: false,
        refuse: false,
    };

    fn runs_miniupnpd(&self) -> bool {
        self.upnp || self.natpmp
    }
}

/// The lab's shape: what each router does. `Lab::new()` is
/// `router1: Router::HOME, router2: Router::PLAIN`.
#[derive(Clone, Copy, Debug)]
pub struct LabConfig {
    pub router1: Router,
    pub router2: Router,
}

impl Default for LabConfig {
    fn default() -> Self {
        LabConfig {
            router1: Router::HOME,
            router2: Router::PLAIN,
        }
    }
}

/// The boxes, by the names tests use.
pub const BOXES: [&str; 5] = ["public", "router1", "home1", "router2", "home2"];

/// The server's address in `public` (on its loopback: every router reaches it).
pub const PUBLIC_SERVER: Ipv4Addr = Ipv4Addr::new(11, 0, 0, 1);

/// A process in a namespace: killed when dropped; its stdout and stderr
/// go to files in the lab's folder.
pub struct LabChild {
    pub name: String,
    child: Child,
    pub stdout: PathBuf,
    pub stderr: PathBuf,
}

impl LabChild {
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// Its exit status if it ended.
    pub fn try_wait(&mut self) -> Option<std::process::ExitStatus> {
        self.child.try_wait().ok().flatten()
    }

    /// Waits for it to end, up to `limit`; None if it still runs.
    pub fn wait_for(&mut self, limit: Duration) -> Option<std::process::ExitStatus> {
        let end = Instant::now() + limit;
        loop {
            if let Some(status) = self.try_wait() {
                return Some(status);
            }
            if Instant::now() >= end {
                return None;
            }
            thread::sleep(Duration::from_millis(20));
        }
    }

    /// What it printed so far on stdout.
    pub fn stdout_text(&self) -> String {
        fs::read_to_string(&self.stdout).unwrap_or_default()
    }

    /// What it printed so far on stderr.
    pub fn stderr_text(&self) -> String {
        fs::read_to_string(&self.stderr).unwrap_or_default()
    }

    /// Waits until stdout or stderr contains `text`, up to `limit`.
    pub fn wait_for_text(&mut self, text: &str, limit: Duration) -> bool {
        let end = Instant::now() + limit;
        loop {
            if self.stdout_text().contains(text) || self.stderr_text().contains(text) {
                return true;
            }
            if Instant::now() >= end || self.try_wait().is_some() {
                return self.stdout_text().contains(text) || self.stderr_text().contains(text);
            }
            thread::sleep(Duration::from_millis(10));
        }
    }

    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for LabChild {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Whether a UDP socket is bound to `port` in the network namespace of
/// the process `pid` (`/proc/PID/net/udp` lists that namespace's).
fn udp_port_open(pid: u32, port: u16) -> bool {
    let bound = format!(":{port:04X}");
    ["udp", "udp6"].iter().any(|table| {
        fs::read_to_string(format!("/proc/{pid}/net/{table}")).is_ok_and(|text| {
            text.lines()
                .skip(1)
                .filter_map(|line| line.split_whitespace().nth(1))
                .any(|local| local.ends_with(&bound))
        })
    })
}

/// Whether the network namespace of the process `pid` has joined SSDP's
/// multicast group, 239.255.255.250 (`/proc/PID/net/igmp` writes it as
/// FAFFFFEF).
fn in_ssdp_group(pid: u32) -> bool {
    fs::read_to_string(format!("/proc/{pid}/net/igmp")).is_ok_and(|t| t.contains("FAFFFFEF"))
}

/// The network of namespaces; see the module's text.
pub struct Lab {
    prefix: String,
    dir: PathBuf,
    config: LabConfig,
    iptables: String,
    made: Vec<String>,
    /// miniupnpd of each router that runs it (router1, router2).
    daemons: Mutex<Vec<LabChild>>,
}

static LABS: AtomicUsize = AtomicUsize::new(0);

impl Lab {
    /// The default lab: router1 with UPnP and NAT-PMP, router2 plain.
    pub fn new() -> Result<Lab, Skip> {
        Lab::with(LabConfig::default())
    }

    pub fn with(config: LabConfig) -> Result<Lab, Skip> {
        if unsafe { libc::geteuid() } != 0 {
            return Err(Skip("not root: network namespaces need root".into()));
        }
        let ip = Command::new("ip").arg("-V").output();
        if !ip.is_ok_and(|o| o.status.success()) {
            return Err(Skip("`ip` (iproute2) is not installed".into()));
        }
        let needs_miniupnpd = config.router1.runs_miniupnpd() || config.router2.runs_miniupnpd();
        if needs_miniupnpd {
            let version = Command::new("miniupnpd").arg("--version").output();
            match version {
                Err(_) => {
                    return Err(Skip(
                        "miniupnpd is not installed (Debian: apt-get install miniupnpd-iptables)"
                            .into(),
                    ));
                }
                Ok(out) => {
                    let text = String::from_utf8_lossy(&out.stdout).to_string()
                        + &String::from_utf8_lossy(&out.stderr);
                    if !text.contains("iptables") {
                        return Err(Skip(format!(
                            "this miniupnpd is not the iptables one (Debian's \
                             miniupnpd-iptables): {}",
                            text.trim()
                        )));
                    }
                }
            }
        }
        // miniupnpd-iptables writes its rules through libiptc, the
        // kernel's legacy tables; the NAT rules go there too.
        let iptables = ["iptables-legacy", "iptables"]
            .into_iter()
            .find(|cmd| {
                Command::new(cmd)
                    .arg("--version")
                    .output()
                    .is_ok_and(|o| o.status.success())
            })
            .ok_or_else(|| {
                Skip("iptables is not installed (Debian: apt-get install iptables)".into())
            })?
            .to_string();

        clean_stale_labs();
        let n = LABS.fetch_add(1, Ordering::SeqCst);
        let pid = std::process::id();
        let prefix = format!("cclab{pid}x{n}");
        let dir = std::env::temp_dir().join(format!("carcassonne-lab-{pid}-{n}"));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).map_err(|e| Skip(format!("temp dir {}: {e}", dir.display())))?;
        let mut lab = Lab {
            prefix,
            dir,
            config,
            iptables,
            made: Vec::new(),
            daemons: Mutex::new(Vec::new()),
        };
        // The first namespace tells whether namespaces work here at all.
        let first = lab.ns("public");
        let add = Command::new("ip").args(["netns", "add", &first]).output();
        match add {
            Ok(out) if out.status.success() => lab.made.push(first),
            Ok(out) => {
                return Err(Skip(format!(
                    "`ip netns add` is not allowed here: {}",
                    String::from_utf8_lossy(&out.stderr).trim()
                )));
            }
            Err(e) => return Err(Skip(format!("`ip netns add`: {e}"))),
        }
        lab.build();
        Ok(lab)
    }

    /// The namespace's full name for a box ("home1" → "cclab123x0-home1").
    pub fn ns(&self, name: &str) -> String {
        format!("{}-{name}", self.prefix)
    }

    /// The folder with every process's output (kept when a test panics).
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn config(&self) -> LabConfig {
        self.config
    }

    /// A box's address: `public` is the server's (11.0.0.1), a router's is
    /// its public one (the wan side), a home's its private one.
    pub fn addr(&self, name: &str) -> Ipv4Addr {
        match name {
            "public" => PUBLIC_SERVER,
            "router1" | "router2" => {
                let k = if name == "router1" { 1 } else { 2 };
                if self.router(name).behind_cgnat {
                    Ipv4Addr::new(100, 64, k, 2)
                } else {
                    Ipv4Addr::new(11, 0, k, 2)
                }
            }
            "home1" => Ipv4Addr::new(192, 168, 1, 2),
            "home2" => Ipv4Addr::new(192, 168, 2, 2),
            other => panic!("no box {other:?} in the lab ({BOXES:?})"),
        }
    }

    /// What a router does.
    pub fn router(&self, router: &str) -> Router {
        match router {
            "router1" => self.config.router1,
            "router2" => self.config.router2,
            other => panic!("{other:?} is not a router"),
        }
    }

    /// A router's address on its home side (the home's gateway).
    pub fn lan_addr(&self, router: &str) -> Ipv4Addr {
        match router {
            "router1" => Ipv4Addr::new(192, 168, 1, 1),
            "router2" => Ipv4Addr::new(192, 168, 2, 1),
            other => panic!("{other:?} is not a router"),
        }
    }

    fn build(&mut self) {
        let start = Instant::now();
        for name in &BOXES[1..] {
            let ns = self.ns(name);
            self.host(&["ip", "netns", "add", &ns]);
            self.made.push(ns);
        }
        for name in BOXES {
            self.run(name, &["ip", "link", "set", "lo", "up"]);
        }
        let public = self.ns("public");
        self.run("public", &["ip", "addr", "add", "11.0.0.1/32", "dev", "lo"]);
        self.run("public", &["sysctl", "-qw", "net.ipv4.ip_forward=1"]);
        for k in ["1", "2"] {
            let (router, home) = (format!("router{k}"), format!("home{k}"));
            let (router_ns, home_ns) = (self.ns(&router), self.ns(&home));
            let towards = format!("to{router}");
            // The internet's link to the router and the router's to its home.
            self.host(&[
                "ip", "link", "add", "wan", "netns", &router_ns, "type", "veth", "peer", "name",
                &towards, "netns", &public,
            ]);
            self.host(&[
                "ip", "link", "add", "lan", "netns", &router_ns, "type", "veth", "peer", "name",
                "lan", "netns", &home_ns,
            ]);
            let config = self.router(&router);
            let net = if config.behind_cgnat {
                "100.64"
            } else {
                "11.0"
            };
            let wan = format!("{net}.{k}.2/24");
            let peer = format!("{net}.{k}.1");
            let lan = format!("192.168.{k}.1/24");
            let home_addr = format!("192.168.{k}.2/24");
            let gateway = format!("192.168.{k}.1");
            self.run(
                "public",
                &["ip", "addr", "add", &format!("{peer}/24"), "dev", &towards],
            );
            self.run("public", &["ip", "link", "set", &towards, "up"]);
            self.run(&router, &["ip", "addr", "add", &wan, "dev", "wan"]);
            self.run(&router, &["ip", "link", "set", "wan", "up"]);
            self.run(&router, &["ip", "addr", "add", &lan, "dev", "lan"]);
            self.run(&router, &["ip", "link", "set", "lan", "up"]);
            self.run(&router, &["ip", "route", "add", "default", "via", &peer]);
            self.run(&router, &["sysctl", "-qw", "net.ipv4.ip_forward=1"]);
            self.run(&home, &["ip", "addr", "add", &home_addr, "dev", "lan"]);
            self.run(&home, &["ip", "link", "set", "lan", "up"]);
            self.run(&home, &["ip", "route", "add", "default", "via", &gateway]);
            self.nat(&router, config.symmetric, "-A");
            self.firewall(&router);
            if config.behind_cgnat {
                // The provider's NAT, for what goes on to other routers.
                let cgnat_net = format!("100.64.{k}.0/24");
                let iptables = self.iptables.clone();
                self.run(
                    "public",
                    &[
                        &iptables,
                        "-t",
                        "nat",
                        "-A",
                        "POSTROUTING",
                        "-s",
                        &cgnat_net,
                        "-j",
                        "MASQUERADE",
                    ],
                );
            }
            if config.runs_miniupnpd() {
                self.start_miniupnpd(&router, config);
            }
        }
        let took = start.elapsed();
        let _ = fs::write(self.dir.join("built-in.txt"), format!("{took:?}\n"));
    }

    /// A home router's firewall: from the internet, only what answers a
    /// flow from inside (or what miniupnpd's own chain lets in). It also
    /// matters to hole punching: a datagram dropped here leaves no
    /// tracked flow behind, where one the router accepted for itself (and
    /// answered "port unreachable") would take the port the home's own
    /// datagram to that sender needs, and the NAT would pick another.
    fn firewall(&self, router: &str) {
        for chain in ["INPUT", "FORWARD"] {
            let ipt = self.iptables.as_str();
            self.run(
                router,
                &[
                    ipt,
                    "-A",
                    chain,
                    "-i",
                    "wan",
                    "-m",
                    "conntrack",
                    "--ctstate",
                    "ESTABLISHED,RELATED",
                    "-j",
                    "ACCEPT",
                ],
            );
            self.run(router, &[ipt, "-A", chain, "-i", "wan", "-j", "DROP"]);
        }
    }

    /// The router's NAT rule: `-A` adds, `-D` deletes.
    fn nat(&self, router: &str, symmetric: bool, op: &str) {
        let mut args = vec![
            self.iptables.as_str(),
            "-t",
            "nat",
            op,
            "POSTROUTING",
            "-o",
            "wan",
            "-j",
            "MASQUERADE",
        ];
        if symmetric {
            args.push("--random-fully");
        }
        self.run(router, &args);
    }

    /// Makes a router symmetric (a new external port per destination), or
    /// not. Flows already tracked keep their ports.
    pub fn set_symmetric(&mut self, router: &str, symmetric: bool) {
        let config = match router {
            "router1" => &mut self.config.router1,
            "router2" => &mut self.config.router2,
            other => panic!("{other:?} is not a router"),
        };
        let was = config.symmetric;
        config.symmetric = symmetric;
        if was != symmetric {
            self.nat(router, symmetric, "-A");
            self.nat(router, was, "-D");
        }
    }

    fn start_miniupnpd(&self, router: &str, config: Router) {
        // The chains Debian's iptables_init.sh would make (that script
        // comes with the `miniupnpd` package, which also installs a
        // system-wide service; the lab needs only the daemon's binary).
        let chains: [(&str, &str, &[&str]); 4] = [
            ("nat", "MINIUPNPD", &["PREROUTING", "-i", "wan"]),
            ("mangle", "MINIUPNPD", &["PREROUTING", "-i", "wan"]),
            (
                "filter",
                "MINIUPNPD",
                &["FORWARD", "-i", "wan", "!", "-o", "wan"],
            ),
            (
                "nat",
                "MINIUPNPD-POSTROUTING",
                &["POSTROUTING", "-o", "wan"],
            ),
        ];
        for (table, chain, hook) in chains {
            self.run(router, &[&self.iptables, "-t", table, "-N", chain]);
            let mut args = vec![self.iptables.as_str(), "-t", table, "-I"];
            args.extend_from_slice(hook);
            args.extend_from_slice(&["-j", chain]);
            self.run(router, &args);
        }
        let yes_no = |b: bool| if b { "yes" } else { "no" };
        let conf = format!(
            "ext_ifname=wan\n\
             listening_ip=lan\n\
             http_port=0\n\
             enable_upnp={}\n\
             enable_natpmp={}\n\
             secure_mode=yes\n\
             system_uptime=no\n\
             notify_interval=60\n\
             min_lifetime=1\n\
             max_lifetime=86400\n\
             uuid=3b1fa3f2-7c4e-4c84-9b1c-6a36a1b5b00{}\n\
             {}\
             deny 0-65535 0.0.0.0/0 0-65535\n",
            yes_no(config.upnp),
            yes_no(config.natpmp),
            &router[router.len() - 1..],
            if config.refuse {
                ""
            } else {
                "allow 1024-65535 192.168.0.0/16 1024-65535\n"
            },
        );
        let conf_path = self.dir.join(format!("{router}-miniupnpd.conf"));
        fs::write(&conf_path, conf).expect("write miniupnpd.conf");
        let pid_path = self.dir.join(format!("{router}-miniupnpd.pid"));
        let mut command = Command::new("miniupnpd");
        command
            .arg("-f")
            .arg(&conf_path)
            .arg("-P")
            .arg(&pid_path)
            .arg("-d");
        let mut daemon = self.spawn(router, "miniupnpd", &mut command);
        // Its last words once every socket is open.
        let ready = if config.natpmp {
            "Listening for NAT-PMP"
        } else {
            "HTTP listening on port"
        };
        if !daemon.wait_for_text(ready, Duration::from_secs(5)) {
            panic!(
                "miniupnpd in {router} did not start:\n{}{}\n(lab files: {})",
                daemon.stdout_text(),
                daemon.stderr_text(),
                self.dir.display()
            );
        }
        // With UPnP, the SSDP socket (UDP 1900) opens right after the HTTP
        // one and joins SSDP's group: ready once both are so.
        let start = Instant::now();
        while config.upnp && !(udp_port_open(daemon.id(), 1900) && in_ssdp_group(daemon.id())) {
            if start.elapsed() > Duration::from_secs(5) {
                panic!(
                    "miniupnpd in {router} opened no SSDP socket:\n{}",
                    daemon.stderr_text()
                );
            }
            thread::sleep(Duration::from_millis(2));
        }
        self.daemons.lock().unwrap().push(daemon);
    }

    /// miniupnpd's log in a router so far (empty when it runs none).
    pub fn miniupnpd_log(&self, router: &str) -> String {
        let path = self.dir.join(format!("{}-miniupnpd.err", self.ns(router)));
        fs::read_to_string(path).unwrap_or_default()
    }

    /// A command on this machine itself (not in a namespace); panics on failure.
    fn host(&self, args: &[&str]) {
        let out = Command::new(args[0])
            .args(&args[1..])
            .output()
            .unwrap_or_else(|e| panic!("{args:?}: {e}"));
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// Runs a program in a box and waits for it; its output (status,
    /// stdout, stderr) whatever the outcome.
    pub fn try_run(&self, name: &str, args: &[&str]) -> Output {
        let ns = self.ns(name);
        Command::new("ip")
            .args(["netns", "exec", &ns])
            .args(args)
            .stdin(Stdio::null())
            .output()
            .unwrap_or_else(|e| panic!("ip netns exec {ns} {args:?}: {e}"))
    }

    /// Runs a program in a box; its stdout. Panics when it fails.
    pub fn run(&self, name: &str, args: &[&str]) -> String {
        let out = self.try_run(name, args);
        assert!(
            out.status.success(),
            "in {name}: {args:?} failed ({}): {}{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Starts `command` in a box (`ip netns exec NS program args`, with its
    /// environment and folder), stdout and stderr to
    /// `<dir>/<ns>-<label>.out|.err`. Killed when the returned child is
    /// dropped, and when the lab is.
    pub fn spawn(&self, name: &str, label: &str, command: &mut Command) -> LabChild {
        let ns = self.ns(name);
        let stdout = self.dir.join(format!("{ns}-{label}.out"));
        let stderr = self.dir.join(format!("{ns}-{label}.err"));
        let mut wrapped = Command::new("ip");
        wrapped
            .args(["netns", "exec", &ns])
            .arg(command.get_program())
            .args(command.get_args());
        for (key, value) in command.get_envs() {
            match value {
                Some(value) => wrapped.env(key, value),
                None => wrapped.env_remove(key),
            };
        }
        if let Some(dir) = command.get_current_dir() {
            wrapped.current_dir(dir);
        }
        let out = fs::File::create(&stdout).expect("lab stdout file");
        let err = fs::File::create(&stderr).expect("lab stderr file");
        let child = wrapped
            .stdin(Stdio::null())
            .stdout(out)
            .stderr(err)
            .spawn()
            .unwrap_or_else(|e| panic!("start {:?} in {name}: {e}", command.get_program()));
        LabChild {
            name: format!("{name}/{label}"),
            child,
            stdout,
            stderr,
        }
    }

    /// Runs `f` on a new thread inside a box's network namespace and
    /// returns what it returns (a panic in it goes on in the caller).
    pub fn enter<T: Send + 'static>(
        &self,
        name: &str,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> T {
        let path = format!("/var/run/netns/{}", self.ns(name));
        let handle = thread::Builder::new()
            .name(format!("in {name}"))
            .spawn(move || {
                let file = fs::File::open(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
                use std::os::fd::AsRawFd;
                // SAFETY: a valid namespace fd; changes only this thread.
                let joined = unsafe { libc::setns(file.as_raw_fd(), libc::CLONE_NEWNET) };
                assert_eq!(
                    joined,
                    0,
                    "setns {path}: {}",
                    std::io::Error::last_os_error()
                );
                f()
            })
            .expect("spawn a thread");
        match handle.join() {
            Ok(value) => value,
            Err(panic) => std::panic::resume_unwind(panic),
        }
    }

    /// A UDP socket bound in a box.
    pub fn udp_socket(&self, name: &str, bind: SocketAddr) -> UdpSocket {
        self.enter(name, move || UdpSocket::bind(bind))
            .unwrap_or_else(|e| panic!("bind {bind} in {name}: {e}"))
    }

    /// Whether a datagram sent from box `from` (a new socket each time, so
    /// no tracked flow helps it) to `to` arrives at `receiver` within
    /// `wait`. Datagrams already waiting at `receiver` are read first.
    pub fn reaches(
        &self,
        from: &str,
        to: SocketAddr,
        receiver: &UdpSocket,
        wait: Duration,
    ) -> bool {
        static PROBES: AtomicUsize = AtomicUsize::new(0);
        let token = format!(
            "lab probe {} {}",
            std::process::id(),
            PROBES.fetch_add(1, Ordering::SeqCst)
        );
        let sender = self.udp_socket(from, "0.0.0.0:0".parse().unwrap());
        // No route there (a private address seen from the internet): it
        // does not reach.
        if sender.send_to(token.as_bytes(), to).is_err() {
            return false;
        }
        let end = Instant::now() + wait;
        let mut buf = [0u8; 256];
        loop {
            let left = end.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            receiver.set_read_timeout(Some(left)).unwrap();
            match receiver.recv_from(&mut buf) {
                Ok((n, _)) if &buf[..n] == token.as_bytes() => return true,
                Ok(_) => continue,
                Err(_) => return false,
            }
        }
    }

    /// Kills every process in the lab's namespaces.
    fn kill_all(&self) {
        self.daemons
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clear();
        for ns in &self.made {
            kill_in(ns);
        }
    }
}

/// Kills the processes in a namespace (`ip netns pids`).
fn kill_in(ns: &str) {
    if let Ok(out) = Command::new("ip").args(["netns", "pids", ns]).output() {
        for pid in String::from_utf8_lossy(&out.stdout).split_whitespace() {
            if let Ok(pid) = pid.parse::<i32>() {
                // SAFETY: a plain signal to a process of the lab.
                unsafe { libc::kill(pid, libc::SIGKILL) };
            }
        }
    }
}

/// Deletes the namespaces (and folders) of labs whose test process is gone.
fn clean_stale_labs() {
    let Ok(out) = Command::new("ip").args(["netns", "list"]).output() else {
        return;
    };
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let ns = line.split_whitespace().next().unwrap_or("");
        let Some(rest) = ns.strip_prefix("cclab") else {
            continue;
        };
        let Some(pid) = rest.split('x').next().and_then(|p| p.parse::<u32>().ok()) else {
            continue;
        };
        if pid != std::process::id() && !Path::new(&format!("/proc/{pid}")).exists() {
            kill_in(ns);
            let _ = Command::new("ip").args(["netns", "del", ns]).output();
        }
    }
}

impl Lab {
    /// Each router's tables with their counters and its tracked flows,
    /// into `<dir>/<router>-state.txt`: what a failed test leaves for
    /// whoever reads why (never panics: it runs while one unwinds).
    fn keep_router_state(&self) {
        for router in ["router1", "router2"] {
            let ns = self.ns(router);
            let save = format!("{}-save", self.iptables);
            let mut text = String::new();
            for args in [
                vec![save.as_str(), "-c"],
                vec!["cat", "/proc/net/nf_conntrack"],
            ] {
                if let Ok(out) = Command::new("ip")
                    .args(["netns", "exec", &ns])
                    .args(&args)
                    .stdin(Stdio::null())
                    .output()
                {
                    text += &format!("$ {}\n", args.join(" "));
                    text += &String::from_utf8_lossy(&out.stdout);
                    text += &String::from_utf8_lossy(&out.stderr);
                }
            }
            let _ = fs::write(self.dir.join(format!("{router}-state.txt")), text);
        }
    }
}

impl Drop for Lab {
    fn drop(&mut self) {
        if thread::panicking() {
            self.keep_router_state();
        }
        self.kill_all();
        for ns in self.made.iter().rev() {
            let _ = Command::new("ip").args(["netns", "del", ns]).output();
        }
        if thread::panicking() {
            let mut err = std::io::stderr();
            let _ = writeln!(
                err,
                "namespace lab {}: its processes' output is kept in {}",
                self.prefix,
                self.dir.display()
            );
        } else {
            let _ = fs::remove_dir_all(&self.dir);
        }
    }
}

#[test]
fn lab_homes_reach_the_server_and_not_each_other() {
    let Some(lab) = or_skip(Lab::new()) else {
        return;
    };
    let server = lab.udp_socket("public", "0.0.0.0:4000".parse().unwrap());
    let to_server = SocketAddr::from((PUBLIC_SERVER, 4000));
    assert!(lab.reaches("home1", to_server, &server, Duration::from_secs(1)));
    assert!(lab.reaches("home2", to_server, &server, Duration::from_secs(1)));
    // The server sees each home as its router's public address.
    let sender = lab.udp_socket("home1", "0.0.0.0:0".parse().unwrap());
    sender.send_to(b"who", to_server).unwrap();
    server
        .set_read_timeout(Some(Duration::from_secs(1)))
        .unwrap();
    let mut buf = [0u8; 16];
    let (_, from) = server.recv_from(&mut buf).unwrap();
    assert_eq!(from.ip(), lab.addr("router1"));
    // A home's private address means nothing on the internet, and a
    // router forwards nothing unasked.
    let home2 = lab.udp_socket("home2", "0.0.0.0:4000".parse().unwrap());
    let private = SocketAddr::from((lab.addr("home2"), 4000));
    assert!(!lab.reaches("public", private, &home2, Duration::from_millis(200)));
    let router2 = SocketAddr::from((lab.addr("router2"), 4000));
    assert!(!lab.reaches("home1", router2, &home2, Duration::from_millis(200)));
    println!(
        "lab built in {}",
        fs::read_to_string(lab.dir().join("built-in.txt")).unwrap_or_default()
    );
}

/// A symmetric router gives each destination its own external port; a
/// plain one keeps the socket's port for every destination.
#[test]
fn lab_symmetric_router_changes_ports() {
    let Some(mut lab) = or_skip(Lab::with(LabConfig {
        router1: Router::PLAIN,
        router2: Router::PLAIN,
    })) else {
        return;
    };
    lab.set_symmetric("router2", true);
    let a = lab.udp_socket("public", "0.0.0.0:4001".parse().unwrap());
    let b = lab.udp_socket("public", "0.0.0.0:4002".parse().unwrap());
    let seen_ports = |home: &str| {
        let socket = lab.udp_socket(home, "0.0.0.0:0".parse().unwrap());
        let mut ports = Vec::new();
        for (receiver, port) in [(&a, 4001), (&b, 4002)] {
            socket
                .send_to(b"x", SocketAddr::from((PUBLIC_SERVER, port)))
                .unwrap();
            receiver
                .set_read_timeout(Some(Duration::from_secs(1)))
                .unwrap();
            let mut buf = [0u8; 4];
            let (_, from) = receiver.recv_from(&mut buf).expect("the datagram arrives");
            ports.push(from.port());
        }
        (socket.local_addr().unwrap().port(), ports)
    };
    let (local, plain) = seen_ports("home1");
    assert_eq!(plain, vec![local, local], "a plain NAT keeps the port");
    let (_, symmetric) = seen_ports("home2");
    assert_ne!(symmetric[0], symmetric[1], "a symmetric NAT changes it");
}
