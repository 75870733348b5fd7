import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { readAhead, takeReadAhead } from './read-ahead';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('reading ahead', () => {
  it('hands the answer read ahead to the first read of the same path, asking the server once', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(200, { hotels: [{ id: 'h1' }] }));
    vi.stubGlobal('fetch', fetch);

    await expect(readAhead('/api/hotels')).resolves.toEqual({ hotels: [{ id: 'h1' }] });
    await expect(apiRequest('/api/hotels')).resolves.toEqual({ hotels: [{ id: 'h1' }] });
    expect(fetch).toHaveBeenCalledTimes(1);

    // Handed out once: the next read asks the server again.
    fetch.mockResolvedValue(answer(200, { hotels: [] }));
    await expect(apiRequest('/api/hotels')).resolves.toEqual({ hotels: [] });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks once for a path read ahead twice', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(200, { profile: { id: 'u1' } }));
    vi.stubGlobal('fetch', fetch);
    await Promise.all([readAhead('/api/profile'), readAhead('/api/profile')]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(takeReadAhead('/api/profile')).toBeDefined();
    expect(takeReadAhead('/api/profile')).toBeUndefined();
  });

  it('does not hand out an answer older than ten seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const fetch = vi.fn().mockResolvedValue(answer(200, { onboarding: { completed: false } }));
    vi.stubGlobal('fetch', fetch);
    await readAhead('/api/onboarding');
    vi.setSystemTime(new Date('2026-11-23T10:00:11Z'));
    fetch.mockResolvedValue(answer(200, { onboarding: { completed: true } }));
    await expect(apiRequest('/api/onboarding')).resolves.toEqual({ onboarding: { completed: true } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives the reader ahead nothing for a refused read, and the page its error as usual', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(404, { error: { code: 'notFound', message: 'Hotel not found' } })),
    );
    await expect(readAhead('/api/hotels/x/gallery')).resolves.toBeUndefined();
    await expect(apiRequest('/api/hotels/x/gallery')).rejects.toThrow('Hotel not found');
  });

  it('retries a read whose answer ahead failed on the network', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValue(answer(200, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await expect(readAhead('/api/area')).resolves.toBeUndefined();
    const read = apiRequest('/api/area');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(read).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never uses an answer read ahead for a write', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(200, { saved: true }));
    vi.stubGlobal('fetch', fetch);
    await readAhead('/api/description');
    await apiRequest('/api/description', { method: 'PUT', body: { content: 'x' } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({ method: 'PUT' });
  });
});
