//! `--help` in the player's language. clap's derive builds the help from the doc comments at
//! compile time (English, and the developers' documentation); here the built command is worded
//! again from the catalogue at run time, once the language is known: `--lang` is read from the
//! arguments before clap parses them (else the locale decides, as for everything else).
//!
//! Ids (`cli.ftl`): `cli-about` for the program, `cli-<sub>[-<sub>]-about` for a subcommand, and
//! `cli[-<sub>…]-arg-<id>` for an argument's help (`-value` after it: its value's name). clap's
//! own headings and its help and version flags are worded too.

use super::Cli;
use crate::engine::text::{self, lookup, tr, Lang, Msg};
use clap::{CommandFactory, FromArgMatches};

/// The language asked for on the command line (`--lang de`, `--lang=de`), else the locale's.
/// A code that is not a language is left to clap, which refuses it with its reason.
pub fn language_of(args: &[std::ffi::OsString]) -> Lang {
    let mut words = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(word) = words.next() {
        if word == "--" {
            break;
        }
        let code = match word.strip_prefix("--lang") {
            Some("") => words.next().map(|w| w.into_owned()),
            Some(rest) => rest.strip_prefix('=').map(str::to_string),
            None => None,
        };
        if let Some(lang) = code.as_deref().and_then(Lang::from_code) {
            return lang;
        }
    }
    text::from_env()
}

/// The command line's clap command with every help text in this thread's language.
pub fn command() -> clap::Command {
    let mut cmd = Cli::command();
    // Built first, so clap's own help and version flags and its `help` subcommand exist to be
    // worded too.
    cmd.build();
    word_command(cmd, "cli").after_help(
        Msg::new("cli-games")
            .text("ids", crate::games::ids_help())
            .to_string(),
    )
}

/// Parses the process's arguments with the help in the language they ask for (which becomes
/// this thread's language); exits with clap's message for `--help`, `--version` or a mistake.
pub fn parse_args() -> Cli {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    text::set_lang(language_of(&args));
    let matches = command()
        .try_get_matches_from(args)
        .unwrap_or_else(|e| exit_with(e));
    Cli::from_arg_matches(&matches).unwrap_or_else(|e| exit_with(e))
}

/// Exits as clap would for `e` (help, version or a mistake), a mistake said in this thread's
/// language: clap's own words are English, so in German and Dutch what clap found (the
/// argument, the value, the values it takes, its suggestion) is worded from the catalogue.
fn exit_with(e: clap::Error) -> ! {
    use clap::error::ErrorKind as K;
    if matches!(e.kind(), K::DisplayHelp | K::DisplayVersion) || text::lang() == Lang::En {
        e.exit()
    }
    match usage_words(&e) {
        Some(words) => {
            eprintln!("{}: {words}", env!("CARGO_PKG_NAME"));
            std::process::exit(2)
        }
        None => e.exit(),
    }
}

