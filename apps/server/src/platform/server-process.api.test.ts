import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { serverRoot } from './paths';
import { DEADLINE_MS } from '../test/killed-server';
import { portsFrom } from '../test/test-ports';

// The real server process, started as `node --import tsx src/main.ts` on its own PGlite data dir.
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shangwe-process-test-'));
// Below crash-recovery's ports (18,900+): the two files may run at the same time.
const nextPort = portsFrom(18_400, 400);

function startServer(port: number, extraEnv: Record<string, string> = {}) {
  const { DATABASE_URL: _d, REDIS_URL: _r, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot(),
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      FEED_DISABLED: '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  children.push(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, exited, output: () => output };
}

async function waitReady(port: number, server: { child: ChildProcess; output(): string }) {
  // A time bound, not a count of tries: on a busy machine each try takes longer.
  for (const deadline = Date.now() + DEADLINE_MS; Date.now() < deadline;) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready');
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// Only on the embedded-database pass of the API suite: PGlite's data directory is what is locked.
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'the server process on the embedded database',
  () => {
    it('refuses a second server on the same data directory, stops on SIGTERM and keeps data', async () => {
      const port = nextPort();
      const first = startServer(port);
      await waitReady(port, first);
      await fetch(`http://127.0.0.1:${port}/healthz`);

      const second = startServer(nextPort());
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('is in use by another server');
      expect(second.output()).toContain(`pid ${first.child.pid}`);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      // A restart on the same data directory finds the migrations it applied last time.
      const port3 = nextPort();
      const third = startServer(port3);
      await waitReady(port3, third);
      const ready = await (await fetch(`http://127.0.0.1:${port3}/readyz`)).json();
      expect(ready).toEqual({ status: 'ok', database: 'pglite' });
      expect(third.output()).not.toContain('migrations applied');
      third.child.kill('SIGINT');
      expect(await third.exited).toBe(0);
    });

    it('stops on SIGTERM while a keep-alive request is in flight, closing its connection after the answer', async () => {
      const port = nextPort();
      const server = startServer(port);
      await waitReady(port, server);
      // A client that keeps its connection open (HTTP/1.1 keep-alive) and never closes it itself.
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (d) => (received += d));
      const closedByServer = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      const body = JSON.stringify({ mobile: '0712345678', code: '1' });
      socket.write(
        `POST /api/code HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
      );
      // "100 Continue": the request is in flight, its body not sent yet.
      await vi.waitFor(() => expect(received).toContain('100 Continue'), { timeout: DEADLINE_MS });

      server.child.kill('SIGTERM');
      // Closing has begun once the port refuses new connections.
      const refused = () =>
        new Promise<boolean>((resolve) => {
          const probe = net.connect(port, '127.0.0.1');
          probe.once('connect', () => {
            probe.destroy();
            resolve(false);
          });
          probe.once('error', () => resolve(true));
        });
      await vi.waitFor(async () => expect(await refused()).toBe(true), { timeout: DEADLINE_MS });
      socket.write(body);
      // The request is answered, then the server closes the connection instead of waiting for
      // the client's keep-alive to end (which outlasted the 30 s grace: exit 1).
      await closedByServer;
      expect(received).toMatch(/HTTP\/1\.1 [1-5]\d\d (?!Continue)/);
      expect(await server.exited, server.output()).toBe(0);
    });

    it('refuses to start in production on the sandbox payment defaults, naming the variables', async () => {
      const server = startServer(nextPort(), {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shangwe.example',
      });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('Cannot start: NODE_ENV=production');
      expect(server.output()).toContain('PAYMENT_CALLBACK_SECRET');
      expect(server.output()).toContain('ALLOW_SANDBOX_PAYMENTS=1');
    });

    it('takes over a lock left by a process that died', async () => {
      const port = nextPort();
      const killed = startServer(port);
      await waitReady(port, killed);
      killed.child.kill('SIGKILL');
      await killed.exited;

      const port2 = nextPort();
      const again = startServer(port2);
      await waitReady(port2, again);
      // Left at its localhost default, PUBLIC_URL is warned of at start.
      expect(again.output()).toContain('PUBLIC_URL is http://localhost:');
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    });

    it('refuses to start in production with PUBLIC_URL left at its localhost default', async () => {
      const server = startServer(nextPort(), {
        NODE_ENV: 'production',
        ALLOW_SANDBOX_PAYMENTS: '1',
      });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('Cannot start: NODE_ENV=production but PUBLIC_URL');
    });
  },
);
