//! The runner of the browser's background worker: every kind of [`Job`] a
//! [`Worker`](crate::engine::worker::Worker) may hand to another copy of the program, read from
//! its text form and run (bot decisions and hints, the review's analysis, "Try again", the
//! daily challenge's bot scores, the statistics screen's bot games). The
//! desktop runs the same jobs on threads without their text; the tests check both give one answer.

use crate::daily::BotScoreTask;
use crate::engine::text::Msg;
use crate::engine::worker::{run_ron, Job, RonJob};
use crate::game::decide;
use crate::history::bot_game::BotGameTask;
use crate::rating::solo::SameDiceTask;
use crate::review::task::{RetryTask, ReviewTask};

/// Runs the job of `kind` written in `body` (its [`Job::order`]); its answer as text for
/// [`Job::read`], or why there is none.
pub fn run(
    kind: &str,
    body: &str,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<String, String> {
    match kind {
        decide::KIND => {
            let Some((game, order)) = decide::split_order(body) else {
                return Err(Msg::new("web-job-no-game").text("game", "").to_string());
            };
            crate::games::with_game(game, Decision(order)).unwrap_or_else(|| {
                Err(Msg::new("web-job-no-game")
                    .text("game", crate::engine::save::clip(game, 40))
                    .to_string())
            })
        }
        ReviewTask::KIND => run_ron::<ReviewTask>(body, progress),
        RetryTask::KIND => run_ron::<RetryTask>(body, progress),
        BotScoreTask::KIND => run_ron::<BotScoreTask>(body, progress),
        BotGameTask::KIND => run_ron::<BotGameTask>(body, progress),
        SameDiceTask::KIND => run_ron::<SameDiceTask>(body, progress),
        _ => Err(Msg::new("web-job-unknown")
            .text("kind", crate::engine::save::clip(kind, 40))
            .to_string()),
    }
}

/// A decision's order for the games' dispatch.
struct Decision<'a>(&'a str);

impl crate::games::GameFn for Decision<'_> {
    type Output = Result<String, String>;
    fn call<G: crate::game::Game>(self, rules: G) -> Self::Output {
        decide::answer_order(rules, self.0)
    }
}

