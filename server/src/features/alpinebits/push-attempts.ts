import { AlpineBitsError } from '../../integrations/alpinebits';

/**
 * Runs `attempt` until it succeeds, trying again after each of `delaysMs` when it throws a retryable
 * AlpineBitsError (a network fault, a 5xx answer); anything else, and the last failure, is thrown. The server's
 * Errors answer is a result, never a throw, so it is never tried again. `onTry` counts the tries made.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  options: { delaysMs: readonly number[]; signal: AbortSignal; onTry: (tries: number) => void },
): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    options.onTry(tries);
    try {
      return await attempt();
    } catch (error) {
      const delay = options.delaysMs[tries - 1];
      if (!(error instanceof AlpineBitsError) || !error.retryable || delay === undefined) throw error;
      await wait(delay, options.signal);
      // Stopped meanwhile (the deadline, the process): the last fault stands.
      if (options.signal.aborted) throw error;
    }
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
