import { describe, expect, it } from 'vitest';
import type { ViewerMessage } from '@common/ota/live-view-protocol';
import { InputPacer } from './input-pacer';

const move = (x: number): ViewerMessage => ({
  type: 'mouse',
  action: 'move',
  x,
  y: 10,
  button: 'none',
  clickCount: 0,
  modifiers: 0,
});
const wheel = (deltaY: number): ViewerMessage => ({
  type: 'wheel',
  x: 5,
  y: 5,
  deltaX: 0,
  deltaY,
  modifiers: 0,
});
const down: ViewerMessage = {
  type: 'mouse',
  action: 'down',
  x: 9,
  y: 10,
  button: 'left',
  clickCount: 1,
  modifiers: 0,
};

/** A pacer whose interval passes when the test says (tick()). */
function pacer() {
  const sent: ViewerMessage[] = [];
  const waiting: Array<() => void> = [];
  const paced = new InputPacer(
    (message) => sent.push(message),
    (flush) => waiting.push(flush),
  );
  const tick = () => waiting.splice(0).forEach((flush) => flush());
  return { paced, sent, tick };
}

describe('the viewer’s input pacer', () => {
  it('sends the newest move and the summed wheel once per interval, however many arrived', () => {
    const { paced, sent, tick } = pacer();
    for (let x = 0; x < 100; x++) paced.push(move(x));
    for (let index = 0; index < 10; index++) paced.push(wheel(12));
    expect(sent).toEqual([]);
    tick();
    expect(sent).toEqual([move(99), wheel(120)]);
    tick();
    expect(sent).toHaveLength(2);
  });

  it('sends a press at once, after the move that came before it', () => {
    const { paced, sent, tick } = pacer();
    paced.push(move(1));
    paced.push(move(9));
    paced.push(down);
    expect(sent).toEqual([move(9), down]);
    tick();
    expect(sent).toEqual([move(9), down]);
  });

  it('keeps a second’s moves, wheels and held keys well inside the server’s allowance', () => {
    const { paced, sent, tick } = pacer();
    // A 240 Hz mouse and trackpad with a key held (30 repeats a second), for one second of 60 intervals.
    for (let interval = 0; interval < 60; interval++) {
      for (let event = 0; event < 4; event++) {
        paced.push(move(interval * 4 + event));
        paced.push(wheel(1));
      }
      if (interval % 2 === 0)
        paced.push({
          type: 'key',
          action: 'down',
          key: 'a',
          code: 'KeyA',
          keyCode: 65,
          text: 'a',
          modifiers: 0,
        });
      tick();
    }
    expect(sent.length).toBeLessThanOrEqual(150);
  });
});
