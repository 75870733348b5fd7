import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('hides tokens in query strings and reset paths', () => {
    expect(redactUrl('/api/auth/verify-email?token=abc.def&callbackURL=%2Flogin')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2Flogin',
    );
    expect(redactUrl('/api/auth/reset-password/XYZ?callbackURL=/reset-password')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=/reset-password',
    );
    expect(redactUrl('/dashboard?success=true&session_id=cs_123')).toBe(
      '/dashboard?success=true&session_id=[redacted]',
    );
  });

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/hotels?x=1')).toBe('/api/hotels?x=1');
  });
});
