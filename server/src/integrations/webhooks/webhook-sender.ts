import { matchAllowedHost } from '../outbound/allowed-hosts';
import { OutboundFetcher, type OutboundTimeouts } from '../outbound/outbound-fetcher';
import { OutboundRefused } from '../outbound/outbound-refused';
import { signatureHeader, signatureOf } from './signature';

/** One attempt's time: a receiver is to take the event and answer, not to work on it first. */
export const webhookAttemptTimeouts: OutboundTimeouts = { totalMs: 10_000, idleMs: 10_000 };

/**
 * Why an attempt failed, as stored with the delivery and shown to the owner:
 * `http-status` (a non-2xx answer, a redirect included: none is followed), `timeout`, `unreachable` (the name
 * does not resolve, the connection fails), `refused-address` (not https, or an address that is not public),
 * `invalid-url`.
 */
export type WebhookFailure = 'http-status' | 'timeout' | 'unreachable' | 'refused-address' | 'invalid-url';

export interface WebhookAttempt {
  delivered: boolean;
  /** The receiver's status, when it answered. */
  httpStatus: number | null;
  error: WebhookFailure | null;
}

export interface WebhookMessage {
  url: string;
  secret: string;
  /** The event as JSON, sent and signed byte for byte. */
  body: string;
  /** The attempt's time, signed into the header. */
  at: Date;
}

/**
 * Sends signed webhook events through the outbound fetcher: https to public addresses only (a host named exactly
 * in OUTBOUND_ALLOWED_HOSTS may be plain http and private), the address checked by the connection's own DNS
 * lookup at every attempt, no redirect followed, 10 seconds an attempt. Any 2xx answer is a delivery; everything
 * else is a failure with its reason, never an exception. close() ends kept-alive connections.
 */
export class WebhookSender {
  private readonly outbound: OutboundFetcher;

  constructor(
    private readonly allowedHosts: readonly string[],
    timeouts: OutboundTimeouts = webhookAttemptTimeouts,
  ) {
    this.outbound = new OutboundFetcher({ allowedHosts, anyPublicHost: true }, timeouts);
  }

  async send(message: WebhookMessage): Promise<WebhookAttempt> {
    if (!this.httpsOrTrusted(message.url)) return failed('refused-address');
    const timestamp = Math.floor(message.at.getTime() / 1000);
    try {
      const answer = await this.outbound.post(message.url, {
        body: message.body,
        contentType: 'application/json',
        headers: { [signatureHeader]: signatureOf(message.secret, message.body, timestamp) },
        maxResponseBytes: 1024,
      });
      const delivered = answer.status >= 200 && answer.status < 300;
      return { delivered, httpStatus: answer.status, error: delivered ? null : 'http-status' };
    } catch (error) {
      if (!(error instanceof OutboundRefused)) throw error;
      return failed(failureOf(error));
    }
  }

  close() {
    this.outbound.close();
  }

  private httpsOrTrusted(address: string): boolean {
    try {
      const url = new URL(address);
      return url.protocol === 'https:' || matchAllowedHost(url, this.allowedHosts) === 'exact';
    } catch {
      return false;
    }
  }
}

const failed = (error: WebhookFailure): WebhookAttempt => ({ delivered: false, httpStatus: null, error });

function failureOf(refusal: OutboundRefused): WebhookFailure {
  switch (refusal.reason) {
    case 'invalid-url':
      return 'invalid-url';
    case 'not-public':
    case 'not-allowed':
      return 'refused-address';
    case 'unreachable':
      return /timed out|stalled/.test(refusal.message) ? 'timeout' : 'unreachable';
    default:
      return 'unreachable';
  }
}
