//! Daily challenges: one game per registered game and date, the same for everybody.
//!
//! The seed of a date's challenge is the 64-bit FNV-1a hash of the text
//! `dicepad daily YYYY-MM-DD GAME-ID` (UTF-8 bytes, no newline), with the date in UTC. The table is
//! the game's fewest seats (at least one) with default options and dice from that seed: seat 1 is
//! the player, any other seats are Normal bots. Because seeded dice are drawn by their count, not
//! by what the players do, every player sees the same dice.
//!
//! The first game started on a challenge is *the* attempt; later ones are practice. Records live
//! in `challenges.ron` in the data folder (written atomically) along with the Strong bot's score
//! on each challenge (the Strong bot in seat 1 against the same bots on the same dice).

use crate::engine::files;
use crate::engine::text::Msg;
use crate::engine::{BotLevel, Dice, SeatInfo};
use crate::game::{Match, MatchSetup};
use anyhow::{anyhow, bail, Result};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// A calendar day in UTC, as days since 1970-01-01: the date a challenge belongs to (written
/// YYYY-MM-DD) and the weeks its leaderboards add up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day(pub i64);

impl Day {
    /// The UTC day `t` falls in (a time before 1970 counts as 1970-01-01).
    pub fn of(t: web_time::SystemTime) -> Day {
        let secs = t
            .duration_since(web_time::UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX));
        Day(secs.div_euclid(86_400))
    }

    /// Today, by this computer's clock.
    pub fn today() -> Day {
        Day::of(web_time::SystemTime::now())
    }

    /// Reads exactly `YYYY-MM-DD` (a real date of the years 1970 to 9999), or nothing.
    pub fn parse(text: &str) -> Option<Day> {
        let b = text.as_bytes();
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
            return None;
        }
        let digits = |r: std::ops::Range<usize>| -> Option<i64> {
            let part = text.get(r)?;
            part.bytes()
                .all(|c| c.is_ascii_digit())
                .then(|| part.parse().ok())
                .flatten()
        };
        let (y, m, d) = (digits(0..4)?, digits(5..7)?, digits(8..10)?);
        if y < 1970 || !(1..=12).contains(&m) || d < 1 {
            return None;
        }
        let day = Day(days_from_civil(y, m, d));
        // A day past the month's end (2026-02-30) comes back as another date.
        (day.to_string() == text).then_some(day)
    }

    /// The day `n` days later (earlier for a negative `n`).
    pub fn plus(self, n: i64) -> Day {
        Day(self.0.saturating_add(n))
    }

    /// The ISO week this day is in: its Monday and its Sunday.
    pub fn week(self) -> (Day, Day) {
        // 1970-01-01 was a Thursday: Monday is 0 here.
        let monday = self.plus(-(self.0 + 3).rem_euclid(7));
        (monday, monday.plus(6))
    }
}

