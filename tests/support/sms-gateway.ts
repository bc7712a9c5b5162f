// A real HTTP server posing as the SMS gateway: records every request and answers as the test chooses — accept
// (200), fail (503), hang (never answers) or hold (answers 200 when the test releases it).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type GatewayMode = 'accept' | 'fail' | 'hang' | 'hold';

export interface GatewayRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface SmsGatewayPeer {
  url: string;
  mode: GatewayMode;
  requests: GatewayRequest[];
  /** Resolves when the gateway has received `count` requests in all. */
  waitForRequests(count: number): Promise<void>;
  /** Answers the held requests with 200. */
  release(): void;
  close(): Promise<void>;
}

export async function startSmsGateway(): Promise<SmsGatewayPeer> {
  const held: http.ServerResponse[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const peer: SmsGatewayPeer = {
    url: '',
    mode: 'accept',
    requests: [],
    waitForRequests(count) {
      if (peer.requests.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    release() {
      for (const response of held.splice(0)) response.writeHead(200).end('{"status":"queued"}');
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text: the test sees what arrived.
      }
      peer.requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      });
      for (const w of waiters.filter((w) => peer.requests.length >= w.count)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
      switch (peer.mode) {
        case 'accept':
          response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}');
          break;
        case 'fail':
          response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
          break;
        case 'hold':
          held.push(response);
          break;
        case 'hang':
          break;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  peer.url = `http://127.0.0.1:${port}/v1/messages`;
  return peer;
}
