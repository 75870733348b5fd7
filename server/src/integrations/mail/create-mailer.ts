import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { DevMailbox } from './dev-mailbox';
import type { Mailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.mail.smtpUrl) return new SmtpMailer(config.mail.smtpUrl, config.mail.from);
  return new DevMailbox(config.dataDir, log);
}
