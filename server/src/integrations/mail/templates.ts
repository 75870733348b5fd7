import { mailButton, mailDocument, mailParagraph } from './mail-layout';
import type { MailMessage } from './mailer';

/** Under the button, for mail programs that do not show it. */
export const buttonFallbackText = 'If the button does not work, copy this link into your browser:';

/**
 * A message with one call to action: styled HTML with a button, and a plain-text part with the same words and
 * the link written out (the dev mailbox and the tests read the link from there).
 */
export function actionMail(options: {
  to: string;
  subject: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
}): MailMessage {
  const text = `${options.intro}\n\n${options.action}: ${options.url}\n\n${options.outro}\n\nHotel Content Studio`;
  const html = mailDocument(
    options.subject,
    [
      mailParagraph(options.intro),
      mailButton(options.action, options.url, buttonFallbackText),
      mailParagraph(options.outro),
    ].join('\n'),
  );
  return { to: options.to, subject: options.subject, text, html };
}

/** A message without a call to action (what the contact forms pass on); its blank lines part paragraphs. */
export function plainMail(options: {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}): MailMessage {
  const paragraphs = options.text
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map(mailParagraph)
    .join('\n');
  return { ...options, html: mailDocument(options.subject, paragraphs) };
}
