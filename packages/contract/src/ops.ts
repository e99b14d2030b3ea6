import { z } from 'zod';

/** Operational endpoints: liveness, readiness and Prometheus metrics. */

export const healthResponseSchema = z.object({ status: z.literal('ok') });

export const readyResponseSchema = z.object({ status: z.literal('ok'), database: z.string() });

export const notReadyResponseSchema = z.object({
  status: z.literal('not ready'),
  reason: z.string(),
});

/** The Prometheus text format. */
export const metricsTextSchema = z.string();

/** '%PDF-', the first bytes of every PDF file. */
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** A downloaded PDF (Print Matches): its bytes, starting with the PDF signature. */
export const pdfFileSchema = z.custom<Uint8Array>(
  (value) => value instanceof Uint8Array && PDF_SIGNATURE.every((byte, i) => value[i] === byte),
  'not a PDF file',
);
