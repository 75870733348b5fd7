import type { Page, Request } from 'playwright-core';
import type { PageError, PageErrorReason } from '@common/ota/schemas';

/**
 * Notices when the live browser shows Chromium's own error page instead of the channel's (issue 31, point 11):
 * the operator sees a grey "This site can't be reached" in a browser that is not theirs and cannot tell
 * whether our product, their network or the channel failed. The error page's address says nothing
 * (chrome-error://chromewebdata/), so the failed main-frame navigation is remembered per tab: Playwright reports
 * it (requestfailed) before the error page commits.
 */

/** The error page Chromium commits for a navigation that failed. */
export const isErrorPageUrl = (url: string) => url.startsWith('chrome-error://');

/**
 * Chromium's net error (Playwright's errorText, 'net::ERR_...') as a reason the window can put in plain words.
 * Behind the egress proxy a name that does not resolve and a refused connection both arrive as
 * ERR_TUNNEL_CONNECTION_FAILED, so they share one reason. Null for a navigation that was cancelled
 * (ERR_ABORTED: another navigation replaced it, or a download), which shows no error page.
 */
export function pageErrorReason(errorText: string): PageErrorReason | null {
  const code = errorText.replace(/^net::/, '');
  if (code === 'ERR_ABORTED') return null;
  if (/TIMED_OUT/.test(code)) return 'timedOut';
  if (/BLOCKED_BY_(CLIENT|ADMINISTRATOR)|UNSAFE_|DISALLOWED_URL/.test(code)) return 'blocked';
  if (/CERT_|SSL_/.test(code)) return 'certificate';
  if (
    /NAME_NOT_RESOLVED|NAME_RESOLUTION|DNS_|CONNECTION_(REFUSED|RESET|CLOSED|FAILED)|ADDRESS_|TUNNEL_|PROXY_|EMPTY_RESPONSE|INTERNET_DISCONNECTED|NETWORK_CHANGED/.test(
      code,
    )
  )
    return 'unreachable';
  return 'other';
}

interface LoadFailure {
  url: string;
  errorText: string;
}

/** The tabs' last failed navigations, kept until the tab loads a page again. */
export class PageLoadFailures {
  private readonly failures = new WeakMap<Page, LoadFailure>();

  watch(page: Page): void {
    page.on('requestfailed', (request) => {
      if (!isMainFrameNavigation(page, request)) return;
      this.failures.set(page, { url: request.url(), errorText: request.failure()?.errorText ?? '' });
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && !isErrorPageUrl(frame.url())) this.failures.delete(page);
    });
  }

  /** What went wrong while the tab shows Chromium's error page; null while it shows a page of the channel. */
  errorOf(page: Page | undefined): PageError | null {
    if (!page || !isErrorPageUrl(page.url())) return null;
    const failure = this.failures.get(page);
    return {
      reason: (failure && pageErrorReason(failure.errorText)) ?? 'other',
      url: failure?.url ?? null,
    };
  }
}

function isMainFrameNavigation(page: Page, request: Request): boolean {
  try {
    return request.isNavigationRequest() && request.frame() === page.mainFrame();
  } catch {
    // Requests of service workers belong to no frame.
    return false;
  }
}
