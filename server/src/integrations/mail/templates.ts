import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain, readable message with one call to action; the text part carries the same link. */
export function actionMail(options: {
  to: string;
  subject: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
}): MailMessage {
  const text = `${options.intro}\n\n${options.action}: ${options.url}\n\n${options.outro}\n\nHotel Content Studio`;
  const html = `<p>${escapeHtml(options.intro)}</p>
<p><a href="${escapeHtml(options.url)}">${escapeHtml(options.action)}</a></p>
<p>${escapeHtml(options.outro)}</p>
<p>Hotel Content Studio</p>`;
  return { to: options.to, subject: options.subject, text, html };
}

export function plainMail(options: {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}): MailMessage {
  const html = options.text
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
  return { ...options, html };
}
