import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context';
import { DevMailbox } from '../../integrations/mail/dev-mailbox';
import { notFound } from '../../lib/app-error';
import { isLoopback } from './loopback';
import { renderMailboxPage } from './mailbox-page';

type Deps = Pick<AppContext, 'mailer' | 'config'>;

/** The dev mailbox this server serves: outside production and without SMTP; otherwise null. */
function servedMailbox({ mailer, config }: Deps): DevMailbox | null {
  return !config.isProduction && mailer instanceof DevMailbox ? mailer : null;
}

/** The start log's line about the dev mailbox, or null when there is none. */
export function devMailboxNotice(context: Deps): string | null {
  return servedMailbox(context)
    ? `dev mailbox at ${context.config.appUrl}/dev/mailbox (loopback only)`
    : null;
}

// The mailbox shows every confirmation and reset link, so only someone on this machine may read it, even when
// the server listens on every interface (HOST defaults to 0.0.0.0). Others get the same 404 as in production.
function requireLoopback(request: FastifyRequest) {
  if (!isLoopback(request.raw.socket.remoteAddress)) throw notFound();
}

/** The dev mailbox's page and JSON list for loopback clients; not registered in production or with SMTP. */
export function registerDevMailboxRoutes(app: FastifyInstance, context: AppContext) {
  const mailbox = servedMailbox(context);
  if (!mailbox) return;

  app.get('/dev/mailbox/messages', { config: { access: 'public' } }, async (request) => {
    requireLoopback(request);
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

  app.get('/dev/mailbox', { config: { access: 'public' } }, async (request, reply) => {
    requireLoopback(request);
    return reply.type('text/html').send(renderMailboxPage(await mailbox.list()));
  });
}
