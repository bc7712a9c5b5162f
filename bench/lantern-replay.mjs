// What Lighthouse's LCP was made of: replays Lantern's simulation (Lighthouse's own code, mobile slow 4G) from the
// artifacts `BENCH_LIGHTHOUSE_JSON=/dir npm run bench -- --only=lighthouse` keeps, and prints each request and task of
// the LCP graph with its simulated start and end (ms). The LCP is the latest end (not counting low-priority images).
//   node bench/lantern-replay.mjs /dir/consumer-1.artifacts.json
import fs from 'node:fs';
/* global process, console */
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import * as constants from 'lighthouse/core/config/constants.js';

const artifacts = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const settings = { ...constants.defaultSettings, throttling: constants.throttling.mobileSlow4G };
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings,
  URL: artifacts.URL,
  SourceMaps: [],
  simulator: null,
};
const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
console.log(
  `LCP ${lcp.timing.toFixed(0)} ms (optimistic ${lcp.optimisticEstimate.timeInMs.toFixed(0)}, ` +
    `pessimistic ${lcp.pessimisticEstimate.timeInMs.toFixed(0)})`,
);
const timings = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort(
  (a, b) => a[1].startTime - b[1].startTime,
);
for (const [node, { startTime, endTime }] of timings) {
  const what =
    node.type === 'network'
      ? `${node.request.priority} ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 80)} ` +
        `${node.request.transferSize} B`
      : `task, ${((node.endTime - node.startTime) / 1000).toFixed(0)} ms observed`;
  console.log(`${startTime.toFixed(0).padStart(6)} ${endTime.toFixed(0).padStart(6)}  ${what}`);
}
