import { describe, expect, it } from 'vitest';
import { formatPhone, isPhoneShaped, normalisePhone, phoneTexts } from './phone-number';

describe('normalisePhone', () => {
  it('stores an international number in E.164, whatever the spacing', () => {
    expect(normalisePhone('+49 8821 123456')).toEqual({ ok: true, e164: '+498821123456' });
    expect(normalisePhone('+43 (512) 12-34-56')).toEqual({ ok: true, e164: '+43512123456' });
    expect(normalisePhone('0049 8821 123456', 'AT')).toEqual({ ok: true, e164: '+498821123456' });
  });

  it('reads a number without country code as one of the chosen country', () => {
    expect(normalisePhone('08821 123456', 'DE')).toEqual({ ok: true, e164: '+498821123456' });
    expect(normalisePhone('0512 123456', 'AT')).toEqual({ ok: true, e164: '+43512123456' });
    // Italy keeps its leading 0 after the country code.
    expect(normalisePhone('06 1234 5678', 'IT')).toEqual({ ok: true, e164: '+390612345678' });
  });

  it("checks a number against its country's numbering plan", () => {
    // 555 0100 is 7 digits: North American numbers have 10 after the +1.
    expect(normalisePhone('+1 555 0100')).toEqual({ ok: false, message: phoneTexts.withCountryCode });
    expect(normalisePhone('+1 202 555 0100')).toEqual({ ok: true, e164: '+12025550100' });
    // Kosovo and Bolivia, which the hand-written table of calling codes did not know.
    expect(normalisePhone('+383 44 123 456')).toEqual({ ok: true, e164: '+38344123456' });
    expect(normalisePhone('+591 7 123 4567')).toEqual({ ok: true, e164: '+59171234567' });
    expect(normalisePhone('044 123 456', 'XK')).toEqual({ ok: true, e164: '+38344123456' });
    expect(normalisePhone('2 2123456', 'BO')).toEqual({ ok: true, e164: '+59122123456' });
    expect(normalisePhone('0049 8821 123456')).toEqual({ ok: true, e164: '+498821123456' });
  });

  it('keeps no number as none', () => {
    expect(normalisePhone('  ')).toEqual({ ok: true, e164: '' });
  });

  it('says what is allowed when the number cannot be read', () => {
    expect(normalisePhone('08821 123456')).toEqual({ ok: false, message: phoneTexts.withCountryCode });
    expect(normalisePhone('+49 12')).toEqual({ ok: false, message: phoneTexts.withCountryCode });
    expect(normalisePhone('+49 1234 5678 9012 3456')).toEqual({
      ok: false,
      message: phoneTexts.withCountryCode,
    });
    expect(normalisePhone('12', 'DE')).toEqual({ ok: false, message: phoneTexts.invalidFor('Germany') });
    expect(normalisePhone('+49 abc', 'DE')).toEqual({ ok: false, message: phoneTexts.characters });
  });
});

describe('formatPhone', () => {
  it('shows a stored number in the international format', () => {
    expect(formatPhone('+498821123456')).toBe('+49 8821 123456');
    expect(formatPhone('+38344123456')).toBe('+383 44 123 456');
    expect(formatPhone('+12025550100')).toBe('+1 202 555 0100');
  });

  it('shows what it cannot read as it was stored', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('08821123456')).toBe('08821123456');
  });
});

describe('isPhoneShaped', () => {
  it('takes digits, spaces, separators and a leading + only', () => {
    expect(isPhoneShaped('+49 8821 123456')).toBe(true);
    expect(isPhoneShaped('030/123-45')).toBe(true);
    expect(isPhoneShaped('49+30')).toBe(false);
    expect(isPhoneShaped('call me')).toBe(false);
  });
});
