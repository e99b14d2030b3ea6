import { createRequire } from 'node:module';

/** One request of an autocannon run; `setupRequest` makes each one (its path, headers, body). */
export interface CannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** The part of autocannon's result the benches report. */
export interface CannonResult {
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latency: { p50: number; p99: number };
}

/** The part of autocannon's API the benches use (the package ships no types). */
export type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  overallRate?: number;
  requests: Array<CannonRequest & { setupRequest: (request: CannonRequest) => CannonRequest }>;
}) => Promise<CannonResult>;

export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