/// Runs `job` the way the browser does: written out, run from its text, and its answer read
/// back (the round trip the tests check against running it directly).
pub fn through_text<J: Job>(
    job: &J,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<J::Answer, String> {
    let order = job.order()?;
    let text = run(order.kind, &order.body, progress)?;
    J::read(&text).ok_or_else(|| {
        Msg::new("web-job-unreadable")
            .text("kind", order.kind)
            .to_string()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rules::ToMove;
    use crate::engine::session::{SeatInfo, Session};
    use crate::engine::BotLevel;
    use crate::game::decide::Decide;
    use crate::game::Game;
    use crate::games::{with_game_id, GameFn, GameId};
    use crate::review::ReviewSettings;
    use std::sync::atomic::AtomicU64;
    use std::sync::Arc;

    fn keep_going(_: usize, _: usize) -> bool {
        true
    }

    /// Plays a seeded game of Normal bots (up to `cap` actions) and checks, every `every`-th
    /// decision, that the decision run from its text is the one run directly, at Normal and
    /// (for the first few) at Strong. Returns the save and how many decisions were compared.
    struct SameDecisions {
        seed: u64,
        every: usize,
        cap: usize,
        /// The level that plays the game.
        play: BotLevel,
    }

    impl GameFn for SameDecisions {
        type Output = (String, usize);
        fn call<G: Game>(self, rules: G) -> (String, usize) {
            let info = G::info();
            let n = info.min_seats.max(3).min(info.max_seats);
            let seats = (0..n)
                .map(|i| SeatInfo::bot(format!("Bot {i}"), BotLevel::Normal))
                .collect();
            let mut s = Session::new(rules, Default::default(), seats, self.seed).unwrap();
            let (mut compared, mut strong) = (0, 0);
            let mut decisions = 0;
            while !s.is_over() && s.log().len() < self.cap {
                let ToMove::Seat(seat) = s.to_move() else {
                    panic!("a running session waits for a seat")
                };
                decisions += 1;
                if decisions % self.every == 0 {
                    let mut levels = vec![BotLevel::Normal, BotLevel::Easy];
                    if strong < 2 {
                        levels.push(BotLevel::Strong);
                        strong += 1;
                    }
                    for level in levels {
                        let job = |s: &Session<G>| Decide {
                            job: s.bot_job_as(seat, level).expect("a ready seat"),
                            live: Arc::new(AtomicU64::new(0)),
                            generation: 0,
                        };
                        let direct = job(&s).run(&mut keep_going);
                        let via_text = through_text(&job(&s), &mut keep_going)
                            .unwrap_or_else(|e| panic!("{}: {e}", info.id));
                        assert_eq!(direct, via_text, "{} at {}", info.id, s.log().len());
                        compared += 1;
                    }
                }
                let choice = s.bot_job_as(seat, self.play).unwrap().run().unwrap();
                s.apply_as(seat, choice.action).unwrap();
            }
            (crate::game::save_text(&s).unwrap(), compared)
        }
    }

    #[test]
    fn every_game_decides_the_same_from_text_as_directly() {
        // The test game (tests only) is too short to compare many decisions.
        for &id in GameId::ALL.iter().filter(|&&g| g != GameId::TestGame) {
            let (_, compared) = with_game_id(
                id,
                SameDecisions {
                    seed: 11,
                    every: 7,
                    cap: 400,
                    play: BotLevel::Normal,
                },
            );
            assert!(compared >= 6, "{id:?}: only {compared} decisions compared");
        }
    }

    #[test]
    fn a_review_and_a_retry_answer_the_same_from_text_as_directly() {
        let (save, _) = with_game_id(
            GameId::HexRoller,
            SameDecisions {
                seed: 3,
                every: 1000,
                cap: 60,
                play: BotLevel::Easy,
            },
        );
        let review = || ReviewTask {
            save_text: save.clone(),
            settings: ReviewSettings::quick(),
        };
        let direct = review().run(&mut keep_going).unwrap().unwrap();
        let via_text = through_text(&review(), &mut keep_going)
            .unwrap()
            .unwrap()
            .unwrap();
        assert_eq!(
            ron::to_string(&direct).unwrap(),
            ron::to_string(&via_text).unwrap()
        );
        let costly = direct
            .decisions
            .iter()
            .find(|d| d.played != d.best)
            .expect("some decision differs from the bot's");
        let retry = || RetryTask {
            save_text: save.clone(),
            index: costly.index,
            seat: costly.seat,
            choice: costly.played.clone(),
            best: costly.best.clone(),
            rollouts: 4,
        };
        let direct = retry().run(&mut keep_going);
        assert!(matches!(direct, Ok(Some(_))), "{direct:?}");
        assert_eq!(direct, through_text(&retry(), &mut keep_going).unwrap());
    }

    #[test]
    fn a_daily_bot_score_is_the_same_from_text_as_directly() {
        let task = || crate::daily::BotScoreTask {
            date: "2026-12-07".into(),
            game: "hex-roller".into(),
            level: BotLevel::Easy,
        };
        let direct = task().run(&mut keep_going);
        assert!(direct.is_ok(), "{direct:?}");
        assert_eq!(direct, through_text(&task(), &mut keep_going).unwrap());
        let unknown = crate::daily::BotScoreTask {
            game: "chess".into(),
            ..task()
        };
        assert!(through_text(&unknown, &mut keep_going).unwrap().is_err());
    }

    #[test]
    fn the_statistics_bot_games_are_the_same_from_text_as_directly() {
        let game = || crate::history::bot_game::BotGameTask {
            game: "molecular-structures".into(),
            seats: 2,
            level: BotLevel::Easy,
            seed: 9,
        };
        let direct = game().run(&mut keep_going).unwrap();
        let via_text = through_text(&game(), &mut keep_going).unwrap().unwrap();
        // The times are the clock's when each was played; the rest is the same game.
        let untimed = |r: crate::history::GameRecord| crate::history::GameRecord {
            started: 0,
            ended: 0,
            ..r
        };
        assert_eq!(untimed(direct), untimed(via_text));
        let dice = || crate::rating::solo::SameDiceTask {
            game: "honeycomb-caverns".into(),
            seed: 4,
            options: Default::default(),
        };
        let direct = dice().run(&mut keep_going);
        assert!(direct.is_ok(), "{direct:?}");
        assert_eq!(direct, through_text(&dice(), &mut keep_going).unwrap());
    }

    #[test]
    fn an_unknown_job_or_game_is_an_error_not_a_panic() {
        assert!(run("nonsense", "", &mut keep_going).is_err());
        assert!(run(decide::KIND, "no-such-game\n()", &mut keep_going).is_err());
        assert!(run(decide::KIND, "honeycomb\nnot ron", &mut keep_going).is_err());
        assert!(run(ReviewTask::KIND, "(", &mut keep_going).is_err());
    }
}
