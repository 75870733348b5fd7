import { OutboundFetcher } from '../outbound/outbound-fetcher';
import { OutboundRefused } from '../outbound/outbound-refused';
import { AlpineBitsError } from './errors';
import { readAnswer, type ParsedAnswer } from './answers';

/**
 * The HTTP side of AlpineBits (the specification's section 2): a POST of multipart/form-data with the fields
 * `action` and `request`, HTTP Basic authentication, and the headers X-AlpineBits-ClientProtocolVersion and
 * X-AlpineBits-ClientID. Every exchange goes through the outbound module (http(s) only, public addresses unless
 * the host is in OUTBOUND_ALLOWED_HOSTS, no credentials in URLs, redirects not followed) and ends within the
 * time limit however the server behaves. Faults become AlpineBitsError with their kind (errors.ts).
 */

export const defaultTimeoutMs = 60_000;
export const defaultClientId = 'HotelContentStudio';
/** Answers are short; a server that sends more than this is not answering AlpineBits. */
const maxAnswerBytes = 1024 * 1024;

export interface ExchangeTarget {
  url: string;
  username: string;
  password: string;
}

export interface ExchangeSettings {
  allowedHosts: readonly string[];
  timeoutMs?: number;
  clientId?: string;
  signal?: AbortSignal;
}

/**
 * One conversation with a server (a handshake and the messages after it), over kept-alive connections. The time
 * limit counts from its start and covers all of it: a push that began ends within `timeoutMs`, however the server
 * spreads its answers.
 */
export class AlpineBitsExchange {
  private readonly fetcher: OutboundFetcher;
  private readonly timeoutMs: number;
  private readonly deadline: AbortSignal;

  constructor(
    private readonly target: ExchangeTarget,
    private readonly settings: ExchangeSettings,
  ) {
    this.timeoutMs = settings.timeoutMs ?? defaultTimeoutMs;
    this.deadline = AbortSignal.timeout(this.timeoutMs);
    // The fetcher's own limits sit just above ours, so our deadline is the one that ends a stall ('timeout').
    this.fetcher = new OutboundFetcher(
      { allowedHosts: settings.allowedHosts, anyPublicHost: true },
      { totalMs: this.timeoutMs + 1_000, idleMs: this.timeoutMs + 1_000 },
    );
  }

  /**
   * Sends one request and reads the answer, which must be the `expectedRoot` element (OTA_PingRS...).
   * `version` goes into X-AlpineBits-ClientProtocolVersion.
   */
  async send(action: string, xml: string, version: string, expectedRoot: string): Promise<ParsedAnswer> {
    const { deadline } = this;
    const signal = this.settings.signal ? AbortSignal.any([this.settings.signal, deadline]) : deadline;
    const form = new FormData();
    form.set('action', action);
    form.set('request', xml);
    // undici writes the multipart body and its boundary, as a browser's form would be sent.
    const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    const credentials = Buffer.from(`${this.target.username}:${this.target.password}`).toString('base64');
    let answer;
    try {
      answer = await this.fetcher.post(this.target.url, {
        body,
        contentType: encoded.headers.get('content-type')!,
        headers: {
          authorization: `Basic ${credentials}`,
          'x-alpinebits-clientprotocolversion': version,
          'x-alpinebits-clientid': this.settings.clientId ?? defaultClientId,
        },
        accept: 'application/xml, text/xml;q=0.9, */*;q=0.1',
        maxResponseBytes: maxAnswerBytes,
        signal,
      });
    } catch (error) {
      throw asAlpineBitsError(error, deadline, this.timeoutMs);
    }
    const text = answer.body.toString('utf8');
    const { status } = answer;
    if (status === 401 || status === 403) {
      throw new AlpineBitsError('refused-credentials', `the server answered ${status}`, { status });
    }
    if (status >= 500) {
      throw new AlpineBitsError('server-error', `the server answered ${status}`, {
        status,
        details: [head(text)],
      });
    }
    if (status >= 300 && status < 400) {
      throw new AlpineBitsError(
        'refused-address',
        `the server redirected (${status}); a POST is not followed`,
        {
          status,
        },
      );
    }
    if (status === 400 && /^\s*ERROR:/.test(text)) {
      throw new AlpineBitsError('request-refused', 'the server refused the request', {
        status,
        details: [head(text.trim().replace(/^ERROR:\s*/, ''))],
      });
    }
    return readAnswer(text, expectedRoot, status, answer.contentType);
  }

  close() {
    this.fetcher.close();
  }
}

/** The first 300 characters of a body, for a report (never the whole page of a misconfigured server). */
function head(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

function asAlpineBitsError(error: unknown, deadline: AbortSignal, timeoutMs: number): unknown {
  if (!(error instanceof OutboundRefused)) return error;
  const seconds = Math.round(timeoutMs / 1000);
  switch (error.reason) {
    case 'invalid-url':
    case 'not-allowed':
    case 'not-public':
      return new AlpineBitsError('refused-address', error.message, { cause: error });
    case 'aborted':
      if (deadline.aborted) {
        return new AlpineBitsError('timeout', `no answer within ${seconds} s`, { cause: error });
      }
      return error;
    case 'unreachable':
      if (deadline.aborted || /timed out|stalled/.test(error.message)) {
        return new AlpineBitsError('timeout', `no answer within ${seconds} s`, { cause: error });
      }
      return new AlpineBitsError('network', error.message, { cause: error });
    default:
      return new AlpineBitsError('network', error.message, { cause: error });
  }
}
