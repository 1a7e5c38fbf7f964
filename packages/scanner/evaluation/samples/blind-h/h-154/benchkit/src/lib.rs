pub fn black_box<T>(x: T) -> T { x }
