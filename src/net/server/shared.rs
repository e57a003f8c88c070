//! Opening a server's rooms (restored, or taken over), and a server among several on one
//! PostgreSQL database (`dicepad serve --store postgres://…`): it
//! opens the rooms whose leases ran out, renews its own, lets go of any it lost, and answers a
//! join for a room another server holds with that server's address
//! ([`super::super::protocol::ServerMsg::Redirect`]).

use super::super::daily_records::DailyRecords;
use super::super::lease::{Cluster, Located};
use super::super::pg_store::{self, Node};
use super::super::problems::StartError;
use super::super::room::{RoomCmd, RoomHandle};
use super::super::store::{Durability, Store, StoreError, StoredRoom};
use super::{Bucket, Conns, Limits, Server};
use std::net::SocketAddr;
use std::path::Path;
use std::sync::atomic::AtomicU64;
use std::sync::Arc;
use std::sync::Mutex;
use std::time::Duration;
use std::time::Instant;
use tokio::net::TcpListener;

/// A database several servers share.
#[derive(Clone, Debug)]
pub struct Shared {
    /// `postgres://user@host/db` (tokio-postgres' connection string).
    pub url: String,
    /// What clients that reach another server are told; by default `ws://` and the address this
    /// server listens on (give a public one when it listens on all interfaces).
    pub address: Option<String>,
    /// How long a lease holds without being renewed.
    pub lease: Duration,
}

/// Where a server keeps its rooms.
#[derive(Clone, Debug)]
pub enum StoreChoice {
    /// Its own SQLite database in its data folder.
    Embedded(Durability),
    /// A PostgreSQL database shared with other servers.
    Shared(Shared),
}

/// Where a join's room is, for a server that did not have it open.
pub(super) enum Found {
    /// Taken over now and opened here.
    Here(RoomHandle),
    /// Another server holds it.
    There(String),
    Nowhere,
}

impl Server {
    pub(super) fn new(
        store: Store,
        limits: Limits,
        cluster: Option<Arc<Cluster>>,
        records: Arc<dyn DailyRecords>,
        rt: tokio::runtime::Handle,
    ) -> Server {
        Server {
            records,
            day_clock: super::super::day::DayClock::starting_at(limits.clock),
            day_secret: std::sync::OnceLock::new(),
            store,
            rt,
            rooms: Mutex::default(),
            next_conn: AtomicU64::new(1),
            conns: Conns::new(&limits),
            creating: Mutex::new(Bucket::new(limits.creates_per_sec, limits.creates_burst)),
            limits,
            kickers: Mutex::default(),
            cluster,
            stopping: tokio::sync::watch::Sender::new(false),
        }
    }

    /// Opens a stored room as a task (a room that does not read is logged and left alone); its
    /// handle, also kept in the server's list.
    pub(super) fn adopt(&self, stored: Result<StoredRoom, StoreError>) -> Option<RoomHandle> {
        let stored = match stored {
            Ok(stored) => stored,
            Err(e) => {
                tracing::warn!("skipping a room: {e}");
                return None;
            }
        };
        // A restored room counts as unchanged since it was last stored.
        let age = stored.changed.elapsed().unwrap_or_default();
        let since = Instant::now().checked_sub(age).unwrap_or_else(Instant::now);
        // The list stays locked from the look to the insert: two joins for one room, or a join
        // and the lease holder's sweep, may both take it from the database (a lease already this
        // server's is taken again), and a second task for a room would play it beside the first
        // (each refused by the store where the other went on, their clients waiting on each
        // other for ever). The room open here already is the one: the stored copy is dropped.
        let Ok(mut rooms) = self.rooms.lock() else {
            tracing::warn!(room = %stored.code, "skipping a room: the room list is unusable");
            return None;
        };
        if let Some(open) = rooms.get(&stored.code) {
            tracing::debug!(room = %stored.code, "taken again, open here already");
            return Some(open.clone());
        }
        match super::super::room::spawn(
            &self.rt,
            self.store.clone(),
            stored,
            self.limits.grace,
            since,
            self.day_clock,
        ) {
            Ok(handle) => {
                rooms.insert(handle.code.clone(), handle.clone());
                Some(handle)
            }
            Err(e) => {
                tracing::warn!("skipping a room: {e}");
                None
            }
        }
    }

    /// A server with its rooms in `store`; `own` is its own address (what clients are told when
    /// no `--node-address` is given).
    pub fn restore_choice(
        dir: &Path,
        limits: Limits,
        store: &StoreChoice,
        own: &str,
        rt: tokio::runtime::Handle,
    ) -> Result<Server, StartError> {
        let shared = match store {
            StoreChoice::Embedded(durability) => {
                return Server::restore(dir, limits, *durability, rt)
            }
            StoreChoice::Shared(shared) => shared,
        };
        super::super::store::make_private_dir(dir).map_err(|e| StartError::DataFolder {
            dir: dir.display().to_string(),
            why: e.to_string(),
        })?;
        let node = Node {
            id: super::super::secret_token().map_err(|e| StartError::Start(e.to_string()))?,
            address: shared.address.clone().unwrap_or_else(|| own.to_string()),
            lease: shared.lease.max(Duration::from_millis(300)),
        };
        let store = pg_store::open(&shared.url, node.clone())
            .map_err(|e| StartError::Store(e.to_string()))?;
        let url = shared.url.clone();
        let cluster = rt
            .block_on(async move {
                // The connection's task runs on the server's runtime, so it is made in there.
                tokio::spawn(async move { Cluster::connect(&url, node).await }).await
            })
            .map_err(unreachable_db)?
            .map_err(|e| StartError::Store(e.to_string()))?;
        let cluster = Arc::new(cluster);
        let free = {
            let cluster = cluster.clone();
            let most = limits.rooms;
            rt.block_on(
                async move { tokio::spawn(async move { cluster.take_free(most).await }).await },
            )
            .map_err(unreachable_db)?
            .map_err(|e| StartError::Store(e.to_string()))?
        };
        tracing::info!(
            node = %cluster.node.id,
            address = %cluster.node.address,
            rooms = free.len(),
            "serving rooms from a shared database"
        );
        let records =
            pg_store::PgDaily::open(&shared.url).map_err(|e| StartError::Store(e.to_string()))?;
        let server = Server::new(store, limits, Some(cluster), Arc::new(records), rt);
        for stored in free {
            server.adopt(stored);
        }
        Ok(server)
    }

