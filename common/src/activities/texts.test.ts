import { describe, expect, it } from 'vitest';
import { findSharedMessage, sharedMessageTemplates } from '../messages/registry';
import { activityTexts, assetActivityTitle } from './texts';

describe('activity titles', () => {
  it('read as they were stored before they became shared texts', () => {
    expect(activityTexts.assetUploaded['Room Photos']('pool.jpg')).toBe('Uploaded new Room Photos: pool.jpg');
    expect(activityTexts.assetDeleted.Dining('bar.jpg')).toBe('Deleted Dining: bar.jpg');
    expect(activityTexts.assetRestored['Event Spaces']('hall.jpg')).toBe(
      'Restored Event Spaces from the trash: hall.jpg',
    );
    expect(activityTexts.assetDeletedPermanently.Other('x.jpg')).toBe('Deleted Other permanently: x.jpg');
    expect(activityTexts.roomRestored('Suite')).toBe('Restored room from the trash: Suite');
    expect(activityTexts.templateDeletedPermanently('Summer')).toBe('Deleted template permanently: Summer');
    expect(activityTexts.templateCreated('Default')).toBe('Created template: Default');
    expect(activityTexts.roomDescriptionUpdated('Suite')).toBe('Updated the description of Suite');
    expect(activityTexts.featureEnabled('Free WiFi')).toBe('Enabled feature: Free WiFi');
    expect(activityTexts.featureDisabled('Free WiFi')).toBe('Disabled feature: Free WiFi');
    expect(activityTexts.otaConnected('Booking.com')).toBe('Connected to Booking.com');
    expect(activityTexts.otaDisconnected('Expedia')).toBe('Disconnected from Expedia');
  });

  it('give each asset category its own text, so the category is translated with its sentence', () => {
    const templates = sharedMessageTemplates();
    expect(templates.get('activities.assetUploaded.Room Photos')).toBe('Uploaded new Room Photos: {name}');
    expect(templates.get('activities.featureEnabled')).toBe('Enabled feature: {name}');
    expect(templates.get('activities.policiesUpdated')).toBe('Updated policies');
  });

  it('name a stored category the writes never give as Other rather than failing the log', () => {
    expect(assetActivityTitle(activityTexts.assetDeleted, 'Property', 'lobby.jpg')).toBe(
      'Deleted Property: lobby.jpg',
    );
    expect(assetActivityTitle(activityTexts.assetDeleted, 'Spa', 'sauna.jpg')).toBe(
      'Deleted Other: sauna.jpg',
    );
  });
});

/** A stored title is read back to its text by its words alone: what a second interface language translates. */
describe('a stored activity title read back to its text', () => {
  it.each([
    ['Updated policies', 'activities.policiesUpdated', undefined],
    ['Updated the hotel description', 'activities.hotelDescriptionUpdated', undefined],
    ['Created template: Summer', 'activities.templateCreated', { name: 'Summer' }],
    // Names that read like another title, or like its own words, stay whole values.
    [
      'Created template: Created template: Summer',
      'activities.templateCreated',
      { name: 'Created template: Summer' },
    ],
    ['Created template: Updated policies', 'activities.templateCreated', { name: 'Updated policies' }],
    [
      'Uploaded new Room Photos: Dining: bar.jpg',
      'activities.assetUploaded.Room Photos',
      { name: 'Dining: bar.jpg' },
    ],
    [
      'Deleted Dining permanently: menu.jpg',
      'activities.assetDeletedPermanently.Dining',
      { name: 'menu.jpg' },
    ],
    [
      'Deleted Dining: permanently: menu.jpg',
      'activities.assetDeleted.Dining',
      { name: 'permanently: menu.jpg' },
    ],
    ['Deleted room permanently: Suite', 'activities.roomDeletedPermanently', { name: 'Suite' }],
    ['Restored template from the trash: Winter', 'activities.templateRestored', { name: 'Winter' }],
    [
      'Enabled feature: Disabled feature: Pool',
      'activities.featureEnabled',
      { name: 'Disabled feature: Pool' },
    ],
    ['Connected to Booking.com', 'activities.otaConnected', { type: 'Booking.com' }],
    ['Disconnected from Expedia', 'activities.otaDisconnected', { name: 'Expedia' }],
  ])('%s', (title, id, values) => {
    expect(findSharedMessage(title)).toEqual(values ? { id, values } : { id });
  });
});
