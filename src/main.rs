//! The `carcassonne` binary: headless commands, or the game window.

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match carcassonne::cli::run(&args) {
        Some(Ok(out)) => {
            print!("{out}");
            if !out.ends_with('\n') {
                println!();
            }
            std::process::ExitCode::SUCCESS
        }
        Some(Err(msg)) => {
            eprintln!("{msg}");
            std::process::ExitCode::FAILURE
        }
        None => play(&args),
    }
}

#[cfg(feature = "gui")]
fn play(args: &[String]) -> std::process::ExitCode {
    carcassonne::app::run(args)
}

#[cfg(not(feature = "gui"))]
fn play(_args: &[String]) -> std::process::ExitCode {
    eprintln!("this build has no game window (built without the `gui` feature)");
    eprintln!("{}", carcassonne::cli::USAGE);
    std::process::ExitCode::FAILURE
}
