//! Who a player is on a server, without passwords and never by a seat's token: a *player key*,
//! `player.ron` in the data folder (`(name: "…", secret: "<64 hex digits>")`), made on first use
//! from 32 bytes of the operating system's randomness, written atomically and readable by its
//! owner alone. A lost key is a new player.
//!
//! The secret never leaves the computer. To a server the client sends its name and a *proof*,
//! `HMAC-SHA256(secret, "dicepad player " + the server's address)`, the address as the player
//! gave it with its scheme taken off and the host and port in lower case ([`server_name`]). Each
//! server thus sees another proof, so no server learns what the player would send another (one
//! server's operator cannot play as the player elsewhere). The server keeps only
//! `SHA-256(proof)` as the player's id ([`player_id`]), with the latest name.

use crate::engine::files;
use crate::engine::seal::{from_hex, hex, keyed_hash, sha256};
use crate::engine::text::Msg;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The key's file in the data folder.
pub const FILE: &str = "player.ron";
/// The largest key file read (a name and 64 hex digits are under 300 bytes).
const MAX_BYTES: u64 = 4 << 10;
/// What the proof's message begins with: tells it apart from any other use of the secret.
const PROOF_DOMAIN: &str = "dicepad player ";

/// The key file's contents.
#[derive(Serialize, Deserialize)]
struct KeyFile {
    name: String,
    secret: String,
}

/// A player's key: the name they go by and the secret only this computer holds.
#[derive(Clone)]
pub struct PlayerKey {
    pub name: String,
    secret: [u8; 32],
}

/// Never the secret.
impl std::fmt::Debug for PlayerKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct(stringify!(PlayerKey))
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

/// What a client shows a server: 32 bytes, as 64 hex digits on the wire.
pub type Proof = [u8; 32];

/// Why the key cannot be read or made.
#[derive(Debug, thiserror::Error)]
pub enum KeyError {
    #[error("{FILE}: {0}")]
    Unreadable(String),
    #[error("{FILE}: its secret is not 64 hex digits")]
    BadSecret,
    #[error("{FILE}: cannot write it: {0}")]
    Write(String),
    #[error(transparent)]
    NoRandom(#[from] super::problems::NoRandom),
}

impl KeyError {
    /// The player's words.
    pub fn msg(&self) -> Msg {
        match self {
            KeyError::Unreadable(why) => Msg::new("daily-key-unreadable")
                .text("file", FILE)
                .text("why", why.clone()),
            KeyError::BadSecret => Msg::new("daily-key-bad-secret").text("file", FILE),
            KeyError::Write(why) => Msg::new("daily-key-write")
                .text("file", FILE)
                .text("why", why.clone()),
            KeyError::NoRandom(e) => e.msg(),
        }
    }
}

impl PlayerKey {
    /// A key from its secret (tests, and the file's reader).
    pub fn new(name: &str, secret: [u8; 32]) -> PlayerKey {
        PlayerKey {
            name: name.to_string(),
            secret,
        }
    }

    /// The key in the data folder `dir`, made there on first use (named `name`, or blank). A
    /// `name` different from the file's is the player's new name: the file is written with it
    /// (the secret kept). A file that does not read is an error, never written over: it may be
    /// the only copy of a key.
    pub fn load_or_make(dir: &Path, name: Option<&str>) -> Result<PlayerKey, KeyError> {
        let path = dir.join(FILE);
        let read: Option<KeyFile> =
            files::read_ron(&path, MAX_BYTES).map_err(KeyError::Unreadable)?;
        let key = match read {
            Some(file) => {
                let secret = from_hex::<32>(file.secret.trim()).map_err(|_| KeyError::BadSecret)?;
                let key = PlayerKey::new(&file.name, secret);
                match name {
                    Some(n) if n != key.name => PlayerKey::new(n, secret),
                    _ => return Ok(key),
                }
            }
            None => PlayerKey::new(name.unwrap_or(""), super::random_bytes::<32>()?),
        };
        key.store(dir)?;
        Ok(key)
    }

    /// Writes the key atomically, readable by its owner alone (0600 from its first byte).
    fn store(&self, dir: &Path) -> Result<(), KeyError> {
        let file = KeyFile {
            name: self.name.clone(),
            secret: hex(&self.secret),
        };
        let fail = |e: std::io::Error| KeyError::Write(files::io_words(&e));
        let text = ron::ser::to_string(&file).map_err(|e| KeyError::Write(e.to_string()))?;
        crate::paths::ensure_data_dir(dir).map_err(fail)?;
        files::write_atomic_private(&dir.join(FILE), format!("{text}\n").as_bytes()).map_err(fail)
    }

