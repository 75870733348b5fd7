import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshConnectUrl, isFramedByTheApp, socketAddress, takeLinkToken } from './viewer-link';

const sessionId = '0b7b3c52-2a0e-4bd4-9d7f-0f6c1f7e9a11';
const appLocation = { origin: 'https://app.example' };

describe('the viewer page', () => {
  it('runs only in a frame of a page of its own origin', () => {
    const self = { location: appLocation };
    const framing = (parent: { location: { origin: string } }) => ({ self, parent, location: appLocation });
    expect(isFramedByTheApp(framing(self)), 'opened on its own').toBe(false);
    expect(isFramedByTheApp(framing({ location: appLocation })), 'in the app').toBe(true);
    expect(isFramedByTheApp(framing({ location: { origin: 'https://evil.example' } }))).toBe(false);
    const crossOrigin = {
      get location(): { origin: string } {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame', 'SecurityError');
      },
    };
    expect(isFramedByTheApp(framing(crossOrigin)), 'framed by another site').toBe(false);
  });

  it('uses the token in its address once, and removes it from the address', () => {
    const history = { replaceState: vi.fn() };
    const taken = takeLinkToken({ search: `?session=${sessionId}&token=abc.d%2Be` }, history);
    expect(taken).toEqual({
      session: sessionId,
      connectUrl: `/api/remote-browser/sessions/${sessionId}/live?token=abc.d%2Be`,
    });
    expect(history.replaceState).toHaveBeenCalledWith(null, '', `?session=${sessionId}`);
    // After a reload only the session is left: the viewer asks for a fresh link.
    expect(takeLinkToken({ search: `?session=${sessionId}` }, history)).toEqual({
      session: sessionId,
      connectUrl: null,
    });
    expect(socketAddress({ protocol: 'https:', host: 'app.example' }, '/api/x')).toBe(
      'wss://app.example/api/x',
    );
    expect(socketAddress({ protocol: 'http:', host: 'localhost:3000' }, '/api/x')).toBe(
      'ws://localhost:3000/api/x',
    );
  });
});

describe('a fresh link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is asked for with the session cookie, and is null when refused or unreachable', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ liveViewLink: '/live-view.html?x', connectUrl: '/api/fresh' }, { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await freshConnectUrl(sessionId)).toBe('/api/fresh');
    expect(fetch).toHaveBeenCalledWith(`/api/remote-browser/sessions/${sessionId}/live-link`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    fetch.mockResolvedValueOnce(Response.json({ error: {} }, { status: 404 }));
    expect(await freshConnectUrl(sessionId)).toBeNull();
    fetch.mockRejectedValueOnce(new TypeError('offline'));
    expect(await freshConnectUrl(sessionId)).toBeNull();
  });
});
