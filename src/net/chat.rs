//! A room's table chat: what a line may hold ([`clean`]), how fast a seat may write
//! ([`Bucket`]), the lines a room keeps at hand ([`RoomChat`], all of them in the store), and a
//! client's copy of them ([`ChatView`]). Only seats write; everyone in the room, spectators too,
//! reads. Names and texts are a player's words: they are never read as anything but text.

use super::protocol::{
    ChatLine, ChatRefusal, CHAT_BURST, CHAT_MAX_CHARS, CHAT_REFILL_MS, CHAT_SENT, CHAT_SENT_BYTES,
};
use crate::engine::text::Msg;
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::time::Duration;
use web_time::Instant;

/// A line as a seat typed it, made fit to show: line breaks, tabs and the line and paragraph
/// separators (U+2028/2029) become spaces, every other control character and every bidirectional
/// control (which would turn the rest of a window's line around) go, combining marks stacked on
/// one letter beyond [`MAX_MARKS`] go, the ends are trimmed. These are cleaned rather than
/// refused: what is left reads as the writer meant it (an accent, a right-to-left word), only
/// its power over the rest of the line is gone, and nobody loses a line to a pasted mark.
/// Refused when nothing visible is left (only spaces, format characters, marks: a blank line
/// that would still take a line of everyone's chat) or more than [`CHAT_MAX_CHARS`] characters
/// are.
pub fn clean(typed: &str) -> Result<String, ChatRefusal> {
    let text: String = typed
        .chars()
        .filter_map(|c| match c {
            '\n' | '\r' | '\t' | '\u{2028}' | '\u{2029}' => Some(' '),
            c if c.is_control() || is_bidi_control(c) => None,
            c => Some(c),
        })
        .collect();
    let text = cap_marks(text.trim());
    if text.chars().all(is_invisible) {
        return Err(ChatRefusal::Empty);
    }
    if text.chars().count() > CHAT_MAX_CHARS {
        return Err(ChatRefusal::TooLong);
    }
    Ok(text)
}

/// The combining marks one letter may carry (two: Vietnamese's most, "ệ" written as e + two).
pub const MAX_MARKS: usize = 2;

/// `text` with at most [`MAX_MARKS`] combining marks after each other character.
pub fn cap_marks(text: &str) -> String {
    let mut run = 0;
    text.chars()
        .filter(|&c| {
            if is_combining_mark(c) {
                run += 1;
                run <= MAX_MARKS
            } else {
                run = 0;
                true
            }
        })
        .collect()
}

/// The characters that change the direction of the text after them: the embeddings and
/// overrides, the isolates, and the marks (left-to-right, right-to-left, Arabic letter mark).
pub fn is_bidi_control(c: char) -> bool {
    matches!(
        c,
        '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}'
    )
}

/// The combining marks that stack (the general diacritics blocks, Cyrillic's, Hebrew points and
/// Arabic vowel marks): what "Zalgo" text piles up. The marks of scripts that write a vowel as a
/// sign on a consonant (Devanagari and its kin) are not counted: one letter rarely takes three.
pub fn is_combining_mark(c: char) -> bool {
    matches!(
        c,
        '\u{0300}'..='\u{036F}'
            | '\u{0483}'..='\u{0489}'
            | '\u{0591}'..='\u{05BD}'
            | '\u{05BF}'
            | '\u{05C1}'..='\u{05C2}'
            | '\u{05C4}'..='\u{05C5}'
            | '\u{05C7}'
            | '\u{0610}'..='\u{061A}'
            | '\u{064B}'..='\u{065F}'
            | '\u{0670}'
            | '\u{06D6}'..='\u{06DC}'
            | '\u{06DF}'..='\u{06E4}'
            | '\u{06E7}'..='\u{06E8}'
            | '\u{06EA}'..='\u{06ED}'
            | '\u{1AB0}'..='\u{1AFF}'
            | '\u{1DC0}'..='\u{1DFF}'
            | '\u{20D0}'..='\u{20FF}'
            | '\u{FE20}'..='\u{FE2F}'
    )
}

