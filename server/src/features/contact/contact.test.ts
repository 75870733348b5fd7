import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSignups } from '../../db/schema';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ SUPPORT_EMAIL: 'support@hotel-studio.example' });
});
afterAll(async () => {
  await testApp.close();
});

const post = (url: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url, payload, headers: { origin: testAppUrl } });

describe('contact form', () => {
  it('stores the message and mails it to support with the sender as reply-to', async () => {
    const response = await post('/api/contact', {
      name: 'Clara Gast',
      email: 'clara@example.com',
      message: 'Do you import from Expedia?',
    });
    expect(response.statusCode).toBe(201);
    const rows = await testApp.context.db.select().from(contactMessages);
    expect(rows).toMatchObject([
      { name: 'Clara Gast', email: 'clara@example.com', message: 'Do you import from Expedia?' },
    ]);
    const [mail] = await testApp.mailbox.list();
    expect(mail).toMatchObject({ to: 'support@hotel-studio.example', replyTo: 'clara@example.com' });
    expect(mail?.text).toContain('Do you import from Expedia?');
  });

  it('requires name, e-mail and message and stores nothing otherwise', async () => {
    const before = (await testApp.context.db.select().from(contactMessages)).length;
    const response = await post('/api/contact', { name: ' ', email: 'nope', message: '' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['email', 'message', 'name']);
    expect(await testApp.context.db.select().from(contactMessages)).toHaveLength(before);
  });
});

describe('landing page e-mail forms', () => {
  it('store the address and tell support', async () => {
    const response = await post('/api/newsletter', { email: 'owner@hotel.example', source: 'hero' });
    expect(response.statusCode).toBe(201);
    expect(await testApp.context.db.select().from(newsletterSignups)).toMatchObject([
      { email: 'owner@hotel.example', source: 'hero' },
    ]);
    const subjects = (await testApp.mailbox.list()).map((mail) => mail.subject);
    expect(subjects).toContain('New interest from the website');
  });

  it('refuse a malformed address', async () => {
    const response = await post('/api/newsletter', { email: 'x', source: 'footer' });
    expect(response.statusCode).toBe(400);
  });
});