    /// The proof for the server at `address` (as the player gave it; see [`server_name`]).
    pub fn proof(&self, address: &str) -> Proof {
        let message = format!("{PROOF_DOMAIN}{}", server_name(address));
        keyed_hash(&self.secret, message.as_bytes())
    }
}

/// A server's address as a key's proof names it: for each address of a comma-separated list,
/// without its scheme (`ws://`, `wss://`) and anything after the host and port, in lower case;
/// the list joined by commas again. `wss://Play.Example:7878/` is `play.example:7878`.
pub fn server_name(address: &str) -> String {
    address
        .split(',')
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .map(|a| {
            let rest = a.split_once("://").map_or(a, |(_, rest)| rest);
            let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
            host.to_ascii_lowercase()
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// A player's id on a server: SHA-256 of the proof, as 64 hex digits (what the server keeps).
pub fn player_id(proof: &Proof) -> String {
    hex(&sha256(proof))
}

/// The short form of a player's id shown beside a name (its first 8 hex digits).
pub fn short_id(id: &str) -> &str {
    id.get(..8).unwrap_or(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_server_gets_its_own_proof_and_the_same_server_the_same_one() {
        let key = PlayerKey::new("Ann", [7; 32]);
        let a = key.proof("ws://play.example:7878");
        assert_eq!(a, key.proof("ws://play.example:7878"));
        // Written otherwise, the same server.
        assert_eq!(a, key.proof("WSS://Play.Example:7878/"));
        assert_eq!(a, key.proof("  play.example:7878"));
        // Another server, another port: other proofs, which tell nothing of this one.
        assert_ne!(a, key.proof("ws://other.example:7878"));
        assert_ne!(a, key.proof("ws://play.example:7879"));
        // Another key: another proof for the same server; the name plays no part.
        assert_ne!(
            a,
            PlayerKey::new("Ann", [8; 32]).proof("ws://play.example:7878")
        );
        assert_eq!(
            a,
            PlayerKey::new("Bob", [7; 32]).proof("ws://play.example:7878")
        );
        // HMAC-SHA256 of the documented message under the secret.
        let expected = keyed_hash(&[7; 32], b"dicepad player play.example:7878");
        assert_eq!(a, expected);
        assert_eq!(
            server_name("ws://A.example:1, wss://B.example:2/x"),
            "a.example:1,b.example:2"
        );
        // The id is the proof's SHA-256: 64 hex digits, and its short form the first 8.
        let id = player_id(&a);
        assert_eq!(id, hex(&sha256(&a)));
        assert_eq!(id.len(), 64);
        assert_eq!(short_id(&id), &id[..8]);
    }

    #[test]
    fn the_key_is_made_once_kept_private_and_renamed_in_place() {
        let dir = std::env::temp_dir().join(format!("dicepad-key-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let made = PlayerKey::load_or_make(&dir, Some("Ann")).unwrap();
        let again = PlayerKey::load_or_make(&dir, None).unwrap();
        assert_eq!(again.name, "Ann");
        assert_eq!(again.secret, made.secret, "made once, then read");
        assert!(!format!("{made:?}").contains(&hex(&made.secret)));
        let text = std::fs::read_to_string(dir.join(FILE)).unwrap();
        assert!(
            text.contains(&hex(&made.secret)) && text.contains("name:"),
            "{text}"
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.join(FILE))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        let renamed = PlayerKey::load_or_make(&dir, Some("Ann B")).unwrap();
        assert_eq!(
            (renamed.name.as_str(), renamed.secret),
            ("Ann B", made.secret)
        );
        assert_eq!(PlayerKey::load_or_make(&dir, None).unwrap().name, "Ann B");
        // Another folder, another key.
        let other = PlayerKey::load_or_make(&dir.join("other"), None).unwrap();
        assert_ne!(other.secret, made.secret);
        assert_eq!(other.name, "");
        // A damaged file is an error and stays as it was.
        std::fs::write(dir.join(FILE), "(name: \"Ann\", secret: \"12\")").unwrap();
        assert!(matches!(
            PlayerKey::load_or_make(&dir, Some("Ann")),
            Err(KeyError::BadSecret)
        ));
        std::fs::write(dir.join(FILE), "(name: ").unwrap();
        assert!(matches!(
            PlayerKey::load_or_make(&dir, None),
            Err(KeyError::Unreadable(_))
        ));
        assert_eq!(std::fs::read_to_string(dir.join(FILE)).unwrap(), "(name: ");
        std::fs::remove_dir_all(&dir).ok();
    }
}
