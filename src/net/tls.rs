//! TLS for network play (rustls with the `ring` provider). `dicepad serve --tls-cert --tls-key`
//! wraps every accepted connection in TLS before the WebSocket handshake, both within the one
//! handshake timeout; clients connect to `wss://` addresses trusting Mozilla's root list
//! (webpki-roots, compiled in) plus, optionally, one more certificate file: `--ca` on the command
//! line, `DICEPAD_CA` for the window (a self-signed server's own certificate, say).
//!
//! A plain `ws://` client that reaches a TLS port is answered with a short plain-HTTP refusal
//! (status 400 and [`TLS_REQUIRED_HEADER`]) instead of TLS garbage, so it can say "use wss://".

pub use super::address::{is_server_url, is_tls_url, CA_ENV, TLS_REQUIRED_HEADER};
use crate::engine::files::io_words;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite;
use tokio_tungstenite::{Connector, MaybeTlsStream, WebSocketStream};

/// The whole answer to a plain (not TLS) connection on a TLS port: a few bytes, then close.
const TLS_REQUIRED_RESPONSE: &[u8] = b"HTTP/1.1 400 Bad Request\r\n\
x-dicepad-tls: required\r\n\
Content-Type: text/plain\r\n\
Content-Length: 43\r\n\
Connection: close\r\n\r\n\
This server speaks TLS: connect with wss://";

/// How much of a plain request on a TLS port is read before it is refused.
const MAX_PLAIN_REQUEST: usize = 8 * 1024;

/// The first byte of every TLS connection (a handshake record).
const TLS_HANDSHAKE_RECORD: u8 = 0x16;

/// What can go wrong setting TLS up, in words for whoever runs the command.
#[derive(Debug, thiserror::Error)]
pub enum TlsError {
    #[error("give both --tls-cert and --tls-key (to serve wss://) or neither (to serve ws://)")]
    OnlyOne,
    #[error("cannot read {what} {}: {why}", path.display())]
    Read {
        what: &'static str,
        path: PathBuf,
        why: String,
    },
    #[error("{} holds no {what} in PEM form (`-----BEGIN {marker}-----`)", path.display())]
    Missing {
        what: &'static str,
        marker: &'static str,
        path: PathBuf,
    },
    #[error("the key in {} does not belong to the certificate in {}", key.display(), cert.display())]
    Mismatch { cert: PathBuf, key: PathBuf },
    #[error("the certificate in {} cannot be used: {why}", path.display())]
    Unusable { path: PathBuf, why: String },
    #[error("TLS cannot be set up: {0}")]
    Setup(String),
}

fn provider() -> Arc<rustls::crypto::CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

fn read(what: &'static str, path: &Path) -> Result<Vec<u8>, TlsError> {
    std::fs::read(path).map_err(|e| TlsError::Read {
        what,
        path: path.to_path_buf(),
        why: io_words(&e),
    })
}

/// Every certificate of a PEM file (a chain: the server's own first), at least one.
fn certificates(path: &Path) -> Result<Vec<CertificateDer<'static>>, TlsError> {
    let pem = read("the certificate file", path)?;
    let certs = CertificateDer::pem_slice_iter(&pem)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| TlsError::Read {
            what: "the certificate file",
            path: path.to_path_buf(),
            why: e.to_string(),
        })?;
    if certs.is_empty() {
        return Err(TlsError::Missing {
            what: "certificate",
            marker: "CERTIFICATE",
            path: path.to_path_buf(),
        });
    }
    Ok(certs)
}

fn private_key(path: &Path) -> Result<PrivateKeyDer<'static>, TlsError> {
    let pem = read("the key file", path)?;
    PrivateKeyDer::from_pem_slice(&pem).map_err(|e| match e {
        rustls::pki_types::pem::Error::NoItemsFound => TlsError::Missing {
            what: "private key",
            marker: "PRIVATE KEY",
            path: path.to_path_buf(),
        },
        e => TlsError::Read {
            what: "the key file",
            path: path.to_path_buf(),
            why: e.to_string(),
        },
    })
}

/// A server's certificate and key, ready to accept TLS connections.
#[derive(Clone)]
pub struct ServerTls {
    acceptor: tokio_rustls::TlsAcceptor,
}

impl std::fmt::Debug for ServerTls {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ServerTls")
    }
}

impl ServerTls {
    /// `serve`'s two options: both give TLS, neither gives plain `ws://`, one alone is refused.
    pub fn from_options(
        cert: Option<&Path>,
        key: Option<&Path>,
    ) -> Result<Option<ServerTls>, TlsError> {
        match (cert, key) {
            (Some(cert), Some(key)) => ServerTls::load(cert, key).map(Some),
            (None, None) => Ok(None),
            _ => Err(TlsError::OnlyOne),
        }
    }

    /// Reads a certificate chain and its private key (PEM files); refuses a key that does not
    /// belong to the certificate.
    pub fn load(cert: &Path, key: &Path) -> Result<ServerTls, TlsError> {
        let chain = certificates(cert)?;
        let secret = private_key(key)?;
        let config = rustls::ServerConfig::builder_with_provider(provider())
            .with_safe_default_protocol_versions()
            .map_err(|e| TlsError::Setup(e.to_string()))?
            .with_no_client_auth()
            .with_single_cert(chain, secret)
            .map_err(|e| match e {
                rustls::Error::InconsistentKeys(_) => TlsError::Mismatch {
                    cert: cert.to_path_buf(),
                    key: key.to_path_buf(),
                },
                e => TlsError::Unusable {
                    path: cert.to_path_buf(),
                    why: e.to_string(),
                },
            })?;
        Ok(ServerTls {
            acceptor: tokio_rustls::TlsAcceptor::from(Arc::new(config)),
        })
    }

