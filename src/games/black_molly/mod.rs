//! Black Molly: 2–4 players each guard a school of young fish in an aquarium of 24 cards, while
//! two Black Mollies hunt the loneliest fish and the dice switch deadly machines and a current.

pub mod bot;
mod chase;
pub mod data;
pub mod ending;
pub mod notation;
pub mod round;
pub mod rules;
pub mod state;
#[cfg(test)]
mod tests;
#[cfg(feature = "gui")]
pub mod view;

use crate::engine::ScoreUnit;
use crate::game::{Game, GameInfo, OptionChoice, OptionSpec};
pub use notation::Action;
pub use rules::BlackMolly;
use state::{AquariumChoice, Options, RuleSet};

impl Game for BlackMolly {
    /// The total is the fish a seat has left; in the oldest-fish variant it is only 1 while the
    /// old fish lives (however many young fish swim), which is no count to quote.
    fn score_unit(options: &Options) -> Option<ScoreUnit> {
        match options.rules {
            RuleSet::Standard => Some(ScoreUnit {
                id: "unit-fish-left",
            }),
            RuleSet::OldestFish => None,
        }
    }
    fn info() -> GameInfo {
        GameInfo {
            id: "black-molly",
            name: "Black Molly",
            min_seats: 2,
            max_seats: 4,
            blurb: "Keep your young fish alive while two Black Mollies hunt the loneliest of them.",
            how_to_play: HOW_TO_PLAY,
            notation:
                "aquarium SWAWBS/… · start a1 · move b2 c2 · old b2 c2 · done · roll · d4 3 · \
                       split E · molly 1 c3",
        }
    }
    /// The values and labels are those of saves and the CLI: keep them.
    fn options() -> Vec<OptionSpec<Options>> {
        vec![
            OptionSpec {
                key: "aquarium",
                label: "Aquarium",
                choices: vec![
                    OptionChoice {
                        value: "starter",
                        label: "Starter layout",
                        set: |o| o.aquarium = AquariumChoice::Starter,
                    },
                    OptionChoice {
                        value: "random",
                        label: "Random shuffle",
                        set: |o| o.aquarium = AquariumChoice::Random,
                    },
                ],
            },
            OptionSpec {
                key: "rules",
                label: "Rules",
                choices: vec![
                    OptionChoice {
                        value: "standard",
                        label: "Standard",
                        set: |o| o.rules = RuleSet::Standard,
                    },
                    OptionChoice {
                        value: "oldest-fish",
                        label: "Oldest fish variant",
                        set: |o| o.rules = RuleSet::OldestFish,
                    },
                ],
            },
        ]
    }
}

/// The rules in our own words.
pub const HOW_TO_PLAY: &str = "\
## What you are after
Keep at least one of your fish alive longer than everyone else. Each player has four young fish \
in an aquarium of 24 cards (4 rows of 6); two Black Mollies hunt them. When the last fish of \
several players vanish together, they share the win.

## A round
The player holding the D4 leads every step of the round.

1. Swim. In turn, from the D4 holder round the table, each player may move each of their fish \
once, one card up, down, left or right, or pass. No fish may enter a card with a Molly, an \
anemone, or a machine that is ON.
2. Roll the D4. A 2, 3 or 4 switches that machine (OFF to ON, ON to OFF). A 1 runs the pump: \
every fish on the pump or an arrow card drifts one card along its arrow, all at once and only \
one step. A fish whose arrow points off the aquarium or into an anemone stays. On the split \
card the D4 holder sends each fish east or south. The current may carry fish onto a Molly or a \
running machine.
3. The Mollies swim. Each moves one card towards the card with the fewest fish (empty cards do \
not count); on ties it heads for the nearest, and a Molly already on such a card stays. \
Remaining ties are settled by the D4 holder. Mollies may share cards and cross anemones and \
machines.
4. Eating. Every fish on a card with a Molly or a running machine is removed.

Then the D4 passes left, even to a player without fish: they still roll and steer the Mollies.

[figure mollies]

## The round limit, a last resort
The printed rules play on until one player is left. So that a cautious game cannot go on for \
ever, this app adds a last resort: a game ends after round 100, and everyone who still has fish \
then shares the win (in the oldest-fish variant: everyone whose old fish still swims). The header \
shows only the round until round 91; from then on it also says when the game will end.

## On the screen
Click one of your fish to see where it can swim, or click a card to bring a fish there; the \
buttons by the aquarium do the same. Press Done when you have finished swimming. Columns \
are lettered a to f and rows numbered 1 to 4 from the top.

## Oldest-fish variant
One of your four fish is your old fish (double outline). At setup, in turn, each player puts theirs on a fish start that has no old fish yet. A swim may never bring an old fish onto a card with another old fish (the current may). When your old fish is eaten you are out, though your young fish still swim and still count for the Mollies. The last old fish wins.\
";
