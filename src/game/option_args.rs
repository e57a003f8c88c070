//! Game options as the command line gives them: `key=value` words (`--option side=back`), read
//! into the map a [`MatchSetup`](super::MatchSetup) takes. Whether a key or value means anything
//! is the game's business when the match is made.

use std::collections::BTreeMap;

/// A word that is not `key=value`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("option `{0}` should look like key=value")]
pub struct OptionArgError(pub String);

impl OptionArgError {
    /// Why, in the player's words.
    pub fn msg(&self) -> crate::engine::text::Msg {
        crate::engine::text::Msg::new("option-arg-not-key-value").text(
            "option",
            crate::engine::save::clip(&crate::engine::files::one_line(&self.0), 40),
        )
    }
}

/// `key=value` words into options (a later key replaces an earlier one).
pub fn parse(words: &[String]) -> Result<BTreeMap<String, String>, OptionArgError> {
    words
        .iter()
        .map(|kv| {
            kv.split_once('=')
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .ok_or_else(|| OptionArgError(kv.clone()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_key_value_words_and_names_the_bad_one() {
        let words = ["side=back".to_string(), "mode=a=b".to_string()];
        let options = parse(&words).unwrap();
        assert_eq!(options["side"], "back");
        assert_eq!(options["mode"], "a=b", "the first `=` splits");
        let err = parse(&["side".to_string()]).unwrap_err();
        assert_eq!(err.to_string(), "option `side` should look like key=value");
    }
}
