import { describe, expect, it } from 'vitest';
import { extractLinks } from './mailer';
import { actionMail, buttonFallbackText, plainMail } from './templates';

const reset = actionMail({
  to: 'anna@hotel.test',
  subject: 'Reset your Hotel Content Studio password',
  intro: 'Someone asked to reset the password of your Hotel Content Studio account.',
  action: 'Choose a new password',
  url: 'https://studio.test/reset-password?token=a&b=<c>',
  outro: 'The link is valid for one hour.',
});

describe('actionMail', () => {
  it('is a styled HTML document whose call to action is a button', () => {
    expect(reset.html).toMatch(/^<!doctype html>/);
    const button =
      /<td style="[^"]*background:#1d4ed8"><a href="([^"]+)"[^>]*>Choose a new password<\/a>/.exec(
        reset.html,
      );
    expect(button?.[1]).toBe('https://studio.test/reset-password?token=a&#38;b=&#60;c&#62;');
    expect(reset.html).toContain(buttonFallbackText);
    expect(reset.html).toContain('<title>Reset your Hotel Content Studio password</title>');
  });

  it('has a plain-text part with the same words and the link written out', () => {
    expect(reset.text).toBe(
      'Someone asked to reset the password of your Hotel Content Studio account.\n\n' +
        'Choose a new password: https://studio.test/reset-password?token=a&b=<c>\n\n' +
        'The link is valid for one hour.\n\nHotel Content Studio',
    );
    expect(extractLinks(reset.text)).toEqual(['https://studio.test/reset-password?token=a&b=']);
  });
});

describe('plainMail', () => {
  it('keeps the text as it is and styles its paragraphs and line breaks in the HTML part', () => {
    const mail = plainMail({
      to: 'support@studio.test',
      subject: 'Contact',
      text: 'Name: A <b>\nE-mail: a@b.c\n\nHi',
    });
    expect(mail.text).toBe('Name: A <b>\nE-mail: a@b.c\n\nHi');
    expect(mail.html).toContain('>Name: A &#60;b&#62;<br>E-mail: a@b.c</p>');
    expect(mail.html).toContain('>Hi</p>');
  });
});
