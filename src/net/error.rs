//! Why a host or client could not start, and why a code is not an invite.

/// Why a host or client could not start.
#[derive(Debug)]
pub enum NetError {
    Io(std::io::Error),
    Netcode(String),
    Invite(InviteError),
    Setup(String),
}

impl std::fmt::Display for NetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NetError::Io(e) => write!(f, "network: {e}"),
            NetError::Netcode(e) => write!(f, "netcode: {e}"),
            NetError::Invite(e) => write!(f, "invite: {e}"),
            NetError::Setup(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for NetError {}

impl From<std::io::Error> for NetError {
    fn from(e: std::io::Error) -> Self {
        NetError::Io(e)
    }
}

/// Why a code is not an invite.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InviteError {
    /// It does not start with `carc2-`.
    NoPrefix,
    /// It is cut or mistyped.
    Mistyped,
    /// An invite of an older version of the game (`carc1-`): the host
    /// must give a new one.
    Old,
    /// More than [`MAX_ADDRESSES`](super::invite::MAX_ADDRESSES) addresses for the host.
    TooManyAddresses,
    /// The same address twice.
    AddressTwice,
    /// An address nobody may be sent to: a group (multicast, broadcast),
    /// "any address", or port 0.
    NoSuchAddress,
}

impl std::fmt::Display for InviteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let why = match self {
            InviteError::NoPrefix => "it does not start with carc2-",
            InviteError::Mistyped => "it is cut or mistyped",
            InviteError::Old => {
                "it is an invite of an older version of the game: ask the host for a new invite"
            }
            InviteError::TooManyAddresses => {
                "it names more than 4 addresses for the host: ask the host for a new invite"
            }
            InviteError::AddressTwice => "it names an address twice: ask the host for a new invite",
            InviteError::NoSuchAddress => {
                "it names an address no game can be at (a group, any address or port 0): ask the host for a new invite"
            }
        };
        write!(f, "not an invite code: {why}")
    }
}
