// Graceful shutdown: the HTTP server stops accepting and finishes the requests in flight (Fastify's close; a
// request arriving on a kept-alive connection meanwhile gets 503), the other steps (the job runner finishing its
// chunk, the admin socket) run alongside, then the database closes and the process exits 0. Past the time limit it
// exits 0 anyway: an unfinished chunk's transaction rolls back and its items stay pending for the next start.
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  app: Pick<FastifyInstance, 'close'>;
  timeoutMs: number;
  log: (line: string) => void;
  /** Run alongside the HTTP close. */
  steps: (() => Promise<unknown> | undefined)[];
  /** Runs after every step (the database). */
  finally: () => Promise<unknown>;
}

export async function shutDown(options: ShutdownOptions): Promise<never> {
  const timer = setTimeout(() => {
    options.log(`Shutdown: still busy after ${options.timeoutMs} ms; exiting`);
    process.exit(0);
  }, options.timeoutMs);
  timer.unref();
  const results = await Promise.allSettled([options.app.close(), ...options.steps.map((step) => step())]);
  await options.finally().catch(() => undefined);
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed) options.log(`Shutdown: ${failed} step(s) failed while stopping`);
  process.exit(0);
}
