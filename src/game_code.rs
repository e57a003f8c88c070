//! Game codes: a short text that names a game, its options and its seed, so a friend can type it
//! into New game and play the same dice.
//!
//! The code is one number written in Crockford's base 32 (digits and capitals without I, L, O
//! and U, so nothing reads as something else), then one check character (Luhn mod 32), which
//! catches every single mistyped character and most swapped neighbours. For reading it is split
//! into groups of four with dashes; dashes, spaces and case do not matter when it is typed, and
//! O, I and L are read as 0, 1 and 1.
//!
//! The number is `((seed × option_combinations) + option_index) × 32 + game_number`, the game
//! number being the game's own [`GameId::code_number`] (given once, never reused, so a game added
//! anywhere in the registry changes no code) and the option index the choices of its options
//! written as one mixed-radix number (first option lowest). The first five numbers are the
//! places those games had in the registry when codes were made from places, so every code made
//! then still decodes to the same game, options and seed.

use crate::games::GameId;
use std::collections::BTreeMap;

const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// How many game numbers a code can hold; every [`GameId::code_number`] is below this.
const GAME_SLOTS: u128 = 32;

/// What a game code stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameCode {
    /// The game.
    pub id: GameId,
    /// The game's place in [`crate::games::registry`] (the window's list of games).
    pub game: usize,
    /// Option key → chosen value (every option of the game).
    pub options: BTreeMap<String, String>,
    pub seed: u64,
}

/// Why a typed code was refused, in words for the player.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    #[error("The game code is empty.")]
    Empty,
    #[error("`{0}` cannot be part of a game code (digits and letters A–Z without U).")]
    BadCharacter(char),
    #[error("This game code has a typo somewhere (its check letter does not fit the rest). Check it letter by letter.")]
    Check,
    #[error("The game code is too long.")]
    TooLong,
    #[error("The game code names a game this version of dicepad does not have.")]
    UnknownGame,
    #[error("The game code names options this version of dicepad does not have.")]
    UnknownOptions,
}

impl CodeError {
    /// The refusal in the player's language (its `Display` is the English, for logs and tests).
    pub fn msg(&self) -> crate::engine::text::Msg {
        use crate::engine::text::Msg;
        match self {
            CodeError::Empty => Msg::new("code-empty"),
            CodeError::BadCharacter(c) => {
                Msg::new("code-bad-character").text("char", c.to_string())
            }
            CodeError::Check => Msg::new("code-check"),
            CodeError::TooLong => Msg::new("code-too-long"),
            CodeError::UnknownGame => Msg::new("code-unknown-game"),
            CodeError::UnknownOptions => Msg::new("code-unknown-options"),
        }
    }
}

fn digit(c: char) -> Result<u8, CodeError> {
    let c = match c.to_ascii_uppercase() {
        'O' => '0',
        'I' | 'L' => '1',
        c => c,
    };
    ALPHABET
        .iter()
        .position(|&a| a as char == c)
        .map(|p| p as u8)
        .ok_or(CodeError::BadCharacter(c))
}

/// Luhn mod 32 over the digits (most significant first): the character that makes the whole
/// code check out.
fn check_digit(digits: &[u8]) -> u8 {
    let mut sum = 0u32;
    // From the right, every second digit (starting with the rightmost payload digit) is doubled.
    for (i, &d) in digits.iter().rev().enumerate() {
        let mut v = u32::from(d);
        if i % 2 == 0 {
            v *= 2;
            v = v / 32 + v % 32;
        }
        sum += v;
    }
    ((32 - sum % 32) % 32) as u8
}

/// Whether digits that end in their check digit are consistent.
fn checks_out(digits: &[u8]) -> bool {
    let mut sum = 0u32;
    for (i, &d) in digits.iter().rev().enumerate() {
        let mut v = u32::from(d);
        if i % 2 == 1 {
            v *= 2;
            v = v / 32 + v % 32;
        }
        sum += v;
    }
    sum.is_multiple_of(32)
}

