import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  codeReloadKey,
  isMissingCodeError,
  reloadForMissingCode,
  shouldReloadForMissingCode,
} from './code-reload';

const missingChunk = new TypeError(
  'Failed to fetch dynamically imported module: https://hotel.test/assets/dashboard-1a2b3c.js',
);

describe('reloading when a page chunk is gone', () => {
  afterEach(() => window.sessionStorage.clear());

  it("recognises each browser's message for a dynamic import that failed", () => {
    expect(isMissingCodeError(missingChunk)).toBe(true);
    expect(isMissingCodeError(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isMissingCodeError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingCodeError(new Error('Unable to preload CSS for /assets/calendar-9f8e.css'))).toBe(true);
    expect(isMissingCodeError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(
      false,
    );
    expect(isMissingCodeError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, and not again right after that reload', () => {
    const reload = vi.fn();
    expect(shouldReloadForMissingCode(missingChunk, 1_000_000)).toBe(true);
    reloadForMissingCode(reload, 1_000_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(codeReloadKey)).toBe('1000000');
    // The reloaded page still misses its chunk: no loop, the error page shows instead.
    expect(shouldReloadForMissingCode(missingChunk, 1_005_000)).toBe(false);
  });

  it('reloads again for a later deploy, a minute after the last reload', () => {
    window.sessionStorage.setItem(codeReloadKey, '1000000');
    expect(shouldReloadForMissingCode(missingChunk, 1_060_000)).toBe(true);
  });

  it('never reloads for an error in the page itself', () => {
    expect(shouldReloadForMissingCode(new Error('render failed'))).toBe(false);
  });
});
