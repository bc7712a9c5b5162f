// METRICS_PORT: GET /metrics on a port of its own (no token there), to keep the scrape off the load balancer's port.
import http from 'node:http';
import type { Config } from '../config';
import type { Metrics } from './metrics';

export interface MetricsServer {
  close(): Promise<void>;
}

export async function startMetricsServer(
  config: Pick<Config, 'metricsPort' | 'host'>,
  metrics: Metrics,
): Promise<MetricsServer | undefined> {
  if (config.metricsPort === undefined) return undefined;
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.metricsPort, config.host, () => resolve());
  });
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