impl std::fmt::Display for Day {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (y, m, d) = civil_from_days(self.0);
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's method).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// Days since 1970-01-01 to (year, month, day), the inverse of [`days_from_civil`].
fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// The seed of `game`'s challenge on `date` (YYYY-MM-DD).
pub fn daily_seed(date: &str, game: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in format!("dicepad daily {date} {game}").bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The challenge's table: `player` in seat 1 (a person, or a bot to measure), Normal bots in any
/// other seats the game needs, default options, seeded dice.
pub fn challenge_setup(date: &str, game: &str, player: SeatInfo) -> Result<MatchSetup> {
    let plugin = crate::games::find(game).ok_or_else(|| unknown_game(game))?;
    let seats = plugin.info().min_seats.max(1);
    let mut list = vec![player];
    // The bots' names are made in the language of the thread that sets the game up (the
    // window's); they are only names in the save, which loads the same in every language.
    list.extend((1..seats).map(|i| {
        let name = Msg::new("file-seat-bot").count("n", i).to_string();
        SeatInfo::bot(name, BotLevel::Normal)
    }));
    Ok(MatchSetup {
        seats: list,
        seed: daily_seed(date, game),
        options: BTreeMap::new(),
        dice: Dice::Seeded,
    })
}

/// Plays the challenge with a bot of `level` in seat 1 and returns seat 1's final score.
pub fn bot_score(date: &str, game: &str, level: BotLevel) -> Result<i32> {
    let plugin = crate::games::find(game).ok_or_else(|| unknown_game(game))?;
    let setup = challenge_setup(date, game, SeatInfo::bot(level.label(), level))?;
    let mut m = plugin.new_match(setup).map_err(|e| anyhow!(e))?;
    while !m.is_over() {
        if !m.step_bot() {
            bail!(
                "{}",
                Msg::new("file-daily-bot-stuck").count("action", m.action_count())
            );
        }
    }
    Ok(seat_score(m.as_ref()))
}

/// [`bot_score`] as a job for a [`Worker`](crate::engine::worker::Worker) (the window's daily
/// list asks for it in the background; the browser's worker reads it from its text, a
/// [`RonJob`](crate::engine::worker::RonJob)). The answer is the score or why not, in the
/// player's words.
#[derive(Serialize, Deserialize)]
pub struct BotScoreTask {
    pub date: String,
    pub game: String,
    pub level: BotLevel,
}

impl crate::engine::worker::Job for BotScoreTask {
    type Answer = std::result::Result<i32, String>;
    fn run(self, _progress: &mut dyn FnMut(usize, usize) -> bool) -> Self::Answer {
        bot_score(&self.date, &self.game, self.level).map_err(|e| e.to_string())
    }
    fn order(&self) -> std::result::Result<crate::engine::worker::Order, String> {
        crate::engine::worker::ron_order(self)
    }
    fn read(text: &str) -> Option<Self::Answer> {
        crate::engine::worker::ron_read::<Self>(text)
    }
}

impl crate::engine::worker::RonJob for BotScoreTask {
    const KIND: &'static str = "daily-bot";
}

/// "unknown game `x`", in this thread's language.
fn unknown_game(game: &str) -> anyhow::Error {
    anyhow!(
        "{}",
        Msg::new("file-save-unknown-game").text("game", files::clip(game, 40))
    )
}

fn seat_score(m: &dyn Match) -> i32 {
    m.scores().first().map_or(0, |s| s.total)
}

/// Runs of days with a finished challenge attempt.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Streaks {
    /// Days in a row up to today (or yesterday, while today's challenge is still open).
    pub current: usize,
    /// The longest run so far.
    pub best: usize,
}

/// Days since 1970-01-01 of a `YYYY-MM-DD` date (the proleptic Gregorian calendar), `None` for
/// anything else.
pub fn day_number(date: &str) -> Option<i64> {
    let mut parts = date.splitn(3, '-');
    let y: i64 = parts.next()?.parse().ok()?;
    let m: i64 = parts.next()?.parse().ok()?;
    let d: i64 = parts.next()?.parse().ok()?;
    if !(1..=12).contains(&m) || !(1..=31).contains(&d) {
        return None;
    }
    // Howard Hinnant's days_from_civil.
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some(era * 146_097 + doe - 719_468)
}

/// One game played on a challenge.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Attempt {
    pub date: String,
    pub game: String,
    pub seed: u64,
    /// The first game started on this challenge (the others are practice).
    pub first: bool,
    /// Seat 1's final score, once the game is over.
    pub score: Option<i32>,
    /// Whether seat 1 won (games with opponents), once over.
    #[serde(default)]
    pub won: Option<bool>,
}

/// The Strong bot's score on a challenge.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotResult {
    pub date: String,
    pub game: String,
    pub score: i32,
}

/// Everything recorded about daily challenges.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ChallengeBook {
    pub attempts: Vec<Attempt>,
    pub strong: Vec<BotResult>,
}

/// The file name in the data folder.
pub const FILE: &str = "challenges.ron";
/// The largest records file read (a year of daily play is some 200 kilobytes).
pub const MAX_BYTES: u64 = 4 << 20;

impl ChallengeBook {
    /// Reads the book; a missing file is an empty book, one that cannot be read an error naming
    /// the file (the caller keeps it aside and starts empty).
    pub fn load(dir: &Path) -> Result<Self> {
        Ok(Self::read(&dir.join(FILE))
            .map_err(|why| anyhow!("{FILE}: {why}"))?
            .unwrap_or_default())
    }

    /// The book in `path`, `None` if there is no file, or why it cannot be read.
    fn read(path: &Path) -> Result<Option<Self>, String> {
        files::read_ron(path, MAX_BYTES)
    }