/// A usage mistake in the catalogue's words, with its usage line and a pointer to `--help`;
/// `None` for a kind clap reports that has no words here (then clap's own are shown).
pub fn usage_words(e: &clap::Error) -> Option<String> {
    use clap::error::{ContextKind as C, ContextValue as V, ErrorKind as K};
    let get = |kind: C| -> String {
        match e.get(kind) {
            Some(V::String(s)) => s.clone(),
            Some(V::Strings(list)) => list.join(", "),
            Some(V::StyledStr(s)) => s.to_string(),
            Some(V::Number(n)) => n.to_string(),
            Some(V::Bool(b)) => b.to_string(),
            _ => String::new(),
        }
    };
    let quoted = |s: String| crate::engine::save::clip(&crate::engine::files::one_line(&s), 60);
    let arg = quoted(get(C::InvalidArg));
    let said = match e.kind() {
        K::UnknownArgument => Msg::new("cli-usage-unknown-arg").text("arg", arg),
        K::InvalidSubcommand => {
            Msg::new("cli-usage-unknown-command").text("command", quoted(get(C::InvalidSubcommand)))
        }
        K::InvalidValue => Msg::new("cli-usage-bad-value")
            .text("arg", arg)
            .text("value", quoted(get(C::InvalidValue)))
            .text("values", get(C::ValidValue)),
        K::ValueValidation => {
            // The source is the value parser's reason: dicepad's own parsers word theirs; clap's
            // number ranges are said here.
            let why = match std::error::Error::source(e) {
                Some(why) => why.to_string(),
                None => String::new(),
            };
            // clap's number ranges ("0 is not in 1..=1024"): the range is its last word.
            let range = why
                .split_whitespace()
                .last()
                .filter(|w| w.contains(".."))
                .map(str::to_string);
            let why = match range {
                Some(range) => Msg::new("cli-usage-range")
                    .text("range", quoted(range))
                    .to_string(),
                None => why,
            };
            Msg::new("cli-usage-bad-value-why")
                .text("arg", arg)
                .text("value", quoted(get(C::InvalidValue)))
                .text("why", crate::engine::files::one_line(&why))
        }
        K::MissingRequiredArgument => Msg::new("cli-usage-missing").text("args", arg),
        K::MissingSubcommand | K::DisplayHelpOnMissingArgumentOrSubcommand => {
            Msg::new("cli-usage-missing-command")
        }
        K::ArgumentConflict => Msg::new("cli-usage-conflict")
            .text("arg", arg)
            .text("other", quoted(get(C::PriorArg))),
        K::NoEquals => Msg::new("cli-usage-no-equals").text("arg", arg),
        K::TooManyValues | K::TooFewValues | K::WrongNumberOfValues => {
            Msg::new("cli-usage-values-count").text("arg", arg)
        }
        K::InvalidUtf8 => Msg::new("cli-usage-not-text"),
        _ => return None,
    };
    let mut words = said.to_string();
    for suggested in [C::SuggestedArg, C::SuggestedSubcommand, C::SuggestedValue] {
        let s = get(suggested);
        if !s.is_empty() {
            words.push_str(&format!(
                " {}",
                Msg::new("cli-usage-did-you-mean").text("suggested", quoted(s))
            ));
        }
    }
    let usage = get(C::Usage);
    let usage = usage.trim();
    // clap's usage line starts with its English heading: the heading is worded here.
    if let Some((_, line)) = usage.split_once(':') {
        words.push_str(&format!("\n\n{} {}", tr("cli-heading-usage"), line.trim()));
    }
    words.push_str(&format!("\n\n{}", tr("cli-usage-more")));
    Some(words)
}

/// Words `cmd` (named `key` in the catalogue) and its subcommands.
fn word_command(mut cmd: clap::Command, key: &str) -> clap::Command {
    if let Some(about) = lookup(&format!("{key}-about")) {
        cmd = cmd.about(about).long_about(None);
    }
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        tr("cli-heading-usage")
    );
    cmd = cmd
        .help_template(template)
        .subcommand_help_heading(tr("cli-heading-commands"));
    let args: Vec<(clap::Id, bool)> = cmd
        .get_arguments()
        .map(|a| (a.get_id().clone(), a.is_positional()))
        .collect();
    for (id, positional) in args {
        let help = lookup(&format!("{key}-arg-{id}")).or_else(|| lookup(&format!("cli-arg-{id}")));
        let value = lookup(&format!("{key}-arg-{id}-value"))
            .or_else(|| lookup(&format!("cli-arg-{id}-value")));
        let heading = tr(if positional {
            "cli-heading-arguments"
        } else {
            "cli-heading-options"
        });
        cmd = cmd.mut_arg(id, |mut a| {
            if let Some(help) = help {
                // The worded help names the values itself; clap would list their English
                // descriptions (a value enum's doc comments) under it.
                let described = a
                    .get_possible_values()
                    .iter()
                    .any(|v| v.get_help().is_some());
                a = a.help(help).long_help(None).hide_possible_values(described);
            }
            if let Some(value) = value {
                a = a.value_name(value);
            }
            a.help_heading(heading)
        });
    }
    map_subcommands(cmd, key, |s, sub, sub_key| match sub {
        "help" => word_help(s, key),
        _ => word_command(s, sub_key),
    })
}

/// Words clap's `help` subcommand of the command named `key`: its subcommands are the
/// command's own, with the same words.
fn word_help(mut cmd: clap::Command, key: &str) -> clap::Command {
    if let Some(about) = lookup("cli-help-about") {
        cmd = cmd.about(about);
    }
    word_subcommands(cmd, key)
}

/// Words each subcommand of `cmd` (the command named `key`) as [`word_help_entry`] does.
fn word_subcommands(cmd: clap::Command, key: &str) -> clap::Command {
    map_subcommands(cmd, key, |s, _, sub_key| word_help_entry(s, sub_key))
}

