import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { galleryCatalogue } from '@web/locales/galleries';
import { sortableGridTexts } from './sortable-grid-texts';
import { dragAnnouncements } from './drag-announcements';

const images = [
  { assetId: 'a', name: 'Lobby' },
  { assetId: 'b', name: 'Spa' },
  { assetId: 'c', name: 'Pool' },
];
const active = (id: string) => ({ id }) as Active;
const over = (id: string) => ({ id }) as Over;

describe('drag announcements', () => {
  it('name the image and its position in English', () => {
    const say = dragAnnouncements(images, sortableGridTexts(galleryCatalogue, 'en'));
    expect(say.onDragStart({ active: active('c') })).toBe('Picked up image Pool (3 of 3).');
    // dnd-kit reports the image over its own place right after the pick-up: nothing new to say.
    expect(say.onDragOver({ active: active('c'), over: over('c') })).toBeUndefined();
    expect(say.onDragOver({ active: active('c'), over: over('a') })).toBe(
      'Image Pool was moved to position 1 of 3.',
    );
    expect(say.onDragEnd({ active: active('c'), over: over('b') })).toBe(
      'Image Pool was dropped at position 2 of 3.',
    );
    expect(say.onDragCancel({ active: active('c'), over: null })).toBe(
      'Moving was cancelled. Image Pool is back at position 3 of 3.',
    );
  });

  it('speak German on the hotel content page', () => {
    const say = dragAnnouncements(images, sortableGridTexts(galleryCatalogue, 'de'));
    expect(say.onDragStart({ active: active('a') })).toBe('Bild Lobby aufgenommen (1 von 3).');
    expect(say.onDragEnd({ active: active('a'), over: over('c') })).toBe(
      'Bild Lobby wurde auf Position 3 von 3 abgelegt.',
    );
  });
});
