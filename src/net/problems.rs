//! What goes wrong in network play outside a room, as typed errors: a connection a client cannot
//! make (the window and `dicepad client` show [`ConnectError::msg`] in the player's language), a
//! server that cannot start (hosting from the window shows [`StartError::msg`]; `dicepad serve`
//! prints the English `Display` for its operator), and a system without random numbers.

use super::address::CA_ENV;
#[cfg(not(target_arch = "wasm32"))]
use super::address::{is_tls_url, TLS_REQUIRED_HEADER};
use crate::engine::text::Msg;
#[cfg(not(target_arch = "wasm32"))]
use tokio_tungstenite::tungstenite;

/// Why a client could not connect to a server.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConnectError {
    /// The server answered "503" before any handshake: it (or this address's share) is full.
    #[error("The server is full; try again later")]
    Full,
    /// A `ws://` client reached a TLS port.
    #[error("{url} is a TLS server: connect with wss://{rest}")]
    NeedsTls { url: String, rest: String },
    /// A `wss://` client was cut off during the TLS handshake.
    #[error("cannot reach {url}: the server closed the connection during the TLS handshake (does it serve ws:// only?)")]
    TlsClosed { url: String },
    /// The server's certificate does not chain to a trusted root or does not name the host.
    #[error("cannot reach {url}: its certificate is not trusted ({why}); for a server with a certificate of its own, trust that certificate with --ca FILE (the window: start it with {CA_ENV}=FILE)")]
    Untrusted { url: String, why: String },
    /// A `wss://` client was answered in something other than TLS.
    #[error("cannot reach {url}: it did not answer in TLS (it may be full, or serve ws:// only)")]
    NotTls { url: String },
    #[error("cannot reach {url}: TLS failed: {why}")]
    Tls { url: String, why: String },
    /// Nothing listens at the address (the server is not running, or a firewall refuses).
    #[error("cannot reach {url}: nothing answers there (is the server running?)")]
    Refused { url: String },
    /// The network has no way to the address, or it never answered.
    #[error("cannot reach {url}: no way to it over the network, or it does not answer")]
    NoRoute { url: String },
    /// Anything else (a name that does not resolve, …): the system's words, without its error
    /// number.
    #[error("cannot reach {url}: {why}")]
    Unreachable { url: String, why: String },
    /// The certificates to trust (`--ca`, `DICEPAD_CA`) cannot be read.
    #[error("{0}")]
    Trust(String),
}

