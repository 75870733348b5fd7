import { describe, expect, it } from 'vitest';
import { templateColor, templateColors } from './colors';

describe('template colours', () => {
  it('has the eight colours of the spec in order', () => {
    expect(templateColors).toEqual(['blue', 'green', 'orange', 'purple', 'red', 'teal', 'yellow', 'pink']);
  });

  it('takes a numeric id modulo 8', () => {
    expect(templateColor(0)).toBe('blue');
    expect(templateColor(7)).toBe('pink');
    expect(templateColor(8)).toBe('blue');
    expect(templateColor(13)).toBe('teal');
    expect(templateColor('13')).toBe('teal');
  });

  it('sums the character codes of a text id', () => {
    // 'a' = 97, 'b' = 98: 195 % 8 = 3
    expect(templateColor('ab')).toBe('purple');
    const id = '0b6b8a3e-4a4e-4a57-9a57-2f1f7d3a0c11';
    const sum = [...id].reduce((total, char) => total + char.charCodeAt(0), 0);
    expect(templateColor(id)).toBe(templateColors[sum % 8]);
  });

  it('gives one id the same colour every time', () => {
    expect(templateColor('abc-123')).toBe(templateColor('abc-123'));
  });
});
