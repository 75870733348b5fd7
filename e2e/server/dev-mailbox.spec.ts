import { expect, test } from '@playwright/test';
import { linkFromMailbox } from '../support/mailbox';
import { e2ePassword, uniqueEmail } from '../support/users';

test("the dev mailbox shows a mail's HTML part with its button, framed, and the text part on request", async ({
  page,
}) => {
  const email = uniqueEmail('mailbox');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: e2ePassword },
    headers: { origin: process.env.E2E_BASE_URL as string },
  });
  expect(signUp.ok()).toBe(true);
  const link = await linkFromMailbox(page.request, email, 'verify-email');

  await page.goto('/dev/mailbox');
  const mail = page.locator('article').filter({ hasText: email });
  const frame = mail.getByTitle('HTML part: Confirm your e-mail address');
  await frame.scrollIntoViewIfNeeded();
  // The mail as its reader sees it: the button, a link to the confirmation, in a frame that runs no script.
  const button = frame.contentFrame().getByRole('link', { name: 'Confirm e-mail address' });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('href', link);
  await expect(frame).toHaveAttribute('sandbox', /^(?!.*allow-scripts)(?!.*allow-same-origin)/);

  // The plain-text part, behind its toggle.
  const text = mail.getByText(`Confirm e-mail address: ${link}`);
  await expect(text).toBeHidden();
  await mail.getByText('Plain-text part').click();
  await expect(text).toBeVisible();
});
