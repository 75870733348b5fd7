import { describe, expect, it } from 'vitest';
import { emailOf, starRatingOf } from './schema-contact';

describe('emailOf', () => {
  it.each([
    ['info@hotel.example', 'info@hotel.example'],
    ['mailto:Info@Hotel.example?subject=Booking', 'Info@Hotel.example'],
    [['first@hotel.example', 'second@hotel.example'], 'first@hotel.example'],
    ['write to us', null],
    [42, null],
    [`${'a'.repeat(250)}@hotel.example`, null],
  ])('reads %j as %j', (value, email) => {
    expect(emailOf(value)).toBe(email);
  });
});

describe('starRatingOf', () => {
  it.each([
    [{ '@type': 'Rating', ratingValue: '4', bestRating: '5' }, 4],
    [{ '@type': 'Rating', ratingValue: 5 }, 5],
    ['3', 3],
    [{ '@type': 'Rating', ratingValue: '3.5' }, null],
    [{ '@type': 'Rating', ratingValue: '6' }, null],
    [{ '@type': 'Rating', ratingValue: '' }, null],
    ['four stars', null],
  ])('reads %j as %j', (value, stars) => {
    expect(starRatingOf(value)).toBe(stars);
  });
});
