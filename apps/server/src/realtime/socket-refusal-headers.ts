import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { apiSecurityHeaders } from '../platform/security-headers';

/**
 * Puts the API's security headers on what Socket.IO answers itself (a refused handshake, an
 * unknown transport: 400/403), which never passes through Fastify's hooks. Plain HTTP answers
 * get them set before Socket.IO writes its own; a refused websocket upgrade is written by
 * engine.io straight to the socket, so its status line gets them inserted. Call after Socket.IO
 * is attached: the listeners go in front of its own.
 */
export function secureSocketRefusals(server: HttpServer, publicUrl: string, path: string): void {
  const headers = apiSecurityHeaders(publicUrl);
  const prefix = `${path}/`;
  const ours = (request: IncomingMessage) => request.url?.startsWith(prefix) === true;
  const lines = headers.set
    .flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${String(v)}\r\n`),
    )
    .join('');

  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!ours(request)) return;
    for (const name of headers.removed) response.removeHeader(name);
    for (const [name, value] of headers.set) response.setHeader(name, value);
  });

  server.prependListener('upgrade', (request: IncomingMessage, socket: Duplex) => {
    if (!ours(request)) return;
    const write = socket.write.bind(socket) as (chunk: unknown, ...rest: unknown[]) => boolean;
    // Only the first write can carry a status line: a refusal's, or the 101 of a good upgrade.
    socket.write = ((chunk: unknown, ...rest: unknown[]) => {
      socket.write = write as Duplex['write'];
      if (typeof chunk === 'string' && /^HTTP\/1\.1 [45]\d\d /.test(chunk)) {
        const end = chunk.indexOf('\r\n') + 2;
        return write(chunk.slice(0, end) + lines + chunk.slice(end), ...rest);
      }
      return write(chunk, ...rest);
    }) as Duplex['write'];
  });
}
