import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics of one app instance; business modules add their own counters to `registry`. */
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route'>;
  counter(name: string, help: string, labelNames?: string[]): Counter<string>;
}

export function createMetrics(collectDefaults: boolean): Metrics {
  const registry = new Registry();
  if (collectDefaults) collectDefaultMetrics({ register: registry });
  const counters = new Map<string, Counter<string>>();
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests by route and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by route',
      labelNames: ['method', 'route'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    counter(name, help, labelNames = []) {
      let counter = counters.get(name);
      if (!counter) {
        counter = new Counter({ name, help, labelNames, registers: [registry] });
        counters.set(name, counter);
      }
      return counter;
    },
  };
}
