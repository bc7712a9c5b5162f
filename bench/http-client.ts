// The benchmark's HTTP client for the timed GraphQL requests: node:http over kept-alive connections, asking for
// brotli or gzip as a browser does and decompressing the answer. The measured times and the throughput are the
// server's: fetch (undici's WHATWG layer) spent 1.5-2.6 ms of CPU per search on the client side, half a core of
// this 2-core machine taken from the server and its database during the throughput run (docs/decisions.md,
// "The benchmark's own client").
import http from 'node:http';
import zlib from 'node:zlib';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface HttpAnswer {
  status: number;
  text: string;
}

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliDecompressSync(body),
  gzip: (body) => zlib.gunzipSync(body),
  deflate: (body) => zlib.inflateSync(body),
};

/** A GraphQL request's body: the document, its variables and, when it has one, the operation's name. */
export interface GraphqlBody {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** POSTs a GraphQL request to the server at `baseUrl` (a session's cookie among `headers`). */
export function postGraphql(
  baseUrl: string,
  request: GraphqlBody,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  return postJson(`${baseUrl}/graphql`, JSON.stringify(request), headers);
}

/** POSTs `body` (JSON) to `url` and answers the status and the decompressed text. */
function postJson(url: string, body: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'accept-encoding': 'br, gzip',
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const decode = decoders[String(response.headers['content-encoding'] ?? '')];
            resolve({
              status: response.statusCode ?? 0,
              text: (decode ? decode(raw) : raw).toString('utf8'),
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
