import { describe, expect, it } from 'vitest';
import { connectionTimings } from '@common/ota/schemas';
import {
  issueLiveToken,
  liveTokenKey,
  liveViewAddresses,
  SpentLiveTokens,
  verifyLiveToken,
} from './live-token';

const key = liveTokenKey('a-secret-key-for-the-token-tests-0123456789');
const sessionId = '0b7b3c52-2a0e-4bd4-9d7f-0f6c1f7e9a11';
const userId = 'user-1';
const now = 1_800_000_000_000;

describe('live-view tokens', () => {
  it('authorise their own session and user until they expire', () => {
    const token = issueLiveToken(key, sessionId, userId, now);
    expect(verifyLiveToken(key, token, sessionId, userId, now)).toBe(true);
    expect(verifyLiveToken(key, token, sessionId, userId, now + connectionTimings.liveTokenMs)).toBe(true);
  });

  it('are refused once expired', () => {
    const token = issueLiveToken(key, sessionId, userId, now);
    expect(verifyLiveToken(key, token, sessionId, userId, now + connectionTimings.liveTokenMs + 1)).toBe(
      false,
    );
  });

  it('are refused for another session, another user or under another key', () => {
    const token = issueLiveToken(key, sessionId, userId, now);
    expect(verifyLiveToken(key, token, '0b7b3c52-2a0e-4bd4-9d7f-0f6c1f7e9a12', userId, now)).toBe(false);
    expect(verifyLiveToken(key, token, sessionId, 'user-2', now)).toBe(false);
    expect(
      verifyLiveToken(
        liveTokenKey('another-secret-key-0123456789-abcdefghij'),
        token,
        sessionId,
        userId,
        now,
      ),
    ).toBe(false);
  });

  it('are refused when tampered with or missing', () => {
    const token = issueLiveToken(key, sessionId, userId, now);
    const [expiry, signature] = token.split('.') as [string, string];
    const later = (parseInt(expiry, 36) + 60_000).toString(36);
    expect(verifyLiveToken(key, `${later}.${signature}`, sessionId, userId, now)).toBe(false);
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(verifyLiveToken(key, `${expiry}.${flipped}`, sessionId, userId, now)).toBe(false);
    for (const bad of [
      undefined,
      '',
      '.',
      `${expiry}.`,
      `${expiry}.${signature}.x`,
      `zzzzzzzzzzzzz.${signature}`,
    ])
      expect(verifyLiveToken(key, bad, sessionId, userId, now)).toBe(false);
  });
});

describe('spent live-view tokens', () => {
  it('remember a token that opened a view until it expires', () => {
    const spent = new SpentLiveTokens();
    const token = issueLiveToken(key, sessionId, userId, now);
    const other = issueLiveToken(key, sessionId, userId, now + 1);
    expect(spent.has(token)).toBe(false);
    spent.spend(token, now);
    expect(spent.has(token)).toBe(true);
    expect(spent.has(other)).toBe(false);
    // Once expired it is forgotten: verifyLiveToken refuses it by then anyway.
    spent.spend(other, now + connectionTimings.liveTokenMs + 1);
    expect(spent.has(token)).toBe(false);
    expect(spent.has(other)).toBe(true);
  });

  it('come from addresses that carry one fresh token for the page and its socket', () => {
    const links = liveViewAddresses(key, sessionId, userId);
    const pageToken = new URL(links.liveViewLink, 'http://app').searchParams.get('token');
    const socketToken = new URL(links.connectUrl, 'http://app').searchParams.get('token');
    expect(links.liveViewLink).toMatch(new RegExp(`^/live-view\\.html\\?session=${sessionId}&token=`));
    expect(links.connectUrl).toMatch(new RegExp(`^/api/remote-browser/sessions/${sessionId}/live\\?token=`));
    expect(pageToken).toBe(socketToken);
    expect(verifyLiveToken(key, socketToken ?? undefined, sessionId, userId)).toBe(true);
  });
});
