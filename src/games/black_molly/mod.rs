//! Black Molly: 2–4 players each guard a school of young fish in an aquarium of 24 cards, while
//! two Black Mollies hunt the loneliest fish and the dice switch deadly machines and a current.

pub mod bot;
pub mod data;
pub mod notation;
pub mod round;
pub mod rules;
pub mod state;
#[cfg(test)]
mod tests;
#[cfg(feature = "gui")]
pub mod view;

use crate::game::{Game, GameInfo, OptionChoice, OptionSpec};
pub use notation::Action;
pub use rules::BlackMolly;
use state::{AquariumChoice, Options, RuleSet};

impl Game for BlackMolly {
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
The aquarium is 24 cards laid out in 4 rows of 6. Every player owns four young fish and starts \
with one of them on each of the four fish-start cards; the two Black Mollies start on their own \
cards. Once your last fish is gone you have lost. The last player with fish wins; if the final \
fish of several players disappear at the same moment, those players share the win.

A round has four steps, and the player holding the D4 (the starting player) leads each of them.

1. Moving. First the starting player, then everyone else going left, may move any of their fish \
one card up, down, left or right (each fish once at most), or pass. A fish can never enter a \
card holding a Black Molly, an anemone, or a machine that is switched ON. Click one of your fish to \
see where it can go (or click a card to bring a fish of yours into it), or use the move buttons \
beside the aquarium; press Done when you are finished.

2. The D4. The starting player rolls it. A 2, 3 or 4 flips that machine: OFF becomes ON (a red \
ON marker) and ON becomes OFF. A 1 starts the pump: every fish on a current card (the pump and \
the arrow cards) drifts one card along the arrow, all of them together and only once, so nobody \
rides two arrows. A fish stays where it is if its arrow points out of the aquarium or into an \
anemone. For fish on the split card the starting player picks east or south, fish by fish. The \
current can carry a fish onto a Molly or onto a running machine.

3. The Mollies. Each Molly swims one card towards the card with the fewest fish on it (empty \
cards do not count). If several cards tie, it heads for the nearest of them, and a Molly already \
sitting on such a card stays put. When targets or routes tie, the starting player decides. \
Mollies may share a card and may swim over anemones and machines.

4. Eating. Every fish on a card with a Molly or a machine that is ON is taken out for good.

Then the D4 goes to the player on the left, even to a player with no fish left: they still roll \
and steer the Mollies. If the game is still open after round 100, everyone who still has fish \
shares the win.

Oldest-fish variant: one of your four fish is your old fish, drawn with a double outline. At \
setup, in turn order, each player puts the old fish on a fish start that has no old fish yet; \
the young fish take the other starts. A move may never bring an old fish onto a card with another \
old fish (the current may). When your old fish is eaten you are out, but your young fish keep \
swimming, still count for the Mollies and can still be moved. The last old fish wins.

On the board: columns a to f, rows 1 to 4 from the top. In the starter aquarium the top row \
reads fish start, water, anemone, water, Molly start, fish start, and the pump on b2 pushes east \
onto the current c2, which pushes east onto the split card d2.

Playing with real cards and a real D4 (New game, dice rolled at the table): enter each roll of \
the D4 when the app asks. With a dealt aquarium, deal the 24 cards in 4 rows of 6 and type them \
row by row (one letter a card, rows split by /), or let the app deal and lay your cards out as it \
shows them.";
