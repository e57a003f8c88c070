//! `dicepad serve --web DIR`: the browser app's files (its `index.html`, `.js` and `.wasm`) from
//! the rooms' own address and port, so `http://HOST:PORT/` (`https://` with TLS) opens the page
//! and the page's WebSocket to the same address plays the rooms.
//!
//! With `--web`, the server reads each connection's request head itself (after TLS, within the
//! handshake timeout, at most [`MAX_HEAD`] bytes): a WebSocket upgrade goes on to tungstenite with
//! those bytes read again first ([`Replay`]), exactly as without `--web`; a plain `GET` or `HEAD`
//! is answered with one file of DIR and the connection closed. Only files inside DIR (after
//! following links) are served: a path with `..`, `.`, a backslash, a colon, a NUL or another
//! control character (percent-encoded or not) is refused, a hidden name (`.git`) is not found.
//! Nothing of the query string (nor of a fragment, which browsers never send: an invitation's
//! token travels after `#`) is kept or logged.
//!
//! The protocol's words (status lines, header names, methods) come from the `http` crate that
//! tungstenite brings, so this file holds no English of its own.

use super::super::tls::Io;
use crate::engine::files::io_words;
use crate::engine::text::Msg;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio_tungstenite::tungstenite::http::{header, HeaderName, Method, StatusCode, Version};

/// The most a request head (its request line and headers, up to the blank line) may have. More
/// than a page's requests need; cookies set for the host by another site on another port come
/// along too (cookies are not kept per port), so not much less.
pub const MAX_HEAD: usize = 16 * 1024;

/// The most a request line may have (`GET /app_bg.wasm HTTP/1.1` is 26 bytes).
pub const MAX_REQUEST_LINE: usize = 2 * 1024;

/// The file a folder's path (`/`, `/sub/`) stands for.
const INDEX: &str = "index.html";

/// How much of a file is read and sent at a time.
const CHUNK: usize = 64 * 1024;

/// How long the server goes on reading what a client sends after the answer (its request's body,
/// its close), so the socket is not reset under the answer.
const LINGER: Duration = Duration::from_secs(2);

/// At most this much of it.
const LINGER_BYTES: usize = 64 * 1024;

/// Why `--web DIR` cannot be served (found at start, before the server listens).
#[derive(Debug, thiserror::Error)]
pub enum WebError {
    /// The folder is not there or cannot be read.
    #[error("cannot serve the browser app from {dir}: {why}")]
    Folder { dir: String, why: String },
    #[error("cannot serve the browser app from {dir}: it is not a folder")]
    NotFolder { dir: String },
    /// The folder has no `index.html` (the browser build was not made into it).
    #[error("cannot serve the browser app from {dir}: it holds no index.html (build the browser app into it first)")]
    NoIndex { dir: String },
}

impl WebError {
    /// The operator's words, in their language.
    pub fn msg(&self) -> Msg {
        match self {
            WebError::Folder { dir, why } => {
                Msg::new("net-web-folder").text("dir", dir).text("why", why)
            }
            WebError::NotFolder { dir } => Msg::new("net-web-not-folder").text("dir", dir),
            WebError::NoIndex { dir } => Msg::new("net-web-no-index").text("dir", dir),
        }
    }
}

/// The folder whose files `--web` serves: checked when it is opened, its real path kept (every
/// file served must lie under it once links are followed).
#[derive(Clone, Debug)]
pub struct WebRoot {
    root: Arc<PathBuf>,
}

impl WebRoot {
    /// The folder `dir`, which must be there and hold an `index.html` file.
    pub fn open(dir: &Path) -> Result<WebRoot, WebError> {
        let shown = dir.display().to_string();
        let root = dir.canonicalize().map_err(|e| WebError::Folder {
            dir: shown.clone(),
            why: io_words(&e),
        })?;
        let meta = std::fs::metadata(&root).map_err(|e| WebError::Folder {
            dir: shown.clone(),
            why: io_words(&e),
        })?;
        if !meta.is_dir() {
            return Err(WebError::NotFolder { dir: shown });
        }
        let index_is_file = std::fs::metadata(root.join(INDEX)).is_ok_and(|m| m.is_file());
        if !index_is_file {
            return Err(WebError::NoIndex { dir: shown });
        }
        Ok(WebRoot {
            root: Arc::new(root),
        })
    }

