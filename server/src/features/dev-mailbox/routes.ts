import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context';
import { DevMailbox } from '../../integrations/mail/dev-mailbox';
import { notFound } from '../../lib/app-error';
import { isLoopback, loopbackAddressList } from './loopback';
import { renderMailboxPage } from './mailbox-page';

type Deps = Pick<AppContext, 'mailer' | 'config'>;

/** The dev mailbox this server serves: outside production and without SMTP; otherwise null. */
function servedMailbox({ mailer, config }: Deps): DevMailbox | null {
  return !config.isProduction && mailer instanceof DevMailbox ? mailer : null;
}

/** The start log's line about the dev mailbox, or null when there is none. */
export function devMailboxNotice(context: Deps): string | null {
  return servedMailbox(context)
    ? `dev mailbox at ${context.config.appUrl}/dev/mailbox, served only to this machine (${loopbackAddressList}), never through a proxy`
    : null;
}

/**
 * Headers a proxy adds when it passes a request on. A reverse proxy on this machine connects from loopback, so
 * its requests look local by the socket alone: one of these headers says the request came from further away.
 */
const forwardingHeaders = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-server',
  'x-real-ip',
  'x-client-ip',
  'client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'via',
];

// The mailbox shows every confirmation and reset link, so only someone on this machine may read it, even when
// the server listens on every interface (HOST defaults to 0.0.0.0) or sits behind a proxy on the same host.
// Others get the same 404 as in production.
function requireLoopback(request: FastifyRequest) {
  if (!isLoopback(request.raw.socket.remoteAddress)) throw notFound();
  if (forwardingHeaders.some((name) => request.headers[name] !== undefined)) throw notFound();
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
