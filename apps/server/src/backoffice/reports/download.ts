import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/**
 * Answers a report as a file download (CSV, PDF) instead of its JSON: the contract's response
 * schema describes the JSON form; a string, buffer or stream body is sent as it is.
 */
export function sendDownload(
  reply: { send(body: never): unknown } & Pick<FastifyReply, 'type' | 'header'>,
  contentType: string,
  filename: string,
  body: string | Buffer | Readable,
): void {
  reply.type(contentType).header('content-disposition', `attachment; filename="${filename}"`);
  reply.send(body as never);
}
