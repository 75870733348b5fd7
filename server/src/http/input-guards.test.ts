import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { jsonNestingDepth, registerInputGuards, tooDeeplyNestedMessage } from './input-guards';

describe('jsonNestingDepth', () => {
  it('counts the deepest nesting of arrays and objects', () => {
    expect(jsonNestingDepth('1')).toBe(0);
    expect(jsonNestingDepth('{"a":[1,{"b":[]}],"c":{}}')).toBe(4);
    expect(jsonNestingDepth('['.repeat(10_000))).toBe(10_000);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingDepth(JSON.stringify({ text: '[[[{{{' }))).toBe(1);
    expect(jsonNestingDepth(JSON.stringify(['say \\"[[[', '"{{'] as const))).toBe(1);
  });
});

/** A small app with the product's guards and error handler. */
async function guardedApp(handler: (body: unknown) => unknown) {
  const app = Fastify();
  registerErrorHandler(app);
  registerInputGuards(app);
  app.post('/echo/:id', async (request) => handler(request.body));
  await app.ready();
  return app;
}

describe('registerInputGuards', () => {
  it('refuses a body nested deeper than 64 levels with 400 before any route reads it', async () => {
    let reached = false;
    const app = await guardedApp(() => (reached = true));
    const response = await app.inject({
      method: 'POST',
      url: '/echo/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":'.repeat(65) + '1' + '}'.repeat(65),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(tooDeeplyNestedMessage);
    expect(reached).toBe(false);
  });

  it('still parses ordinary JSON and refuses prototype poisoning as Fastify does', async () => {
    const app = await guardedApp((body) => body);
    const post = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/echo/1',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    expect((await post('{"a":[1,2]}')).json()).toEqual({ a: [1, 2] });
    expect((await post('{"__proto__":{"admin":true}}')).statusCode).toBe(400);
    expect((await post('{"a":')).statusCode).toBe(400);
  });

  it('answers 404 for a path parameter holding NUL', async () => {
    const app = await guardedApp(() => ({ ok: true }));
    expect((await app.inject({ method: 'POST', url: '/echo/a%00b' })).statusCode).toBe(404);
  });
});
