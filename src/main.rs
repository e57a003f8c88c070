use dicepad::cli::{Cli, Command};

fn main() -> std::process::ExitCode {
    // A panic anywhere writes a crash report into the data folder (see `dicepad::crash`).
    let what = std::env::args()
        .nth(1)
        .filter(|a| !a.starts_with('-'))
        .unwrap_or_else(|| "window".into());
    dicepad::crash::install(dicepad::crash::Running {
        what,
        data_dir: dicepad::paths::data_dir(),
    });
    // The help is worded in the language asked for (`--lang`, else the locale's).
    let cli = dicepad::cli::parse_args();
    // Everything this thread words (the command line's output, the window) is in this language;
    // the window's Settings may choose another.
    dicepad::engine::text::set_lang(cli.language());
    let log = match start_log(&cli) {
        Ok(log) => log,
        Err(e) => {
            let why = e.msg();
            eprintln!("{}: {why}", env!("CARGO_PKG_NAME"));
            return std::process::ExitCode::FAILURE;
        }
    };
    // A server that does not start (its address in use, a bad certificate) leaves no folder
    // or log file behind that it made for itself.
    let serving = matches!(cli.command, Some(Command::Serve { .. }));
    if std::env::var_os(dicepad::crash::TEST_PANIC).is_some() {
        panic!(
            "a test asked for this crash ({})",
            dicepad::crash::TEST_PANIC
        );
    }
    let result = match cli.command {
        None => open_window(None, None),
        Some(Command::Open { file, review }) => open_window(Some(file), review),
        Some(cmd @ (Command::Join { .. } | Command::Host { .. })) => open_network(cmd),
        Some(cmd) => dicepad::cli::run(cmd, &mut std::io::stdout()),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            tracing::debug!("stopped with an error: {e:#}");
            eprintln!("dicepad: {e:#}");
            if serving {
                dicepad::logging::remove_made(&log);
            }
            std::process::ExitCode::FAILURE
        }
    }
}

/// Sets up the log for this command (see `dicepad::logging`): the window and the server keep a
/// log file, the other commands only print warnings.
fn start_log(cli: &Cli) -> Result<dicepad::logging::Started, dicepad::logging::LogError> {
    use tracing::level_filters::LevelFilter;
    let (file_in, stderr_default) = match &cli.command {
        None | Some(Command::Open { .. } | Command::Join { .. } | Command::Host { .. }) => {
            (Some(dicepad::paths::data_dir()), LevelFilter::WARN)
        }
        Some(Command::Serve { data, .. }) => (Some(data.clone()), LevelFilter::INFO),
        Some(_) => (None, LevelFilter::WARN),
    };
    let started = dicepad::logging::init(&dicepad::logging::Setup {
        filter: cli.log.clone(),
        file_in,
        stderr_default,
        format: cli.log_format,
    })?;
    tracing::info!(
        version = env!("CARGO_PKG_VERSION"),
        os = std::env::consts::OS,
        log = %started.file.as_deref().map(|p| p.display().to_string()).unwrap_or_default(),
        "dicepad started"
    );
    Ok(started)
}

#[cfg(feature = "gui")]
fn open_window(file: Option<std::path::PathBuf>, review: Option<String>) -> anyhow::Result<()> {
    let review = match review.as_deref() {
        None => None,
        Some("end") => Some(usize::MAX),
        Some(n) => Some(n.parse().map_err(|_| {
            let why = dicepad::engine::text::Msg::new("cli-review-step").text("step", n);
            anyhow::anyhow!("{why}")
        })?),
    };
    dicepad::ui::run_window(file, review)
}

#[cfg(feature = "gui")]
fn open_network(cmd: Command) -> anyhow::Result<()> {
    let start = network_startup(cmd)?;
    dicepad::ui::native::run_window_with(None, None, Some(start))
}

/// What `join` and `host` ask the window to do first.
#[cfg(feature = "gui")]
fn network_startup(cmd: Command) -> anyhow::Result<dicepad::ui::network::Startup> {
    use dicepad::ui::network::Startup;
    match cmd {
        Command::Join {
            seat:
                dicepad::cli::SeatArgs {
                    server,
                    room,
                    token,
                },
        } => Ok(Startup::Join {
            server,
            room,
            token,
        }),
        Command::Host {
            game,
            seats,
            names,
            listen,
            options,
            seed,
        } => {
            // Every hosted table has the host's own seat, a person's: the server draws the seed
            // and keeps it secret, so a seed given here would not be used (docs/network.md).
            if seed.is_some() {
                anyhow::bail!("{}", dicepad::engine::text::tr("cli-host-no-seed"));
            }
            // An unknown game is refused here, with the games there are, before a window opens.
            if dicepad::games::find(&game).is_none() {
                anyhow::bail!("{}", dicepad::sim::SimError::UnknownGame(game).msg());
            }
            let table = dicepad::net::host_seats::HostSeats::parse(&seats, names.as_deref())
                .map_err(|e| anyhow::anyhow!("{}", e.msg()))?;
            Ok(Startup::Host {
                game,
                setup: dicepad::game::MatchSetup {
                    seats: table.seats,
                    seed: dicepad::engine::rng::fresh_seed(),
                    options: dicepad::game::option_args::parse(&options)
                        .map_err(|e| anyhow::anyhow!("{}", e.msg()))?,
                    dice: dicepad::engine::Dice::Seeded,
                },
                mine: table.mine,
                listen,
            })
        }
        _ => anyhow::bail!("{}", dicepad::engine::text::tr("cli-not-network")),
    }
}

#[cfg(not(feature = "gui"))]
fn open_network(_cmd: Command) -> anyhow::Result<()> {
    anyhow::bail!("{}", dicepad::engine::text::tr("cli-no-window"))
}

#[cfg(not(feature = "gui"))]
fn open_window(_file: Option<std::path::PathBuf>, _review: Option<String>) -> anyhow::Result<()> {
    anyhow::bail!("{}", dicepad::engine::text::tr("cli-no-window-help"))
}
