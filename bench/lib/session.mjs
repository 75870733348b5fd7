// A confirmed, signed-in account made through the API the way a person makes one: sign up, open the
// confirmation link from the dev mailbox, sign in. Returns the Cookie header of the session.
import { randomUUID } from 'node:crypto';

const requestTimeoutMs = 10_000;

async function call(url, init = {}) {
  return fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(requestTimeoutMs), ...init });
}

async function expectStatus(response, allowed, step) {
  if (!allowed.includes(response.status)) {
    throw new Error(`${step}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  }
  return response;
}

async function confirmationLink(appUrl, email) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await expectStatus(await call(`${appUrl}/dev/mailbox/messages`), [200], 'dev mailbox');
    const messages = await response.json();
    const link = messages
      .filter((message) => message.to === email)
      .flatMap((message) => message.links)
      .find((candidate) => candidate.includes('verify-email'));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation e-mail for ${email} in the dev mailbox within 10 s`);
}

/** @returns {Promise<{ email: string, cookie: string }>} */
export async function signedInSession(appUrl) {
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'bench-balcony-42';
  const json = { 'content-type': 'application/json', origin: appUrl };
  const body = JSON.stringify({ email, password });

  await expectStatus(
    await call(`${appUrl}/api/auth/sign-up/email`, { method: 'POST', headers: json, body }),
    [200],
    'sign-up',
  );
  const link = await confirmationLink(appUrl, email);
  if (new URL(link).origin !== new URL(appUrl).origin)
    throw new Error(`confirmation link leaves the app: ${link}`);
  await expectStatus(await call(link), [200, 302], 'confirmation link');
  const signIn = await expectStatus(
    await call(`${appUrl}/api/auth/sign-in/email`, { method: 'POST', headers: json, body }),
    [200],
    'sign-in',
  );
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('sign-in set no cookie');

  const session = await expectStatus(
    await call(`${appUrl}/api/session`, { headers: { cookie } }),
    [200],
    'session',
  );
  const { user } = await session.json();
  if (user?.email !== email)
    throw new Error(`GET /api/session does not know the new user: ${JSON.stringify(user)}`);
  return { email, cookie };
}
