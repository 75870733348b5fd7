import { describe, expect, it } from 'vitest';
import { addRequested, requestedAdditions } from './requested-additions';

describe('requestedAdditions', () => {
  it('finds what an English or German instruction asks to add', () => {
    expect(requestedAdditions('add the sauna')).toEqual(['the sauna']);
    expect(requestedAdditions('Make it shorter and mention free parking.')).toEqual(['free parking']);
    expect(requestedAdditions('Erwähne bitte die Seeterrasse')).toEqual(['die Seeterrasse']);
    expect(requestedAdditions('Füge den Fahrradverleih hinzu')).toEqual(['den Fahrradverleih']);
    expect(requestedAdditions('kürzer und formeller')).toEqual([]);
  });
});

describe('addRequested', () => {
  it('adds a sentence in the text’s language for what it does not mention yet', () => {
    expect(addRequested('Ein ruhiges Haus am See.', 'erwähne die Sauna', 'de')).toBe(
      'Ein ruhiges Haus am See. Ebenfalls Teil Ihres Aufenthalts: die Sauna.',
    );
    expect(addRequested('A quiet house by the lake.', 'add free parking', 'en')).toBe(
      'A quiet house by the lake. Also part of your stay: free parking.',
    );
  });

  it('adds nothing the text already mentions', () => {
    expect(addRequested('Im Haus gibt es eine Sauna.', 'erwähne die Sauna', 'de')).toBe(
      'Im Haus gibt es eine Sauna.',
    );
  });
});
