//! What a server's address says, for every build (the browser's too): whether text is a `ws://` or
//! `wss://` address, whether it asks for TLS, and the names the TLS refusal and the window's extra
//! certificate go by, and whether a server may send a client on to an address ([`check_redirect`]).
//! The TLS itself is in [`super::tls`] (desktop and server only).

/// The environment variable naming a certificate file (PEM) that the window trusts besides the
/// built-in roots, and the default of `--ca`.
pub const CA_ENV: &str = "DICEPAD_CA";

/// The header of the refusal a plain connection to a TLS port gets.
pub const TLS_REQUIRED_HEADER: &str = "x-dicepad-tls";

/// A `ws://` or `wss://` address with something after the scheme (what the window takes as a
/// server: the Join form, the online daily's address, the settings file's).
pub fn is_server_url(text: &str) -> bool {
    ["ws://", "wss://"]
        .iter()
        .any(|scheme| text.len() > scheme.len() && text.starts_with(scheme))
}

/// The address of the browser app that the server at `url` serves with `--web`: `ws://HOST:PORT`
/// → `http://HOST:PORT/`, `wss://…` → `https://…/` (the page then joins over the same scheme's
/// WebSocket, [`crate::net::address::is_tls_url`]). `None` for no server address.
pub fn page_of(url: &str) -> Option<String> {
    if !is_server_url(url) {
        return None;
    }
    let (scheme, rest) = if is_tls_url(url) {
        ("https", &url[6..])
    } else {
        ("http", &url[5..])
    };
    // The page is the server's root: a path after the address is the WebSocket's, not the page's.
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    (!host.is_empty()).then(|| format!("{scheme}://{host}/"))
}

/// The invitation link of a seat for a server whose browser app is at `page` (its `http://` or
/// `https://` address): the page opens straight into the seat. The token travels after `#`,
/// which a browser never sends to a server, so no server log or proxy sees it.
pub fn invitation_link(page: &str, room: &str, token: &str) -> String {
    format!("{}/#join/{room}/{token}", page.trim_end_matches('/'))
}

/// Whether `url` asks for TLS (`wss://`).
pub fn is_tls_url(url: &str) -> bool {
    url.get(..6)
        .is_some_and(|s| s.eq_ignore_ascii_case("wss://"))
}

/// The longest address a redirect may send a client to.
pub const MAX_ADDRESS: usize = 512;

/// Redirects ([`super::protocol::ServerMsg::Redirect`]) a client follows in a row; after that
/// `dicepad client` waits a little and starts again at the address it was given, and the window's
/// link gives up (servers whose leases disagree cannot send it round for ever).
pub const MAX_REDIRECTS: usize = 3;

/// Why a redirect is not followed (see [`check_redirect`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadRedirect {
    /// Not a `ws://` or `wss://` URL with a host (and a number for a port), or too long.
    #[error("sent to an address that is no server's")]
    NotAServer,
    /// From a `wss://` server to a plain `ws://` one: the seat's token would travel in clear.
    #[error("sent from an encrypted (wss://) server to an unencrypted (ws://) one")]
    Downgrade,
}

impl BadRedirect {
    /// The player's words.
    pub fn msg(self) -> crate::engine::text::Msg {
        use crate::engine::text::Msg;
        match self {
            BadRedirect::NotAServer => Msg::new("wn-redirect-bad"),
            BadRedirect::Downgrade => Msg::new("net-redirect-downgrade"),
        }
    }
}

/// Whether a server reached at `from` may send a client to `to`: a `ws://` or `wss://` URL of at
/// most [`MAX_ADDRESS`] characters, without spaces, control characters or a user name, with a
/// host and at most a port number after it, and never from `wss://` to `ws://` (a `ws://` server
/// may send a client on to a `wss://` one). Any host and port: the servers of one database are
/// other machines, but a redirect can only open a WebSocket to them, with the seat's token,
/// never a plain HTTP request of the peer's choosing.
pub fn check_redirect(from: &str, to: &str) -> Result<(), BadRedirect> {
    let rest = to
        .strip_prefix("wss://")
        .or_else(|| to.strip_prefix("ws://"))
        .ok_or(BadRedirect::NotAServer)?;
    if to.len() > MAX_ADDRESS || to.chars().any(|c| c.is_control() || c.is_whitespace()) {
        return Err(BadRedirect::NotAServer);
    }
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let port = match authority.strip_prefix('[') {
        // An IPv6 address: `[::1]:7878`.
        Some(v6) => match v6.split_once(']') {
            Some((host, "")) if !host.is_empty() => None,
            Some((host, after)) if !host.is_empty() => {
                Some(after.strip_prefix(':').ok_or(BadRedirect::NotAServer)?)
            }
            _ => return Err(BadRedirect::NotAServer),
        },
        None => match authority.split_once(':') {
            Some((host, port)) if !host.is_empty() => Some(port),
            Some(_) => return Err(BadRedirect::NotAServer),
            None => None,
        },
    };
    if authority.is_empty()
        || authority.starts_with(':')
        || authority.contains('@')
        || port.is_some_and(|p| p.parse::<u16>().is_err())
    {
        return Err(BadRedirect::NotAServer);
    }
    if is_tls_url(from) && !to.starts_with("wss://") {
        return Err(BadRedirect::Downgrade);
    }
    Ok(())
}

#[cfg(test)]
mod page_tests {
    use super::*;

    #[test]
    fn a_servers_page_is_its_root_over_the_matching_scheme() {
        assert_eq!(
            page_of("ws://10.0.0.2:7878").as_deref(),
            Some("http://10.0.0.2:7878/")
        );
        assert_eq!(
            page_of("wss://games.example.org/rooms?x=1").as_deref(),
            Some("https://games.example.org/")
        );
        assert_eq!(page_of("http://10.0.0.2:7878"), None);
        assert_eq!(page_of("ws://"), None);
        assert_eq!(
            invitation_link("http://h:1/", "AB12", "00ff"),
            "http://h:1/#join/AB12/00ff"
        );
    }
}