    /// The TLS handshake on a freshly accepted socket. A socket whose first byte is not a TLS
    /// handshake record (a `ws://` client, a port scanner) is answered with a plain refusal and
    /// closed. The caller bounds the time this takes.
    pub async fn accept(&self, stream: TcpStream) -> std::io::Result<Box<dyn Io>> {
        let mut first = [0u8; 1];
        if stream.peek(&mut first).await? == 0 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        if first[0] != TLS_HANDSHAKE_RECORD {
            let mut stream = stream;
            // Read the request first: closing a socket with unread bytes resets it, and the
            // client could lose the answer.
            let mut request = Vec::new();
            let mut chunk = [0u8; 1024];
            while request.len() < MAX_PLAIN_REQUEST && !request.ends_with(b"\r\n\r\n") {
                match stream.read(&mut chunk).await? {
                    0 => break,
                    n => request.extend_from_slice(&chunk[..n]),
                }
            }
            stream.write_all(TLS_REQUIRED_RESPONSE).await?;
            let _ = stream.shutdown().await;
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                "a plain connection to the TLS port",
            ));
        }
        Ok(Box::new(self.acceptor.accept(stream).await?))
    }
}

/// A server connection's byte stream, plain or TLS (one type, so the connection's code is
/// compiled once).
pub trait Io: AsyncRead + AsyncWrite + Unpin + Send {}
impl<T: AsyncRead + AsyncWrite + Unpin + Send> Io for T {}

/// What a `wss://` client trusts: the built-in roots, and one more certificate file if given.
#[derive(Clone)]
pub struct Trust {
    config: Arc<rustls::ClientConfig>,
}

impl std::fmt::Debug for Trust {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Trust")
    }
}

impl Trust {
    /// Mozilla's roots, plus every certificate in `ca` (PEM) when given.
    pub fn new(ca: Option<&Path>) -> Result<Trust, TlsError> {
        let mut roots = rustls::RootCertStore {
            roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
        };
        if let Some(path) = ca {
            for cert in certificates(path)? {
                roots.add(cert).map_err(|e| TlsError::Unusable {
                    path: path.to_path_buf(),
                    why: e.to_string(),
                })?;
            }
        }
        let config = rustls::ClientConfig::builder_with_provider(provider())
            .with_safe_default_protocol_versions()
            .map_err(|e| TlsError::Setup(e.to_string()))?
            .with_root_certificates(roots)
            .with_no_client_auth();
        Ok(Trust {
            config: Arc::new(config),
        })
    }

    /// `--ca`, or else the file named by `DICEPAD_CA`, or only the built-in roots.
    pub fn with_ca_or_env(ca: Option<&Path>) -> Result<Trust, TlsError> {
        match ca {
            Some(path) => Trust::new(Some(path)),
            None => Trust::new(env_ca().as_deref()),
        }
    }

    /// What the window trusts for `url`: the built-in roots and `DICEPAD_CA`. A broken
    /// `DICEPAD_CA` matters only for a `wss://` address.
    pub fn for_window(url: &str) -> Result<Trust, TlsError> {
        match Trust::with_ca_or_env(None) {
            Err(e) if is_tls_url(url) => Err(e),
            Err(_) => Trust::new(None),
            Ok(trust) => Ok(trust),
        }
    }
}

fn env_ca() -> Option<PathBuf> {
    std::env::var_os(CA_ENV)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
}

/// A client's WebSocket (plain or TLS).
pub type ClientWs = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// Connects to a `ws://` or `wss://` address; for `wss://` the server's certificate must chain
/// to one of `trust`'s roots and name the address's host.
pub async fn connect(url: &str, trust: &Trust) -> Result<ClientWs, tungstenite::Error> {
    let connector = Connector::Rustls(trust.config.clone());
    // A server's message is at most a state (see MAX_MESSAGE_BYTES): a larger one closes the
    // connection rather than being held (tungstenite's default is 64 MiB).
    let config = tungstenite::protocol::WebSocketConfig::default()
        .read_buffer_size(super::protocol::READ_BUFFER_BYTES)
        .max_message_size(Some(super::protocol::MAX_MESSAGE_BYTES))
        .max_frame_size(Some(super::protocol::MAX_MESSAGE_BYTES));
    // Nagle off (`true`): an action is one small frame that should leave at once.
    let (ws, _) =
        tokio_tungstenite::connect_async_tls_with_config(url, Some(config), true, Some(connector))
            .await?;
    Ok(ws)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_wss_addresses_ask_for_tls() {
        assert!(is_tls_url("wss://example.org:7878"));
        assert!(is_tls_url("WSS://example.org"));
        assert!(!is_tls_url("ws://example.org:7878"));
        assert!(!is_tls_url("wss:/"));
    }

    #[test]
    fn the_plain_refusal_is_one_complete_http_answer() {
        let text = std::str::from_utf8(TLS_REQUIRED_RESPONSE).unwrap();
        let (head, body) = text.split_once("\r\n\r\n").unwrap();
        let length: usize = head
            .lines()
            .find_map(|l| l.strip_prefix("Content-Length: "))
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(body.len(), length);
        assert!(head
            .to_ascii_lowercase()
            .contains(&format!("{TLS_REQUIRED_HEADER}: required")));
    }

    #[test]
    fn one_of_the_two_server_options_alone_is_refused() {
        let p = Path::new("x.pem");
        assert!(matches!(
            ServerTls::from_options(Some(p), None),
            Err(TlsError::OnlyOne)
        ));
        assert!(matches!(
            ServerTls::from_options(None, Some(p)),
            Err(TlsError::OnlyOne)
        ));
        assert!(matches!(ServerTls::from_options(None, None), Ok(None)));
    }
}
