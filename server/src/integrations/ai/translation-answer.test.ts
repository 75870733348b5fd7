import { describe, expect, it } from 'vitest';
import { checkTranslation } from './translation-answer';

const german =
  'Unser Hotel liegt ruhig am Waldrand. Vom Balkon sehen Sie das Matterhorn, und das Frühstück gibt es bis 11 Uhr.';
const italian =
  'Il nostro hotel si trova in posizione tranquilla al limitare del bosco. Dal balcone vedrà il Cervino e la ' +
  'colazione è servita fino alle 11.';

describe('an answer read as a translation', () => {
  it('takes a translation as it came, without the white space around it', () => {
    expect(checkTranslation(german, `\n  ${italian}  \n`)).toEqual({ ok: true, text: italian });
  });

  it('takes a short name that stays the same in the other language', () => {
    expect(checkTranslation('Junior Suite', 'Junior Suite')).toEqual({ ok: true, text: 'Junior Suite' });
    expect(checkTranslation('Bett', 'Letto matrimoniale')).toEqual({ ok: true, text: 'Letto matrimoniale' });
  });

  it('keeps the paragraphs and lines of a longer text', () => {
    const source = 'Erster Absatz über das Haus.\n\nZweiter Absatz:\n- Sauna\n- Hallenbad';
    const reply = 'First paragraph about the house.\n\nSecond paragraph:\n- Sauna\n- Indoor pool';
    expect(checkTranslation(source, reply)).toEqual({ ok: true, text: reply });
  });

  it('takes off quotes around the whole answer, but not quotes the source has or that stand inside', () => {
    expect(checkTranslation(german, `„${italian}“`)).toEqual({ ok: true, text: italian });
    expect(checkTranslation(german, `"${italian}"`)).toEqual({ ok: true, text: italian });
    expect(checkTranslation('"Seeblick"', '"Vista lago"')).toEqual({ ok: true, text: '"Vista lago"' });
    const quotedNames = '"Alpenblick" e "Seeblick"';
    expect(checkTranslation('"Alpenblick" und "Seeblick"', quotedNames)).toEqual({
      ok: true,
      text: quotedNames,
    });
  });

  it('refuses an empty answer, also one of white space or empty quotes', () => {
    for (const reply of ['', '   \n ', '""', '„ “'])
      expect(checkTranslation(german, reply), JSON.stringify(reply)).toEqual({ ok: false, problem: 'empty' });
  });

  it('refuses the source again for a text of more than a few words, also in other case or spacing', () => {
    expect(checkTranslation(german, german)).toEqual({ ok: false, problem: 'unchanged' });
    expect(checkTranslation(german, german.toUpperCase().replace(/ /g, '  '))).toEqual({
      ok: false,
      problem: 'unchanged',
    });
    expect(checkTranslation('Suite mit Blick auf den See', 'Suite mit Blick auf den See')).toEqual({
      ok: false,
      problem: 'unchanged',
    });
  });

  it('refuses an answer under half or over twice the length of the source, with room for a short text', () => {
    expect(checkTranslation(german, 'Il nostro hotel.')).toEqual({ ok: false, problem: 'tooShort' });
    expect(checkTranslation(german, `${italian} ${italian} ${italian}`)).toEqual({
      ok: false,
      problem: 'tooLong',
    });
    expect(checkTranslation('Sauna', 'Sauna finlandese con vista')).toEqual({
      ok: true,
      text: 'Sauna finlandese con vista',
    });
    expect(checkTranslation('Sauna', 'La sauna finlandese con vista sulle montagne')).toEqual({
      ok: false,
      problem: 'tooLong',
    });
  });

  it('refuses an answer with more lines than the source: a note or an introduction came along', () => {
    expect(checkTranslation('Doppelzimmer Matterhorn', 'Camera doppia Matterhorn\n(nome mantenuto)')).toEqual(
      {
        ok: false,
        problem: 'extraLines',
      },
    );
    expect(checkTranslation(german, `Ecco la traduzione:\n\n${italian}`)).toEqual({
      ok: false,
      problem: 'extraLines',
    });
  });

  it('refuses an answer with a NUL character, which no text column can hold', () => {
    expect(checkTranslation(german, `${italian}\u0000`)).toEqual({ ok: false, problem: 'nulCharacter' });
  });
});
