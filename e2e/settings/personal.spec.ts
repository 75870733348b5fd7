import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { onboardNewUser } from '../support/onboarding';
import { signInThroughUi } from '../support/users';

const filesUnder = (folder: string) => {
  try {
    return readdirSync(path.join(process.env.E2E_DATA_DIR as string, 'files', folder));
  } catch {
    return [];
  }
};

test('name and photo changes show in the top bar; account deletion removes the user and their files', async ({
  page,
}) => {
  const user = await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Adler',
    locations: [{ address: 'Marktplatz 2', city: 'Ulm', country: 'Germany' }],
  });
  await page.goto('/settings/personal');
  await page.getByLabel('First name').fill('Greta');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(page.getByTestId('user-full-name')).toHaveText('Greta Huber');

  await page.getByRole('button', { name: 'Change photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Profile Photo' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#2f6fd6' } })
    .png()
    .toBuffer();
  await dialog
    .getByLabel('Click to choose a photo or drag and drop it here')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  // The top bar shows the new photo at once.
  const photo = page.getByRole('banner').getByRole('img', { name: 'Profile photo' });
  await expect(photo).toHaveAttribute('src', /^\/files\/profile-photos\/.+\.jpg$/);
  const session = await (await page.request.get('/api/session')).json();
  const userId: string = session.user.id;
  expect(filesUnder(`profile-photos/${userId}`)).toHaveLength(1);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('dialog', { name: /Delete Account/ });
  await confirm.getByLabel('Password').fill('wrong-password');
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(confirm.getByText('Invalid password')).toBeVisible();
  await confirm.getByLabel('Password').fill(user.password);
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(filesUnder(`profile-photos/${userId}`)).toEqual([]);
  await signInThroughUi(page, user.email);
  await expect(page.getByRole('alert')).toHaveText('Ungültige E-Mail oder Passwort');
});
