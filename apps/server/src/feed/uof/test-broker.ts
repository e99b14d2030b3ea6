import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Socket } from 'node:net';

const URL = process.env.UOF_TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const SERVER = '/usr/sbin/rabbitmq-server';

function answers(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(2_000);
    socket.once('connect', () => resolve(true));
    socket.once('timeout', () => resolve(false));
    socket.once('error', () => resolve(false));
    socket.connect(port, host);
  }).finally(() => undefined) as Promise<boolean>;
}

/**
 * The broker the feed tests run against: the one answering on 127.0.0.1:5672, else Debian's
 * rabbitmq-server started here (as .ci/run starts it); null only when neither exists, and the
 * test says so.
 */
export async function testBrokerUrl(): Promise<{ url: string } | { missing: string }> {
  const port = Number(new globalThis.URL(URL).port || 5672);
  if (await answers(port)) return { url: URL };
  if (!existsSync(SERVER)) {
    return {
      missing: `no AMQP broker answers on ${port} and ${SERVER} is not installed (apt-get install rabbitmq-server)`,
    };
  }
  spawnSync(SERVER, ['-detached'], { stdio: 'ignore' });
  // A cold RabbitMQ takes several seconds to open its port on a busy machine.
  for (let i = 0; i < 120; i++) {
    if (await answers(port)) return { url: URL };
    await new Promise((r) => setTimeout(r, 1_000));
  }
  return { missing: `${SERVER} was started but nothing answers on ${port}` };
}
