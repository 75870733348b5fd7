import { describe, expect, it } from 'vitest';
import { splitPolicies } from './policy-titles';

const facility = (title: string) => ({ title, groupId: null });

describe('policies in a listing (issue 31, point 6)', () => {
  it('reads choices and times as policies, the first of a group winning, and keeps the rest as facilities', () => {
    const { facilities, policies } = splitPolicies(
      [
        'Free WiFi',
        'Pets allowed on request',
        'Pets are not allowed',
        'Check-in 9:30',
        'Check-out until 11:00',
        'Adults only',
        'Express check-in/check-out',
      ].map(facility),
    );
    expect(facilities.map((entry) => entry.title)).toEqual(['Free WiFi', 'Express check-in/check-out']);
    expect(policies).toEqual({
      pets: 'on-request',
      children: 'adults-only',
      checkIn: { from: '09:30', until: null },
      checkOut: { from: null, until: '11:00' },
    });
  });

  it('reads a range with both ends', () => {
    expect(splitPolicies([facility('Check-in 15:00-22:00')]).policies).toEqual({
      checkIn: { from: '15:00', until: '22:00' },
    });
  });
});
