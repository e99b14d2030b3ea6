// A/B Lighthouse on one host: two builds served side by side, runs alternated page by page, so
// a shared machine's load weighs on both alike. Prints each run and the medians; writes nothing
// to RESULTS.md.
//   LIGHTHOUSE_AB_BASE=/path/to/baseline-checkout (its apps/server/dist and apps/web/dist)
//   LIGHTHOUSE_PAGES=home,live  LIGHTHOUSE_RUNS=3  LIGHTHOUSE_BENCH_PORT=8310 (and port + 1)
//   node --import tsx bench/lighthouse-ab.ts
import { benchPages, prematchMatchId, runLighthouse } from './lighthouse';
import { startBuiltServer } from './support';

const PORT = Number(process.env.LIGHTHOUSE_BENCH_PORT ?? 8295);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const baseRoot = process.env.LIGHTHOUSE_AB_BASE;
// LIGHTHOUSE_AB_URLS='http://127.0.0.1:8311,http://127.0.0.1:8310': two servers already running
// (base, new) instead of starting both builds.
const urls = process.env.LIGHTHOUSE_AB_URLS?.split(',');
if (!baseRoot && !urls) throw new Error('set LIGHTHOUSE_AB_BASE to the baseline checkout');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

const running = (url: string) => ({ url, stop: async () => undefined });
const servers = urls
  ? { base: running(urls[0]!), new: running(urls[1]!) }
  : {
      base: await startBuiltServer(PORT + 1, {}, 600_000, { root: baseRoot }),
      new: await startBuiltServer(PORT, {}, 600_000),
    };
try {
  for (const s of Object.values(servers)) {
    await fetch(`${s.url}/`);
    await fetch(`${s.url}/api/config?country=KE`);
  }
  const pages = benchPages(await prematchMatchId(servers.new.url));
  const baseMatch = await prematchMatchId(servers.base.url);
  type Row = { score: number; tbt: number; lcp: number; fcp: number; js: number; bi: number };
  for (const page of pages) {
    const rows: Record<'base' | 'new', Row[]> = { base: [], new: [] };
    for (let i = 0; i < RUNS; i++) {
      for (const which of ['base', 'new'] as const) {
        const at = which === 'base' ? page.path.replace(/\/m\/\d+/, `/m/${baseMatch}`) : page.path;
        const f = await runLighthouse(
          `${servers[which].url}${at}`,
          'KE',
          `${page.label}-${which}-${i}`,
        );
        const row = {
          score: f.score,
          tbt: Math.round(f.tbtMs),
          lcp: Math.round(f.lcpMs),
          fcp: Math.round(f.fcpMs),
          js: Math.round(f.scriptBytes / 102.4) / 10,
          bi: f.benchmarkIndex,
        };
        rows[which].push(row);
        console.log(`${page.label} ${which} #${i}: ${JSON.stringify(row)} lcp-el ${f.lcpElement}`);
      }
    }
    for (const which of ['base', 'new'] as const) {
      const r = rows[which];
      const m = (k: keyof Row) => median(r.map((x) => x[k]));
      console.log(
        `== ${page.label} ${which}: score ${m('score')} TBT ${m('tbt')} LCP ${m('lcp')} FCP ${m('fcp')} JS ${m('js')} KB BI ${m('bi')}`,
      );
    }
  }
} finally {
  await servers.base.stop();
  await servers.new.stop();
}
process.exit(0);
