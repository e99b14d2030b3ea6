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
