//! The integration tests, as one test binary: each file was its own binary before, and linking
//! eleven debug binaries (twice: GUI on and off) cost CI several minutes. Run one file's tests
//! with a filter on its module, e.g. `cargo test --test suite cli::`.

mod cli;
mod cli_lang;
mod cli_words;
#[cfg(feature = "gui")]
mod common;
mod fuzz_input;
mod gui_fuzz;
mod history;
mod history_ui;
mod kill;
mod layers;
mod load_fuzz;
mod net;
mod net_chat;
mod net_clock;
mod net_commit;
mod net_daily;
mod net_fair;
mod net_limits;
mod net_pg;
mod net_ratings;
mod net_redirect;
mod net_share;
mod net_silence;
mod net_turns;
mod net_undo;
mod net_web;
mod net_witness;
mod net_words;
mod player_ux;
mod saves;
mod table_dice;
mod toolchain;
#[cfg(feature = "gui")]
mod trial_ui;
mod ui;
mod web;
mod web_figures;
#[cfg(feature = "gui")]
mod window_start;