/// Whether `c` shows nothing by itself: a space, a control or format character (zero-width
/// space and joiners, soft hyphen, word joiner, byte order mark, tags), a variation selector, a
/// combining mark, a blank that is not a space (Hangul fillers, the blank Braille pattern).
pub fn is_invisible(c: char) -> bool {
    c.is_whitespace()
        || c.is_control()
        || is_bidi_control(c)
        || is_combining_mark(c)
        || matches!(
            c,
            '\u{00AD}'
                | '\u{034F}'
                | '\u{115F}'
                | '\u{1160}'
                | '\u{17B4}'
                | '\u{17B5}'
                | '\u{180B}'..='\u{180F}'
                | '\u{200B}'..='\u{200D}'
                | '\u{2060}'..='\u{2064}'
                | '\u{206A}'..='\u{206F}'
                | '\u{2800}'
                | '\u{3164}'
                | '\u{FE00}'..='\u{FE0F}'
                | '\u{FEFF}'
                | '\u{FFA0}'
                | '\u{FFF9}'..='\u{FFFB}'
                | '\u{E0000}'..='\u{E007F}'
                | '\u{E0100}'..='\u{E01EF}'
        )
}

/// A seat's allowance of chat lines: [`CHAT_BURST`] at once, one more earned every
/// [`CHAT_REFILL_MS`] (5 lines in any 10 s, after a burst).
#[derive(Clone, Debug)]
pub struct Bucket {
    /// Lines it may send now, in thousandths (so the refill needs no floating point).
    milli: u64,
    last: Instant,
}

impl Bucket {
    pub fn new(now: Instant) -> Bucket {
        Bucket {
            milli: u64::from(CHAT_BURST) * 1000,
            last: now,
        }
    }

    /// Takes one line's allowance at `now`, or says how long until there is one.
    pub fn take(&mut self, now: Instant) -> Result<(), Duration> {
        let full = u64::from(CHAT_BURST) * 1000;
        let earned_ms = now.saturating_duration_since(self.last).as_millis();
        let earned = u64::try_from(earned_ms * 1000 / u128::from(CHAT_REFILL_MS)).unwrap_or(full);
        self.milli = self.milli.saturating_add(earned).min(full);
        self.last = now;
        if self.milli >= 1000 {
            self.milli -= 1000;
            Ok(())
        } else {
            Err(Duration::from_millis(
                (1000 - self.milli) * CHAT_REFILL_MS / 1000,
            ))
        }
    }
}

/// A room's chat on the server: its last lines, at most [`CHAT_SENT`] of them and
/// [`CHAT_SENT_BYTES`] of names and texts (the older ones are dropped, here and in the store: a
/// room keeps what a whole state carries, no more), the next line's number, and each seat's
/// allowance.
pub struct RoomChat {
    recent: VecDeque<ChatLine>,
    /// The names' and texts' bytes in `recent`.
    bytes: usize,
    next: u64,
    buckets: Vec<Bucket>,
}

/// What a line counts against a room's [`CHAT_SENT_BYTES`]: its name's and text's bytes.
pub fn line_bytes(line: &ChatLine) -> usize {
    line.name.len() + line.text.len()
}

/// Whether lines of `count` and `bytes` are over a room's chat limits.
fn over(count: usize, bytes: usize) -> bool {
    count > CHAT_SENT || bytes > CHAT_SENT_BYTES
}

impl RoomChat {
    /// With the room's stored lines (its last ones, oldest first) and `seats` seats.
    pub fn new(stored: Vec<ChatLine>, seats: usize, now: Instant) -> RoomChat {
        let next = stored.last().map_or(0, |l| l.n + 1);
        let mut chat = RoomChat {
            bytes: stored.iter().map(line_bytes).sum(),
            recent: stored.into(),
            next,
            buckets: vec![Bucket::new(now); seats],
        };
        chat.trim();
        chat
    }

