import { describe, expect, it } from 'vitest';
import { saveAlpineBitsSchema, updateAlpineBitsSchema } from './schemas';
import { controlCharactersMessage } from '../text';
import { alpineBitsTexts } from './texts';

const roomA = '5b0d7f6e-2a51-4c39-9a0e-0f6f3b1f2a11';
const roomB = '9c1e8a7f-3b62-4d4a-8b1f-1a7a4c2e3b22';
const valid = {
  serverUrl: ' https://channel.example.com/alpinebits ',
  username: 'hotel',
  password: '',
  hotelCode: 'H123',
  roomCodes: { [roomA]: 'DZ', [roomB]: 'EZ' },
  autoPush: true,
};

function fieldErrors(input: unknown) {
  const result = saveAlpineBitsSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('AlpineBits connection input', () => {
  it('takes a complete form, trimmed; an empty password stands for the stored one', () => {
    expect(saveAlpineBitsSchema.parse(valid)).toMatchObject({
      serverUrl: 'https://channel.example.com/alpinebits',
      password: '',
    });
  });

  it('names the field of each mistake', () => {
    expect(fieldErrors({ ...valid, serverUrl: 'not a url' })).toEqual({
      serverUrl: alpineBitsTexts.serverUrlInvalid,
    });
    expect(fieldErrors({ ...valid, hotelCode: 'x'.repeat(17) })).toEqual({
      hotelCode: alpineBitsTexts.hotelCodeTooLong,
    });
    expect(fieldErrors({ ...valid, username: 'a\u0000b' })).toEqual({
      username: controlCharactersMessage,
    });
    expect(fieldErrors({ ...valid, roomCodes: { [roomA]: 'DOPPEL ZI' } })).toEqual({
      [`roomCodes.${roomA}`]: alpineBitsTexts.roomCodeInvalid,
    });
    expect(fieldErrors({ ...valid, roomCodes: { [roomA]: 'TOOLONG12' } })).toEqual({
      [`roomCodes.${roomA}`]: alpineBitsTexts.roomCodeInvalid,
    });
  });

  it('refuses a colon in the username (Basic authentication splits at it) and thousands of room codes', () => {
    expect(fieldErrors({ ...valid, username: 'hotel:1' })).toEqual({
      username: alpineBitsTexts.usernameColon,
    });
    const many = Object.fromEntries(
      Array.from({ length: 1001 }, (_, index) => [
        `5b0d7f6e-2a51-4c39-9a0e-${String(index).padStart(12, '0')}`,
        `R${index}`,
      ]),
    );
    expect(fieldErrors({ ...valid, roomCodes: many })).toEqual({
      roomCodes: alpineBitsTexts.tooManyRoomCodes,
    });
  });

  it('refuses one code for two rooms, whatever the case', () => {
    expect(fieldErrors({ ...valid, roomCodes: { [roomA]: 'DZ', [roomB]: 'dz' } })).toEqual({
      [`roomCodes.${roomB}`]: alpineBitsTexts.roomCodeTaken('dz'),
    });
  });

  it('an update changes the switch or the codes, not nothing', () => {
    expect(updateAlpineBitsSchema.safeParse({ autoPush: false }).success).toBe(true);
    expect(updateAlpineBitsSchema.safeParse({}).success).toBe(false);
    expect(updateAlpineBitsSchema.safeParse({ password: 'x' }).success).toBe(false);
  });
});
