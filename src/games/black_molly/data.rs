// Plain data types of resources/black_molly.ron. This file is also `include!`d by build.rs, which
// validates the resource at build time, so it must not refer to anything outside itself.

/// Rows of the aquarium (top to bottom, numbered 1..=4 in the notation).
pub const ROWS: usize = 4;
/// Columns of the aquarium (left to right, lettered a..=f in the notation).
pub const COLS: usize = 6;

/// What is printed on one card of the aquarium.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum CardKind {
    /// A fish start: every player's young fish begin here; plain water afterwards.
    FishStart,
    /// A Black Molly start; plain water afterwards.
    MollyStart,
    /// Fish can never swim onto it; Mollies can.
    Anemone,
    Water,
    /// Machine 1: the pump, which runs the current. Its arrow points east.
    Pump,
    /// A current card with its arrow pointing east.
    CurrentEast,
    /// A current card with its arrow pointing south.
    CurrentSouth,
    /// The split current card, with arrows east and south.
    Split,
    /// A dangerous machine (2, 3 or 4) that the die switches on and off.
    Machine(u8),
}

impl CardKind {
    /// The one-character token used in the resource file and in the `aquarium` notation.
    pub fn token(self) -> char {
        match self {
            CardKind::FishStart => 'S',
            CardKind::MollyStart => 'B',
            CardKind::Anemone => 'A',
            CardKind::Water => 'W',
            CardKind::Pump => 'P',
            CardKind::CurrentEast => '>',
            CardKind::CurrentSouth => 'v',
            CardKind::Split => 'F',
            CardKind::Machine(2) => '2',
            CardKind::Machine(3) => '3',
            CardKind::Machine(_) => '4',
        }
    }

    pub fn from_token(c: char) -> Option<CardKind> {
        Some(match c {
            'S' => CardKind::FishStart,
            'B' => CardKind::MollyStart,
            'A' => CardKind::Anemone,
            'W' => CardKind::Water,
            'P' => CardKind::Pump,
            '>' => CardKind::CurrentEast,
            'v' => CardKind::CurrentSouth,
            'F' => CardKind::Split,
            '2' => CardKind::Machine(2),
            '3' => CardKind::Machine(3),
            '4' => CardKind::Machine(4),
            _ => return None,
        })
    }
}

/// Parses a layout written as rows of tokens (spaces ignored, rows separated by `/` or given as a
/// list) into the 24 cards in reading order.
pub fn parse_rows<'a>(rows: impl IntoIterator<Item = &'a str>) -> Result<Vec<CardKind>, String> {
    let mut cards = Vec::with_capacity(ROWS * COLS);
    let mut count = 0;
    for (r, row) in rows.into_iter().enumerate() {
        count += 1;
        let mut in_row = 0;
        for c in row.chars().filter(|c| !c.is_whitespace()) {
            let kind = CardKind::from_token(c).ok_or_else(|| {
                format!(
                    "row {}: `{c}` is not a card (use S B A W P > v F 2 3 4)",
                    r + 1
                )
            })?;
            cards.push(kind);
            in_row += 1;
        }
        if in_row != COLS {
            return Err(format!("row {} has {in_row} cards, not {COLS}", r + 1));
        }
    }
    if count != ROWS {
        return Err(format!("the aquarium has {count} rows, not {ROWS}"));
    }
    Ok(cards)
}

/// Checks that `cards` is a full aquarium the rules can play on: the right size, two Molly starts,
/// one fish start per fish, exactly one pump and one of each machine 2, 3 and 4.
pub fn check_card_set(cards: &[CardKind], fish_per_player: usize) -> Result<(), String> {
    if cards.len() != ROWS * COLS {
        return Err(format!("{} cards, not {}", cards.len(), ROWS * COLS));
    }
    let count = |k: CardKind| cards.iter().filter(|&&c| c == k).count();
    if count(CardKind::MollyStart) != 2 {
        return Err(format!(
            "{} Molly starts, not 2",
            count(CardKind::MollyStart)
        ));
    }
    if count(CardKind::FishStart) != fish_per_player {
        return Err(format!(
            "{} fish starts, but every player has {fish_per_player} fish (one per start)",
            count(CardKind::FishStart)
        ));
    }
    for (kind, name) in [
        (CardKind::Pump, "pump"),
        (CardKind::Split, "split current"),
        (CardKind::Machine(2), "machine 2"),
        (CardKind::Machine(3), "machine 3"),
        (CardKind::Machine(4), "machine 4"),
    ] {
        if count(kind) != 1 {
            return Err(format!("{} × {name}, not exactly 1", count(kind)));
        }
    }
    if cards
        .iter()
        .any(|c| matches!(c, CardKind::Machine(n) if !(2..=4).contains(n)))
    {
        return Err("only machines 2, 3 and 4 exist".into());
    }
    Ok(())
}

/// The Black Molly card set and starter aquarium.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct AquariumData {
    /// Fish per player (one on each fish start).
    pub fish_per_player: usize,
    /// After this many rounds the players still in share the win.
    pub round_limit: u32,
    /// The fixed starter aquarium, one string per row, top to bottom. Its 24 cards are also the set
    /// that a random aquarium shuffles.
    pub starter: Vec<String>,
}

impl AquariumData {
    pub fn starter_cards(&self) -> Result<Vec<CardKind>, String> {
        parse_rows(self.starter.iter().map(|s| s.as_str()))
    }

    /// Checks what the rules rely on; the message names the problem.
    pub fn validate(&self) -> Result<(), String> {
        if !(1..=8).contains(&self.fish_per_player) {
            return Err(format!(
                "fish_per_player {} is outside 1..=8",
                self.fish_per_player
            ));
        }
        if !(1..=1000).contains(&self.round_limit) {
            return Err(format!(
                "round_limit {} is outside 1..=1000",
                self.round_limit
            ));
        }
        let cards = self.starter_cards()?;
        check_card_set(&cards, self.fish_per_player)
    }
}
