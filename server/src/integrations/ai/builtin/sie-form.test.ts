import { describe, expect, it } from 'vitest';
import { sieVerb, toSieForm } from './sie-form';

describe('toSieForm', () => {
  it.each([
    ['Bei uns findest du Ruhe.', 'Bei uns finden Sie Ruhe.'],
    ['Du kannst dich im Spa entspannen.', 'Sie können sich im Spa entspannen.'],
    ['Kannst du dir das vorstellen?', 'Können Sie sich das vorstellen?'],
    [
      'Gönn dir eine Auszeit und genieße deinen Urlaub.',
      'Gönnen Sie sich eine Auszeit und genießen Sie Ihren Urlaub.',
    ],
    ['Wir freuen uns auf dich!', 'Wir freuen uns auf Sie!'],
    ['Dein Zimmer wartet auf dich.', 'Ihr Zimmer wartet auf Sie.'],
    ['Hier erlebst du die Berge.', 'Hier erleben Sie die Berge.'],
    ['Du reist gern? Du bist hier richtig.', 'Sie reisen gern? Sie sind hier richtig.'],
    ['Wir zeigen euch eure Zimmer.', 'Wir zeigen Sie Ihre Zimmer.'],
  ])('%s -> %s', (text, expected) => {
    expect(toSieForm(text)).toBe(expected);
  });

  it('leaves a text without du unchanged', () => {
    expect(toSieForm('Das Hotel liegt am See.')).toBe('Das Hotel liegt am See.');
  });
});

describe('sieVerb', () => {
  it.each([
    ['findest', 'finden'],
    ['erlebst', 'erleben'],
    ['genießt', 'genießen'],
    ['bist', 'sind'],
    ['Kannst', 'Können'],
    ['im', undefined],
    ['gern', undefined],
  ])('%s -> %s', (verb, expected) => {
    expect(sieVerb(verb)).toBe(expected);
  });
});

describe('sieVerb endings', () => {
  it.each([
    ['freust', 'freuen'],
    ['schaust', 'schauen'],
    ['reist', 'reisen'],
    ['sitzt', 'sitzen'],
    ['kommst', 'kommen'],
  ])('%s -> %s', (verb, expected) => {
    expect(sieVerb(verb)).toBe(expected);
  });
});
