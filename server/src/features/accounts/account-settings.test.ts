import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { account, user } from '../../db/schema';
import { buildUser, defaultPassword, latestLink, signIn, type SignedInUser } from '../../../test/factories';
import { buildTestApp, cookieFrom, requestAs, testAppUrl, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await buildTestApp();
});
afterEach(async () => {
  await testApp.close();
});

const changePassword = (who: SignedInUser, payload: object) =>
  requestAs(testApp, who, 'POST', '/api/auth/change-password', payload);
const changeEmail = (who: SignedInUser, payload: object) =>
  requestAs(testApp, who, 'POST', '/api/auth/change-email', payload);
const profileOf = (cookie: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
const storedEmail = async (id: string) =>
  (await testApp.context.db.select().from(user).where(eq(user.id, id)))[0]?.email;
/** A signed-in user whose account has no password, as one made with Google. */
async function googleUser() {
  const someone = await buildUser(testApp);
  await testApp.context.db.delete(account).where(eq(account.userId, someone.id));
  return someone;
}
const mailsTo = async (email: string) =>
  (await testApp.mailbox.list()).filter((message) => message.to === email);

describe('change password', () => {
  it('refuses a wrong current password with a message on that field and keeps the old password', async () => {
    const anna = await buildUser(testApp);
    const response = await changePassword(anna, {
      currentPassword: 'not-my-password',
      newPassword: 'a-brand-new-secret',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation',
      message: 'Your current password is not correct.',
      fields: { currentPassword: 'Your current password is not correct.' },
    });
    expect((await signIn(testApp, anna.email)).statusCode).toBe(200);
    expect((await signIn(testApp, anna.email, 'a-brand-new-secret')).statusCode).toBe(401);
  });

  it('refuses a new password shorter than the sign-up rule allows', async () => {
    const anna = await buildUser(testApp);
    const response = await changePassword(anna, { currentPassword: defaultPassword, newPassword: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.newPassword).toBe('Password must be at least 8 characters');
    expect((await signIn(testApp, anna.email)).statusCode).toBe(200);
  });

  it('sets the new password, keeps this session and signs out every other one', async () => {
    const anna = await buildUser(testApp);
    const otherDevice = cookieFrom((await signIn(testApp, anna.email)).headers['set-cookie']);
    const response = await changePassword(anna, {
      currentPassword: defaultPassword,
      newPassword: 'a-brand-new-secret',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('"token"');

    expect((await signIn(testApp, anna.email, 'a-brand-new-secret')).statusCode).toBe(200);
    expect((await signIn(testApp, anna.email, defaultPassword)).statusCode).toBe(401);
    const thisDevice = cookieFrom(response.headers['set-cookie']);
    expect((await profileOf(thisDevice)).statusCode).toBe(200);
    expect((await profileOf(otherDevice)).statusCode).toBe(401);
  });

  it('tells an account without a password (Google) that it has none', async () => {
    const google = await googleUser();
    const response = await changePassword(google, {
      currentPassword: 'anything',
      newPassword: 'a-new-secret',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(
      /^You sign in with Google, so your account has no password/,
    );
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { origin: testAppUrl },
      payload: { currentPassword: defaultPassword, newPassword: 'a-brand-new-secret' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('allows 10 attempts per user in 15 minutes', async () => {
    const anna = await buildUser(testApp);
    const guess = { currentPassword: 'wrong-guess', newPassword: 'a-brand-new-secret' };
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await changePassword(anna, guess)).statusCode).toBe(400);
    const blocked = await changePassword(anna, {
      currentPassword: defaultPassword,
      newPassword: 'a-new-secret',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('rateLimited');
    expect((await signIn(testApp, anna.email)).statusCode).toBe(200);
  });
});

describe('change e-mail address', () => {
  it('mails a link to the new address and changes the address only when it is opened', async () => {
    const anna = await buildUser(testApp);
    const response = await changeEmail(anna, { newEmail: 'Anna.New@Example.com', password: defaultPassword });
    expect(response.statusCode).toBe(200);
    expect(await storedEmail(anna.id)).toBe(anna.email);
    const [mail] = await mailsTo('anna.new@example.com');
    expect(mail?.subject).toBe('Confirm your new e-mail address');
    // The current address is told, without a link that could change anything.
    const notice = (await mailsTo(anna.email)).find((message) => message.subject.includes('about to change'));
    expect(notice?.text).toContain('anna.new@example.com');
    expect(notice?.links).toEqual([`${testAppUrl}/settings/personal`]);

    const link = new URL(await latestLink(testApp, 'anna.new@example.com', 'verify-email'));
    const opened = await testApp.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/settings/personal?email=changed');
    expect(await storedEmail(anna.id)).toBe('anna.new@example.com');
    expect((await signIn(testApp, 'anna.new@example.com')).statusCode).toBe(200);
    expect((await signIn(testApp, anna.email)).statusCode).toBe(401);

    // The link has done its work: opened again it changes nothing and says so.
    const again = await testApp.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toContain('/settings/personal?email=changed&error=');
  });

  it('ends every other session once the address changes, keeping the one that opened the link', async () => {
    const anna = await buildUser(testApp);
    const otherDevice = cookieFrom((await signIn(testApp, anna.email)).headers['set-cookie']);
    expect(
      (await changeEmail(anna, { newEmail: 'anna.moved@example.com', password: defaultPassword })).statusCode,
    ).toBe(200);
    // Asking alone changes nothing: both sessions still work.
    expect((await profileOf(otherDevice)).statusCode).toBe(200);

    const link = new URL(await latestLink(testApp, 'anna.moved@example.com', 'verify-email'));
    const opened = await testApp.app.inject({
      method: 'GET',
      url: link.pathname + link.search,
      headers: { cookie: anna.cookie },
    });
    expect(opened.statusCode).toBe(302);
    expect(await storedEmail(anna.id)).toBe('anna.moved@example.com');
    const thisDevice = cookieFrom(opened.headers['set-cookie']) || anna.cookie;
    expect((await profileOf(thisDevice)).statusCode).toBe(200);
    expect((await profileOf(otherDevice)).statusCode).toBe(401);
  });

  it('ends every session when the link is opened where the account is not signed in', async () => {
    const anna = await buildUser(testApp);
    const otherDevice = cookieFrom((await signIn(testApp, anna.email)).headers['set-cookie']);
    await changeEmail(anna, { newEmail: 'anna.phone@example.com', password: defaultPassword });
    const link = new URL(await latestLink(testApp, 'anna.phone@example.com', 'verify-email'));
    const opened = await testApp.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);
    expect((await profileOf(anna.cookie)).statusCode).toBe(401);
    expect((await profileOf(otherDevice)).statusCode).toBe(401);
    expect((await signIn(testApp, 'anna.phone@example.com')).statusCode).toBe(200);
  });

  it('refuses an address another account uses, and mails nobody', async () => {
    const anna = await buildUser(testApp);
    const ben = await buildUser(testApp);
    const mailsBefore = (await testApp.mailbox.list()).length;
    const response = await changeEmail(anna, {
      newEmail: ben.email.toUpperCase(),
      password: defaultPassword,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'conflict',
      message: 'This e-mail address is already in use. Please choose another one.',
    });
    expect(await testApp.mailbox.list()).toHaveLength(mailsBefore);
    expect(await storedEmail(anna.id)).toBe(anna.email);
  });

  it('asks password accounts for their password', async () => {
    const anna = await buildUser(testApp);
    const response = await changeEmail(anna, { newEmail: 'anna.new@example.com', password: 'wrong-guess' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password).toBe('Your password is not correct.');
    expect(await mailsTo('anna.new@example.com')).toHaveLength(0);
  });

  it('asks no password of an account without one (Google): the link alone confirms', async () => {
    const google = await googleUser();
    const response = await changeEmail(google, { newEmail: 'google.new@example.com' });
    expect(response.statusCode).toBe(200);
    expect(await mailsTo('google.new@example.com')).toHaveLength(1);
    expect(await storedEmail(google.id)).toBe(google.email);
  });

  it('refuses the current address and a malformed one with a field message', async () => {
    const anna = await buildUser(testApp);
    const same = await changeEmail(anna, { newEmail: anna.email, password: defaultPassword });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields.newEmail).toBe('This is already your e-mail address.');
    const malformed = await changeEmail(anna, { newEmail: 'not-an-email', password: defaultPassword });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.newEmail).toBe('Please enter a valid e-mail address');
  });

  it('keeps the account when the address was taken between the request and the link', async () => {
    const anna = await buildUser(testApp);
    await changeEmail(anna, { newEmail: 'contested@example.com', password: defaultPassword });
    const link = new URL(await latestLink(testApp, 'contested@example.com', 'verify-email'));
    await buildUser(testApp, { email: 'contested@example.com' });
    const opened = await testApp.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/settings/personal?email=changed&error=EMAIL_IN_USE');
    expect(await storedEmail(anna.id)).toBe(anna.email);
  });

  it('sends at most 5 links per user in an hour', async () => {
    const anna = await buildUser(testApp);
    for (let index = 0; index < 5; index++) {
      const response = await changeEmail(anna, {
        newEmail: `new-${index}@example.com`,
        password: defaultPassword,
      });
      expect(response.statusCode).toBe(200);
    }
    const sixth = await changeEmail(anna, { newEmail: 'new-6@example.com', password: defaultPassword });
    expect(sixth.statusCode).toBe(429);
    expect(await mailsTo('new-6@example.com')).toHaveLength(0);
  });
});
