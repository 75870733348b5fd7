import { expect, test } from '@playwright/test';
import { signedInUserWithHotel } from '../support/onboarding';

/**
 * API keys (issue 34, point 4): create a key in Settings -> API keys, copy it (the clipboard), read the content
 * API with it as another system would (no session, only the key), revoke it after the confirmation, and the same
 * call answers 401.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a key made in Settings reads the content API until it is revoked', async ({ page, playwright }) => {
  await signedInUserWithHotel(page, { name: 'Hotel Seeblick', address: 'Seestraße 1', city: 'Konstanz' });
  await page.goto('/settings');
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\/settings\/api-keys$/);
  await expect(page.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByLabel('Name').fill('Website');
  await expect(dialog.getByRole('checkbox', { name: 'Hotel Seeblick' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create API key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText('It will not be shown again.', { exact: false })).toBeVisible();
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^hcs_[0-9A-Za-z]{40}$/);
  await expect(shown.getByLabel('API key')).toHaveValue(key);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);

  const row = page.getByRole('row', { name: /^Website/ });
  await expect(row.getByText(`${key.slice(0, 12)}…`)).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);

  // Another system: no cookies of the browser, only the key.
  const client = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const read = () => client.get('/api/v1/hotels', { headers: { authorization: `Bearer ${key}` } });
  const answer = await read();
  expect(answer.status(), await answer.text()).toBe(200);
  // The key's hotels that publish their content (Settings -> Hotel, 'Publish content'); the list itself is the
  // answer of a key that opened the door.
  expect(Array.isArray(((await answer.json()) as { hotels: unknown }).hotels)).toBe(true);

  await page.reload();
  // Used: only the expiry still says 'Never'.
  await expect(row.getByRole('cell', { name: 'Never' })).toHaveCount(1);
  await row.getByRole('button', { name: 'Revoke API key Website' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
  await expect(confirm.getByText('This cannot be undone')).toBeVisible();
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row.getByText('Revoked')).toBeVisible();

  const refused = await read();
  expect(refused.status()).toBe(401);
  expect(refused.headers()['www-authenticate']).toContain('Bearer');
  await client.dispose();
});
