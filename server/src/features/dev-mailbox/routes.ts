import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { DevMailbox } from '../../integrations/mail/dev-mailbox';
import { renderMailboxPage } from './mailbox-page';

/** The dev mailbox's page and JSON list; registered only outside production and only without SMTP. */
export function registerDevMailboxRoutes(app: FastifyInstance, { mailer, config }: AppContext) {
  if (config.isProduction || !(mailer instanceof DevMailbox)) return;
  const mailbox = mailer;

  app.get('/dev/mailbox/messages', { config: { access: 'public' } }, async () => {
    const messages = await mailbox.list();
    return messages.map(({ to, subject, text, html, links, sentAt }) => ({
      to,
      subject,
      text,
      html,
      links,
      sentAt,
    }));
  });

  app.get('/dev/mailbox', { config: { access: 'public' } }, async (_request, reply) => {
    return reply.type('text/html').send(renderMailboxPage(await mailbox.list()));
  });
}