    /// Writes the book atomically, creating the data folder if needed. A file there that cannot
    /// be read (damaged since it was loaded) is first kept aside as `challenges.ron.broken`,
    /// never written over.
    pub fn store(&self, dir: &Path) -> Result<()> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new())?;
        let path = dir.join(FILE);
        let fail = |e: std::io::Error| anyhow!("{FILE}: {}", files::io_words(&e));
        crate::paths::ensure_data_dir(dir).map_err(fail)?;
        if Self::read(&path).is_err() {
            files::keep_aside(&path).map_err(fail)?;
        }
        files::write_atomic(&path, text.as_bytes()).map_err(fail)
    }

    /// Records a game started on a challenge; returns whether it is the first (the attempt).
    pub fn start(&mut self, date: &str, game: &str) -> bool {
        let first = self.attempt(date, game).is_none();
        self.attempts.push(Attempt {
            date: date.into(),
            game: game.into(),
            seed: daily_seed(date, game),
            first,
            score: None,
            won: None,
        });
        first
    }

    /// Records the result of a finished game if it is an unfinished challenge game (same game
    /// and seed); the earliest unfinished one takes it. Returns whether anything changed.
    pub fn finish(&mut self, m: &dyn Match) -> bool {
        let game = m.info().id;
        let seed = m.seed();
        if !m.is_over() || m.seats().first().is_none_or(|s| !s.is_human()) {
            return false;
        }
        let Some(a) = self
            .attempts
            .iter_mut()
            .find(|a| a.game == game && a.seed == seed && a.score.is_none())
        else {
            return false;
        };
        a.score = Some(seat_score(m));
        a.won = (m.seats().len() > 1).then(|| m.winners().contains(&0));
        true
    }

    /// The challenge a running game is, if it is one: (date, whether it is the attempt) of the
    /// earliest unfinished game recorded on it, by the rule [`Self::finish`] records results by
    /// (same game and seed, a person in seat 1). A challenge game saved and opened again, or
    /// continued after a restart, is still that challenge game.
    pub fn running(&self, m: &dyn Match) -> Option<(String, bool)> {
        if m.is_over() || m.seats().first().is_none_or(|s| !s.is_human()) {
            return None;
        }
        let (game, seed) = (m.info().id, m.seed());
        self.attempts
            .iter()
            .find(|a| a.game == game && a.seed == seed && a.score.is_none())
            .map(|a| (a.date.clone(), a.first))
    }

    /// The attempt (first game) on a challenge.
    pub fn attempt(&self, date: &str, game: &str) -> Option<&Attempt> {
        self.attempts
            .iter()
            .find(|a| a.first && a.date == date && a.game == game)
    }

    /// Finished attempts (first games only) on `game` before `date`, newest first.
    pub fn past(&self, date: &str, game: &str) -> Vec<&Attempt> {
        let mut v: Vec<&Attempt> = self
            .attempts
            .iter()
            .filter(|a| a.first && a.game == game && a.date.as_str() < date && a.score.is_some())
            .collect();
        v.sort_by(|a, b| b.date.cmp(&a.date));
        v
    }

    /// The runs of days on which a challenge attempt was finished (of `game`, or of any game):
    /// the current one (ending `today`, or yesterday while today's is still to play) and the
    /// longest.
    pub fn streaks(&self, today: &str, game: Option<&str>) -> Streaks {
        let days: std::collections::BTreeSet<i64> = self
            .attempts
            .iter()
            .filter(|a| a.first && a.score.is_some() && game.is_none_or(|g| a.game == g))
            .filter_map(|a| day_number(&a.date))
            .collect();
        let mut best = 0;
        let mut run = 0;
        let mut last = None;
        for &d in &days {
            run = if last == Some(d - 1) { run + 1 } else { 1 };
            best = best.max(run);
            last = Some(d);
        }
        let current = match (day_number(today), last) {
            (Some(t), Some(l)) if l == t || l == t - 1 => run,
            _ => 0,
        };
        Streaks { current, best }
    }

    pub fn strong_score(&self, date: &str, game: &str) -> Option<i32> {
        self.strong
            .iter()
            .find(|r| r.date == date && r.game == game)
            .map(|r| r.score)
    }

    pub fn set_strong(&mut self, date: &str, game: &str, score: i32) {
        if self.strong_score(date, game).is_none() {
            self.strong.push(BotResult {
                date: date.into(),
                game: game.into(),
                score,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_read_and_write_as_dates_and_weeks_run_monday_to_sunday() {
        let d = Day::parse("2026-12-03").unwrap();
        assert_eq!(d.to_string(), "2026-12-03");
        // 2026-11-23 is day 20,780 since 1970-01-01 (as the window's dates count).
        assert_eq!(Day::parse("2026-11-23"), Some(Day(20_780)));
        assert_eq!(
            Day::parse("2000-02-29").map(|d| d.to_string()).as_deref(),
            Some("2000-02-29")
        );
        for bad in [
            "2026-02-29",
            "2026-13-01",
            "2026-1-01",
            "26-12-03",
            "2026-12-03 ",
            "1969-12-31",
            "2026-12-00",
            "２026-12-03",
        ] {
            assert_eq!(Day::parse(bad), None, "{bad}");
        }
        let at = web_time::UNIX_EPOCH + std::time::Duration::from_secs(20_790 * 86_400 + 86_399);
        assert_eq!(Day::of(at), Day(20_790));
        // Thursday 2026-12-03 is in the week of Monday 2026-11-30 to Sunday 2026-12-06; a Monday
        // and a Sunday are in their own week; weeks cross years (ISO week 1 of 2027 begins on
        // Monday 2027-01-04, so 2027-01-01 is in the week from 2026-12-28).
        let week = |s: &str| {
            let (a, b) = Day::parse(s).unwrap().week();
            (a.to_string(), b.to_string())
        };
        assert_eq!(
            week("2026-12-03"),
            ("2026-11-30".into(), "2026-12-06".into())
        );
        assert_eq!(
            week("2026-11-30"),
            ("2026-11-30".into(), "2026-12-06".into())
        );
        assert_eq!(
            week("2026-12-06"),
            ("2026-11-30".into(), "2026-12-06".into())
        );
        assert_eq!(
            week("2026-12-07"),
            ("2026-12-07".into(), "2026-12-13".into())
        );
        assert_eq!(
            week("2027-01-01"),
            ("2026-12-28".into(), "2027-01-03".into())
        );
        assert_eq!(
            week("1970-01-01"),
            ("1969-12-29".into(), "1970-01-04".into())
        );
    }

    #[test]
    fn seeds_follow_the_documented_hash_and_differ_by_date_and_game() {
        // FNV-1a 64 of "a" is af63dc4c8601ec8c (the published test vector): same routine.
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        h ^= u64::from(b'a');
        h = h.wrapping_mul(0x0100_0000_01b3);
        assert_eq!(h, 0xaf63_dc4c_8601_ec8c);
        let a = daily_seed("2026-11-23", "hex-roller");
        assert_eq!(a, daily_seed("2026-11-23", "hex-roller"));
        assert_ne!(a, daily_seed("2026-11-24", "hex-roller"));
        assert_ne!(a, daily_seed("2026-11-23", "diaominos"));
    }

    #[test]
    fn the_first_game_is_the_attempt_and_results_go_to_the_right_record() {
        let date = "2026-11-23";
        let mut book = ChallengeBook::default();
        assert!(book.start(date, "honeycomb-caverns"));
        assert!(
            !book.start(date, "honeycomb-caverns"),
            "the second is practice"
        );
        // A finished game on the challenge's dice, played by a person.
        let plugin = crate::games::find("honeycomb-caverns").unwrap();
        let setup = challenge_setup(date, "honeycomb-caverns", SeatInfo::human("Ann")).unwrap();
        let mut m = plugin.new_match(setup).unwrap();
        while !m.is_over() {
            assert!(m.play_bot(BotLevel::Easy).unwrap());
        }
        assert!(book.finish(m.as_ref()));
        let score = m.scores()[0].total;
        assert_eq!(
            book.attempt(date, "honeycomb-caverns").unwrap().score,
            Some(score)
        );
        // The practice game takes the next result; then nothing is left to fill.
        assert!(book.finish(m.as_ref()));
        assert!(!book.finish(m.as_ref()));
        assert_eq!(book.attempts[1].score, Some(score));
        assert!(!book.attempts[1].first);
        // Past attempts: only first games, only earlier dates, newest first.
        book.start("2026-11-20", "honeycomb-caverns");
        book.attempts[2].score = Some(4);
        book.start("2026-11-21", "honeycomb-caverns");
        book.attempts[3].score = Some(9);
        let past: Vec<&str> = book
            .past(date, "honeycomb-caverns")
            .iter()
            .map(|a| a.date.as_str())
            .collect();
        assert_eq!(past, ["2026-11-21", "2026-11-20"]);
    }

    #[test]
    fn everyone_gets_the_same_dice_and_bot_scores_repeat() {
        let date = "2026-11-23";
        let a = bot_score(date, "molecular-structures", BotLevel::Normal).unwrap();
        let b = bot_score(date, "molecular-structures", BotLevel::Normal).unwrap();
        assert_eq!(a, b);
        let setup = challenge_setup(date, "black-molly", SeatInfo::human("Ann")).unwrap();
        assert_eq!(setup.seats.len(), 2);
        assert_eq!(setup.seed, daily_seed(date, "black-molly"));
        assert!(setup.seats[1].kind == crate::engine::SeatKind::Bot(BotLevel::Normal));
    }

    #[test]
    fn day_numbers_follow_the_calendar() {
        assert_eq!(day_number("1970-01-01"), Some(0));
        assert_eq!(day_number("2000-03-01"), Some(11_017));
        assert_eq!(
            day_number("2024-03-01").unwrap() - day_number("2024-02-28").unwrap(),
            2
        );
        assert_eq!(
            day_number("2026-03-01").unwrap() - day_number("2026-02-28").unwrap(),
            1
        );
        assert_eq!(
            day_number("2026-12-31").unwrap() + 1,
            day_number("2027-01-01").unwrap()
        );
        for bad in ["", "2026-13-01", "2026-1", "x-y-z"] {
            assert_eq!(day_number(bad), None, "{bad}");
        }
    }

    #[test]
    fn streaks_count_days_in_a_row_with_a_finished_attempt() {
        let mut book = ChallengeBook::default();
        let mut play = |date: &str, game: &str, finished: bool| {
            book.start(date, game);
            book.attempts.last_mut().unwrap().score = finished.then_some(10);
        };
        for d in ["2026-11-28", "2026-11-29", "2026-11-30"] {
            play(d, "hex-roller", true);
        }
        play("2026-12-01", "hex-roller", false); // started, never finished
        play("2026-12-01", "diaominos", true);
        play("2026-12-02", "diaominos", true);
        play("2026-12-02", "diaominos", true); // practice: the same day once
        let all = book.streaks("2026-12-03", None);
        assert_eq!(
            all,
            Streaks {
                current: 5,
                best: 5
            }
        );
        let hex = book.streaks("2026-12-03", Some("hex-roller"));
        assert_eq!(
            hex,
            Streaks {
                current: 0,
                best: 3
            }
        );
        let dia = book.streaks("2026-12-02", Some("diaominos"));
        assert_eq!(
            dia,
            Streaks {
                current: 2,
                best: 2
            }
        );
        // A day missed ends the run.
        assert_eq!(book.streaks("2026-12-04", None).current, 0);
        assert_eq!(
            ChallengeBook::default().streaks("2026-12-04", None),
            Streaks::default()
        );
    }

    #[test]
    fn the_book_round_trips_and_a_broken_file_is_an_error() {
        let dir = std::env::temp_dir().join(format!("dicepad-daily-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        // Neither the file nor its folder exists yet (first launch): an empty book, and the
        // first store creates the folder.
        assert_eq!(ChallengeBook::load(&dir).unwrap(), ChallengeBook::default());
        let mut book = ChallengeBook::default();
        book.start("2026-11-23", "diaominos");
        book.set_strong("2026-11-23", "diaominos", 21);
        book.set_strong("2026-11-23", "diaominos", 5);
        book.store(&dir).unwrap();
        let back = ChallengeBook::load(&dir).unwrap();
        assert_eq!(back, book);
        assert_eq!(back.strong_score("2026-11-23", "diaominos"), Some(21));
        std::fs::write(dir.join(FILE), "(attempts: [oops").unwrap();
        let e = ChallengeBook::load(&dir).unwrap_err().to_string();
        assert!(e.starts_with("challenges.ron: line 1"), "{e}");
        assert!(
            !e.contains(&*dir.to_string_lossy()),
            "the file name only: {e}"
        );
        // Written over only once it is kept aside.
        book.store(&dir).unwrap();
        assert_eq!(ChallengeBook::load(&dir).unwrap(), book);
        assert_eq!(
            std::fs::read_to_string(dir.join("challenges.ron.broken")).unwrap(),
            "(attempts: [oops"
        );
        std::fs::remove_dir_all(&dir).ok();
    }
}
