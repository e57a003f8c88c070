//! The players rated on a server, listed by name ([`super::super::rated`] says how a network
//! game rates them).

use super::super::player_key::short_id;
use super::super::protocol::{
    encode, PlayerEntry, PlayerList, ServerMsg, PLAYER_ENTRIES, PLAYER_NAME_CHARS,
};
use super::super::rating_records::PlayersQuery;
use super::{refused, Server};
use crate::engine::text::Msg;
use std::sync::Arc;

/// The furthest entry a list starts from (no server has that many ratings to page through; a
/// larger `from` is an empty page, not a long scan).
const MAX_FROM: usize = 1_000_000;

/// `players {game?, name, from}`: the list, or why not.
pub(super) async fn players(
    server: &Arc<Server>,
    game: Option<String>,
    name: String,
    from: usize,
) -> Vec<String> {
    if let Some(g) = &game {
        if crate::games::find(g).is_none() {
            let clipped = crate::engine::save::clip(g, 40);
            return vec![refused(Msg::new("net-no-game").text("game", clipped))];
        }
    }
    let name: String = name.trim().chars().take(PLAYER_NAME_CHARS).collect();
    let q = PlayersQuery {
        game: game.clone(),
        name: name.clone(),
        from: from.min(MAX_FROM),
        limit: PLAYER_ENTRIES,
    };
    let s = server.clone();
    let listed = tokio::task::spawn_blocking(move || s.records.players(&q)).await;
    match listed {
        Ok(Ok((rows, total))) => {
            let entries = rows
                .into_iter()
                .map(|r| PlayerEntry {
                    rank: r.rank,
                    name: r.name,
                    player: short_id(&r.player).to_string(),
                    game: r.game,
                    rating: rounded(r.rating.points()),
                    spread: rounded(r.rating.spread()),
                    games: r.games,
                    provisional: r.rating.provisional(),
                })
                .collect();
            vec![encode(ServerMsg::Players(PlayerList {
                game,
                name,
                from,
                entries,
                total,
            }))]
        }
        Ok(Err(e)) => {
            super::super::repeats::STORE_ERRORS.error(format!("the players' ratings: {e}"));
            vec![refused(Msg::new("daily-not-stored"))]
        }
        Err(_) => vec![refused(Msg::new("net-server-broken"))],
    }
}

/// A rating's figure as a whole number (ratings stay far inside `i32`).
fn rounded(points: f64) -> i32 {
    // A float that is not a number (never expected) shows as 0.
    let r = points.round();
    if r.is_finite() {
        r.clamp(f64::from(i32::MIN), f64::from(i32::MAX)) as i32
    } else {
        0
    }
}
