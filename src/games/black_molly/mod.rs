//! Black Molly: 2–4 players each guard a school of young fish in an aquarium of 24 cards, while
//! two Black Mollies hunt the loneliest fish and the dice switch deadly machines and a current.

pub mod back_count;
pub mod bot;
mod bot_memo;
mod chase;
pub mod data;
pub mod ending;
mod measure;
pub mod notation;
pub mod round;
pub mod rules;
mod seq;
pub mod state;
#[cfg(test)]
mod tests;
#[cfg(feature = "gui")]
pub mod view;
mod words;

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

/// The rules in our own words (English; every language's page is in the catalogue).
pub const HOW_TO_PLAY: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/resources/i18n/en/pages/black-molly.md"
));
