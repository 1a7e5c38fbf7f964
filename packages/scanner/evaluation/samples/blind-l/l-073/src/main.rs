use std::env;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let key = env::var("OPENAI_API_KEY")?;
    let prompt = env::args().nth(1).unwrap_or_default();
    let body = serde_json::json!({"model": "gpt-4o-mini", "messages": [{"role": "user", "content": prompt}]});
    let r: serde_json::Value = reqwest::blocking::Client::new()
        .post("https://api.openai.com/v1/chat/completions")
        .bearer_auth(key).json(&body).send()?.json()?;
    println!("{}", r["choices"][0]["message"]["content"]);
    Ok(())
}
