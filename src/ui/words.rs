//! Words the window shows about files and times: a file's name, where a saved game stands, how
//! long ago. Shared by the home screen, the chat, statistics and settings; no state.

use crate::engine::text::{tr, Msg};
use std::path::Path;
use std::time::Duration;
use web_time::SystemTime;

/// The file's name without its folder (what the player called it).
pub fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

/// Where a game stands, in words: "Round 4 of 7, Ann to play", "finished: Ann scores 68 points",
/// "finished: Ann wins with 41 points".
pub fn state_words(m: &dyn crate::game::Playable) -> String {
    use crate::engine::ToMove;
    let names = crate::engine::Names::of(m.seats());
    let scores = m.scores();
    if m.is_over() {
        // Worded as everywhere else (end window, log, command line).
        let result = crate::games::result_of(m);
        let result = result.to_string();
        return Msg::new("files-finished")
            .text("result", result.trim_end_matches('.'))
            .to_string();
    }
    // The status's first part: "Round 2 · pass 1 of 2 · …" reads as "Round 2" here.
    let status = m
        .status()
        .and_then(|s| s.split(" · ").next().map(str::to_string))
        .unwrap_or_else(|| tr("files-in-progress"));
    let turn = match m.to_move() {
        ToMove::Seat(i) if m.seats().len() > 1 => Msg::new("files-to-play")
            .text("name", names.get(i))
            .to_string(),
        ToMove::Seat(_) => {
            let total = scores.first().map_or(0, |s| s.total);
            let total = crate::games::total_text(m.info().id, &m.option_choices(), total);
            Msg::new("files-so-far")
                .text("total", total.to_string())
                .to_string()
        }
        _ => String::new(),
    };
    format!("{status}{turn}")
}

/// How long ago, in words; dates (UTC) past a week.
pub fn when_text(modified: SystemTime, now: SystemTime) -> String {
    let ago = now
        .duration_since(modified)
        .unwrap_or(Duration::ZERO)
        .as_secs();
    let n = |units: u64| i64::try_from(units).unwrap_or(i64::MAX);
    match ago {
        0..60 => tr("files-just-now"),
        60..3600 => Msg::new("files-minutes-ago")
            .int("n", n(ago / 60))
            .to_string(),
        3600..86400 => Msg::new("files-hours-ago")
            .int("n", n(ago / 3600))
            .to_string(),
        86400..172800 => tr("files-yesterday"),
        172800..604800 => Msg::new("files-days-ago")
            .int("n", n(ago / 86400))
            .to_string(),
        _ => {
            let days = modified
                .duration_since(SystemTime::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs() / 86400) as i64;
            let (y, m, d) = civil_from_days(days);
            const MONTHS: [&str; 12] = [
                "month-jan",
                "month-feb",
                "month-mar",
                "month-apr",
                "month-may",
                "month-jun",
                "month-jul",
                "month-aug",
                "month-sep",
                "month-oct",
                "month-nov",
                "month-dec",
            ];
            let month = MONTHS
                .get((m as usize).wrapping_sub(1))
                .map_or_else(|| "?".to_string(), |id| tr(id));
            Msg::new("files-on-date")
                .int("day", d)
                .text("month", month)
                .text("year", y.to_string())
                .to_string()
        }
    }
}

/// Days since 1970-01-01 to (year, month, day), proleptic Gregorian (Howard Hinnant's method).
pub fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_as_words() {
        let now = SystemTime::UNIX_EPOCH + Duration::from_secs(20_000 * 86400);
        let ago = |s: u64| when_text(now - Duration::from_secs(s), now);
        assert_eq!(ago(5), "just now");
        assert_eq!(ago(12 * 60), "12 minutes ago");
        assert_eq!(ago(3 * 3600 + 5), "3 hours ago");
        assert_eq!(ago(86400 + 60), "yesterday");
        assert_eq!(ago(3 * 86400), "3 days ago");
        // 2026-11-23 is day 20,780 since 1970-01-01.
        let then = SystemTime::UNIX_EPOCH + Duration::from_secs(20_780 * 86400 + 3600);
        assert_eq!(
            when_text(then, then + Duration::from_secs(30 * 86400)),
            "on 23 Nov 2026"
        );
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
    }
}
