use clap::Parser;
use dicepad::cli::{Cli, Command};

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => open_window(None),
        Some(Command::Open { file }) => open_window(Some(file)),
        Some(cmd) => dicepad::cli::run(cmd, &mut std::io::stdout()),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("dicepad: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

#[cfg(feature = "gui")]
fn open_window(file: Option<std::path::PathBuf>) -> anyhow::Result<()> {
    dicepad::ui::run_window(file)
}

#[cfg(not(feature = "gui"))]
fn open_window(_file: Option<std::path::PathBuf>) -> anyhow::Result<()> {
    anyhow::bail!(
        "this build has no window (built without the `gui` feature); try `dicepad --help`"
    )
}
