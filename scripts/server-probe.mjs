// What the smoke scripts (smoke-postgres.mjs, smoke-production-install.mjs) do to a server they started: find it
// a port, wait for its health answer, and sign a user up.
import net from 'node:net';

/** A TCP port free on 127.0.0.1 right now. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** `GET /api/health`'s answer once the server gives one, or undefined when none came within the time. */
export async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const health = await fetch(`${url}/api/health`)
      .then((response) => (response.ok ? response.json() : undefined))
      .catch(() => undefined);
    if (health) return health;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

/** Signs up a new user with e-mail and password; throws unless the server answers 200. */
export async function signUp(url, email, password) {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
}
