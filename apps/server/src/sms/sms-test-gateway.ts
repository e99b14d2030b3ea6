import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';

/** One message the stand-in received, as Africa's Talking would read it. */
export interface ReceivedSms {
  apiKey: string | undefined;
  username: string;
  to: string;
  message: string;
  from: string | null;
  linkId: string | null;
}

/**
 * A local stand-in for Africa's Talking's messaging API: `POST /version1/messaging` with the
 * form fields and `apiKey` header of the real one, answered with its JSON (`SMSMessageData`,
 * status 101 Success). Tests read what was "sent to phones" from `received`.
 */
export async function startGatewayStandIn(apiKey: string) {
  const received: ReceivedSms[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/version1/messaging') {
        res.writeHead(404).end();
        return;
      }
      if (req.headers.apikey !== apiKey) {
        res
          .writeHead(401, { 'content-type': 'text/plain' })
          .end('The supplied authentication is invalid');
        return;
      }
      const form = new URLSearchParams(raw);
      const sms: ReceivedSms = {
        apiKey: req.headers.apikey,
        username: form.get('username') ?? '',
        to: form.get('to') ?? '',
        message: form.get('message') ?? '',
        from: form.get('from'),
        linkId: form.get('linkId'),
      };
      received.push(sms);
      res.writeHead(201, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          SMSMessageData: {
            Message: 'Sent to 1/1 Total Cost: KES 0.8000',
            Recipients: [
              {
                statusCode: 101,
                number: sms.to,
                status: 'Success',
                cost: 'KES 0.8000',
                messageId: `ATXid_${received.length}`,
              },
            ],
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** The next message to `to` after the first `after` ones (waits for the outbox drain). */
    async nextTo(to: string, after: number): Promise<ReceivedSms> {
      return vi.waitFor(
        () => {
          const mine = received.filter((m) => m.to === to);
          if (mine.length <= after) throw new Error(`no SMS #${after + 1} to ${to} yet`);
          return mine[after]!;
        },
        { timeout: 10_000, interval: 20 },
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
