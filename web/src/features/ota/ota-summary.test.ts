import { describe, expect, it } from 'vitest';
import type { OtaStatus } from '@common/ota/schemas';
import { otaView } from './testing/ota-fixtures';
import { formatLastSync, needsRenewal, summarizeOtas } from './ota-summary';

const withStatuses = (...statuses: OtaStatus[]) =>
  statuses.map((status, index) => otaView(`o${index}`, 'booking', { status }));

describe('summarizeOtas', () => {
  it('counts connected, issues (disconnected and error) and the sync rate as a whole percentage', () => {
    expect(summarizeOtas(withStatuses('connected', 'disconnected', 'error'))).toEqual({
      connected: 1,
      issues: 2,
      syncRate: 33,
    });
    expect(summarizeOtas(withStatuses('connected', 'connected', 'connected', 'error'))).toEqual({
      connected: 3,
      issues: 1,
      syncRate: 75,
    });
  });

  it('has no sync rate without connections', () => {
    expect(summarizeOtas([])).toEqual({ connected: 0, issues: 0, syncRate: null });
  });
});

describe('row helpers', () => {
  it('marks disconnected and failed connections for renewal', () => {
    expect(withStatuses('connected', 'disconnected', 'error').map(needsRenewal)).toEqual([false, true, true]);
  });

  it("shows the last sync's date and time, or 'Never'", () => {
    expect(formatLastSync(null, 'Never')).toBe('Never');
    expect(formatLastSync('2026-03-05T12:30:00.000Z', 'Never')).toMatch(/^5 Mar 2026, \d\d:30$/);
  });
});
