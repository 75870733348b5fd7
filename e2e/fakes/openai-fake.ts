import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OpenAI-compatible chat completions server on 127.0.0.1 for tests (ARCHITECTURE.md, "Testing").
 * It records every request, answers queued replies first and plausible defaults otherwise, so both unit
 * tests (exact request shapes, error codes) and end-to-end journeys (OPENAI_BASE_URL=fake.url) can use it.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: ChatRequestBody;
}

/** The parts of a chat completions request the tests read. */
export interface ChatRequestBody {
  model?: string;
  n?: number;
  temperature?: number;
  max_tokens?: number;
  messages?: Array<{ role: string; content: string | Array<Record<string, unknown>> }>;
  [key: string]: unknown;
}

export interface FakeReply {
  status?: number;
  /** JSON body; ignored when `raw` is given. */
  body?: unknown;
  /** A raw body, e.g. something that is not JSON at all. */
  raw?: string;
  /** Wait this long before answering (to provoke client timeouts). */
  delayMs?: number;
  headers?: Record<string, string>;
}

export interface OpenAiFake {
  /** Base URL for the SDK (`OPENAI_BASE_URL`), ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  /** Queues replies, answered in order before the defaults. */
  reply(...replies: FakeReply[]): void;
  /** Forgets recorded requests and queued replies. */
  reset(): void;
  close(): Promise<void>;
}

/** A successful chat completion with one choice per content. */
export function chatCompletion(contents: Array<string | null>, model = 'fake-model') {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: contents.map((content, index) => ({
      index,
      message: { role: 'assistant', content, refusal: null },
      finish_reason: 'stop',
      logprobs: null,
    })),
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/** An error body shaped like OpenAI's. */
export function apiErrorBody(message: string, type = 'invalid_request_error', code: string | null = null) {
  return { error: { message, type, param: null, code } };
}

/** The text of every message of a request, joined. */
export function promptText(body: ChatRequestBody): string {
  return (body.messages ?? [])
    .flatMap((message) =>
      typeof message.content === 'string'
        ? [message.content]
        : message.content.map((part) => (typeof part.text === 'string' ? part.text : '')),
    )
    .join('\n');
}

/** The image URL of a vision request, if any. */
export function imageUrlOf(body: ChatRequestBody): string | undefined {
  for (const message of body.messages ?? []) {
    if (typeof message.content === 'string') continue;
    for (const part of message.content) {
      const imageUrl = part.image_url as { url?: string } | undefined;
      if (part.type === 'image_url' && imageUrl?.url) return imageUrl.url;
    }
  }
  return undefined;
}

function addDays(isoDate: string, days: number) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Plausible answers for each operation, so journeys work without scripting every reply. */
export function defaultReply(body: ChatRequestBody): FakeReply {
  const prompt = promptText(body);
  if (imageUrlOf(body)) {
    // Asked for a caption and an alt text (issue 37: in the hotel's primary language, 'auf Deutsch (de)'), both
    // marked with the language like a translation, '[de] ...'.
    const language = /Schreibe außerdem auf [^(\n]+\((\w+)\)/.exec(prompt)?.[1];
    const photoTexts = language
      ? {
          caption: `[${language}] A bright room with a double bed`,
          altText: `[${language}] A made double bed by a window`,
        }
      : {};
    return {
      body: chatCompletion([
        JSON.stringify({ category: 'Room Photos', tags: ['bed', 'bright'], ...photoTexts }),
      ]),
    };
  }
  if (prompt.includes('"templates"')) {
    const today =
      /Heute ist der (\d{4}-\d{2}-\d{2})/.exec(prompt)?.[1] ?? new Date().toISOString().slice(0, 10);
    const templates = [
      { name: 'Fake Event', category: 'event', days: 14, tags: ['event', 'celebration'] },
      { name: 'Fake Season', category: 'seasonal', days: 40, tags: ['summer'] },
      { name: 'Fake Business', category: 'audience', days: 60, tags: ['business'] },
    ].map(({ days, ...template }) => ({
      ...template,
      description: `${template.name} description`,
      startDate: addDays(today, days),
      endDate: addDays(today, days + 30),
    }));
    return { body: chatCompletion([JSON.stringify({ templates })]) };
  }
  // A translation (server/src/integrations/ai/openai/translation-prompt.ts): the text marked with its target
  // language, '[it] Ein Haus mit Tradition.', so a journey sees which language a text came back in.
  const [rules, source] = body.messages ?? [];
  const targetLanguage =
    rules?.role === 'system' && typeof rules.content === 'string'
      ? /Zielsprache: [^(\n]+\((\w+)\)/.exec(rules.content)?.[1]
      : undefined;
  const text = source?.content;
  if (targetLanguage && typeof text === 'string')
    return { body: chatCompletion([`[${targetLanguage}] ${text}`]) };
  const count = Math.max(1, body.n ?? 1);
  return {
    body: chatCompletion(
      Array.from({ length: count }, (_, index) => `Fake text ${index + 1}. It reads well.`),
    ),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the fake on a random port; `apiKey` makes it answer 401 to any other key, as OpenAI does. */
export async function startOpenAiFake(options: { apiKey?: string } = {}): Promise<OpenAiFake> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const text = await readBody(request);
    let body: ChatRequestBody = {};
    try {
      body = text ? (JSON.parse(text) as ChatRequestBody) : {};
    } catch {
      // Recorded as an empty body; the reply below still follows the queue.
    }
    const authorization = request.headers.authorization;
    requests.push({ method: request.method ?? 'GET', path, authorization, body });
    let reply: FakeReply;
    if (request.method !== 'POST' || !path.endsWith('/chat/completions')) {
      reply = { status: 404, body: apiErrorBody(`Unknown path ${path}`) };
    } else if (options.apiKey && authorization !== `Bearer ${options.apiKey}`) {
      reply = {
        status: 401,
        body: apiErrorBody('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'),
      };
    } else {
      reply = queue.shift() ?? defaultReply(body);
    }
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (response.destroyed) return;
    response.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
    response.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...replies) => queue.push(...replies),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
