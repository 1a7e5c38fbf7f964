const pkg = `@mytool/${process.platform}-${process.arch}`;
try {
  require.resolve(`${pkg}/package.json`);
} catch {
  console.warn(`mytool: no prebuilt binary for ${process.platform}-${process.arch}; see README for building from source`);
}
