//! `dicepad serve --web DIR` on 127.0.0.1: the browser app's files over plain HTTP requests on
//! the rooms' own port (and HTTPS with the checked-in TLS pair of tests/tls/), the refusals of
//! paths outside the folder and of other methods, the rooms still played over WebSocket on that
//! port, a folder that cannot be served refused before the server listens, and a plain GET
//! without `--web` refused as before.

use super::net::{connect, create_room, hear, say, temp_dir, ServerProc, BIN};
use dicepad::net::protocol::ServerMsg;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// What a query string carries in these tests: it must never reach the log.
const QUERY_SECRET: &str = "q7secrettokenz";

/// What the file outside the served folder holds: it must never be served.
const OUTSIDE: &[u8] = b"[package] outside-the-web-folder";

/// A folder of a browser app's files, beside a file that is not one of them; its path.
fn web_folder(name: &str) -> (PathBuf, PathBuf) {
    let base = temp_dir(name);
    let web = base.join("web");
    std::fs::create_dir_all(web.join("sub")).unwrap();
    std::fs::write(web.join("index.html"), index_html()).unwrap();
    std::fs::write(web.join("app.js"), b"export default function start() {}\n").unwrap();
    std::fs::write(web.join("app.wasm"), wasm_bytes()).unwrap();
    std::fs::write(web.join("sub").join("style.css"), b"body { margin: 0 }\n").unwrap();
    std::fs::write(web.join(".hidden"), OUTSIDE).unwrap();
    std::fs::write(base.join("Cargo.toml"), OUTSIDE).unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(base.join("Cargo.toml"), web.join("link.txt")).unwrap();
    (base, web)
}

fn index_html() -> Vec<u8> {
    b"<!doctype html><html><head><meta charset=\"utf-8\"></head><body>dicepad</body></html>\n"
        .to_vec()
}

/// 300 KB (several of the server's chunks, and not a multiple of one), every byte position
/// telling: a wasm module's magic, then a pattern.
fn wasm_bytes() -> Vec<u8> {
    let mut bytes = b"\0asm\x01\0\0\0".to_vec();
    bytes.extend((0..300_001u32).map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8));
    bytes
}

