use anyhow::Context;

#[derive(thiserror::Error, Debug)]
enum ParseErr { #[error("empty input")] Empty }

fn parse(s: &str) -> Result<u32, ParseErr> { if s.is_empty() { Err(ParseErr::Empty) } else { Ok(s.len() as u32) } }

fn main() -> anyhow::Result<()> {
    let n = parse("abc").context("parsing")?;
    println!("{n}");
    Ok(())
}
