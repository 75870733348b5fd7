import type { FastifyBaseLogger } from 'fastify';
import type { BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import { isAllowedAddress } from './host-allowlist';

/**
 * Holds a context to its channel's hosts (host-allowlist.ts): every request and navigation goes through the
 * route and is aborted as 'blockedbyclient' when outside; WebSockets are routed the same way. data: and blob:
 * resources of an allowed page never reach the network and are left alone.
 *
 * Playwright's route sees only the first address of a redirect chain and lets Chromium follow the rest, so an
 * allowed site that redirects elsewhere (an open redirect to an internal address, say) would slip through. Each
 * page therefore also gets its own CDP session that pauses responses and fails a redirect whose target is
 * outside. It is attached from the route handler, before the page's first request goes out.
 */
export async function guardContext(
  context: BrowserContext,
  allowedHosts: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  const redirectGuards = new WeakMap<Page, Promise<void>>();
  const guardRedirectsOf = (page: Page) => {
    let guard = redirectGuards.get(page);
    if (!guard) {
      guard = guardRedirects(page, allowedHosts, log).catch((error: unknown) => {
        log.debug({ err: error }, 'Remote browser: redirect guard not attached (page closing?)');
      });
      redirectGuards.set(page, guard);
    }
    return guard;
  };
  await context.route('**/*', async (route) => {
    const request = route.request();
    const url = request.url();
    if (!isAllowedAddress(url, allowedHosts)) {
      log.info({ host: hostOf(url) }, 'Remote browser: request outside the channel blocked');
      return route.abort('blockedbyclient');
    }
    const page = pageOf(request);
    if (page) {
      await guardRedirectsOf(page);
    } else if (request.isNavigationRequest() && request.method() === 'GET') {
      // A new tab's first navigation starts before its page (and so its redirect guard) exists: stop it, which
      // commits an error page and makes Playwright report the page, then load the address again, guarded.
      const referer = await request.headerValue('referer');
      void nextPage(context).then(async (popup) => {
        if (!popup) return;
        await guardRedirectsOf(popup);
        await popup.goto(url, { referer: referer ?? undefined }).catch(() => undefined);
      });
      return route.abort('blockedbyclient');
    }
    return route.fallback();
  });
  await context.routeWebSocket(
    () => true,
    (socket) => {
      if (isAllowedAddress(socket.url(), allowedHosts)) {
        socket.connectToServer();
        return;
      }
      log.info({ host: hostOf(socket.url()) }, 'Remote browser: WebSocket outside the channel blocked');
      void socket.close({ code: 1008, reason: 'Blocked' });
    },
  );
}

/** The next tab the context opens, if one opens within a few seconds. */
function nextPage(context: BrowserContext): Promise<Page | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      context.off('page', onPage);
      resolve(undefined);
    }, 5_000);
    const onPage = (page: Page) => {
      clearTimeout(timer);
      resolve(page);
    };
    context.once('page', onPage);
  });
}

/** The page a request belongs to; service-worker and some worker requests have none. */
function pageOf(request: Request): Page | undefined {
  try {
    return request.frame().page();
  } catch {
    return undefined;
  }
}

async function guardRedirects(
  page: Page,
  allowedHosts: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', (event) => {
    const status = event.responseStatusCode ?? 0;
    const location = event.responseHeaders?.find((header) => header.name.toLowerCase() === 'location')?.value;
    if (status >= 300 && status < 400 && location !== undefined) {
      const target = resolve(location, event.request.url);
      if (!target || !isAllowedAddress(target, allowedHosts)) {
        log.info(
          { host: target ? hostOf(target) : '(bad)' },
          'Remote browser: redirect outside the channel blocked',
        );
        void cdp
          .send('Fetch.failRequest', { requestId: event.requestId, errorReason: 'BlockedByClient' })
          .catch(() => undefined);
        return;
      }
    }
    void cdp.send('Fetch.continueRequest', { requestId: event.requestId }).catch(() => undefined);
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*', requestStage: 'Response' }] });
}

function resolve(location: string, base: string): string | undefined {
  try {
    return new URL(location, base).href;
  } catch {
    return undefined;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(not a URL)';
  }
}
