import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromMailbox } from './mailbox';

export const e2ePassword = 'sunny-balcony-42';

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A confirmed account made through the API (sign-up, then the mailbox's confirmation link). */
export async function createConfirmedUser(request: APIRequestContext, email = uniqueEmail()) {
  const baseURL = process.env.E2E_BASE_URL as string;
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password: e2ePassword },
    headers: { origin: baseURL },
  });
  expect(signUp.ok()).toBe(true);
  const link = await linkFromMailbox(request, email, 'verify-email');
  const confirm = await request.get(link, { maxRedirects: 0 });
  expect(confirm.status()).toBe(302);
  return { email, password: e2ePassword };
}

/** Signs in through the login page (German, as the spec's sign-in texts are), as a person does. */
export async function signInThroughUi(page: Page, email: string, password = e2ePassword) {
  await page.goto('/login');
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}
