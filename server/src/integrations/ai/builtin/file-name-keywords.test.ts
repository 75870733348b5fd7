import { describe, expect, it } from 'vitest';
import { fileNameWords, keywordsFromFileName } from './file-name-keywords';

describe('keywordsFromFileName', () => {
  it.each([
    ['pool-area.jpg', 'Amenities', ['pool']],
    ['Restaurant_Abend.png', 'Dining', ['restaurant', 'night']],
    ['breakfast buffet 2.webp', 'Dining', ['breakfast']],
    ['Frühstück.jpg', 'Dining', ['breakfast']],
    ['deluxe-suite-bed.jpg', 'Room Photos', ['suite', 'bed']],
    ['Doppelzimmer3.jpeg', 'Room Photos', ['room']],
    ['conferenceRoom.jpg', 'Event Spaces', ['conference', 'room']],
    ['wedding_garden.jpg', 'Event Spaces', ['wedding', 'garden']],
    ['hotel-facade-winter.jpg', 'Property', ['exterior', 'facade', 'winter']],
    ['lobby.tif', 'Property', ['lobby']],
    ['mountain-view.jpg', undefined, ['mountain', 'view']],
    ['IMG_2041.JPG', undefined, []],
  ])('%s -> %s %j', (fileName, category, tags) => {
    expect(keywordsFromFileName(fileName)).toEqual({ category, tags });
  });
});

describe('fileNameWords', () => {
  it('drops folders and the extension and splits camelCase', () => {
    expect(fileNameWords('uploads/2024/SeeBlick_Zimmer-12.JPG')).toEqual(['see', 'blick', 'zimmer']);
  });
});
