import type { ContactMessage, NewsletterSignup } from '@common/contact/schemas';
import type { AppContext } from '../../http/context';
import { plainMail } from '../../integrations/mail/templates';
import { insertContactMessage, insertNewsletterSignup } from './repository';

type Deps = Pick<AppContext, 'db' | 'mailer' | 'config' | 'log'>;

/**
 * Stores a contact-form message and mails it to the support address (DECISIONS.md point 6). The message is
 * kept even when mail delivery fails, so nothing a visitor sent is lost.
 */
export async function sendContactMessage({ db, mailer, config, log }: Deps, message: ContactMessage) {
  await insertContactMessage(db, message);
  await mailer
    .send(
      plainMail({
        to: config.mail.supportEmail,
        replyTo: message.email,
        subject: `Contact form: ${message.name}`,
        text: `From: ${message.name} <${message.email}>\n\n${message.message}`,
      }),
    )
    .catch((error: unknown) => log.error({ err: error }, 'contact message stored but not mailed'));
}

/** Stores an address from the landing page's forms and tells support about it. */
export async function signUpForNews({ db, mailer, config, log }: Deps, signup: NewsletterSignup) {
  await insertNewsletterSignup(db, signup);
  await mailer
    .send(
      plainMail({
        to: config.mail.supportEmail,
        subject: 'New interest from the website',
        text: `${signup.email} asked to hear more (form: ${signup.source}).`,
      }),
    )
    .catch((error: unknown) => log.error({ err: error }, 'newsletter signup stored but not mailed'));
}
