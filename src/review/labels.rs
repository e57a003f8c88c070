//! Costly decisions labelled by the points they lost (an inaccuracy, a mistake, a blunder), with
//! thresholds per game chosen from the bots' own games, and one accuracy figure per seat. See
//! docs/review.md, "Labels and accuracy".

use serde::{Deserialize, Serialize};

/// How bad a costly decision was, by the points it lost against the reference bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Label {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Label {
    /// Its message id (`review-label-…`).
    pub fn msg_id(self) -> &'static str {
        match self {
            Label::Inaccuracy => "review-label-inaccuracy",
            Label::Mistake => "review-label-mistake",
            Label::Blunder => "review-label-blunder",
        }
    }
}

/// The points lost from which a decision is an inaccuracy, a mistake, a blunder.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Thresholds {
    pub inaccuracy: f64,
    pub mistake: f64,
    pub blunder: f64,
}

/// Per game (its id): the thresholds, from the points lost by the costly decisions of the Normal
/// bots' 4-seat games (solo for Honeycomb), seeds 1–5, reviewed at the defaults (Strong reference,
/// 32 rollouts): an inaccuracy from the lower quartile of those losses, a mistake from the upper
/// quartile, a blunder from the 95th percentile, rounded (docs/review.md has the figures).
const PER_GAME: &[(&str, Thresholds)] = &[
    (
        "honeycomb-caverns",
        Thresholds {
            inaccuracy: 2.0,
            mistake: 6.0,
            blunder: 8.0,
        },
    ),
    (
        "hex-roller",
        Thresholds {
            inaccuracy: 1.0,
            mistake: 3.0,
            blunder: 6.5,
        },
    ),
    (
        "molecular-structures",
        Thresholds {
            inaccuracy: 1.5,
            mistake: 6.5,
            blunder: 10.0,
        },
    ),
    (
        "black-molly",
        Thresholds {
            inaccuracy: 0.1,
            mistake: 0.35,
            blunder: 0.8,
        },
    ),
    (
        "diaominos",
        Thresholds {
            inaccuracy: 1.0,
            mistake: 3.0,
            blunder: 4.0,
        },
    ),
];

/// For a game not in the table (none today but the test game): half a point, two, five.
const OTHER: Thresholds = Thresholds {
    inaccuracy: 0.5,
    mistake: 2.0,
    blunder: 5.0,
};

/// The thresholds of the game `id`.
pub fn thresholds(id: &str) -> Thresholds {
    PER_GAME
        .iter()
        .find(|(g, _)| *g == id)
        .map_or(OTHER, |(_, t)| *t)
}

impl Thresholds {
    /// The label of a decision that lost `lost` points: none below the inaccuracy's threshold.
    pub fn label(&self, lost: f64) -> Option<Label> {
        if lost >= self.blunder {
            Some(Label::Blunder)
        } else if lost >= self.mistake {
            Some(Label::Mistake)
        } else if lost >= self.inaccuracy {
            Some(Label::Inaccuracy)
        } else {
            None
        }
    }
}

/// One seat's accuracy: the share of its reviewed decisions, in percent, that earned no label (the
/// reference bot's own choice, or within the inaccuracy's threshold of it); `None` for a seat with
/// no reviewed decision.
pub fn accuracy(labels: &[Option<Label>]) -> Option<f64> {
    if labels.is_empty() {
        return None;
    }
    let clean = labels.iter().filter(|l| l.is_none()).count();
    Some(100.0 * clean as f64 / labels.len() as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_go_by_the_thresholds_and_accuracy_counts_the_unlabelled() {
        let t = Thresholds {
            inaccuracy: 1.0,
            mistake: 3.0,
            blunder: 6.0,
        };
        assert_eq!(t.label(0.0), None);
        assert_eq!(t.label(0.99), None);
        assert_eq!(t.label(1.0), Some(Label::Inaccuracy));
        assert_eq!(t.label(2.99), Some(Label::Inaccuracy));
        assert_eq!(t.label(3.0), Some(Label::Mistake));
        assert_eq!(t.label(6.0), Some(Label::Blunder));
        assert_eq!(t.label(60.0), Some(Label::Blunder));
        assert_eq!(accuracy(&[]), None);
        let some = [None, Some(Label::Mistake), None, Some(Label::Blunder)];
        assert_eq!(accuracy(&some), Some(50.0));
    }

    #[test]
    fn every_game_has_thresholds_that_rise() {
        use crate::games::GameId;
        for game in GameId::ALL {
            let t = thresholds(game.id_str());
            assert!(
                0.0 < t.inaccuracy && t.inaccuracy < t.mistake && t.mistake < t.blunder,
                "{}: {t:?}",
                game.id_str()
            );
        }
        for (id, _) in PER_GAME {
            assert!(
                GameId::ALL.iter().any(|g| g.id_str() == *id),
                "{id} is a game"
            );
        }
    }
}
