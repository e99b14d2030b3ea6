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

/** A downloaded PDF (Print Matches): its bytes, starting with the PDF signature. */
export const pdfFileSchema = z.custom<Uint8Array>(
  (value) =>
    value instanceof Uint8Array && new TextDecoder().decode(value.subarray(0, 5)) === '%PDF-',
  'not a PDF file',
);
