//! Marker crate for the curated lint configuration.
