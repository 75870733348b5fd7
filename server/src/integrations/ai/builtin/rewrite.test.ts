import { describe, expect, it } from 'vitest';
import { expandText } from './expand-text';
import { formalize, polish, relax, rewriteLocally, shorten } from './rewrite';

const description =
  'Das Hotel Alpenblick liegt wirklich ruhig am Waldrand. Die Zimmer sind hell und einfach gemütlich. ' +
  'Im Spa gibt es eine Sauna und ein Dampfbad. Das Frühstück wird auf der Terrasse serviert. ' +
  'Im Winter führt die Skipiste direkt am Haus vorbei. Wir freuen uns auf Sie.';

describe('polish', () => {
  it('tidies spacing and punctuation, capitalises sentences and drops doubled words', () => {
    expect(polish('das  hotel liegt  am see .die die Zimmer sind hell!!! schön,oder')).toBe(
      'Das hotel liegt am see. Die Zimmer sind hell! Schön, oder.',
    );
  });

  it('keeps abbreviations and paragraphs', () => {
    expect(polish('Wir bieten z. B. eine Sauna.\n\nca. fünf Minuten zum See.')).toBe(
      'Wir bieten z. B. eine Sauna.\n\nCa. fünf Minuten zum See.',
    );
  });
});

describe('shorten', () => {
  it('keeps the first half of the sentences without filler words', () => {
    expect(shorten(description, 'de')).toBe(
      'Das Hotel Alpenblick liegt ruhig am Waldrand. Die Zimmer sind hell und gemütlich. ' +
        'Im Spa gibt es eine Sauna und ein Dampfbad.',
    );
  });

  it('cuts a single long sentence to its main clause', () => {
    expect(shorten('Das Hotel liegt am See, umgeben von Wiesen und Wäldern', 'de')).toBe(
      'Das Hotel liegt am See.',
    );
  });

  it('drops English fillers and repeated sentences', () => {
    expect(
      shorten('We are very close to the sea. We are very close to the sea. Rooms are really big.', 'en'),
    ).toBe('We are close to the sea.');
  });
});

describe('formalize', () => {
  it('uses the Sie-form, expands contractions and drops slang in German', () => {
    expect(
      formalize("Hey Leute! Bei uns gibt's echt coole Zimmer und du kannst dich im Spa entspannen!", 'de'),
    ).toBe('Liebe Gäste. Bei uns gibt es ansprechende Zimmer und Sie können sich im Spa entspannen.');
  });

  it('expands contractions and replaces casual words in English', () => {
    expect(formalize("We're gonna make sure you don't miss the awesome pool, guys!", 'en')).toBe(
      'We are going to make sure you do not miss the excellent pool, guests.',
    );
  });
});

describe('relax', () => {
  it('swaps formal words for everyday ones and ends on a friendly line', () => {
    expect(
      relax(
        'Das Hotel verfügt über zahlreiche Zimmer. Wir freuen uns darauf, Sie bald begrüßen zu dürfen.',
        'de',
      ),
    ).toBe('Das Hotel hat viele Zimmer. Wir freuen uns auf Sie.\n\nBis bald!');
    expect(relax('Furthermore, the hotel is equipped with a spa.', 'en')).toBe(
      'Plus, the hotel has a spa.\n\nSee you soon!',
    );
  });
});

describe('expandText', () => {
  it('adds sentences from the context and from topics the text mentions, and a closing line', () => {
    const expanded = expandText('Unser Spa ist neu.', 'de', {
      hotelName: 'Hotel Alpenblick',
      city: 'Zermatt',
      category: 'wellness',
      features: ['Sauna', 'Pool'],
    });
    expect(expanded).toBe(
      'Unser Spa ist neu.\n\nIm Hotel Alpenblick in Zermatt sind Sie für Ihren Aufenthalt bestens aufgehoben. ' +
        'Es richtet sich besonders an Erholungssuchende und bietet Entspannung für Körper und Geist. ' +
        'Annehmlichkeiten im Haus: Sauna und Pool. ' +
        'Im Wellnessbereich finden Sie Ruhe und Erholung vom Alltag. ' +
        'Wir freuen uns darauf, Sie bei uns begrüßen zu dürfen.',
    );
  });

  it('always adds something, also without context', () => {
    const once = expandText('A quiet place.', 'en');
    expect(once.length).toBeGreaterThan('A quiet place.'.length);
    expect(expandText(once, 'en').length).toBeGreaterThan(once.length);
  });
});

describe('rewriteLocally', () => {
  it.each([
    ['kürzer', (result: string) => result.length < description.length],
    ['Bitte zusammenfassen', (result: string) => result.length < description.length],
    ['länger und ausführlicher', (result: string) => result.length > description.length],
    ['more detailed', (result: string) => result.length > description.length],
    ['lockerer', (result: string) => result.endsWith('Bis bald!')],
  ])('"%s" changes the text as asked', (instruction, check) => {
    expect(check(rewriteLocally(description, instruction))).toBe(true);
  });

  it('applies tone and length together', () => {
    const result = rewriteLocally(
      'Du wirst es lieben. Echt super Lage. Das Frühstück ist toll. Komm vorbei!',
      'kürzer und formeller',
    );
    expect(result).toBe('Sie werden es lieben. Super Lage.');
  });

  it('improves spacing and punctuation when no keyword matches', () => {
    expect(rewriteLocally('das hotel  ist schön', 'verbessern')).toBe('Das hotel ist schön.');
  });

  it('is deterministic', () => {
    expect(rewriteLocally(description, 'länger')).toBe(rewriteLocally(description, 'länger'));
  });
});

describe('rewriteLocally follows the instruction in the language of the text', () => {
  const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim());
  const saysEachSentenceOnce = (text: string) => {
    const sentences = sentencesOf(text);
    expect(new Set(sentences).size).toBe(sentences.length);
  };

  it('never says a sentence twice, even when the text or the added lines did', () => {
    const repeated = `${description} Die Zimmer sind hell und einfach gemütlich.`;
    saysEachSentenceOnce(rewriteLocally(repeated, 'verbessern'));
    const longer = rewriteLocally(`${description}\n\nWir freuen uns auf Ihren Besuch.`, 'länger', {
      hotelName: 'Hotel Alpenblick',
    });
    saysEachSentenceOnce(longer);
    saysEachSentenceOnce(rewriteLocally(longer, 'länger und formeller', { hotelName: 'Hotel Alpenblick' }));
  });

  it("follows 'shorter': fewer sentences, none of them new", () => {
    const shorter = rewriteLocally(description, 'shorter');
    expect(sentencesOf(shorter).length).toBeLessThan(sentencesOf(description).length);
    expect(shorter.length).toBeLessThan(description.length);
  });

  it('answers a German text in German, whatever language the instruction is in', () => {
    const longer = rewriteLocally(
      'Ein ruhiges Haus am See mit Sauna.',
      'make it longer and add free parking',
    );
    expect(longer).toContain('Ein ruhiges Haus am See mit Sauna.');
    expect(longer).toContain('Ebenfalls Teil Ihres Aufenthalts: free parking.');
    expect(longer).not.toMatch(/\b(the|you|your|we)\b/i);
  });

  it('answers an English text in English', () => {
    const longer = rewriteLocally('A quiet house by the lake with a sauna.', 'ausführlicher');
    expect(longer).toMatch(/wellness area|water/);
    expect(longer).not.toMatch(/\b(Sie|Ihr|Ihre|und)\b/);
  });
});