/// Writes a number and its check character, in groups of four.
fn encode_number(mut n: u128) -> String {
    let mut digits = Vec::new();
    loop {
        digits.push((n % 32) as u8);
        n /= 32;
        if n == 0 {
            break;
        }
    }
    digits.reverse();
    digits.push(check_digit(&digits));
    let chars: Vec<char> = digits
        .iter()
        .map(|&d| ALPHABET[d as usize] as char)
        .collect();
    chars
        .chunks(4)
        .map(|c| c.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("-")
}

/// Reads a typed code back into its number.
fn decode_number(text: &str) -> Result<u128, CodeError> {
    let digits: Vec<u8> = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(digit)
        .collect::<Result<_, _>>()?;
    if digits.len() < 2 {
        return Err(if digits.is_empty() {
            CodeError::Empty
        } else {
            CodeError::Check
        });
    }
    if !checks_out(&digits) {
        return Err(CodeError::Check);
    }
    let payload = &digits[..digits.len() - 1];
    // 26 digits hold 130 bits; anything longer cannot be a code we wrote.
    if payload.len() > 26 {
        return Err(CodeError::TooLong);
    }
    let mut n: u128 = 0;
    for &d in payload {
        n = n
            .checked_mul(32)
            .and_then(|n| n.checked_add(u128::from(d)))
            .ok_or(CodeError::TooLong)?;
    }
    Ok(n)
}

/// The code for a game (by id) with these options and seed; `None` for an unknown game or an
/// option value the game does not declare.
pub fn encode(game_id: &str, options: &BTreeMap<String, String>, seed: u64) -> Option<String> {
    let game: GameId = game_id.parse().ok()?;
    let specs = game.plugin().option_specs();
    let mut index: u128 = 0;
    let mut combos: u128 = 1;
    for spec in &specs {
        let n = spec.choices.len().max(1) as u128;
        let chosen = match options.get(spec.key) {
            Some(v) => spec.choices.iter().position(|c| c.0 == v)?,
            None => 0,
        };
        index += chosen as u128 * combos;
        combos *= n;
    }
    let n = (u128::from(seed) * combos + index) * GAME_SLOTS + u128::from(game.code_number());
    Some(encode_number(n))
}

/// Reads a typed code; refuses typos and codes for games or options this build lacks.
pub fn decode(text: &str) -> Result<GameCode, CodeError> {
    let n = decode_number(text)?;
    // Below GAME_SLOTS (32), so the cast keeps every bit.
    let id = GameId::from_code_number((n % GAME_SLOTS) as u8).ok_or(CodeError::UnknownGame)?;
    let game = GameId::ALL
        .iter()
        .position(|&g| g == id)
        .ok_or(CodeError::UnknownGame)?;
    let plugin = id.plugin();
    let mut rest = n / GAME_SLOTS;
    let specs = plugin.option_specs();
    let combos: u128 = specs
        .iter()
        .map(|s| s.choices.len().max(1) as u128)
        .product();
    let mut index = rest % combos;
    rest /= combos;
    let seed = u64::try_from(rest).map_err(|_| CodeError::TooLong)?;
    let mut options = BTreeMap::new();
    for spec in &specs {
        let n = spec.choices.len().max(1) as u128;
        let chosen = (index % n) as usize;
        index /= n;
        let value = spec.choices.get(chosen).ok_or(CodeError::UnknownOptions)?;
        options.insert(spec.key.to_string(), value.0.to_string());
    }
    Ok(GameCode {
        id,
        game,
        options,
        seed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games;

    /// Every combination of a game's options, as key → value maps.
    fn all_options(specs: &[crate::game::OptionInfo]) -> Vec<BTreeMap<String, String>> {
        let mut out = vec![BTreeMap::new()];
        for spec in specs {
            out = out
                .into_iter()
                .flat_map(|base| {
                    spec.choices.iter().map(move |c| {
                        let mut m = base.clone();
                        m.insert(spec.key.to_string(), c.0.to_string());
                        m
                    })
                })
                .collect();
        }
        out
    }

    #[test]
    fn every_game_number_fits_in_a_code() {
        for &g in GameId::ALL {
            assert!(u128::from(g.code_number()) < GAME_SLOTS, "{g:?}");
        }
    }

    /// Codes made by dicepad before games had numbers of their own (when a code held the game's
    /// place in the registry): each must keep naming the same game, options and seed.
    #[test]
    fn codes_from_before_decode_to_the_same_game_seed_and_options() {
        /// A code, the game it names, its options and its seed.
        type MadeBefore = (
            &'static str,
            &'static str,
            &'static [(&'static str, &'static str)],
            u64,
        );
        let made_before: &[MadeBefore] = &[
            ("00", "honeycomb-caverns", &[("radius", "6")], 0),
            ("580E", "honeycomb-caverns", &[("radius", "6")], 42),
            ("5B0B", "honeycomb-caverns", &[("radius", "3")], 42),
            (
                "4FQ3-YR4S-C0F",
                "honeycomb-caverns",
                &[("radius", "6")],
                1_234_567_890_123,
            ),
            (
                "1ZZZ-ZZZZ-ZZZZ-ZW0E",
                "honeycomb-caverns",
                &[("radius", "6")],
                u64::MAX,
            ),
            ("1Y", "hex-roller", &[("side", "front")], 0),
            ("2M16", "hex-roller", &[("side", "front")], 42),
            ("2N15", "hex-roller", &[("side", "back")], 42),
            (
                "ZZZZ-ZZZZ-ZZZZ-Y1C",
                "hex-roller",
                &[("side", "front")],
                u64::MAX,
            ),
            ("2W", "molecular-structures", &[], 0),
            (
                "13XR-ZP16-B23",
                "molecular-structures",
                &[],
                1_234_567_890_123,
            ),
            (
                "3T",
                "black-molly",
                &[("aquarium", "starter"), ("rules", "standard")],
                0,
            ),
            (
                "5838",
                "black-molly",
                &[("aquarium", "starter"), ("rules", "standard")],
                42,
            ),
            (
                "5A36",
                "black-molly",
                &[("aquarium", "starter"), ("rules", "oldest-fish")],
                42,
            ),
            (
                "5937",
                "black-molly",
                &[("aquarium", "random"), ("rules", "standard")],
                42,
            ),
            (
                "5B35",
                "black-molly",
                &[("aquarium", "random"), ("rules", "oldest-fish")],
                42,
            ),
            ("4R", "diaominos", &[], 0),
            ("1A4C", "diaominos", &[], 42),
            ("FZZZ-ZZZZ-ZZZZ-Z4N", "diaominos", &[], u64::MAX),
        ];
        for &(code, id, options, seed) in made_before {
            let options: BTreeMap<String, String> = options
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            let back = decode(code).unwrap_or_else(|e| panic!("{code}: {e}"));
            assert_eq!(back.id.id_str(), id, "{code}");
            assert_eq!((&back.options, back.seed), (&options, seed), "{code}");
            assert_eq!(games::registry()[back.game].info().id, id, "{code}");
            // And the same game, options and seed still make the same code.
            assert_eq!(encode(id, &options, seed).as_deref(), Some(code));
        }
    }

    #[test]
    fn every_game_and_option_round_trips() {
        let seeds = [0, 1, 42, 0xff_ffff_ffff, u64::MAX, 0x1234_5678_9abc_def0];
        for (i, g) in games::registry().iter().enumerate() {
            let id = g.info().id;
            for options in all_options(&g.option_specs()) {
                for seed in seeds {
                    let code = encode(id, &options, seed).expect("a registered game");
                    let back = decode(&code).unwrap_or_else(|e| panic!("{code}: {e}"));
                    assert_eq!(
                        back,
                        GameCode {
                            id: GameId::ALL[i],
                            game: i,
                            options: options.clone(),
                            seed
                        },
                        "{code}"
                    );
                    // Lower case, spaces instead of dashes and O/I/L look-alikes read the same.
                    let typed = code
                        .to_lowercase()
                        .replace('-', " ")
                        .replace('0', "o")
                        .replace('1', "l");
                    assert_eq!(decode(&typed), Ok(back));
                }
            }
        }
    }

    #[test]
    fn missing_options_mean_the_defaults() {
        let code = encode("hex-roller", &BTreeMap::new(), 9).unwrap();
        let back = decode(&code).unwrap();
        assert_eq!(back.options.get("side").map(String::as_str), Some("front"));
        assert_eq!(back.seed, 9);
    }

    #[test]
    fn a_fresh_seed_gives_a_short_code() {
        let code = encode("black-molly", &BTreeMap::new(), (1 << 40) - 1).unwrap();
        assert!(code.len() <= 14, "{code}");
    }

    #[test]
    fn every_single_character_typo_is_refused() {
        for g in games::registry() {
            for seed in [0, 7, 123_456_789, u64::MAX] {
                let code = encode(g.info().id, &BTreeMap::new(), seed).unwrap();
                let chars: Vec<char> = code.chars().collect();
                for (i, &c) in chars.iter().enumerate() {
                    if c == '-' {
                        continue;
                    }
                    for &other in ALPHABET {
                        let other = other as char;
                        if other == c {
                            continue;
                        }
                        let mut typo = chars.clone();
                        typo[i] = other;
                        let typo: String = typo.into_iter().collect();
                        assert_eq!(decode(&typo), Err(CodeError::Check), "{code} → {typo}");
                    }
                }
            }
        }
    }

    #[test]
    fn bad_input_is_refused_with_a_reason() {
        assert_eq!(decode(""), Err(CodeError::Empty));
        assert_eq!(decode(" - "), Err(CodeError::Empty));
        assert_eq!(decode("AB*D"), Err(CodeError::BadCharacter('*')));
        assert_eq!(decode("ABUD"), Err(CodeError::BadCharacter('U')));
        assert!(decode(&"Z".repeat(40)).is_err());
        // A code for a game number this build has no game for.
        let free = (0..GAME_SLOTS as u8)
            .rev()
            .find(|&n| GameId::from_code_number(n).is_none())
            .expect("a free game number");
        let unknown = encode_number(u128::from(free));
        assert_eq!(decode(&unknown), Err(CodeError::UnknownGame));
        assert!(CodeError::Check.to_string().contains("typo"));
    }

    #[test]
    fn swapped_neighbours_are_mostly_caught() {
        let code = encode("diaominos", &BTreeMap::new(), 987_654_321).unwrap();
        let chars: Vec<char> = code.chars().filter(|c| *c != '-').collect();
        let mut caught = 0;
        let mut swaps = 0;
        for i in 0..chars.len() - 1 {
            if chars[i] == chars[i + 1] {
                continue;
            }
            let mut t = chars.clone();
            t.swap(i, i + 1);
            swaps += 1;
            if decode(&t.iter().collect::<String>()).is_err() {
                caught += 1;
            }
        }
        assert!(caught * 10 >= swaps * 8, "{caught} of {swaps}");
    }
}
