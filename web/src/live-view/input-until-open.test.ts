import { describe, expect, it } from 'vitest';
import type { ViewerMessage } from '@common/ota/live-view-protocol';
import { InputPacer } from './input-pacer';
import { earlyInputLimit, InputUntilOpen } from './input-until-open';

const key = (action: 'down' | 'up', letter: string): ViewerMessage => ({
  type: 'key',
  action,
  key: letter,
  code: `Key${letter.toUpperCase()}`,
  keyCode: letter.toUpperCase().charCodeAt(0),
  ...(action === 'down' ? { text: letter } : {}),
  modifiers: 0,
});
const typed = (word: string) => [...word].flatMap((letter) => [key('down', letter), key('up', letter)]);
const move: ViewerMessage = {
  type: 'mouse',
  action: 'move',
  x: 1,
  y: 2,
  button: 'none',
  clickCount: 0,
  modifiers: 0,
};

/** The socket behind the viewer's real input pacer, whose interval never passes unless the test says. */
function socket() {
  const sent: ViewerMessage[] = [];
  return {
    sent,
    pacer: new InputPacer(
      (message) => sent.push(message),
      () => undefined,
    ),
  };
}

describe('input before the live connection opens', () => {
  it('keeps the keys typed while connecting and sends them in order through the pacer when it opens', () => {
    const input = new InputUntilOpen();
    for (const message of typed('anna')) input.push(message);
    input.push({ type: 'text', text: 'pasted' });
    const { sent, pacer } = socket();
    expect(sent).toEqual([]);

    input.open(pacer);
    expect(sent).toEqual([...typed('anna'), { type: 'text', text: 'pasted' }]);
    // Then everything goes straight on, after what was kept.
    for (const message of typed('@')) input.push(message);
    expect(sent.slice(-2)).toEqual(typed('@'));
  });

  it('drops mouse and wheel input from before, which points at a page not drawn yet', () => {
    const input = new InputUntilOpen();
    input.push(move);
    input.push({ type: 'wheel', x: 1, y: 1, deltaX: 0, deltaY: 40, modifiers: 0 });
    input.push(key('down', 'x'));
    const { sent, pacer } = socket();
    input.open(pacer);
    expect(sent).toEqual([key('down', 'x')]);
  });

  it(`keeps at most ${earlyInputLimit} messages, and the release of every key whose press it kept`, () => {
    const input = new InputUntilOpen();
    const early = typed('a'.repeat(earlyInputLimit / 2 - 1));
    for (const message of early) input.push(message);
    // Two places left: Shift goes down, 'b' goes down; 'c' and its release no longer fit.
    const shift: ViewerMessage = {
      type: 'key',
      action: 'down',
      key: 'Shift',
      code: 'ShiftLeft',
      keyCode: 16,
      modifiers: 8,
    };
    input.push(shift);
    input.push(key('down', 'b'));
    input.push(key('down', 'c'));
    input.push(key('up', 'c'));
    input.push(key('up', 'b'));
    input.push({ ...shift, action: 'up' });
    input.push({ type: 'text', text: 'too late' });

    const { sent, pacer } = socket();
    input.open(pacer);
    expect(sent).toEqual([...early, shift, key('down', 'b'), key('up', 'b'), { ...shift, action: 'up' }]);
  });
});
