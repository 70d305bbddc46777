import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus figures: one registry per server (tests run several in one process), with Node's own
 * (memory, event-loop delay, GC) and the instruments the platform and the areas record into. Figures computed when
 * scraped (the job queue, open sockets) are added as gauges by the operations area. Served at /metrics
 * (operations/), never publicly.
 */
export interface Metrics {
  registry: Registry;
  /** Requests answered, by method, route pattern (never the raw URL) and HTTP status. */
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** A job's run, by kind (exports are export_excel, export_pdf, export_zip) and how it ended. */
  jobDuration: Histogram<'kind' | 'outcome'>;
  /** One image search, from its turn on the picture workers to its answer. */
  imageSearch: Histogram<never>;
}

const registries = new WeakMap<object, Metrics>();

/** The metrics of one server (keyed by its context). */
export function metrics(owner: object): Metrics {
  let found = registries.get(owner);
  if (!found) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const registers = [registry];
    found = {
      registry,
      httpRequests: new Counter({
        name: 'wanju_http_requests_total',
        help: 'HTTP requests answered, by route pattern and status',
        labelNames: ['method', 'route', 'status'],
        registers,
      }),
      httpDuration: new Histogram({
        name: 'wanju_http_request_duration_seconds',
        help: 'HTTP request latency, by route pattern and status',
        labelNames: ['method', 'route', 'status'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
        registers,
      }),
      jobDuration: new Histogram({
        name: 'wanju_job_duration_seconds',
        help: 'Job run time, by kind (export_excel, export_pdf, export_zip are the exports) and outcome',
        labelNames: ['kind', 'outcome'],
        buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800],
        registers,
      }),
      imageSearch: new Histogram({
        name: 'wanju_image_search_duration_seconds',
        help: 'Image search latency (waiting for the picture workers included)',
        buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30],
        registers,
      }),
    };
    registries.set(owner, found);
  }
  return found;
}

/** Runs the work and records its duration in seconds (also when it fails). */
export async function timed<T>(histogram: Histogram<never>, work: () => Promise<T>): Promise<T> {
  const end = histogram.startTimer();
  try {
    return await work();
  } finally {
    end();
  }
}
