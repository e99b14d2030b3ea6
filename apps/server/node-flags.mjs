// Node flags the server process runs with; `npm start`, the browser tests and the benchmarks
// all start it with these, and an operator starting `node apps/server/dist/main.js` by hand
// should too (see the README).
//
// The heap cap: without it V8 sizes its heap from the machine's memory (about 4 GB here) and
// lets garbage promoted by the live engine and the catalog caches pile up for minutes before a
// full collection, so resident memory drifts far above what the server actually holds: ~80 MB
// idle, ~205 MB with 10,000 sockets connected. At 256 MB that busy process ran its collector
// near the cap (memory-reducing full collections and shrunken young-generation passes back to
// back), and a notification to each bettor's own room reached the last ones 130-280 ms late;
// at 512 MB, in the same minutes, 30-52 ms (bench/RESULTS.md, notifications).
export const SERVER_NODE_FLAGS = ['--max-old-space-size=512'];
