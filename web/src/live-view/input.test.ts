import { describe, expect, it } from 'vitest';
import { viewerMessageSchema } from '@common/ota/live-view-protocol';
import {
  buttonName,
  fitToWindow,
  heldButton,
  isPasteShortcut,
  keyMessage,
  modifiersOf,
  pasteMessages,
  toViewport,
  viewerLimits,
  wheelDelta,
} from './input';

const viewport = { width: 1280, height: 800 };
const noModifiers = { altKey: false, ctrlKey: false, metaKey: false, shiftKey: false };
const key = (type: 'keydown' | 'keyup', key: string, code: string, keyCode: number, modifiers = {}) =>
  keyMessage({ type, key, code, keyCode, ...noModifiers, ...modifiers });

describe('canvas and viewport', () => {
  it('fits the viewport into the window, keeping its aspect ratio', () => {
    expect(fitToWindow({ width: 1000, height: 1000 }, viewport)).toEqual({ width: 1000, height: 625 });
    expect(fitToWindow({ width: 2000, height: 600 }, viewport)).toEqual({ width: 960, height: 600 });
  });

  it('maps a point on the canvas to the page, wherever the canvas sits and however large it is', () => {
    const canvas = { left: 20, top: 50, width: 640, height: 400 };
    expect(toViewport(20, 50, canvas, viewport)).toEqual({ x: 0, y: 0 });
    expect(toViewport(340, 250, canvas, viewport)).toEqual({ x: 640, y: 400 });
    expect(toViewport(660, 450, canvas, viewport)).toEqual({ x: 1280, y: 800 });
    expect(toViewport(100.25, 60.1, canvas, viewport)).toEqual({ x: 161, y: 20 });
  });

  it('keeps points outside the canvas (a drag beyond its edge) inside the page', () => {
    const canvas = { left: 0, top: 0, width: 640, height: 400 };
    expect(toViewport(-30, 900, canvas, viewport)).toEqual({ x: 0, y: 800 });
  });
});

describe('mouse and wheel', () => {
  it('names the pressed and the held buttons', () => {
    expect([0, 1, 2, 3].map(buttonName)).toEqual(['left', 'middle', 'right', 'none']);
    expect([0, 1, 2, 4, 3].map(heldButton)).toEqual(['none', 'left', 'right', 'middle', 'left']);
  });

  it('turns lines and pages of wheel into pixels', () => {
    expect(wheelDelta(120, 0, 800)).toBe(120);
    expect(wheelDelta(3, 1, 800)).toBe(48);
    expect(wheelDelta(-1, 2, 800)).toBe(-800);
  });
});

describe('keys', () => {
  it('packs the modifiers as CDP does: Alt 1, Ctrl 2, Meta 4, Shift 8', () => {
    expect(modifiersOf(noModifiers)).toBe(0);
    expect(modifiersOf({ ...noModifiers, altKey: true })).toBe(1);
    expect(modifiersOf({ ...noModifiers, ctrlKey: true })).toBe(2);
    expect(modifiersOf({ ...noModifiers, metaKey: true })).toBe(4);
    expect(modifiersOf({ ...noModifiers, shiftKey: true })).toBe(8);
    expect(modifiersOf({ altKey: true, ctrlKey: true, metaKey: true, shiftKey: true })).toBe(15);
  });

  it('sends printable characters with their text on key down', () => {
    expect(key('keydown', 'A', 'KeyA', 65, { shiftKey: true })).toEqual({
      type: 'key',
      action: 'down',
      key: 'A',
      code: 'KeyA',
      keyCode: 65,
      text: 'A',
      modifiers: 8,
    });
    expect(key('keydown', 'ü', 'BracketLeft', 186)).toMatchObject({ text: 'ü' });
    expect(key('keyup', 'a', 'KeyA', 65)).toEqual({
      type: 'key',
      action: 'up',
      key: 'a',
      code: 'KeyA',
      keyCode: 65,
      modifiers: 0,
    });
  });

  it('sends special keys with their key codes and no text', () => {
    for (const [name, code, keyCode] of [
      ['Enter', 'Enter', 13],
      ['Tab', 'Tab', 9],
      ['Backspace', 'Backspace', 8],
      ['ArrowLeft', 'ArrowLeft', 37],
      ['Escape', 'Escape', 27],
    ] as const) {
      const message = key('keydown', name, code, keyCode);
      expect(message).toEqual({ type: 'key', action: 'down', key: name, code, keyCode, modifiers: 0 });
    }
  });

  it('types nothing for shortcuts, but does for AltGr (Ctrl+Alt)', () => {
    expect(key('keydown', 'a', 'KeyA', 65, { ctrlKey: true })).not.toHaveProperty('text');
    expect(key('keydown', 'c', 'KeyC', 67, { metaKey: true })).not.toHaveProperty('text');
    expect(key('keydown', '@', 'KeyQ', 81, { ctrlKey: true, altKey: true })).toMatchObject({ text: '@' });
  });

  it('leaves the paste shortcut to the browser and drops keys it cannot name', () => {
    expect(isPasteShortcut({ key: 'v', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isPasteShortcut({ key: 'V', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isPasteShortcut({ key: 'v', ctrlKey: false, metaKey: false })).toBe(false);
    expect(key('keydown', 'Unidentified', '', 229)).toBeNull();
  });

  it('builds only messages the server accepts', () => {
    const messages = [
      key('keydown', 'A', 'KeyA', 65, { shiftKey: true }),
      key('keydown', 'Enter', 'Enter', 13),
      key('keydown', '😀', '', 0),
    ];
    for (const message of messages) expect(viewerMessageSchema.safeParse(message).success).toBe(true);
  });
});

describe('paste', () => {
  it('sends short text in one message', () => {
    expect(pasteMessages('geheim123')).toEqual([{ type: 'text', text: 'geheim123' }]);
    expect(pasteMessages('')).toEqual([]);
  });

  it('keeps at most 2000 characters, split so that no message is over the size limit', () => {
    // '€' is 3 bytes in UTF-8: 2000 of them are more than one message may carry.
    const messages = pasteMessages('€'.repeat(2500));
    expect(messages.map((message) => (message.type === 'text' ? message.text : '')).join('')).toBe(
      '€'.repeat(2000),
    );
    expect(messages.length).toBeGreaterThan(1);
    for (const message of messages) {
      expect(new TextEncoder().encode(JSON.stringify(message)).length).toBeLessThanOrEqual(
        viewerLimits.messageBytes,
      );
      expect(viewerMessageSchema.safeParse(message).success).toBe(true);
    }
  });

  it('never splits a character made of two code units', () => {
    const messages = pasteMessages('😀'.repeat(1500));
    for (const message of messages) {
      expect(message.type === 'text' && message.text.startsWith('\uDE00')).toBe(false);
      expect(viewerMessageSchema.safeParse(message).success).toBe(true);
    }
    expect(messages.map((message) => (message.type === 'text' ? message.text : '')).join('')).toBe(
      '😀'.repeat(1500),
    );
  });
});
