//! Black Molly: 2–4 players each guard a school of young fish in an aquarium of 24 cards, while
//! two Black Mollies hunt the loneliest fish and the dice switch deadly machines and a current.

pub mod bot;
pub mod data;
pub mod rules;
#[cfg(test)]
mod tests;
#[cfg(feature = "gui")]
pub mod ui;

use crate::engine::{Game, GameInfo, OptionSpec};
pub use rules::BlackMolly;
use rules::{AquariumChoice, Options, RuleSet};
use std::collections::BTreeMap;

impl Game for BlackMolly {
    fn info() -> GameInfo {
        GameInfo {
            id: "black-molly",
            name: "Black Molly",
            min_seats: 2,
            max_seats: 4,
            blurb: "2–4 players: keep your young fish alive while two Black Mollies hunt the loneliest.",
            how_to_play: HOW_TO_PLAY,
            notation: "aquarium SWAWBS/… · start a1 · move b2 c2 · old b2 c2 · done · roll · d4 3 · \
                       split E · molly 1 c3",
        }
    }
    fn option_specs() -> Vec<OptionSpec> {
        vec![
            OptionSpec {
                key: "aquarium",
                label: "Aquarium",
                choices: vec![("starter", "Starter layout"), ("random", "Random shuffle")],
            },
            OptionSpec {
                key: "rules",
                label: "Rules",
                choices: vec![
                    ("standard", "Standard"),
                    ("oldest-fish", "Oldest fish variant"),
                ],
            },
        ]
    }
    fn options_from(choices: &BTreeMap<String, String>) -> Result<Options, String> {
        let mut o = Options::default();
        for (k, v) in choices {
            match (k.as_str(), v.as_str()) {
                ("aquarium", "starter") => o.aquarium = AquariumChoice::Starter,
                ("aquarium", "random") => o.aquarium = AquariumChoice::Random,
                ("rules", "standard") => o.rules = RuleSet::Standard,
                ("rules", "oldest-fish") => o.rules = RuleSet::OldestFish,
                ("aquarium", _) => return Err(format!("aquarium `{v}`: use starter or random")),
                ("rules", _) => return Err(format!("rules `{v}`: use standard or oldest-fish")),
                _ => return Err(format!("Black Molly has no option `{k}` (aquarium, rules)")),
            }
        }
        Ok(o)
    }
}

/// The rules in our own words.
pub const HOW_TO_PLAY: &str = "\
The aquarium is 24 cards in 4 rows of 6. Each player owns four young fish, and every player starts \
with one fish on each of the four fish-start cards. Two Black Mollies start on their own cards. \
You lose when your last fish is gone; the last player with fish wins (if the last fish of several \
players vanish at the same moment, they share the win).

A round has four steps:
1. Moving. The starting player, then each player to the left, may move any of their fish one card \
up, down, left or right (each fish at most once), or pass. A fish may never enter a card with a \
Black Molly, an anemone, or a machine that is switched ON. Click one of your fish, then a \
highlighted card; press Done when finished.
2. The D4. The starting player rolls. A 2, 3 or 4 flips that machine: OFF becomes ON (it gets a \
red marker), ON becomes OFF. A 1 starts the pump: every fish on a current card (the pump and the \
arrow cards) is carried one card along the arrow, all together and only once. A fish stays put if \
its arrow points off the aquarium or into an anemone. On the split card the starting player \
chooses east or south for each fish. The current may carry a fish onto a Molly or a running machine.
3. The Mollies. Each Molly swims one card towards the card holding the fewest fish (cards with no \
fish do not count); among several such cards it heads for the nearest, and a Molly already on one \
stays. When targets or routes tie, the starting player picks.
4. Eating. Every fish sharing a card with a Molly or a machine that is ON is removed for good.

Then the D4 passes to the left, even to players whose fish are all gone: they keep rolling and \
steering the Mollies. If nobody has won after round 100, everyone still holding fish shares the win.

Oldest-fish variant: one of your four fish is your old fish (drawn fatter). At setup, in turn \
order, each player puts the old fish on a fish start that has no old fish yet. A move may never \
bring an old fish onto a card with another old fish (the current may). When your old fish is \
eaten you are out, though your young fish keep swimming and can still be moved. The last old fish \
wins.

Tiny example (the starter aquarium's top row): S W A W B S. A fish on the left start can swim east \
onto water but not further east, into the anemone.";