    /// Drops the oldest lines until the rest are within the limits.
    fn trim(&mut self) {
        while over(self.recent.len(), self.bytes) {
            match self.recent.pop_front() {
                Some(old) => self.bytes -= line_bytes(&old),
                None => break,
            }
        }
    }

    /// The number the next line gets.
    pub fn next(&self) -> u64 {
        self.next
    }

    /// The oldest line's number the room keeps once `line` is in (the store drops the ones
    /// before it with it).
    pub fn keep_from(&self, line: &ChatLine) -> u64 {
        let (mut count, mut bytes) = (self.recent.len() + 1, self.bytes + line_bytes(line));
        for old in &self.recent {
            if !over(count, bytes) {
                return old.n;
            }
            count -= 1;
            bytes -= line_bytes(old);
        }
        line.n
    }

    /// Takes `seat`'s allowance for one line at `now`.
    pub fn allow(&mut self, seat: usize, now: Instant) -> Result<(), ChatRefusal> {
        let bucket = self.buckets.get_mut(seat).ok_or(ChatRefusal::NotSeated)?;
        bucket.take(now).map_err(|wait| ChatRefusal::TooFast {
            wait_secs: wait.as_secs() + u64::from(wait.subsec_nanos() > 0),
        })
    }

    /// A line that is stored now.
    pub fn push(&mut self, line: ChatLine) {
        self.next = self.next.max(line.n + 1);
        self.bytes += line_bytes(&line);
        self.recent.push_back(line);
        self.trim();
    }

    /// The lines a whole state carries.
    pub fn recent(&self) -> Vec<ChatLine> {
        self.recent.iter().cloned().collect()
    }
}

/// The lines a client keeps at most (the oldest go first).
pub const VIEW_KEPT: usize = 500;

/// A client's copy of a room's chat: the lines by number (a whole state's and the ones that came
/// one by one, each once), the seats muted here, and the last refusal.
#[derive(Clone, Debug, Default)]
pub struct ChatView {
    lines: BTreeMap<u64, ChatLine>,
    /// Seats whose lines this window hides (for this room only).
    pub muted: BTreeSet<usize>,
    /// Why the last line this client wrote was refused (worded when shown).
    pub refused: Option<Msg>,
    /// Bumped whenever a line arrives (a window scrolls to it).
    pub generation: u64,
    /// The line being written here (kept while it cannot be sent).
    pub draft: String,
}

impl ChatView {
    /// Takes in a line (again: nothing changes).
    pub fn take(&mut self, line: ChatLine) {
        if self.lines.insert(line.n, line).is_none() {
            self.generation += 1;
        }
        while self.lines.len() > VIEW_KEPT {
            self.lines.pop_first();
        }
    }

    /// Takes in a whole state's lines.
    pub fn take_all(&mut self, lines: &[ChatLine]) {
        for line in lines {
            self.take(line.clone());
        }
    }

    /// Every line kept, oldest first, the muted seats' too.
    pub fn all(&self) -> impl Iterator<Item = &ChatLine> {
        self.lines.values()
    }

    /// The lines to show: oldest first, without the muted seats'.
    pub fn shown(&self) -> impl Iterator<Item = &ChatLine> {
        self.lines
            .values()
            .filter(|l| !self.muted.contains(&l.seat))
    }

    /// How many lines of muted seats are hidden.
    pub fn hidden(&self) -> usize {
        self.lines.len() - self.shown().count()
    }

    /// Mutes `seat`, or shows its lines again.
    pub fn toggle_mute(&mut self, seat: usize) {
        if !self.muted.remove(&seat) {
            self.muted.insert(seat);
        }
    }
}

/// A chat text from the network made safe to print on a terminal: control characters (escape
/// sequences) go, whatever a server sent.
pub fn printable(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_control() && !is_bidi_control(*c))
        .collect()
}

