use std::path::PathBuf;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let protos = ["proto/orders/v1/orders.proto", "proto/common/v1/money.proto"];
    for p in &protos {
        println!("cargo:rerun-if-changed={p}");
    }
    println!("cargo:rerun-if-changed=proto");

    let out = PathBuf::from(std::env::var("OUT_DIR")?);
    tonic_build::configure()
        .build_server(true)
        .build_client(true)
        .file_descriptor_set_path(out.join("orders_descriptor.bin"))
        .type_attribute(".", "#[derive(serde::Serialize)]")
        .compile(&protos, &["proto"])?;
    Ok(())
}
