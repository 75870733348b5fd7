/**
 * GET answers asked for ahead of the code that uses them, so that the first page's data calls run while its
 * code is still downloading (app/first-page.ts). Each is handed once to the first read of the same path
 * (api-client.ts), and only while fresh: a page opened later reads afresh.
 */
const freshForMs = 10_000;

interface Ahead {
  at: number;
  response: Promise<Response>;
  /** The answer's JSON for whoever asked ahead (undefined when it failed): read from a copy. */
  json: Promise<unknown>;
}

const ahead = new Map<string, Ahead>();

/** Starts reading `path` (once); resolves to its JSON, or undefined when the read fails. */
export function readAhead(path: string): Promise<unknown> {
  const known = ahead.get(path);
  if (known) return known.json;
  const response = fetch(path, { credentials: 'same-origin' });
  // The copy is made as soon as the answer arrives, before the reader it is handed to can use up the body.
  const json = response
    .then((answer) => (answer.ok ? answer.clone().json() : undefined))
    .catch(() => undefined);
  ahead.set(path, { at: Date.now(), response, json });
  return json;
}

/** The answer read ahead for `path`, if any and still fresh; handed out once. */
export function takeReadAhead(path: string): Promise<Response> | undefined {
  const known = ahead.get(path);
  if (!known) return undefined;
  ahead.delete(path);
  return Date.now() - known.at <= freshForMs ? known.response : undefined;
}
