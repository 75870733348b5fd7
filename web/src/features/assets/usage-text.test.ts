import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, interfaceLanguage } from '@web/lib/i18n/i18n';
import { usageText } from './usage-text';

const none = { publishedTemplates: 0, draftTemplates: 0, hotelGallery: false, rooms: 0 };

describe('usageText', () => {
  afterEach(() => act(() => i18n.activate(interfaceLanguage)));

  it('names each place, pluralised, joined with commas and "and"', () => {
    expect(usageText({ ...none, publishedTemplates: 1, hotelGallery: true })).toBe(
      'Used in 1 published template and the hotel gallery',
    );
    expect(usageText({ publishedTemplates: 2, draftTemplates: 1, hotelGallery: true, rooms: 3 })).toBe(
      'Used in 2 published templates, 1 draft template, the hotel gallery and 3 rooms',
    );
    expect(usageText({ ...none, rooms: 1 })).toBe('Used in 1 room');
    expect(usageText({ ...none, draftTemplates: 2, rooms: 1 })).toBe('Used in 2 draft templates and 1 room');
    expect(usageText({ ...none, publishedTemplates: 1, draftTemplates: 1, rooms: 2 })).toBe(
      'Used in 1 published template, 1 draft template and 2 rooms',
    );
  });

  it('writes a count as the server sent it, without a thousands separator, as before', () => {
    expect(usageText({ ...none, rooms: 1200 })).toBe('Used in 1200 rooms');
  });

  it('says plainly when a photo is not used', () => {
    expect(usageText(none)).toBe('Not used in any gallery, room or template');
  });

  it('joins and counts in a second interface language with its own words', () => {
    i18n.load('de', {
      ...i18n.messages,
      'assets.delete.usage.usedIn': 'Verwendet in {places}',
      'assets.delete.usage.lastTwo': '{first} und {last}',
      'assets.delete.usage.hotelGallery': 'der Hotelgalerie',
      'assets.delete.usage.rooms': '{count} {count, plural, one {Zimmer} other {Zimmern}}',
    });
    act(() => i18n.activate('de'));
    expect(usageText({ ...none, hotelGallery: true, rooms: 2 })).toBe(
      'Verwendet in der Hotelgalerie und 2 Zimmern',
    );
  });
});
