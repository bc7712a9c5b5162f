// GET /metrics as Prometheus would scrape it, and one series' value from the text: the ops tests read the console's
// metrics the way a scraper does.
import { expect } from 'vitest';

/** The text of GET `url` (a /metrics endpoint) with the bearer token when given; checks it is Prometheus text. */
export async function scrapeMetrics(url: string, token?: string): Promise<string> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return response.text();
}

/** The value of one series (0 when absent), labels given in the order the registry prints them. */
export function metricValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