/// An HTTP answer: its status, headers (names in lower case) and body.
#[derive(Debug)]
struct Answer {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Reads one whole answer (the server closes after it).
fn read_answer(raw: &[u8]) -> Answer {
    let at = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no whole answer: {:?}", String::from_utf8_lossy(raw)));
    let head = std::str::from_utf8(&raw[..at]).unwrap();
    let mut lines = head.split("\r\n");
    let status_line = lines.next().unwrap();
    let mut words = status_line.splitn(3, ' ');
    assert_eq!(words.next(), Some("HTTP/1.1"), "{status_line}");
    let status = words.next().unwrap().parse().unwrap();
    let headers = lines
        .map(|l| {
            let (n, v) = l.split_once(':').unwrap();
            (n.trim().to_ascii_lowercase(), v.trim().to_string())
        })
        .collect();
    Answer {
        status,
        headers,
        body: raw[at + 4..].to_vec(),
    }
}

/// Sends `request` as it is and reads everything the server sends before it closes.
fn exchange(addr: &str, request: &[u8]) -> Vec<u8> {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    stream.write_all(request).unwrap();
    let mut raw = Vec::new();
    // A reset after the answer still leaves what came before it.
    let _ = stream.read_to_end(&mut raw);
    raw
}

fn request(addr: &str, method: &str, target: &str) -> Answer {
    let text = format!("{method} {target} HTTP/1.1\r\nHost: {addr}\r\nUser-Agent: test\r\n\r\n");
    read_answer(&exchange(addr, text.as_bytes()))
}

fn get(addr: &str, target: &str) -> Answer {
    request(addr, "GET", target)
}

/// A served file: 200, its bytes whole, its type, and the headers every file has.
fn assert_served(answer: &Answer, bytes: &[u8], kind: &str) {
    assert_eq!(answer.status, 200, "{:?}", answer.headers);
    assert_eq!(answer.header("content-type"), Some(kind));
    assert_eq!(
        answer.header("content-length"),
        Some(bytes.len().to_string().as_str())
    );
    assert!(answer.body == bytes, "the body is not the file's bytes");
    assert_eq!(answer.header("cache-control"), Some("no-cache"));
    assert_eq!(answer.header("x-content-type-options"), Some("nosniff"));
    assert_eq!(answer.header("connection"), Some("close"));
}

fn leaks(answer: &Answer) -> bool {
    answer.body.windows(OUTSIDE.len()).any(|w| w == OUTSIDE)
}

fn addr_of(server: &ServerProc) -> String {
    format!("127.0.0.1:{}", server.port())
}

/// A WebSocket on `url` joins a fresh room's seat there.
fn a_seat_joins(url: &str) {
    let room = create_room(url, "honeycomb-caverns", "remote");
    let token = room.tokens[0].clone().unwrap();
    let rt = super::net::runtime();
    rt.block_on(async {
        let mut ws = connect(url).await;
        say(&mut ws, super::net_limits::join(&room.room, Some(&token))).await;
        match hear(&mut ws).await {
            ServerMsg::Joined { seat, .. } => assert_eq!(seat, 0),
            other => panic!("not joined: {other:?}"),
        }
    });
}

#[test]
fn serve_web_gives_the_app_its_files_and_its_rooms_on_one_port_and_nothing_outside() {
    let (base, web) = web_folder("web-files");
    let rooms = base.join("rooms");
    let web_arg = web.to_string_lossy().to_string();
    let server = ServerProc::start_with(
        &rooms,
        "127.0.0.1:0",
        &["--web", &web_arg, "--log", "dicepad=debug"],
    );
    let addr = addr_of(&server);

    assert_served(&get(&addr, "/"), &index_html(), "text/html");
    assert_served(
        &get(&addr, &format!("/index.html?token={QUERY_SECRET}")),
        &index_html(),
        "text/html",
    );
    assert_served(&get(&addr, "/app.wasm"), &wasm_bytes(), "application/wasm");
    assert_served(
        &get(&addr, "/app.js"),
        b"export default function start() {}\n",
        "text/javascript",
    );
    assert_served(
        &get(&addr, "/sub/style.css"),
        b"body { margin: 0 }\n",
        "text/css",
    );
    // HEAD: the same head, no body.
    let head = request(&addr, "HEAD", "/app.wasm");
    assert_eq!(head.status, 200);
    assert_eq!(
        head.header("content-length"),
        Some(wasm_bytes().len().to_string().as_str())
    );
    assert!(head.body.is_empty());

    assert_eq!(get(&addr, "/missing.js").status, 404);
    assert_eq!(get(&addr, "/sub").status, 404, "a folder is no file");
    for target in [
        "/../Cargo.toml",
        "/sub/../../Cargo.toml",
        "/%2e%2e/Cargo.toml",
        "/%2E%2E/Cargo.toml",
        "/..%2fCargo.toml",
        "/..%2FCargo.toml",
        "/%2e%2e%2fCargo.toml",
        "/..%5cCargo.toml",
        "/..\\Cargo.toml",
        "/%2fetc%2fpasswd",
        "/index.html%00.js",
        "/.hidden",
        "/link.txt",
        "http://127.0.0.1/../Cargo.toml",
    ] {
        let answer = get(&addr, target);
        assert!(
            answer.status == 400 || answer.status == 404,
            "{target}: {}",
            answer.status
        );
        assert!(!leaks(&answer), "{target} gave the file outside");
    }

    // Other methods: 405, saying which are allowed, even with a body.
    let post = format!(
        "POST / HTTP/1.1\r\nHost: {addr}\r\nContent-Type: text/plain\r\nContent-Length: 5\r\n\r\nhello"
    );
    let answer = read_answer(&exchange(&addr, post.as_bytes()));
    assert_eq!(answer.status, 405);
    assert_eq!(answer.header("allow"), Some("GET, HEAD"));
    assert_eq!(request(&addr, "DELETE", "/index.html").status, 405);
    // Not HTTP: 400. A request line past its bound: 414, before the head ends.
    assert_eq!(read_answer(&exchange(&addr, b"HELLO\r\n\r\n")).status, 400);
    let long = format!("GET /{} HTTP/1.1\r\n", "a".repeat(4_000));
    assert_eq!(read_answer(&exchange(&addr, long.as_bytes())).status, 414);

    // The rooms, on the same port.
    a_seat_joins(&server.url);

    // The log saw the requests (at debug) but never a query string.
    drop(server);
    let mut logged = std::fs::read_to_string(rooms.with_extension("stderr.txt")).unwrap();
    for entry in std::fs::read_dir(rooms.join("logs")).unwrap() {
        logged.push_str(&std::fs::read_to_string(entry.unwrap().path()).unwrap_or_default());
    }
    assert!(logged.contains("app.wasm"), "{logged}");
    assert!(!logged.contains(QUERY_SECRET), "{logged}");
    std::fs::remove_dir_all(&base).ok();
}

#[test]
fn without_web_a_plain_get_is_refused_as_before_and_rooms_play() {
    let dir = temp_dir("web-none");
    let server = ServerProc::start(&dir, "127.0.0.1:0");
    let addr = addr_of(&server);
    let raw = exchange(
        &addr,
        format!("GET / HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes(),
    );
    // tungstenite refuses a request that is no WebSocket handshake: no page, no 200.
    assert!(
        !raw.starts_with(b"HTTP/1.1 200"),
        "{:?}",
        String::from_utf8_lossy(&raw)
    );
    assert!(!String::from_utf8_lossy(&raw).contains("<html"));
    a_seat_joins(&server.url);
    drop(server);
    std::fs::remove_dir_all(&dir).ok();
}

/// `dicepad serve --web DIR …` that fails to start: its standard output and error.
fn serve_refused(data: &Path, web: &Path, lang: &str) -> (String, String) {
    let out = std::process::Command::new(BIN)
        .args(["serve", "--listen", "127.0.0.1:0", "--lang", lang, "--data"])
        .arg(data)
        .arg("--web")
        .arg(web)
        .env_remove("RUST_LOG")
        .output()
        .unwrap();
    assert!(!out.status.success());
    let text = |b: &[u8]| String::from_utf8_lossy(b).trim().to_string();
    (text(&out.stdout), text(&out.stderr))
}

#[test]
fn a_web_folder_that_is_missing_or_has_no_index_is_refused_before_the_server_listens() {
    let base = temp_dir("web-refused");
    let data = base.join("rooms");
    let missing = base.join("no-such-folder");
    let (out, err) = serve_refused(&data, &missing, "en");
    assert!(out.is_empty(), "it listened: {out}");
    assert!(
        err.contains("cannot serve the browser app from") && err.contains("no-such-folder"),
        "{err}"
    );
    let empty = base.join("empty");
    std::fs::create_dir_all(&empty).unwrap();
    let (out, err) = serve_refused(&data, &empty, "en");
    assert!(out.is_empty(), "it listened: {out}");
    assert!(err.contains("holds no index.html"), "{err}");
    // In the operator's language.
    let (_, err) = serve_refused(&data, &empty, "de");
    assert!(err.contains("keine index.html"), "{err}");
    let (_, err) = serve_refused(&data, &empty, "nl");
    assert!(err.contains("geen index.html"), "{err}");
    // A file is not a folder.
    let file = base.join("index.html");
    std::fs::write(&file, index_html()).unwrap();
    let (_, err) = serve_refused(&data, &file, "en");
    assert!(err.contains("it is not a folder"), "{err}");
    std::fs::remove_dir_all(&base).ok();
}

fn tls_file(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/tls")
        .join(name)
}

/// A GET over TLS, trusting the test certificate.
async fn https_get(addr: &str, target: &str) -> Answer {
    use rustls::pki_types::pem::PemObject;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut roots = rustls::RootCertStore::empty();
    for cert in rustls::pki_types::CertificateDer::pem_file_iter(tls_file("cert.pem")).unwrap() {
        roots.add(cert.unwrap()).unwrap();
    }
    let provider = std::sync::Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth();
    let connector = tokio_rustls::TlsConnector::from(std::sync::Arc::new(config));
    let tcp = tokio::net::TcpStream::connect(addr).await.unwrap();
    let name = rustls::pki_types::ServerName::try_from("localhost").unwrap();
    let mut tls = connector.connect(name, tcp).await.unwrap();
    let text = format!("GET {target} HTTP/1.1\r\nHost: localhost\r\n\r\n");
    tls.write_all(text.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(20), tls.read_to_end(&mut raw));
    // A peer that closes without TLS's close_notify is an error after the bytes it sent.
    let _ = read.await.unwrap();
    read_answer(&raw)
}

#[test]
fn with_tls_the_page_comes_over_https_and_the_rooms_over_wss_on_one_port() {
    let (base, web) = web_folder("web-tls");
    let (cert, key) = (tls_file("cert.pem"), tls_file("key.pem"));
    let args: Vec<String> = [
        "--web".into(),
        web.to_string_lossy().to_string(),
        "--tls-cert".into(),
        cert.to_string_lossy().to_string(),
        "--tls-key".into(),
        key.to_string_lossy().to_string(),
    ]
    .into();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let server = ServerProc::start_with(&base.join("rooms"), "127.0.0.1:0", &args);
    assert!(server.url.starts_with("wss://"), "{}", server.url);
    let addr = addr_of(&server);
    let rt = super::net::runtime();
    rt.block_on(async {
        assert_served(&https_get(&addr, "/").await, &index_html(), "text/html");
        assert_served(
            &https_get(&addr, "/app.wasm").await,
            &wasm_bytes(),
            "application/wasm",
        );
        let outside = https_get(&addr, "/%2e%2e/Cargo.toml").await;
        assert_eq!(outside.status, 400);
        assert!(!leaks(&outside));

        // A seat joins over wss:// on the same port, trusting the same certificate.
        let by_name = format!("wss://localhost:{}", server.port());
        let trust = dicepad::net::tls::Trust::new(Some(&cert)).unwrap();
        let mut ws = dicepad::net::tls::connect(&by_name, &trust).await.unwrap();
        let create =
            dicepad::net::protocol::encode(dicepad::net::protocol::ClientMsg::CreateRoom {
                game: "honeycomb-caverns".into(),
                seats: vec![dicepad::net::protocol::SeatSpec::Remote],
                options: Default::default(),
                seed: None,
                names: vec![],
                clock: None,
                secret: None,
            });
        say(&mut ws, create).await;
        let ServerMsg::Created { room, tokens } = hear(&mut ws).await else {
            panic!("no room");
        };
        say(
            &mut ws,
            super::net_limits::join(&room, tokens[0].as_deref()),
        )
        .await;
        assert!(matches!(
            hear(&mut ws).await,
            ServerMsg::Joined { seat: 0, .. }
        ));
    });
    drop(server);
    std::fs::remove_dir_all(&base).ok();
}
