import { describe, expect, it } from 'vitest';
import { memberRoles } from '../teams/roles';
import {
  defaultEventsOfRole,
  eventOfKind,
  eventsOfferedTo,
  eventsOfMember,
  hotelEventKinds,
  notificationEvents,
} from './events';
import { notificationKinds } from './kinds';

describe('who hears of which event', () => {
  it('gives each role its defaults while the owner has chosen nothing', () => {
    expect(memberRoles.map((role) => [role, eventsOfMember(role, null)])).toEqual([
      ['owner', ['import_finished', 'ota_login_expiring', 'push_failed', 'template_dates', 'payment_failed']],
      ['admin', ['import_finished', 'ota_login_expiring', 'push_failed', 'template_dates']],
      ['editor', ['import_finished', 'template_dates']],
      ['viewer', []],
    ]);
  });

  it('follows a stored choice in the table’s order, dropping unknown events and payments for non-owners', () => {
    expect(eventsOfMember('viewer', ['push_failed', 'import_finished'])).toEqual([
      'import_finished',
      'push_failed',
    ]);
    expect(eventsOfMember('editor', [])).toEqual([]);
    // Chosen while they owned the hotel: a member who is no longer its owner does not hear of its payments.
    expect(eventsOfMember('admin', ['payment_failed', 'gone_event'])).toEqual([]);
    expect(eventsOfMember('owner', ['payment_failed'])).toEqual(['payment_failed']);
  });

  it('offers payments on the owner’s row alone, and never gives them to another role by default', () => {
    expect(eventsOfferedTo('owner')).toEqual([...notificationEvents]);
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      expect(eventsOfferedTo(role)).not.toContain('payment_failed');
      expect(defaultEventsOfRole[role]).not.toContain('payment_failed');
    }
  });

  it('routes every hotel kind to an event, and names an event only with kinds that exist', () => {
    for (const kind of hotelEventKinds) expect(eventOfKind[kind]).toBeDefined();
    expect(Object.keys(eventOfKind).filter((kind) => !notificationKinds.includes(kind as never))).toEqual([]);
    // Every event can be heard of through at least one kind.
    expect([...new Set(Object.values(eventOfKind))].sort()).toEqual([...notificationEvents].sort());
  });
});
