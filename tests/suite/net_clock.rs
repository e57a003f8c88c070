//! Rooms with a clock (an in-process server on 127.0.0.1): a seat out of time is played by the
//! room's bot, every message says how long each running clock has left, and clocks a room cannot
//! keep are refused.

use super::net::{connect, hear, room_game, runtime, say, state, temp_dir};
use super::net_limits::join;
use dicepad::engine::BotLevel;
use dicepad::net::protocol::SeatSpec;
use std::time::Duration;

/// A room with a clock: one seat is played by a client, the other never joins. Each time the
/// absent seat may act its clock runs, every message says how long it has left, and when it runs
/// out the room's bot acts for it (logged as a bot's choice for a person); the game finishes. A
/// clock shorter than the least, or longer than the server keeps idle rooms, is refused.
#[test]
fn a_seat_out_of_time_is_played_by_the_clocks_bot_and_the_room_finishes() {
    use dicepad::net::client::{open_room, RoomRequest};
    use dicepad::net::protocol::Clock;
    let dir = temp_dir("clock");
    let addr = dicepad::net::server::spawn("127.0.0.1:0", &dir, Default::default()).unwrap();
    let url = format!("ws://{addr}");
    let trust = dicepad::net::tls::Trust::new(None).unwrap();
    let request = |per_move_ms| RoomRequest {
        game: "hex-roller".into(),
        seats: vec![SeatSpec::Remote, SeatSpec::Remote],
        clock: Some(Clock {
            per_move_ms,
            bot: BotLevel::Easy,
        }),
        ..RoomRequest::default()
    };
    for (ms, why) in [(5, "at least"), (2 * 86_400_000, "longer")] {
        let refused = open_room(&trust, &url, request(ms))
            .unwrap_err()
            .to_string();
        assert!(refused.contains(why), "{refused}");
    }
    // Short, so the absent seat's turns take seconds in all; the client answers at once.
    let per_move = 200;
    let room = open_room(&trust, &url, request(per_move)).unwrap();
    runtime().block_on(async {
        let mut watcher = connect(&url).await;
        say(&mut watcher, join(&room.room, None)).await;
        hear(&mut watcher).await;
        let s = state(&mut watcher).await;
        assert_eq!(s.clock.map(|c| c.per_move_ms), Some(per_move));
        // Both seats may act on the first roll: both clocks run.
        assert!(s.ready.contains(&1), "{:?}", s.ready);
        let left = s.clock_ms[1].expect("the absent seat's clock runs");
        assert!(left <= per_move, "{left}");
    });
    let token = room.tokens[0].clone().unwrap();
    let timing = dicepad::net::client::Timing {
        patience: Duration::from_secs(30),
        pace: Duration::ZERO,
    };
    let done =
        dicepad::net::client::play_seat(&url, &room.room, &token, BotLevel::Easy, timing).unwrap();
    assert_eq!(done.scores.len(), 2);
    // Every action of the absent seat was the clock's bot's. The client's seat was absent too
    // until it joined (its clock ran from the room's start, so on a busy machine the bot may
    // have made its first moves); from its first own move on, none was the bot's.
    let game = room_game(&dir, &room.room);
    assert!(game.is_over());
    let mut by_bot: [Vec<bool>; 2] = Default::default();
    for i in 0..game.action_count() {
        if let (Some(seat), Some((_, bot))) =
            (game.log_line(i).and_then(|l| l.seat), game.save_line(i))
        {
            by_bot[seat].push(bot);
        }
    }
    assert!(!by_bot[1].is_empty());
    assert!(by_bot[1].iter().all(|&bot| bot), "{:?}", by_bot[1]);
    let first_own = by_bot[0].iter().position(|&bot| !bot);
    let first_own = first_own.expect("the client made moves");
    assert!(
        by_bot[0][first_own..].iter().all(|&bot| !bot),
        "the clock's bot moved for a seat that acts at once: {:?}",
        by_bot[0]
    );
    std::fs::remove_dir_all(&dir).ok();
}
