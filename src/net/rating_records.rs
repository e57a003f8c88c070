//! A server's ratings in its SQLite database (PostgreSQL's are in [`super::pg_store`]): per
//! player and game the rating's skill and uncertainty, how many rated games it has, and when it
//! last moved. Written by a rated room's last commit ([`record`], in the transaction that stores
//! the game's end), read by the players' list ([`list`]).

use super::rated::RatedTable;
use crate::rating::Rating;
use rusqlite::{params, Connection};
use std::collections::BTreeMap;

/// The ratings' table, made in the rooms' database with the others.
pub(crate) const TABLES: &str = "
    CREATE TABLE IF NOT EXISTS ratings (
        player TEXT NOT NULL,
        game TEXT NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        games INTEGER NOT NULL,
        updated INTEGER NOT NULL,
        PRIMARY KEY (player, game)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS ratings_game ON ratings (game, mu);";

/// What the players' list asks: a game (or every game), the start of a name (any case), and
/// from which entry on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayersQuery {
    pub game: Option<String>,
    pub name: String,
    pub from: usize,
    pub limit: usize,
}

/// One player's rating in one game, as the list gives it.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerRow {
    /// Their place among everyone rated in the game (from 1), whatever the name asked.
    pub rank: usize,
    pub player: String,
    pub name: String,
    pub game: String,
    pub rating: Rating,
    pub games: u32,
}

/// `name` as the start of a `LIKE` pattern: `%`, `_` and the escape itself taken literally.
pub(crate) fn like_prefix(name: &str) -> String {
    let mut pattern = String::with_capacity(name.len() + 1);
    for c in name.chars() {
        if matches!(c, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
}

/// Rates `table`'s players in the transaction `tx` (the one storing its room's end): each one's
/// rating read, moved by the result, written back, their latest name kept.
pub(crate) fn record(tx: &Connection, table: &RatedTable, now: i64) -> rusqlite::Result<()> {
    let mut before = BTreeMap::new();
    {
        let mut read =
            tx.prepare_cached("SELECT mu, sigma FROM ratings WHERE player = ?1 AND game = ?2")?;
        for id in table.player_ids() {
            let row = read
                .query_map(params![id, table.game], |r| {
                    Ok(Rating {
                        mu: r.get(0)?,
                        sigma: r.get(1)?,
                    })
                })?
                .next()
                .transpose()?;
            if let Some(rating) = row {
                before.insert(id, rating);
            }
        }
    }
    for p in table.after(&before) {
        tx.prepare_cached(
            "INSERT INTO players (id, name, first_seen) VALUES (?1, ?2, ?3)
             ON CONFLICT (id) DO UPDATE SET name = excluded.name",
        )?
        .execute(params![p.id, p.name, now])?;
        tx.prepare_cached(
            "INSERT INTO ratings (player, game, mu, sigma, games, updated)
             VALUES (?1, ?2, ?3, ?4, 1, ?5)
             ON CONFLICT (player, game) DO UPDATE SET
                 mu = excluded.mu, sigma = excluded.sigma, games = games + 1,
                 updated = excluded.updated",
        )?
        .execute(params![p.id, table.game, p.rating.mu, p.rating.sigma, now])?;
    }
    Ok(())
}

/// A count as SQLite's integer.
fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// The players' list: the ratings asked for, best first per game (games in id order), and how
/// many there are in all.
pub(crate) fn list(
    conn: &Connection,
    q: &PlayersQuery,
) -> rusqlite::Result<(Vec<PlayerRow>, usize)> {
    let ranked = "WITH ranked AS (
             SELECT r.player, COALESCE(p.name, '') AS name, r.game, r.mu, r.sigma, r.games,
                 rank() OVER (PARTITION BY r.game ORDER BY r.mu DESC) AS place
             FROM ratings r LEFT JOIN players p ON p.id = r.player
             WHERE ?1 IS NULL OR r.game = ?1)";
    let pattern = like_prefix(&q.name);
    let total: i64 = conn.query_row(
        &format!("{ranked} SELECT count(*) FROM ranked WHERE name LIKE ?2 ESCAPE '\\'"),
        params![q.game, pattern],
        |r| r.get(0),
    )?;
    let mut rows = conn.prepare(&format!(
        "{ranked} SELECT place, player, name, game, mu, sigma, games FROM ranked
         WHERE name LIKE ?2 ESCAPE '\\'
         ORDER BY game, place, name, player LIMIT ?3 OFFSET ?4"
    ))?;
    let rows = rows
        .query_map(
            params![q.game, pattern, count(q.limit), count(q.from)],
            |r| {
                Ok(PlayerRow {
                    rank: usize::try_from(r.get::<_, i64>(0)?).unwrap_or(0),
                    player: r.get(1)?,
                    name: r.get(2)?,
                    game: r.get(3)?,
                    rating: Rating {
                        mu: r.get(4)?,
                        sigma: r.get(5)?,
                    },
                    games: u32::try_from(r.get::<_, i64>(6)?).unwrap_or(0),
                })
            },
        )?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok((rows, usize::try_from(total).unwrap_or(0)))
}

#[cfg(test)]
#[path = "rating_records_tests.rs"]
mod tests;