/// Hands each subcommand of `cmd` (the command named `key`) to `word`, with its name and its
/// catalogue key (`{key}-{name}`).
fn map_subcommands(
    mut cmd: clap::Command,
    key: &str,
    word: impl Fn(clap::Command, &str, &str) -> clap::Command,
) -> clap::Command {
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for sub in subs {
        let sub_key = format!("{key}-{sub}");
        cmd = cmd.mut_subcommand(&sub, |s| word(s, &sub, &sub_key));
    }
    cmd
}

fn word_help_entry(mut cmd: clap::Command, key: &str) -> clap::Command {
    let about = match cmd.get_name() {
        "help" => lookup("cli-help-about"),
        _ => lookup(&format!("{key}-about")),
    };
    if let Some(about) = about {
        cmd = cmd.about(about);
    }
    word_subcommands(cmd, key)
}

/// Every help text of the command line that the catalogue does not word (for the test that
/// keeps `--help` translated): `(catalogue id wanted, English text)`.
#[cfg(test)]
pub fn unworded() -> Vec<(String, String)> {
    fn walk(cmd: &clap::Command, key: &str, out: &mut Vec<(String, String)>) {
        // clap's `help` subcommands take their words from the commands they name.
        if cmd.get_name() == "help" {
            if lookup("cli-help-about").is_none() {
                out.push(("cli-help-about".into(), String::new()));
            }
            return;
        }
        if cmd.get_about().is_some() && lookup(&format!("{key}-about")).is_none() {
            let about = cmd.get_about().map(|a| a.to_string()).unwrap_or_default();
            out.push((format!("{key}-about"), about));
        }
        for a in cmd.get_arguments() {
            let id = a.get_id();
            let worded = lookup(&format!("{key}-arg-{id}")).is_some()
                || lookup(&format!("cli-arg-{id}")).is_some();
            if let (Some(help), false) = (a.get_help(), worded) {
                out.push((format!("{key}-arg-{id}"), help.to_string()));
            }
        }
        for s in cmd.get_subcommands() {
            walk(s, &format!("{key}-{}", s.get_name()), out);
        }
    }
    let mut cmd = Cli::command();
    cmd.build();
    let mut out = Vec::new();
    walk(&cmd, "cli", &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_help_text_of_the_command_line_is_in_the_catalogue() {
        let missing = unworded();
        assert!(
            missing.is_empty(),
            "help texts the catalogue does not word (cli.ftl):\n{}",
            missing
                .iter()
                .map(|(id, en)| format!("{id} = {}", en.replace('\n', " ")))
                .collect::<Vec<_>>()
                .join("\n")
        );
    }

    #[test]
    fn the_language_comes_from_lang_before_clap_parses() {
        let args = |words: &[&str]| -> Vec<std::ffi::OsString> {
            words.iter().map(|w| (*w).into()).collect()
        };
        assert_eq!(
            language_of(&args(&["dicepad", "--lang", "de", "stats"])),
            Lang::De
        );
        assert_eq!(
            language_of(&args(&["dicepad", "stats", "--lang=NL"])),
            Lang::Nl
        );
        // After `--` it is an argument, not the option.
        let env = text::from_env();
        assert_eq!(language_of(&args(&["dicepad", "--", "--lang=de"])), env);
        assert_eq!(language_of(&args(&["dicepad", "--lang", "xx"])), env);
    }

    #[test]
    fn help_reads_in_german_and_dutch_with_clap_s_own_words_too() {
        for (lang, about, usage, options, help) in [
            (Lang::De, "Würfel", "Aufruf:", "Optionen:", "Hilfe"),
            (Lang::Nl, "Dobbel", "Gebruik:", "Opties:", "hulp"),
        ] {
            text::set_lang(lang);
            let mut cmd = command();
            let top = cmd.render_help().to_string();
            for word in [about, usage, options, help] {
                assert!(top.contains(word), "{lang}: no {word:?} in\n{top}");
            }
            for english in [
                "Usage:",
                "Options:",
                "Commands:",
                "Print help",
                "opens the window",
            ] {
                assert!(!top.contains(english), "{lang}: {english:?} in\n{top}");
            }
            let stats = cmd
                .find_subcommand_mut("stats")
                .map(|s| s.render_long_help().to_string())
                .unwrap_or_default();
            assert!(!stats.contains("Only this game"), "{lang}: {stats}");
        }
        text::set_lang(Lang::En);
        let top = command().render_help().to_string();
        assert!(
            top.contains("Usage:") && top.contains("opens the window"),
            "{top}"
        );
    }
}