/// A player's name from the network as a list shows it (a daily board, the command line):
/// [`printable`], and a blank one as a dash.
pub fn shown_name(name: &str) -> String {
    let name = printable(name);
    if name.trim().is_empty() {
        "–".to_string()
    } else {
        name
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_is_trimmed_cleaned_and_refused_when_empty_or_too_long() {
        assert_eq!(clean("  hi there \n"), Ok("hi there".into()));
        assert_eq!(clean("a\nb\tc"), Ok("a b c".into()));
        assert_eq!(
            clean("\u{1b}[31mred\u{7}\u{202E}txet"),
            Ok("[31mredtxet".into())
        );
        assert_eq!(clean(" \t\n "), Err(ChatRefusal::Empty));
        assert_eq!(clean("\u{1b}\u{0}"), Err(ChatRefusal::Empty));
        let most = "é".repeat(CHAT_MAX_CHARS);
        assert_eq!(clean(&format!("  {most}  ")), Ok(most.clone()));
        assert_eq!(clean(&format!("{most}x")), Err(ChatRefusal::TooLong));
    }

    #[test]
    fn every_direction_control_and_separator_goes_stacked_marks_are_capped_invisible_lines_refused()
    {
        for c in [
            '\u{061C}', '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}',
            '\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}',
        ] {
            assert_eq!(clean(&format!("ab{c}cd")), Ok("abcd".into()), "{c:?}");
        }
        assert_eq!(
            clean("one\u{2028}two\u{2029}three"),
            Ok("one two three".into())
        );
        // Two marks a letter stay (Vietnamese "ệ" written out), more go.
        assert_eq!(clean("e\u{0323}\u{0302}"), Ok("e\u{0323}\u{0302}".into()));
        let zalgo = format!("a{}b{}", "\u{0301}".repeat(199), "\u{0489}".repeat(5));
        assert_eq!(
            clean(&zalgo),
            Ok("a\u{0301}\u{0301}b\u{0489}\u{0489}".into())
        );
        for blank in [
            "\u{200B}\u{200B}",
            "\u{2060}\u{FEFF}\u{00AD}",
            " \u{0301}\u{0301} ",
            "\u{3164}\u{2800}\u{FE0F}",
            "\u{E0041}\u{E0042}",
            "\u{2028}\u{2029}\u{202E}",
        ] {
            assert_eq!(clean(blank), Err(ChatRefusal::Empty), "{blank:?}");
        }
        // A mark after a visible letter, an emoji with its selector, a right-to-left word: kept.
        assert_eq!(clean("שלום"), Ok("שלום".into()));
        assert_eq!(
            clean("ok \u{2764}\u{FE0F}"),
            Ok("ok \u{2764}\u{FE0F}".into())
        );
    }

    #[test]
    fn a_room_keeps_its_last_lines_within_the_line_and_byte_caps() {
        let wide = |n: u64| ChatLine {
            n,
            seat: 0,
            name: "😀".repeat(40),
            text: "😀".repeat(CHAT_MAX_CHARS),
            time: 0,
        };
        let mut chat = RoomChat::new(Vec::new(), 1, Instant::now());
        for n in 0..40 {
            let from = chat.keep_from(&wide(n));
            chat.push(wide(n));
            assert_eq!(chat.recent()[0].n, from);
        }
        let kept = chat.recent();
        let bytes: usize = kept.iter().map(line_bytes).sum();
        assert!(bytes <= CHAT_SENT_BYTES && bytes + line_bytes(&wide(0)) > CHAT_SENT_BYTES);
        assert_eq!(kept.last().map(|l| l.n), Some(39));
        // Restarted from more stored lines than it keeps: the same last ones.
        let again = RoomChat::new((0..40).map(wide).collect(), 1, Instant::now());
        assert_eq!(again.recent(), kept);
    }

    #[test]
    fn a_seat_may_write_five_lines_at_once_then_one_every_two_seconds() {
        let t0 = Instant::now();
        let mut b = Bucket::new(t0);
        for _ in 0..5 {
            assert_eq!(b.take(t0), Ok(()));
        }
        assert_eq!(b.take(t0), Err(Duration::from_secs(2)));
        let t1 = t0 + Duration::from_millis(1500);
        assert_eq!(b.take(t1), Err(Duration::from_millis(500)));
        let t2 = t0 + Duration::from_millis(2000);
        assert_eq!(b.take(t2), Ok(()));
        assert!(b.take(t2).is_err());
        // A long pause earns the burst again, no more.
        let t3 = t2 + Duration::from_secs(3600);
        for _ in 0..5 {
            assert_eq!(b.take(t3), Ok(()));
        }
        assert!(b.take(t3).is_err());
        let mut chat = RoomChat::new(Vec::new(), 2, t0);
        for _ in 0..5 {
            chat.allow(1, t0).unwrap();
        }
        assert_eq!(
            chat.allow(1, t0),
            Err(ChatRefusal::TooFast { wait_secs: 2 })
        );
        // Each seat has its own allowance.
        assert_eq!(chat.allow(0, t0), Ok(()));
        assert_eq!(chat.allow(2, t0), Err(ChatRefusal::NotSeated));
    }

    fn line(n: u64, seat: usize) -> ChatLine {
        ChatLine {
            n,
            seat,
            name: format!("P{seat}"),
            text: format!("line {n}"),
            time: 0,
        }
    }

    #[test]
    fn a_room_numbers_on_from_its_stored_lines_and_keeps_the_last_ones() {
        let stored: Vec<ChatLine> = (0..250).map(|n| line(n, 0)).collect();
        let mut chat = RoomChat::new(stored, 1, Instant::now());
        assert_eq!(chat.next(), 250);
        assert_eq!(chat.recent().len(), CHAT_SENT);
        let first = 250 - CHAT_SENT as u64;
        assert_eq!(chat.recent()[0].n, first);
        assert_eq!(chat.keep_from(&line(250, 0)), first + 1);
        chat.push(line(250, 0));
        assert_eq!((chat.next(), chat.recent()[0].n), (251, first + 1));
        assert_eq!(RoomChat::new(Vec::new(), 1, Instant::now()).next(), 0);
    }

    #[test]
    fn a_view_keeps_each_line_once_in_order_and_hides_muted_seats() {
        let mut view = ChatView::default();
        view.take(line(3, 1));
        view.take_all(&[line(1, 0), line(2, 1), line(3, 1)]);
        let ns: Vec<u64> = view.all().map(|l| l.n).collect();
        assert_eq!(ns, [1, 2, 3]);
        assert_eq!(view.generation, 3);
        view.toggle_mute(1);
        let shown: Vec<u64> = view.shown().map(|l| l.n).collect();
        assert_eq!((shown, view.hidden()), (vec![1], 2));
        view.toggle_mute(1);
        assert_eq!(view.hidden(), 0);
        assert_eq!(printable("a\u{1b}[2Jb\u{202E}"), "a[2Jb");
    }

    #[test]
    fn chat_refusals_are_told_from_an_actions_refusal_after_the_wire() {
        use super::super::protocol::{decode, encode, is_chat_refusal, ServerMsg};
        let through_the_wire = |why: Msg| -> Msg {
            match decode::<ServerMsg>(&encode(ServerMsg::refused(why))) {
                Ok(ServerMsg::Refused { message, msg }) => {
                    ServerMsg::refusal(&message, msg.as_ref())
                }
                other => panic!("not a refusal: {other:?}"),
            }
        };
        for r in [
            ChatRefusal::NotSeated,
            ChatRefusal::Empty,
            ChatRefusal::TooLong,
            ChatRefusal::TooFast { wait_secs: 7 },
            ChatRefusal::Closed,
            ChatRefusal::NotStored,
            ChatRefusal::Offline,
        ] {
            let back = through_the_wire(r.msg());
            assert!(is_chat_refusal(&back), "{r:?}");
            assert_eq!(back, r.msg());
        }
        assert!(!is_chat_refusal(&through_the_wire(Msg::new(
            "net-not-your-turn"
        ))));
        // An older server's English text is never taken for a chat refusal.
        assert!(!is_chat_refusal(&ServerMsg::refusal(
            "chat: the message is empty",
            None
        )));
    }
}
