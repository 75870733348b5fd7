import { afterEach, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';
import { devMailboxNotice } from './routes';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('dev mailbox', () => {
  it('lists sent messages newest first as JSON with their links, and as a page', async () => {
    testApp = await buildTestApp();
    await signUp(testApp, 'first@example.com');
    await signUp(testApp, 'second@example.com');
    const response = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
    expect(response.statusCode).toBe(200);
    const messages = response.json();
    expect(messages.map((message: { to: string }) => message.to)).toEqual([
      'second@example.com',
      'first@example.com',
    ]);
    expect(Object.keys(messages[0]).sort()).toEqual(['html', 'links', 'sentAt', 'subject', 'text', 'to']);
    expect(messages[0].links[0]).toContain('/api/auth/verify-email?token=');

    const page = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Confirm your e-mail address');
  });

  it('keeps a styled HTML part whose button opens the link of the text part', async () => {
    testApp = await buildTestApp();
    await signUp(testApp, 'first@example.com');
    const [message] = (await testApp.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).json();
    const link = message.links[0] as string;
    expect(message.text).toContain(`Confirm e-mail address: ${link}`);
    const button = /<a href="([^"]+)"[^>]*>Confirm e-mail address<\/a>/.exec(message.html);
    expect(button?.[1]?.replace(/&#38;/g, '&')).toBe(link);
    expect(message.html).toContain('background:#1d4ed8');
  });

  it('shows the HTML part framed without scripts or the app origin, and the text part behind a toggle', async () => {
    testApp = await buildTestApp();
    await signUp(testApp, 'first@example.com');
    // A mail carries markup from outside (a contact form's message, a hotel's name): it must never run here.
    await testApp.context.mailer.send({
      to: 'support@example.com',
      subject: 'Contact form',
      text: 'Hello',
      html: '<p>Hello</p><script>parent.document.body.remove()</script><img src=x onerror="alert(1)">',
    });
    const [contact, confirmation] = (
      await testApp.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })
    ).json() as { html: string; text: string }[];
    const page = (await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' })).body;

    const frames = [
      ...page.matchAll(
        /<iframe title="([^"]*)" loading="lazy" sandbox="([^"]*)" srcdoc="([^"]*)"><\/iframe>/g,
      ),
    ];
    expect(frames.map((frame) => frame[1])).toEqual([
      'HTML part: Contact form',
      'HTML part: Confirm your e-mail address',
    ]);
    for (const [, , sandbox] of frames) {
      expect(sandbox).not.toMatch(/allow-scripts|allow-same-origin/);
    }
    const decode = (value: string) =>
      value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(+code));
    // The mail's own markup, its links opening in a new tab rather than inside the frame.
    expect(decode(frames[1]![3]!)).toBe(confirmation!.html.replace('<head>', '<head><base target="_blank">'));
    expect(decode(frames[0]![3]!)).toBe(`<base target="_blank">${contact!.html}`);
    // Outside the frames nothing of the mail is markup.
    const outsideFrames = page.replace(/<iframe[^>]*><\/iframe>/g, '');
    expect(outsideFrames).not.toMatch(/<script|onerror=/);
    // The plain-text part is there too, behind its toggle.
    expect(page).toMatch(/<details><summary>Plain-text part<\/summary><pre>Hello<\/pre><\/details>/);
    expect(confirmation!.text).toContain('Confirm e-mail address: ');
  });

  it('answers loopback clients only, by the socket address and never by X-Forwarded-For', async () => {
    testApp = await buildTestApp();
    await signUp(testApp, 'first@example.com');
    const from = (remoteAddress: string, url: string, headers: Record<string, string> = {}) =>
      testApp!.app.inject({ method: 'GET', url, remoteAddress, headers });

    for (const loopback of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const messages = await from(loopback, '/dev/mailbox/messages');
      expect(messages.statusCode, loopback).toBe(200);
      expect(messages.json()[0].to).toBe('first@example.com');
      expect((await from(loopback, '/dev/mailbox')).statusCode, loopback).toBe(200);
    }
    for (const url of ['/dev/mailbox/messages', '/dev/mailbox']) {
      for (const stranger of ['192.168.1.20', '10.0.0.5', '::ffff:192.168.1.20', '2001:db8::1']) {
        const response = await from(stranger, url);
        expect(response.statusCode, `${stranger} ${url}`).toBe(404);
        expect(response.body).not.toContain('first@example.com');
      }
      const forged = await from('192.168.1.20', url, { 'x-forwarded-for': '127.0.0.1' });
      expect(forged.statusCode).toBe(404);
    }
  });

  it('refuses a request a proxy on this machine passed on, whatever its forwarding header', async () => {
    testApp = await buildTestApp();
    await signUp(testApp, 'first@example.com');
    const viaProxy = (url: string, headers: Record<string, string>) =>
      testApp!.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers });
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.5' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.5;proto=https' },
      { 'x-real-ip': '203.0.113.5' },
      { 'x-forwarded-host': 'studio.example.com' },
      { 'x-forwarded-proto': 'https' },
      { via: '1.1 nginx' },
    ];
    for (const url of ['/dev/mailbox/messages', '/dev/mailbox']) {
      for (const headers of forwarded) {
        const response = await viaProxy(url, headers);
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
        expect(response.body).not.toContain('first@example.com');
      }
    }
    expect((await viaProxy('/dev/mailbox/messages', {})).statusCode).toBe(200);
  });

  it('says at start which addresses it serves', async () => {
    testApp = await buildTestApp();
    expect(devMailboxNotice(testApp.context)).toBe(
      `dev mailbox at ${testAppUrl}/dev/mailbox, served only to this machine (127.0.0.1, ::1, ::ffff:127.0.0.1), never through a proxy`,
    );
  });

  it('is not served in production', async () => {
    testApp = await buildTestApp({ NODE_ENV: 'production' });
    const json = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
    expect(json.statusCode).toBe(404);
    const page = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(404);
  });
});

describe('compression', () => {
  it('sends larger answers compressed when the browser accepts it', async () => {
    testApp = await buildTestApp();
    await signUp(testApp, 'first@example.com');
    await signUp(testApp, 'second@example.com');
    const page = await testApp.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    const plain = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Confirm your e-mail address');
  });
});
