// Preloaded only by scripts/bench.mjs (node --expose-gc --import): SIGUSR2
// runs a full garbage collection, so the bench can measure resident memory
// after a collection. Production never loads this module.
process.on("SIGUSR2", () => {
  globalThis.gc?.();
});
