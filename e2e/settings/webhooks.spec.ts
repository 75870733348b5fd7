import { test as base, expect } from '@playwright/test';
import { startWebhookReceiver, verifies, type WebhookReceiver } from '../fakes/webhook-receiver';
import { startAppServer, type RunningApp } from '../support/app-server';
import { signedInUserWithHotel } from '../support/onboarding';

/**
 * A key's webhook (issue 34, point 5) against a receiver on 127.0.0.1, which this journey's own app server may
 * reach through OUTBOUND_ALLOWED_HOSTS: a private address is refused at the field, the receiver's URL is saved
 * and its signing secret copied once, 'Send test event' delivers a ping the receiver verifies with that secret,
 * and the webhook is removed after the confirmation. (Content changes leave a minute after the first change:
 * their events are the server tests' business.)
 */
const test = base.extend<
  { receiver: WebhookReceiver },
  { hookApp: { receiver: WebhookReceiver; app: RunningApp } }
>({
  hookApp: [
    // Playwright reads which fixtures a fixture needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const receiver = await startWebhookReceiver();
      const app = await startAppServer({ OUTBOUND_ALLOWED_HOSTS: receiver.host, LOG_LEVEL: 'error' });
      await use({ receiver, app });
      await app.stop();
      await receiver.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ hookApp }, use) => use(hookApp.app.url),
  receiver: async ({ hookApp }, use) => {
    // The shared helpers (sign-up's Origin header) read the app's address from here; restored afterwards.
    const shared = process.env.E2E_BASE_URL;
    process.env.E2E_BASE_URL = hookApp.app.url;
    await use(hookApp.receiver);
    process.env.E2E_BASE_URL = shared;
  },
});

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a key’s webhook: saved, its secret copied once, a signed test event delivered, removed', async ({
  page,
  receiver,
  baseURL,
}) => {
  const { hotelId } = await signedInUserWithHotel(page, {
    name: 'Hotel Seeblick',
    address: 'Seestraße 1',
    city: 'Konstanz',
  });
  const created = await page.request.post('/api/api-keys', {
    data: { name: 'Website', hotelIds: [hotelId] },
    headers: { origin: baseURL ?? '' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/settings/api-keys');
  await page
    .getByRole('row', { name: /^Website/ })
    .getByRole('button', { name: 'Webhook of Website' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Webhook' });
  const field = dialog.getByLabel('Webhook URL');

  await field.fill('https://192.168.1.20/hooks');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('The webhook URL must point to a public address on the internet'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Signing secret')).toHaveCount(0);

  await field.fill(receiver.url());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Webhook URL saved.')).toBeVisible();
  await expect(dialog.getByText('it is shown only this once', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toMatch(/^whsec_/);
  await expect(dialog.getByText('Active', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Send test event' }).click();
  await expect(dialog.getByText('The test event was delivered: the receiver answered 200.')).toBeVisible();
  expect(receiver.received).toHaveLength(1);
  expect(receiver.received[0]?.event.type).toBe('ping');
  expect(verifies(receiver.received[0]!, secret)).toBe(true);
  const deliveries = dialog.getByRole('table', { name: 'Recent deliveries of the webhook' });
  await expect(deliveries.getByRole('row', { name: /Test event/ })).toContainText('Delivered (200)');

  // Closed and opened again: the secret is not shown a second time.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Webhook of Website' }).click();
  await expect(field).toHaveValue(receiver.url());
  await expect(dialog.getByLabel('Signing secret')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Remove webhook' }).click();
  const question = dialog.getByRole('group', { name: 'Remove webhook' });
  await expect(question.getByText('Remove the webhook?', { exact: false })).toBeVisible();
  await question.getByRole('button', { name: 'Remove webhook' }).click();
  await expect(dialog.getByRole('button', { name: 'Send test event' })).toHaveCount(0);
  const read = await page.request.get(`/api/api-keys/${(await created.json()).apiKey.id}/webhook`);
  expect(await read.json()).toEqual({ webhook: null });
});
