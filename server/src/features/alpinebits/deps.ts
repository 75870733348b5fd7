import type { AppContext } from '../../http/context';

/**
 * The waits of the AlpineBits push. Tests shorten them (BuildAppOptions.alpineBits): the exchange limit to see a
 * stall fail without waiting a minute, the backoff, and the clock the 15 minutes of automatic pushes count on.
 */
export interface AlpineBitsTimings {
  /** One request to the server (connect, send, answer) ends after this long: a stall fails the run (issue 33). */
  exchangeTimeoutMs: number;
  /** The waits before the second and third try of a push that met a network fault or a 5xx answer. */
  retryDelaysMs: readonly number[];
  /** How often the automatic push looks for hotels whose content changed. */
  autoPushSweepMs: number;
  now: () => Date;
}

export const defaultAlpineBitsTimings: AlpineBitsTimings = {
  exchangeTimeoutMs: 60_000,
  retryDelaysMs: [5_000, 20_000],
  autoPushSweepMs: 60_000,
  now: () => new Date(),
};

/** What the AlpineBits feature needs: the app's context, the password's sealing key and the timings. */
export type AlpineBitsDeps = Pick<AppContext, 'db' | 'log' | 'config' | 'jobs' | 'storage'> & {
  passwordKey: Buffer;
  timings: AlpineBitsTimings;
};
