//! A game's options, declared once ([`OptionSpec`]): the new-game dialog, the CLI's
//! `--option key=value`, "Play again" and saves all read the same list.

use std::collections::BTreeMap;
use thiserror::Error;

/// One choice of an option: its value in saves and on the command line, its label in the dialog,
/// and what it sets.
#[derive(Clone, Debug)]
pub struct OptionChoice<O> {
    pub value: &'static str,
    pub label: &'static str,
    pub set: fn(&mut O),
}

/// One option of the new-game dialog, declared once per game: the dialog, the CLI's
/// `--option key=value`, "Play again" and the parser all read this list.
#[derive(Clone, Debug)]
pub struct OptionSpec<O> {
    pub key: &'static str,
    pub label: &'static str,
    /// The first choice is the default.
    pub choices: Vec<OptionChoice<O>>,
}

/// An option without its setters (what the dialog shows): (value, label) pairs, default first.
#[derive(Clone, Debug)]
pub struct OptionInfo {
    pub key: &'static str,
    pub label: &'static str,
    pub choices: Vec<(&'static str, &'static str)>,
}

impl<O> OptionSpec<O> {
    pub fn info(&self) -> OptionInfo {
        OptionInfo {
            key: self.key,
            label: self.label,
            choices: self.choices.iter().map(|c| (c.value, c.label)).collect(),
        }
    }
}

/// Why a `key=value` choice does not fit a game's options.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OptionError {
    #[error("{game} has no options (`{key}` given)")]
    NoOptions { game: String, key: String },
    #[error("{game} has no option `{key}` ({known})")]
    UnknownKey {
        game: String,
        key: String,
        known: String,
    },
    #[error("{key} `{value}`: use {}", .values.join(" or "))]
    UnknownValue {
        key: String,
        value: String,
        /// The values it takes, worded "front or back" when shown (in the language of the
        /// thread that shows it, not of the one that found the mistake: a game's thread).
        values: Vec<&'static str>,
    },
}

impl OptionError {
    /// Why, in the player's words.
    pub fn msg(&self) -> crate::engine::text::Msg {
        use crate::engine::save::clip;
        use crate::engine::text::Msg;
        match self {
            OptionError::NoOptions { game, key } => Msg::new("file-option-none")
                .text("game", game.as_str())
                .text("key", clip(key, 40)),
            OptionError::UnknownKey { game, key, known } => Msg::new("file-option-key")
                .text("game", game.as_str())
                .text("key", clip(key, 40))
                .text("known", known.as_str()),
            OptionError::UnknownValue { key, value, values } => Msg::new("file-option-value")
                .text("key", clip(key, 40))
                .text("value", clip(value, 40))
                .text(
                    "values",
                    values.join(&crate::engine::text::tr("file-option-or")),
                ),
        }
    }
}

/// Builds a game's options from key → value choices (missing keys keep the default).
pub fn options_from<O: Default + Clone>(
    specs: &[OptionSpec<O>],
    game: &str,
    choices: &BTreeMap<String, String>,
) -> Result<O, OptionError> {
    let mut options = O::default();
    for (key, value) in choices {
        let Some(spec) = specs.iter().find(|s| s.key == key) else {
            let known: Vec<&str> = specs.iter().map(|s| s.key).collect();
            return Err(if known.is_empty() {
                OptionError::NoOptions {
                    game: game.to_string(),
                    key: key.clone(),
                }
            } else {
                OptionError::UnknownKey {
                    game: game.to_string(),
                    key: key.clone(),
                    known: known.join(", "),
                }
            });
        };
        let Some(choice) = spec.choices.iter().find(|c| c.value == value) else {
            return Err(OptionError::UnknownValue {
                key: key.clone(),
                value: value.clone(),
                values: spec.choices.iter().map(|c| c.value).collect(),
            });
        };
        (choice.set)(&mut options);
    }
    Ok(options)
}

/// The key → value choices that give `options` (the inverse of [`options_from`]).
pub fn option_choices<O: Clone + PartialEq>(
    specs: &[OptionSpec<O>],
    options: &O,
) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for spec in specs {
        for c in &spec.choices {
            let mut o = options.clone();
            (c.set)(&mut o);
            if &o == options {
                out.insert(spec.key.to_string(), c.value.to_string());
                break;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Debug, Default, PartialEq)]
    struct Opts {
        side: u8,
        hard: bool,
    }

    fn specs() -> Vec<OptionSpec<Opts>> {
        vec![
            OptionSpec {
                key: "side",
                label: "Side",
                choices: vec![
                    OptionChoice {
                        value: "front",
                        label: "Front",
                        set: |o| o.side = 0,
                    },
                    OptionChoice {
                        value: "back",
                        label: "Back",
                        set: |o| o.side = 1,
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
                        set: |o| o.hard = false,
                    },
                    OptionChoice {
                        value: "hard",
                        label: "Hard",
                        set: |o| o.hard = true,
                    },
                ],
            },
        ]
    }

    fn map(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn options_are_set_from_choices_and_read_back() {
        let o: Opts = options_from(
            &specs(),
            "Test",
            &map(&[("side", "back"), ("rules", "hard")]),
        )
        .expect("known choices");
        assert_eq!(
            o,
            Opts {
                side: 1,
                hard: true
            }
        );
        assert_eq!(
            option_choices(&specs(), &o),
            map(&[("side", "back"), ("rules", "hard")])
        );
        // Missing keys keep the default, which reads back as the first choice.
        let d: Opts = options_from(&specs(), "Test", &BTreeMap::new()).expect("defaults");
        assert_eq!(d, Opts::default());
        assert_eq!(
            option_choices(&specs(), &d),
            map(&[("side", "front"), ("rules", "standard")])
        );
    }

    #[test]
    fn unknown_options_and_values_are_named_in_the_refusal() {
        let e = options_from(&specs(), "Test", &map(&[("colour", "red")]))
            .unwrap_err()
            .to_string();
        assert!(e.contains("colour") && e.contains("side, rules"), "{e}");
        let e = options_from(&specs(), "Test", &map(&[("side", "left")]))
            .unwrap_err()
            .to_string();
        assert!(e.contains("left") && e.contains("front or back"), "{e}");
        let e = options_from::<Opts>(&[], "Solo", &map(&[("side", "back")]))
            .unwrap_err()
            .to_string();
        assert!(e.contains("no options"), "{e}");
    }
}