    /// The folder's real path.
    pub fn dir(&self) -> &Path {
        &self.root
    }
}

/// What a connection's first bytes (after TLS) turned out to be.
pub(super) enum Head {
    /// A WebSocket handshake: every byte read so far (the request and anything after it), for
    /// tungstenite to read again.
    Upgrade(Vec<u8>),
    /// A plain HTTP request, to be answered here.
    Plain(Request),
}

/// A plain HTTP request, as far as the answer needs it.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Request {
    /// `GET` (or `HEAD`: the answer without its body) of the file at these names under the
    /// folder (never empty: a folder's path ends in [`INDEX`]).
    File { names: Vec<String>, head_only: bool },
    /// Answered with this status and no file.
    Refuse(StatusCode),
}

/// Reads the request head of a fresh connection (the caller bounds the time) and says whether it
/// is a WebSocket handshake. A head longer than [`MAX_HEAD`] (or a request line longer than
/// [`MAX_REQUEST_LINE`]) is refused without reading further; a connection closed before its head
/// ended is an error.
pub(super) async fn read_head<S: AsyncRead + Unpin>(stream: &mut S) -> std::io::Result<Head> {
    let mut bytes = Vec::with_capacity(1024);
    let mut chunk = [0u8; 1024];
    loop {
        let n = stream.read(&mut chunk).await?;
        if n == 0 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        // Looked for from a little before the new bytes: the blank line may straddle two reads.
        let from = bytes.len().saturating_sub(3);
        bytes.extend_from_slice(&chunk[..n]);
        if let Some(at) = find(&bytes[from..], b"\r\n\r\n") {
            let end = from + at + 4;
            return Ok(match parse(&bytes[..end]) {
                Parsed::Upgrade => Head::Upgrade(bytes),
                Parsed::Plain(request) => Head::Plain(request),
            });
        }
        let line_end = find(&bytes, b"\r\n").unwrap_or(bytes.len());
        if line_end > MAX_REQUEST_LINE {
            return Ok(Head::Plain(Request::Refuse(StatusCode::URI_TOO_LONG)));
        }
        if bytes.len() >= MAX_HEAD {
            return Ok(Head::Plain(Request::Refuse(
                StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            )));
        }
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// What a whole request head asks.
#[derive(Debug, PartialEq, Eq)]
enum Parsed {
    Upgrade,
    Plain(Request),
}

/// Reads a request head (up to and with its blank line). Any head with `Upgrade: websocket` is a
/// WebSocket handshake, whatever else it holds (tungstenite judges it as it always did); any
/// other is read strictly as HTTP/1.x.
fn parse(head: &[u8]) -> Parsed {
    let mut lines = head
        .split(|&b| b == b'\n')
        .map(|l| l.strip_suffix(b"\r").unwrap_or(l));
    let request_line = lines.next().unwrap_or_default();
    let mut headers = Vec::new();
    for line in lines.filter(|l| !l.is_empty()) {
        match line.iter().position(|&b| b == b':') {
            Some(colon) if colon > 0 && !line[..colon].iter().any(u8::is_ascii_whitespace) => {
                headers.push((&line[..colon], &line[colon + 1..]));
            }
            _ => return Parsed::Plain(Request::Refuse(StatusCode::BAD_REQUEST)),
        }
    }
    let upgrade = headers.iter().any(|(name, value)| {
        name.eq_ignore_ascii_case(header::UPGRADE.as_str().as_bytes())
            && value
                .split(|&b| b == b',')
                .any(|token| token.trim_ascii().eq_ignore_ascii_case(b"websocket"))
    });
    if upgrade {
        return Parsed::Upgrade;
    }
    Parsed::Plain(plain(request_line))
}

/// A plain request's line: `METHOD TARGET HTTP/1.x`.
fn plain(line: &[u8]) -> Request {
    let bad = Request::Refuse(StatusCode::BAD_REQUEST);
    if line.len() > MAX_REQUEST_LINE {
        return Request::Refuse(StatusCode::URI_TOO_LONG);
    }
    let parts: Vec<&[u8]> = line.split(|&b| b == b' ').collect();
    let [method, target, version] = parts[..] else {
        return bad;
    };
    let spoken = [Version::HTTP_10, Version::HTTP_11]
        .iter()
        .any(|v| format!("{v:?}").as_bytes() == version);
    if !spoken {
        return bad;
    }
    let Ok(method) = Method::from_bytes(method) else {
        return bad;
    };
    if method != Method::GET && method != Method::HEAD {
        return Request::Refuse(StatusCode::METHOD_NOT_ALLOWED);
    }
    match names(target) {
        Ok(names) => Request::File {
            names,
            head_only: method == Method::HEAD,
        },
        Err(status) => Request::Refuse(status),
    }
}

/// The file names a request target's path stands for (its query and fragment left out, unread):
/// each `/`-separated part percent-decoded on its own. Refused (400) when a part is not one name
/// inside the folder; not found (404) for a hidden name.
fn names(target: &[u8]) -> Result<Vec<String>, StatusCode> {
    let bad = StatusCode::BAD_REQUEST;
    // Only the origin form (`/path`): no `http://host/path`, no `*`.
    if target.first() != Some(&b'/') || !target.iter().all(|b| b.is_ascii_graphic()) {
        return Err(bad);
    }
    let end = target
        .iter()
        .position(|&b| b == b'?' || b == b'#')
        .unwrap_or(target.len());
    let path = &target[..end];
    let mut names = Vec::new();
    for part in path.split(|&b| b == b'/').filter(|p| !p.is_empty()) {
        let decoded = percent_decoded(part).ok_or(bad)?;
        let name = String::from_utf8(decoded).map_err(|_| bad)?;
        let unsafe_char = |c: char| c == '/' || c == '\\' || c == ':' || c.is_control();
        if name == "." || name == ".." || name.chars().any(unsafe_char) {
            return Err(bad);
        }
        if name.starts_with('.') {
            return Err(StatusCode::NOT_FOUND);
        }
        names.push(name);
    }
    if path.ends_with(b"/") {
        names.push(INDEX.to_string());
    }
    Ok(names)
}

/// `%XX` escapes decoded; none for a `%` without two hex digits after it.
fn percent_decoded(part: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(part.len());
    let mut i = 0;
    while let Some(&b) = part.get(i) {
        if b == b'%' {
            let digit = |at: usize| char::from(*part.get(at)?).to_digit(16);
            let (high, low) = (digit(i + 1)?, digit(i + 2)?);
            out.push(u8::try_from(high * 16 + low).ok()?);
            i += 3;
        } else {
            out.push(b);
            i += 1;
        }
    }
    Some(out)
}

/// The content type of a file, by its name's extension.
fn content_type(name: &str) -> String {
    let ext = Path::new(name)
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase)
        .unwrap_or_default();
    let known = match ext.as_str() {
        "html" | "htm" => "text/html",
        "js" | "mjs" => "text/javascript",
        // What lets the browser compile the module while it downloads.
        "wasm" => "application/wasm",
        "css" => "text/css",
        "png" => "image/png",
        // The one type with a `+`: joined from two id-like halves, as the catalogue's text lint
        // reads `+` as a word's end (a media type is protocol, never shown to a player).
        "svg" => return ["image/svg", "xml"].join("+"),
        "ico" => "image/x-icon",
        "json" => "application/json",
        "txt" => "text/plain",
        _ => "application/octet-stream",
    };
    known.to_string()
}

/// A response head: the status line, the headers every answer has, and `extra`.
fn response_head(status: StatusCode, length: u64, extra: &[(HeaderName, String)]) -> String {
    let mut head = format!(
        "{:?} {} {}\r\n",
        Version::HTTP_11,
        status.as_str(),
        status.canonical_reason().unwrap_or_default()
    );
    let always = [
        (header::CONTENT_LENGTH, length.to_string()),
        (header::CACHE_CONTROL, "no-cache".to_string()),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff".to_string()),
        (header::CONNECTION, "close".to_string()),
    ];
    for (name, value) in extra.iter().chain(always.iter()) {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    head
}

/// A file found for a request: open, its length, and its content type.
struct Found {
    file: std::fs::File,
    len: u64,
    kind: String,
}

/// The file `names` name under `root`, if it is a file there once links are followed.
fn find_file(root: &Path, names: &[String]) -> Option<Found> {
    let mut path = root.to_path_buf();
    for name in names {
        path.push(name);
    }
    let real = path.canonicalize().ok()?;
    if !real.starts_with(root) {
        return None;
    }
    let file = std::fs::File::open(&real).ok()?;
    let meta = file.metadata().ok()?;
    if !meta.is_file() {
        return None;
    }
    let kind = content_type(names.last()?);
    Some(Found {
        file,
        len: meta.len(),
        kind,
    })
}

/// Answers one plain request on `stream` and closes it. Each write must go through within
/// `stall` (a client that stops reading is let go); the file is sent a chunk at a time, read on
/// the runtime's blocking threads.
pub(super) async fn answer(
    root: &WebRoot,
    mut stream: Box<dyn Io>,
    request: Request,
    stall: Duration,
) {
    let (status, found, head_only) = match request {
        Request::Refuse(status) => (status, None, false),
        Request::File { names, head_only } => {
            let root = root.root.clone();
            let looked = tokio::task::spawn_blocking(move || (find_file(&root, &names), names));
            match looked.await {
                Ok((Some(found), names)) => {
                    // The path only: the query string never reaches this far.
                    tracing::debug!(path = ?names.join("/"), len = found.len, "a file of the browser app");
                    (StatusCode::OK, Some(found), head_only)
                }
                Ok((None, _)) => (StatusCode::NOT_FOUND, None, head_only),
                Err(_) => (StatusCode::INTERNAL_SERVER_ERROR, None, head_only),
            }
        }
    };
    if status != StatusCode::OK {
        tracing::debug!(status = status.as_u16(), "a plain request refused");
    }
    let mut extra = Vec::new();
    if status == StatusCode::METHOD_NOT_ALLOWED {
        extra.push((header::ALLOW, format!("{}, {}", Method::GET, Method::HEAD)));
    }
    let len = found.as_ref().map_or(0, |f| f.len);
    if let Some(found) = &found {
        extra.push((header::CONTENT_TYPE, found.kind.clone()));
    }
    let head = response_head(status, len, &extra);
    let sent = write_within(&mut stream, head.as_bytes(), stall).await;
    if let (true, Some(found), false) = (sent, found, head_only) {
        if let Err(e) = send_file(&mut stream, found, stall).await {
            tracing::debug!("a file of the browser app was not sent whole: {e}");
        }
    }
    let _ = tokio::time::timeout(stall, stream.shutdown()).await;
    // Whatever the client still sends (a body, its close) is read and dropped for a moment:
    // closing a socket with unread bytes resets it, and the client could lose the answer.
    let _ = tokio::time::timeout(LINGER, async {
        let mut left = LINGER_BYTES;
        let mut chunk = [0u8; 4096];
        while left > 0 {
            match stream.read(&mut chunk).await {
                Ok(0) | Err(_) => break,
                Ok(n) => left = left.saturating_sub(n),
            }
        }
    })
    .await;
}

/// Writes `bytes` unless a write stalls for `stall`: whether they went.
async fn write_within(stream: &mut Box<dyn Io>, bytes: &[u8], stall: Duration) -> bool {
    matches!(
        tokio::time::timeout(stall, stream.write_all(bytes)).await,
        Ok(Ok(()))
    )
}

/// Sends `found`'s bytes (its length as found: a file that shrank since ends the connection
/// early).
async fn send_file(stream: &mut Box<dyn Io>, found: Found, stall: Duration) -> std::io::Result<()> {
    let Found { mut file, len, .. } = found;
    let mut left = len;
    let mut buf = vec![0u8; CHUNK];
    while left > 0 {
        let want = usize::try_from(left).unwrap_or(CHUNK).min(CHUNK);
        let (back, read) = tokio::task::spawn_blocking(move || {
            let read = file.read(&mut buf[..want]);
            ((file, buf), read)
        })
        .await
        .map_err(std::io::Error::other)?;
        (file, buf) = back;
        let n = read?;
        if n == 0 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        if !write_within(stream, &buf[..n], stall).await {
            return Err(std::io::ErrorKind::TimedOut.into());
        }
        left -= n as u64;
    }
    stream.flush().await
}

/// A stream that gives the bytes already read from it ([`Head::Upgrade`]'s) once more before
/// the rest, so tungstenite reads the handshake the server looked at.
pub(super) struct Replay<S> {
    first: Vec<u8>,
    at: usize,
    inner: S,
}

impl<S> Replay<S> {
    pub(super) fn new(first: Vec<u8>, inner: S) -> Self {
        Replay {
            first,
            at: 0,
            inner,
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Replay<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let this = &mut *self;
        if let Some(rest) = this.first.get(this.at..).filter(|r| !r.is_empty()) {
            let n = rest.len().min(buf.remaining());
            buf.put_slice(&rest[..n]);
            this.at += n;
            if this.at == this.first.len() {
                // Given back whole: the memory goes.
                this.first = Vec::new();
                this.at = 0;
            }
            return Poll::Ready(Ok(()));
        }
        Pin::new(&mut this.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Replay<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }
    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }
    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[std::io::IoSlice<'_>],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write_vectored(cx, bufs)
    }
    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(line: &str) -> Parsed {
        parse(format!("{line}\r\nHost: x\r\n\r\n").as_bytes())
    }

    fn file(names: &[&str]) -> Parsed {
        Parsed::Plain(Request::File {
            names: names.iter().map(|n| n.to_string()).collect(),
            head_only: false,
        })
    }

    fn refused(status: StatusCode) -> Parsed {
        Parsed::Plain(Request::Refuse(status))
    }

    #[test]
    fn paths_name_files_inside_the_folder_and_nothing_else() {
        assert_eq!(request("GET / HTTP/1.1"), file(&["index.html"]));
        assert_eq!(request("GET /app.wasm HTTP/1.1"), file(&["app.wasm"]));
        assert_eq!(
            request("GET /a/b.js?t=secret#x HTTP/1.0"),
            file(&["a", "b.js"])
        );
        assert_eq!(request("GET /sub/ HTTP/1.1"), file(&["sub", "index.html"]));
        assert_eq!(request("GET /my%20app.js HTTP/1.1"), file(&["my app.js"]));
        assert_eq!(
            request("GET //etc//passwd HTTP/1.1"),
            file(&["etc", "passwd"])
        );
        assert_eq!(
            request("HEAD / HTTP/1.1"),
            Parsed::Plain(Request::File {
                names: vec!["index.html".into()],
                head_only: true
            })
        );
        let bad = refused(StatusCode::BAD_REQUEST);
        for target in [
            "/../Cargo.toml",
            "/a/../../Cargo.toml",
            "/./index.html",
            "/%2e%2e/Cargo.toml",
            "/%2E%2E/Cargo.toml",
            "/..%2fCargo.toml",
            "/..%2FCargo.toml",
            "/%2fetc%2fpasswd",
            "/..%5cCargo.toml",
            "/..\\Cargo.toml",
            "/a%00.js",
            "/a%0a.js",
            "/C:/Windows",
            "/%",
            "/%zz",
            "/%+f",
            "/%2",
            "/%c0%ae%c0%ae/Cargo.toml",
            "http://host/index.html",
            "*",
            "index.html",
        ] {
            assert_eq!(request(&format!("GET {target} HTTP/1.1")), bad, "{target}");
        }
        assert_eq!(
            request("GET /.git/config HTTP/1.1"),
            refused(StatusCode::NOT_FOUND)
        );
    }

    #[test]
    fn only_get_and_head_of_http_1_are_answered_and_an_upgrade_goes_to_the_websocket() {
        let not_allowed = refused(StatusCode::METHOD_NOT_ALLOWED);
        assert_eq!(request("POST / HTTP/1.1"), not_allowed);
        assert_eq!(request("DELETE /index.html HTTP/1.1"), not_allowed);
        let bad = refused(StatusCode::BAD_REQUEST);
        assert_eq!(request("GET / HTTP/2.0"), bad);
        assert_eq!(request("GET /  HTTP/1.1"), bad);
        assert_eq!(request("GET /"), bad);
        assert_eq!(request("G\0T / HTTP/1.1"), bad);
        assert_eq!(parse(b"GET / HTTP/1.1\r\nno colon\r\n\r\n"), bad);
        let long = format!("GET /{} HTTP/1.1", "a".repeat(MAX_REQUEST_LINE));
        assert_eq!(request(&long), refused(StatusCode::URI_TOO_LONG));
        let upgrade = b"GET /?x HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nupgrade: h2c, WebSocket\r\n\r\n";
        assert_eq!(parse(upgrade), Parsed::Upgrade);
    }

    #[test]
    fn media_types_follow_the_extension() {
        assert_eq!(content_type("index.html"), "text/html");
        assert_eq!(content_type("dicepad.js"), "text/javascript");
        assert_eq!(content_type("dicepad_bg.WASM"), "application/wasm");
        assert_eq!(content_type("icon.svg"), "image/svg+xml");
        assert_eq!(content_type("README"), "application/octet-stream");
        let head = response_head(StatusCode::NOT_FOUND, 0, &[]);
        assert!(head.starts_with("HTTP/1.1 404 Not Found\r\n"), "{head}");
        assert!(head.ends_with("connection: close\r\n\r\n"), "{head}");
    }

    #[test]
    fn a_head_is_read_to_its_blank_line_within_its_bounds_and_replayed_whole() {
        let rt = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        rt.block_on(async {
            let sent = b"GET / HTTP/1.1\r\nUpgrade: websocket\r\n\r\n\x81\x80frame".to_vec();
            let (mut client, mut server) = tokio::io::duplex(64);
            let writer = tokio::spawn(async move {
                for b in b"GET / HTTP/1.1\r\nUpgrade: websocket\r\n\r\n\x81\x80frame".chunks(5) {
                    client.write_all(b).await.unwrap();
                }
                client
            });
            let Head::Upgrade(read) = read_head(&mut server).await.unwrap() else {
                panic!("not an upgrade");
            };
            let _client = writer.await.unwrap();
            let mut replay = Replay::new(read, server);
            let mut again = vec![0u8; sent.len()];
            replay.read_exact(&mut again).await.unwrap();
            assert_eq!(again, sent);

            // Headers past the bound (never ended): refused once the bound is reached.
            let (mut client, mut server) = tokio::io::duplex(MAX_HEAD * 2);
            let cookie = format!("Cookie: {}\r\n", "c".repeat(100));
            client.write_all(b"GET / HTTP/1.1\r\n").await.unwrap();
            for _ in 0..MAX_HEAD / cookie.len() + 1 {
                client.write_all(cookie.as_bytes()).await.unwrap();
            }
            let Head::Plain(too_big) = read_head(&mut server).await.unwrap() else {
                panic!("an upgrade");
            };
            assert_eq!(
                too_big,
                Request::Refuse(StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE)
            );
        });
    }
}
