// The service for `npm run bench:web`: server/main.ts itself, under a command line of its own so
// that tooling which stops stray `server/main.ts` processes (other benchmarks) leaves this one alone.
await import("@/server/main.js");
