use std::env;
use std::path::PathBuf;

fn main() {
    if let Ok(dir) = env::var("LIBFOO_DIR") {
        println!("cargo:rustc-link-search=native={dir}/lib");
    }
    println!("cargo:rustc-link-lib=foo");
    println!("cargo:rerun-if-changed=wrapper.h");
    println!("cargo:rerun-if-env-changed=LIBFOO_DIR");

    let bindings = bindgen::Builder::default()
        .header("wrapper.h")
        .allowlist_function("foo_.*")
        .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()))
        .generate()
        .expect("bindgen failed");
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    bindings.write_to_file(out.join("bindings.rs")).expect("write bindings");
}
