import { expect, it } from 'vitest';
import { fixtureFacts } from '@e2e/fakes/booking-fixture';
import { guessRoomType } from './room-type-guess';

it('takes the first keyword in the spec order, not the first word of the name', () => {
  expect(guessRoomType('Deluxe Suite')).toBe('suite');
  expect(guessRoomType('Family Double')).toBe('double');
  expect(guessRoomType('Executive Twin Room')).toBe('twin');
  expect(guessRoomType('Suite for a Single Traveller')).toBe('single');
  expect(guessRoomType('Deluxe Family Room')).toBe('family');
  expect(guessRoomType('Executive Deluxe Room')).toBe('deluxe');
});

it('finds a keyword in any case and inside a word', () => {
  expect(guessRoomType('EXECUTIVE ROOM')).toBe('executive');
  expect(guessRoomType('Twin/Double Room')).toBe('double');
  expect(guessRoomType('Junior-Suite')).toBe('suite');
  expect(guessRoomType('Doubles')).toBe('double');
});

it("is 'other' when the name has none of the keywords", () => {
  expect(guessRoomType('Studio')).toBe('other');
  expect(guessRoomType('Studio Apartment')).toBe('other');
  expect(guessRoomType('Room 31245601')).toBe('other');
  expect(guessRoomType('')).toBe('other');
});

it('gives the fixture rooms the types the import journey expects', () => {
  for (const [name, type] of Object.entries(fixtureFacts.roomTypes)) expect(guessRoomType(name)).toBe(type);
});

it('knows the German words of hotel websites', () => {
  expect(guessRoomType('Einzelzimmer Bergblick')).toBe('single');
  expect(guessRoomType('Doppelzimmer Seeblick')).toBe('double');
  expect(guessRoomType('Familienzimmer')).toBe('family');
  expect(guessRoomType('Familiensuite')).toBe('suite');
  expect(guessRoomType('Ferienwohnung')).toBe('other');
});
