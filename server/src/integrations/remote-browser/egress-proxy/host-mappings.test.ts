import { describe, expect, it } from 'vitest';
import { hostMappingsFrom } from './host-mappings';

describe("the operator's host mappings", () => {
  it('reads exact MAP rules: an address is trusted as written, a name is not', () => {
    const mappings = hostMappingsFrom([
      '--ignore-certificate-errors',
      '--host-resolver-rules=MAP admin.booking.com 127.0.0.1:8443, MAP Account.Booking.com [::1], MAP x.booking.com other.example:444',
    ]);
    expect(Object.fromEntries(mappings)).toEqual({
      'admin.booking.com': { target: '127.0.0.1', port: 8443, trusted: true },
      'account.booking.com': { target: '::1', port: undefined, trusted: true },
      'x.booking.com': { target: 'other.example', port: 444, trusted: false },
    });
  });

  it('leaves wildcards, EXCLUDE rules and bad targets to Chromium', () => {
    const mappings = hostMappingsFrom([
      '--host-resolver-rules=MAP * 127.0.0.1, EXCLUDE admin.booking.com, MAP a.booking.com 127.0.0.1:99999',
    ]);
    expect(mappings.size).toBe(0);
  });
});
