import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { DevMailbox } from './dev-mailbox';
import type { Mailer } from './mailer';

/** SMTP when SMTP_URL is set, otherwise the dev mailbox; nodemailer is imported only when SMTP is configured. */
export async function createMailer(config: Config, log: FastifyBaseLogger): Promise<Mailer> {
  if (config.mail.smtpUrl) {
    const { SmtpMailer } = await import('./smtp-mailer');
    return new SmtpMailer(config.mail.smtpUrl, config.mail.from);
  }
  return new DevMailbox(config.dataDir, log);
}
