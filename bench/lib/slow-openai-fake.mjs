// An OpenAI-compatible chat completions server on 127.0.0.1 that takes as long as a real one: each answer is the
// e2e fake's (e2e/fakes/openai-fake.ts: a translation comes back as '[it] <text>'), sent after `delayMs`. It
// counts the calls and how many were open at once, so a benchmark can show the concurrency the product used.
import { createServer } from 'node:http';
import { importTypeScript } from './typescript-module.mjs';

/**
 * @param {{ delayMs: number }} options
 * @returns {Promise<{ url: string, stats: { requests: number, translations: number, maxOpen: number },
 *   close: () => Promise<void> }>} `url` is OPENAI_BASE_URL (ending in /v1)
 */
export async function startSlowOpenAiFake({ delayMs }) {
  const { defaultReply } = await importTypeScript(
    'openai-fake',
    "export { defaultReply } from './e2e/fakes/openai-fake.ts';",
  );
  const stats = { requests: 0, translations: 0, maxOpen: 0 };
  let open = 0;

  const server = createServer(async (request, response) => {
    open += 1;
    stats.maxOpen = Math.max(stats.maxOpen, open);
    try {
      const chunks = [];
      for await (const chunk of request) chunks.push(chunk);
      const path = (request.url ?? '/').split('?')[0];
      if (request.method !== 'POST' || !path.endsWith('/chat/completions')) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ error: { message: `Unknown path ${path}`, type: 'invalid_request_error' } }),
        );
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      stats.requests += 1;
      const system = body.messages?.[0]?.content;
      if (typeof system === 'string' && system.includes('Zielsprache:')) stats.translations += 1;
      const reply = defaultReply(body);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (response.destroyed) return;
      response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body ?? {}));
    } catch (error) {
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
    } finally {
      open -= 1;
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/v1`,
    stats,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
