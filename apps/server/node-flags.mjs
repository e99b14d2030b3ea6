// Node flags the server process runs with; `npm start`, the browser tests and the benchmarks
// all start it with these, and an operator starting `node apps/server/dist/main.js` by hand
// should too (see the README).
//
// The heap cap: without it V8 sizes its heap from the machine's memory (about 4 GB here) and
// lets garbage promoted by the live engine and the catalog caches pile up for minutes before a
// full collection, so resident memory drifts far above the ~80 MB the server actually holds.
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256'];