impl ConnectError {
    /// Why connecting to `url` failed with `e`.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn of(url: &str, e: &tungstenite::Error) -> ConnectError {
        let url_s = url.to_string();
        match e {
            tungstenite::Error::Http(response)
                if response.headers().contains_key(TLS_REQUIRED_HEADER) =>
            {
                let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
                ConnectError::NeedsTls {
                    url: url_s,
                    rest: rest.to_string(),
                }
            }
            tungstenite::Error::Http(response) if response.status().as_u16() == 503 => {
                ConnectError::Full
            }
            tungstenite::Error::Io(io)
                if is_tls_url(url) && io.kind() == std::io::ErrorKind::UnexpectedEof =>
            {
                ConnectError::TlsClosed { url: url_s }
            }
            tungstenite::Error::Io(io) => {
                match io.get_ref().and_then(|e| e.downcast_ref::<rustls::Error>()) {
                    Some(rustls::Error::InvalidCertificate(why)) => ConnectError::Untrusted {
                        url: url_s,
                        why: why.to_string(),
                    },
                    Some(rustls::Error::InvalidMessage(_)) => ConnectError::NotTls { url: url_s },
                    Some(other) => ConnectError::Tls {
                        url: url_s,
                        why: other.to_string(),
                    },
                    None => ConnectError::of_io(url_s, io),
                }
            }
            tungstenite::Error::Tls(tls) => ConnectError::Tls {
                url: url_s,
                why: tls.to_string(),
            },
            _ => ConnectError::Unreachable {
                url: url_s,
                why: e.to_string(),
            },
        }
    }

    /// A connection the system could not make: its kind in words where it is a common one.
    #[cfg(not(target_arch = "wasm32"))]
    fn of_io(url: String, io: &std::io::Error) -> ConnectError {
        use std::io::ErrorKind as K;
        match io.kind() {
            K::ConnectionRefused | K::ConnectionReset | K::ConnectionAborted => {
                ConnectError::Refused { url }
            }
            K::HostUnreachable | K::NetworkUnreachable | K::TimedOut | K::NetworkDown => {
                ConnectError::NoRoute { url }
            }
            _ => ConnectError::Unreachable {
                url,
                why: crate::engine::files::io_msg(io).render(crate::engine::text::Lang::En),
            },
        }
    }

    /// Whether trying again would fail the same way: an untrusted certificate, or a plain
    /// client at a TLS port.
    pub fn is_lasting(&self) -> bool {
        matches!(
            self,
            ConnectError::NeedsTls { .. } | ConnectError::Untrusted { .. }
        )
    }

    /// The player's words.
    pub fn msg(&self) -> Msg {
        let at = |id: &'static str, url: &str| Msg::new(id).text("url", url);
        match self {
            ConnectError::Full => Msg::new("net-server-full"),
            ConnectError::NeedsTls { url, rest } => at("net-needs-tls", url).text("rest", rest),
            ConnectError::TlsClosed { url } => at("net-tls-closed", url),
            ConnectError::Untrusted { url, why } => at("net-tls-untrusted", url)
                .text("why", why)
                .text("env", CA_ENV),
            ConnectError::NotTls { url } => at("net-tls-not-tls", url),
            ConnectError::Tls { url, why } => at("net-tls-failed", url).text("why", why),
            ConnectError::Refused { url } => at("net-nothing-answers", url),
            ConnectError::NoRoute { url } => at("net-no-route", url),
            ConnectError::Unreachable { url, why } => at("net-unreachable", url).text("why", why),
            ConnectError::Trust(why) => Msg::new("net-trust").text("why", why),
        }
    }
}

/// Why a server could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error("cannot use the data folder {dir}: {why}")]
    DataFolder { dir: String, why: String },
    /// The rooms' database would not open.
    #[error("{0}")]
    Store(String),
    #[error("cannot listen on {listen}: {why}")]
    Listen { listen: String, why: String },
    /// No runtime or thread for it.
    #[error("cannot start the server: {0}")]
    Start(String),
}

impl StartError {
    /// The server cannot listen on `listen`.
    pub fn listen(listen: &str, e: &std::io::Error) -> StartError {
        StartError::Listen {
            listen: listen.to_string(),
            why: crate::engine::files::io_words(e),
        }
    }

    /// The player's words (hosting from the window).
    pub fn msg(&self) -> Msg {
        match self {
            StartError::DataFolder { dir, why } => Msg::new("net-start-folder")
                .text("dir", dir)
                .text("why", why),
            StartError::Store(why) => Msg::new("net-start-store").text("why", why),
            StartError::Listen { listen, why } => Msg::new("net-start-listen")
                .text("listen", listen)
                .text("why", why),
            StartError::Start(why) => Msg::new("net-start").text("why", why),
        }
    }
}

/// The operating system gave no random numbers (for a seed, a token or a room code).
#[derive(Debug, thiserror::Error)]
#[error("the system gave no random numbers: {0}")]
pub struct NoRandom(pub String);

impl NoRandom {
    /// The player's words.
    pub fn msg(&self) -> Msg {
        Msg::new("net-no-random")
    }
}

/// Why a connection's handshake with the server failed (its log's words, at `debug`).
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug, thiserror::Error)]
pub enum Handshake {
    #[error("TLS: {0}")]
    Tls(std::io::Error),
    #[error("WebSocket: {0}")]
    WebSocket(tungstenite::Error),
}
