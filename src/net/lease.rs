//! Several servers on one PostgreSQL database: each room is held by one server at a time, by a
//! lease row (the server's id, the address clients are told, and when it runs out, by the
//! database's clock). The holder renews its leases every third of their length; a server that
//! stops renewing (killed, cut off) loses its rooms when the leases run out, and another takes
//! them, rebuilding each from what the database holds. A lease changes hands in a transaction
//! (`UPDATE … WHERE expires < now`), and every append checks the lease in the transaction that
//! stores it ([`super::pg_store`]), so a room is never played on two servers at once.

use super::pg_store::{self, sql, Node, NOW_MS};
use super::store::{StoreError, StoredRoom};
use std::collections::HashSet;
use tokio_postgres::Client;

/// Where a room is, as a server that does not have it sees it.
pub enum Located {
    /// It was free (its lease ran out, or it was this server's): taken now, as stored.
    Taken(Box<Result<StoredRoom, StoreError>>),
    /// Another server holds it: clients go to `address`.
    Elsewhere(String),
    /// The database has no such room.
    Nowhere,
}

/// A server's side of the leases: a connection of its own on the server's runtime.
pub struct Cluster {
    client: tokio::sync::Mutex<Client>,
    pub node: Node,
}

impl Cluster {
    /// Connects to `url` (from inside the server's runtime: the connection's task runs on it).
    pub async fn connect(url: &str, node: Node) -> Result<Cluster, StoreError> {
        let mut client = pg_store::connect(url).await?;
        pg_store::ensure_schema(&mut client).await?;
        Ok(Cluster {
            client: tokio::sync::Mutex::new(client),
            node,
        })
    }

    /// Renews every lease this server holds; the rooms it holds.
    pub async fn renew(&self) -> Result<HashSet<String>, StoreError> {
        let client = self.client.lock().await;
        let rows = client
            .query(
                &format!(
                    "UPDATE dicepad_leases SET expires = {NOW_MS} + $2::bigint
                     WHERE node = $1::text RETURNING code"
                ),
                &[&self.node.id, &self.node.lease_ms()],
            )
            .await
            .map_err(sql)?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }

    /// Takes up to `most` rooms whose leases ran out, each as stored once taken.
    pub async fn take_free(
        &self,
        most: usize,
    ) -> Result<Vec<Result<StoredRoom, StoreError>>, StoreError> {
        let free: Vec<String> = {
            let client = self.client.lock().await;
            client
                .query(
                    &format!(
                        "SELECT code FROM dicepad_leases WHERE expires < {NOW_MS}
                         ORDER BY expires LIMIT $1::bigint"
                    ),
                    &[&i64::try_from(most).unwrap_or(i64::MAX)],
                )
                .await
                .map_err(sql)?
                .iter()
                .map(|r| r.get(0))
                .collect()
        };
        let mut taken = Vec::new();
        for code in free {
            if let Some(room) = self.take(&code).await? {
                taken.push(room);
            }
        }
        Ok(taken)
    }

    /// Takes the room `code` if its lease ran out (or is this server's): the room as stored after
    /// the lease changed hands (whatever its last holder committed is in), or `None` if another
    /// server holds it.
    async fn take(&self, code: &str) -> Result<Option<Result<StoredRoom, StoreError>>, StoreError> {
        let mut client = self.client.lock().await;
        let taken = client
            .query_opt(
                &format!(
                    "UPDATE dicepad_leases SET node = $1::text, address = $2::text,
                         expires = {NOW_MS} + $3::bigint
                     WHERE code = $4::text AND (expires < {NOW_MS} OR node = $1::text)
                     RETURNING code"
                ),
                &[
                    &self.node.id,
                    &self.node.address,
                    &self.node.lease_ms(),
                    &code,
                ],
            )
            .await
            .map_err(sql)?;
        if taken.is_none() {
            return Ok(None);
        }
        tracing::info!(room = code, "room taken over from the database");
        Ok(Some(
            pg_store::read_room(&mut client, &[code])
                .await?
                .unwrap_or_else(|| {
                    Err(StoreError::Damaged {
                        code: code.to_string(),
                        why: "it has a lease but no room".into(),
                    })
                }),
        ))
    }

    /// Where the room of any of `codes` (a code as typed and as normalised) is: taken now if it is
    /// free.
    pub async fn locate(&self, codes: &[&str]) -> Result<Located, StoreError> {
        let codes_owned: Vec<String> = codes.iter().map(|c| c.to_string()).collect();
        let found = {
            let client = self.client.lock().await;
            client
                .query_opt(
                    &format!(
                        "SELECT code, node, address, expires < {NOW_MS} FROM dicepad_leases
                         WHERE code = ANY($1::text[]) ORDER BY code LIMIT 1"
                    ),
                    &[&codes_owned],
                )
                .await
                .map_err(sql)?
        };
        let Some(row) = found else {
            return Ok(Located::Nowhere);
        };
        let (code, node, address, ran_out): (String, String, String, bool) =
            (row.get(0), row.get(1), row.get(2), row.get(3));
        if node != self.node.id && !ran_out {
            return Ok(Located::Elsewhere(address));
        }
        Ok(match self.take(&code).await? {
            Some(room) => Located::Taken(Box::new(room)),
            // Another server took it first.
            None => Located::Elsewhere(address),
        })
    }
}
