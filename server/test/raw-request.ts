import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app';

export interface RawAnswer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A request over a real socket with the path sent exactly as written: `app.inject` and `fetch` resolve dot
 * segments and encoded dots first, so only this reaches the server the way a hand-made request does.
 */
export async function rawRequest(
  testApp: TestApp,
  method: string,
  rawPath: string,
  options: { payload?: unknown; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  if (!testApp.app.server.listening) await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = testApp.app.server.address() as AddressInfo;
  const body = options.payload === undefined ? undefined : JSON.stringify(options.payload);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: rawPath,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