    /// Where a room this server does not have open is: taken over if it is free.
    pub(super) async fn locate(&self, code: &str) -> Found {
        let Some(cluster) = &self.cluster else {
            return Found::Nowhere;
        };
        let exact = code.trim().to_ascii_uppercase();
        let normal = super::super::normal_code(code);
        match cluster.locate(&[&exact, &normal]).await {
            Ok(Located::Taken(stored)) => match self.adopt(*stored) {
                Some(room) => Found::Here(room),
                None => Found::Nowhere,
            },
            Ok(Located::Elsewhere(address)) => Found::There(address),
            Ok(Located::Nowhere) => Found::Nowhere,
            Err(e) => {
                super::super::repeats::STORE_ERRORS
                    .error(format!("cannot look a room up in the database: {e}"));
                Found::Nowhere
            }
        }
    }

    /// The codes of the rooms open here.
    fn open_codes(&self) -> Vec<String> {
        self.rooms
            .lock()
            .map(|rooms| rooms.keys().cloned().collect())
            .unwrap_or_default()
    }

    /// Lets go of the rooms of `were_open` that this server no longer holds: their tasks end
    /// (their connections are closed, and join again through whichever server holds the room
    /// now). A room opened since `were_open` was taken is left alone.
    fn let_go(&self, were_open: Vec<String>, held: &std::collections::HashSet<String>) {
        let lost: Vec<RoomHandle> = match self.rooms.lock() {
            Ok(mut rooms) => {
                let codes: Vec<String> = were_open
                    .into_iter()
                    .filter(|code| !held.contains(code))
                    .collect();
                codes.iter().filter_map(|c| rooms.remove(c)).collect()
            }
            Err(_) => return,
        };
        for room in lost {
            tracing::warn!(room = %room.code, "lease lost: the room is another server's now");
            let _ = room.commands.send(RoomCmd::Release);
        }
    }
}

/// Renews this server's leases every third of their length, lets go of rooms it lost, and takes
/// the rooms whose leases ran out (a server that died).
pub(super) async fn hold_leases(server: Arc<Server>, cluster: Arc<Cluster>) {
    let mut every = tokio::time::interval(cluster.node.lease / 3);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        let were_open = server.open_codes();
        match cluster.renew().await {
            Ok(held) => server.let_go(were_open, &held),
            Err(e) => {
                super::super::repeats::STORE_ERRORS.error(format!("cannot renew the leases: {e}"));
                continue;
            }
        }
        let room_count = server.room_count();
        if room_count >= server.limits.rooms {
            continue;
        }
        match cluster.take_free(server.limits.rooms - room_count).await {
            Ok(taken) => {
                for stored in taken {
                    server.adopt(stored);
                }
            }
            Err(e) => {
                super::super::repeats::STORE_ERRORS.error(format!("cannot take rooms over: {e}"))
            }
        }
    }
}

/// [`spawn_server`] with its store (embedded, or shared by several servers).
pub fn spawn_with(
    listen: &str,
    dir: &Path,
    limits: Limits,
    store: &StoreChoice,
) -> Result<(SocketAddr, Arc<Server>), StartError> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| StartError::Start(e.to_string()))?;
    let not_there = |e: std::io::Error| StartError::listen(listen, &e);
    let std_listener = std::net::TcpListener::bind(listen).map_err(not_there)?;
    let addr = std_listener.local_addr().map_err(not_there)?;
    std_listener.set_nonblocking(true).map_err(not_there)?;
    let server = Arc::new(Server::restore_choice(
        dir,
        limits,
        store,
        &format!("ws://{addr}"),
        rt.handle().clone(),
    )?);
    let shared = server.clone();
    std::thread::Builder::new()
        .name("dicepad server".into())
        .spawn(move || {
            rt.block_on(async move {
                match TcpListener::from_std(std_listener) {
                    Ok(listener) => super::accept_loop(listener, server, None, None).await,
                    Err(e) => tracing::error!("cannot listen: {e}"),
                }
            })
        })
        .map_err(|e| StartError::Start(e.to_string()))?;
    Ok((addr, shared))
}

/// The rooms' database could not be reached from the server's runtime.
fn unreachable_db(e: tokio::task::JoinError) -> StartError {
    StartError::Store(format!("cannot reach the rooms' database: {e}"))
}

#[cfg(test)]
#[path = "shared_tests.rs"]
mod tests;
