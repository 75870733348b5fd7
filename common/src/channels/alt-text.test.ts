import { describe, expect, it } from 'vitest';
import { hasAltText } from './alt-text';

describe('a photo name as its alt text', () => {
  it('is one when it says something in words', () => {
    for (const name of ['Deluxe Double Room', 'Pool at sunset.jpg', 'Zimmer 12 mit Balkon', 'Spa 2'])
      expect([name, hasAltText(name)]).toEqual([name, true]);
  });

  it('is none when a camera, a phone or a system named the file', () => {
    for (const name of [
      'IMG_1234.jpg',
      'IMG-20240101-WA0003.jpeg',
      'DSC0001',
      'DSCN1234.JPG',
      'PXL_20240101_123456789.jpg',
      '_MG_9999.CR2.jpg',
      '20240101_123456.jpg',
      '1234',
      '',
      '  ',
      '3f2a9c0d4b5e6f7a8b9c0d1e.webp',
      '123e4567-e89b-12d3-a456-426614174000.png',
    ])
      expect([name, hasAltText(name)]).toEqual([name, false]);
  });
});

describe("a photo's own alt text", () => {
  it('is its alt text whatever its name, and a blank one leaves the name to decide', () => {
    expect(hasAltText('IMG_1234.jpg', 'Two deck chairs on the lawn by the lake')).toBe(true);
    expect(hasAltText('IMG_1234.jpg', '   ')).toBe(false);
    expect(hasAltText('Pool at sunset.jpg', '')).toBe(true);
  });
});
