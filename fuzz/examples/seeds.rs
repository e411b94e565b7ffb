//! Writes a reader's seeds (the repository's real files and its corpus
//! folder) and its libFuzzer dictionary, for `fuzz/run.sh`:
//! `seeds TARGET SEED_DIR DICT_FILE`.

use carcassonne::fuzz::{Reader, seeds, words};
use std::path::{Path, PathBuf};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [target, dir, dict] = args.as_slice() else {
        eprintln!("usage: seeds TARGET SEED_DIR DICT_FILE");
        std::process::exit(2);
    };
    let Some(reader) = Reader::from_name(target) else {
        eprintln!("no fuzz target `{target}`");
        std::process::exit(2);
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let dir = PathBuf::from(dir);
    std::fs::create_dir_all(&dir).expect("the seed folder");
    for (i, (path, bytes)) in seeds(&root, reader).into_iter().enumerate() {
        let name = path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        std::fs::write(dir.join(format!("{i:03}-{name}")), bytes).expect("a seed written");
    }
    // libFuzzer's dictionary: one quoted word a line, escaped.
    let mut text = String::new();
    for w in words(reader) {
        text.push('"');
        for b in w.bytes() {
            match b {
                b'"' | b'\\' => text.push_str(&format!("\\{}", b as char)),
                0x20..=0x7e => text.push(b as char),
                _ => text.push_str(&format!("\\x{b:02X}")),
            }
        }
        text.push_str("\"\n");
    }
    std::fs::write(dict, text).expect("the dictionary written");
}
