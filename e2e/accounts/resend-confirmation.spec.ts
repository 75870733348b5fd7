import { expect, test, type APIRequestContext } from '@playwright/test';
import { linkFromMailbox } from '../support/mailbox';
import { e2ePassword, signInThroughUi, uniqueEmail } from '../support/users';

const confirmationMailsTo = async (request: APIRequestContext, email: string) => {
  const messages = (await (await request.get('/dev/mailbox/messages')).json()) as {
    to: string;
    subject: string;
  }[];
  return messages.filter(
    (message) => message.to === email && message.subject === 'Confirm your e-mail address',
  );
};

test("'Resend email' on 'Check your email' delivers a second link that confirms the address", async ({
  page,
}) => {
  const email = uniqueEmail('resend');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(e2ePassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect.poll(async () => (await confirmationMailsTo(page.request, email)).length).toBe(1);

  await page.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'We sent you a new link. Please check your inbox (and the spam folder).',
  );
  await expect.poll(async () => (await confirmationMailsTo(page.request, email)).length).toBe(2);

  await page.goto(await linkFromMailbox(page.request, email, 'verify-email'));
  await expect(
    page.getByText('Deine E-Mail-Adresse ist bestätigt. Du kannst dich jetzt anmelden.'),
  ).toBeVisible();
  await signInThroughUi(page, email);
  await expect(page).toHaveURL(/\/onboarding/);
});

test('a sign-in refused for an unconfirmed address offers to resend the link', async ({ page }) => {
  const email = uniqueEmail('unconfirmed');
  const baseURL = process.env.E2E_BASE_URL as string;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: e2ePassword },
    headers: { origin: baseURL },
  });
  expect(signUp.ok()).toBe(true);
  await signInThroughUi(page, email);
  await expect(page.getByRole('alert')).toHaveText('Bitte bestätige zuerst deine E-Mail-Adresse');
  const before = (await confirmationMailsTo(page.request, email)).length;
  // The sign-in page is German around the spec's German error, its resend button too.
  await page.getByRole('button', { name: 'Bestätigungslink erneut senden' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Wir haben dir einen neuen Link geschickt. Bitte sieh in deinem Posteingang (und im Spam-Ordner) nach.',
  );
  await expect.poll(async () => (await confirmationMailsTo(page.request, email)).length).toBe(before + 1);
});
