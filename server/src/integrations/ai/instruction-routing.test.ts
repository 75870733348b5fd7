import { describe, expect, it } from 'vitest';
import { detectIntents, routeInstruction } from './instruction-routing';

describe('routeInstruction', () => {
  it.each([
    ['Make it longer', 'longer'],
    ['more detailed please', 'longer'],
    ['Bitte länger schreiben', 'longer'],
    ['ausführlicher', 'longer'],
    ['AUSFÜHRLICHER BITTE', 'longer'],
    ['Text erweitern', 'longer'],
    ['shorter', 'shorter'],
    ['Summarise this', 'shorter'],
    ['summarize', 'shorter'],
    ['kürzer', 'shorter'],
    ['Bitte zusammenfassen', 'shorter'],
    ['Fasse den Text zusammen', 'shorter'],
    ['more professional', 'formal'],
    ['formal tone', 'formal'],
    ['professioneller formulieren', 'formal'],
    ['formeller', 'formal'],
    ['informal', 'informal'],
    ['more relaxed', 'informal'],
    ['lockerer bitte', 'informal'],
    ['informeller', 'informal'],
    ['Rechtschreibung prüfen', 'improve'],
    ['make it better', 'improve'],
  ])('%s -> %s', (instruction, intent) => {
    expect(routeInstruction(instruction)).toBe(intent);
  });
});

describe('detectIntents', () => {
  it('names length and tone together, length first', () => {
    expect(detectIntents('kürzer und professioneller')).toEqual(['shorter', 'formal']);
    expect(detectIntents('more detailed and relaxed')).toEqual(['longer', 'informal']);
  });

  it('does not count "informell" as formal too', () => {
    expect(detectIntents('informeller')).toEqual(['informal']);
  });

  it('keeps only "longer" when both length directions are named', () => {
    expect(detectIntents('nicht kürzer, sondern länger')).toEqual(['longer']);
  });

  it('finds nothing in an instruction without keywords', () => {
    expect(detectIntents('verbessern')).toEqual([]);
  });
});

describe('word starts', () => {
  it('does not read "verfasse" as a request to summarise', () => {
    expect(routeInstruction('Verfasse einen professionellen Text')).toBe('formal');
  });
});
