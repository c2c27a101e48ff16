// Preloaded only by scripts/bench.mjs (node --expose-gc --import): SIGUSR2
// runs a full garbage collection and prints the heap in use on stderr, so the
// bench can tell a leak (heap keeps growing) from memory V8 and the allocator
// keep for reuse (RSS stays up, heap does not). Production never loads this.
process.on("SIGUSR2", () => {
  globalThis.gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  process.stderr.write(`bench-heap ${JSON.stringify({ heapUsed, rss })}\n`);
});
