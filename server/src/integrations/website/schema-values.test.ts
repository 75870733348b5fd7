import { describe, expect, it } from 'vitest';
import { countOf, timeOfDay, typesOf, yesOrNo } from './schema-values';

describe('check-in and check-out times', () => {
  it.each([
    ['15:00', '15:00'],
    ['15:00:00', '15:00'],
    ['T15:00', '15:00'],
    ['T15:00:00+01:00', '15:00'],
    ['2024-05-01T14:30:00Z', '14:30'],
    ['9:30', '09:30'],
    ['3 PM', '15:00'],
    ['11:30 a.m.', '11:30'],
    ['12 pm', '12:00'],
    ['12 AM', '00:00'],
    [['16:00', '17:00'], '16:00'],
  ])('reads %j as %s', (written, time) => {
    expect(timeOfDay(written)).toBe(time);
  });

  it.each(['ab 15 Uhr', '25:00', '15:75', '13 PM', '', 1500, null, { value: 'x' }])(
    'does not read %j',
    (written) => {
      expect(timeOfDay(written)).toBeNull();
    },
  );
});

describe('yes or no', () => {
  it.each([
    [true, true],
    [false, false],
    ['Yes', true],
    ['no', false],
    ['True', true],
    ['false', false],
    ['https://schema.org/False', false],
    ['http://schema.org/True', true],
  ])('reads %j as %s', (written, answer) => {
    expect(yesOrNo(written)).toBe(answer);
  });

  it.each(['Nur kleine Hunde', 'on request', 1, null, undefined])('leaves %j unsaid', (written) => {
    expect(yesOrNo(written)).toBeNull();
  });
});

describe('numbers of rooms', () => {
  it.each([
    [42, 42],
    ['42', 42],
    [' 8 ', 8],
    [{ '@type': 'QuantitativeValue', value: 30 }, 30],
    [{ '@type': 'QuantitativeValue', value: '12' }, 12],
  ])('reads %j as %i', (written, count) => {
    expect(countOf(written, 100_000)).toBe(count);
  });

  it.each([-1, 2.5, 'about 40', '1e3', 1_000_001, Infinity, null])('does not read %j', (written) => {
    expect(countOf(written, 100_000)).toBeNull();
  });
});

describe('types', () => {
  it('reads short names, full IRIs in http and https and prefixed names alike', () => {
    expect(
      typesOf({ '@type': ['https://schema.org/Hotel', 'http://schema.org/Resort', 'schema:Suite', 'Room'] }),
    ).toEqual(['hotel', 'resort', 'suite', 'room']);
    expect(typesOf({ '@type': 7 })).toEqual([]);
  });
});
