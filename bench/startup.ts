import pg from 'pg';
import { DEFAULT_PG_URL, postgresAnswers, rssMb, sleep, startBuiltServer } from './support';

/** Cold start to /readyz on PGlite (fresh data dir) and PostgreSQL (fresh database), idle RSS. */
export async function runStartupBench(): Promise<{ markdown: string }> {
  const rows: string[] = [];
  const pglite = await startBuiltServer(8311, {}, 180_000, { keepData: true });
  await sleep(5000);
  rows.push(
    `| PGlite, first start (creates, migrates, seeds) | ${pglite.readyMs} ms | ${rssMb(pglite.pid)} MB |`,
  );
  await pglite.stop();
  // A restart on the same data: what a running installation costs with the full catalog loaded.
  const again = await startBuiltServer(8311, { DATA_DIR: pglite.dataDir });
  await sleep(5000);
  rows.push(`| PGlite, restart on the same data | ${again.readyMs} ms | ${rssMb(again.pid)} MB |`);
  await again.stop();

  if (await postgresAnswers()) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL ?? DEFAULT_PG_URL });
    await admin.connect();
    const name = `bench_start_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL ?? DEFAULT_PG_URL);
    url.pathname = `/${name}`;
    try {
      const server = await startBuiltServer(8312, { DATABASE_URL: url.toString() });
      await sleep(5000);
      rows.push(
        `| PostgreSQL, first start (migrates, seeds) | ${server.readyMs} ms | ${rssMb(server.pid)} MB |`,
      );
      await server.stop();
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    rows.push('| PostgreSQL | not measured: no server on 127.0.0.1:5432 | |');
  }
  return {
    markdown: [
      '## Start-up',
      '',
      'Cold start of `node apps/server/dist/main.js` until `GET /readyz` answers 200, and resident memory 5 s after.',
      '',
      '| case | time to ready | idle RSS |',
      '|---|---|---|',
      ...rows,
    ].join('\n'),
  };
}
