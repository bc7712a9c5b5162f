// A request reaches the server's log without its query string: the search screen's URL (`/search?q=…`)
// carries the keyword staff typed, a name, a phone or an e-mail, which a reload or a pasted link sends.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { withSafeErrors } from '../../server/http/app';
import { logSafeRequest, pathOnly } from '../../server/http/log-safe-request';

describe('request log', () => {
  it('keeps the path and drops the query string and fragment', () => {
    expect(pathOnly('/search?q=%E5%B1%B1%E7%94%B0&tab=consumers')).toBe('/search');
    expect(pathOnly('/consumers/con_1/details#x')).toBe('/consumers/con_1/details');
    expect(logSafeRequest({ method: 'GET', url: '/search?q=090', ip: '127.0.0.1' })).toEqual({
      method: 'GET',
      url: '/search',
      host: undefined,
      remoteAddress: '127.0.0.1',
    });
  });

  it('the console server logs an incoming /search?q=… as /search only', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: withSafeErrors({ level: 'info', stream }) });
    app.get('/search', async () => 'ok');
    await app.inject({ method: 'GET', url: `/search?q=${encodeURIComponent('山田太郎 taro@example.jp')}` });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('"url":"/search"');
    expect(log).not.toContain('taro');
    expect(log).not.toContain(encodeURIComponent('山田'));
  });
});
