import type { CDPSession } from 'playwright-core';
import type { ViewerMessage } from '@common/ota/live-view-protocol';

/** CDP's bit per mouse button, for the `buttons` of a drag. */
const buttonBits = { none: 0, left: 1, right: 2, middle: 4 } as const;
/** Alt, Ctrl or Meta held: the key is a shortcut (Ctrl+A selects all) and must not type its character. */
const shortcutModifiers = 1 | 2 | 4;

/**
 * Applies one viewer message to the page behind the CDP session (live-view-protocol.ts). Printable keys arrive
 * with their text and become 'keyDown' with text; special keys (Enter, Tab, Backspace, arrows) become
 * 'rawKeyDown' with their Windows key code, which is what Chromium's editing and focus handling read. Enter
 * also carries '\r', the character that submits a form.
 */
export class ViewerInput {
  /** Buttons held down, so a move between down and up is a drag. */
  private pressed = 0;

  async apply(cdp: CDPSession, message: ViewerMessage): Promise<void> {
    switch (message.type) {
      case 'mouse':
        return this.mouse(cdp, message);
      case 'wheel':
        await cdp.send('Input.dispatchMouseEvent', {
          type: 'mouseWheel',
          x: message.x,
          y: message.y,
          deltaX: message.deltaX,
          deltaY: message.deltaY,
          modifiers: message.modifiers,
        });
        return;
      case 'key':
        return this.key(cdp, message);
      case 'text':
        await cdp.send('Input.insertText', { text: message.text });
        return;
    }
  }

  private async mouse(cdp: CDPSession, message: Extract<ViewerMessage, { type: 'mouse' }>): Promise<void> {
    const bit = buttonBits[message.button];
    if (message.action === 'down') this.pressed |= bit;
    if (message.action === 'up') this.pressed &= ~bit;
    const type = { down: 'mousePressed', up: 'mouseReleased', move: 'mouseMoved' } as const;
    await cdp.send('Input.dispatchMouseEvent', {
      type: type[message.action],
      x: message.x,
      y: message.y,
      button: message.button,
      buttons: this.pressed,
      clickCount: message.clickCount,
      modifiers: message.modifiers,
    });
  }

  private async key(cdp: CDPSession, message: Extract<ViewerMessage, { type: 'key' }>): Promise<void> {
    const common = {
      key: message.key,
      code: message.code,
      windowsVirtualKeyCode: message.keyCode || keyCodeOf(message.key),
      modifiers: message.modifiers,
    };
    if (message.action === 'up') {
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common });
      return;
    }
    const text = (message.modifiers & shortcutModifiers) !== 0 ? undefined : textOf(message);
    if (text) {
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...common, text, unmodifiedText: text });
    } else {
      await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...common });
    }
  }
}

function textOf(message: Extract<ViewerMessage, { type: 'key' }>): string | undefined {
  if (message.text) return message.text;
  if (message.key === 'Enter') return '\r';
  return undefined;
}

/** A printable key's Windows key code when the viewer sent none (letters and digits are their upper case). */
function keyCodeOf(key: string): number {
  if (/^[a-z0-9]$/i.test(key)) return key.toUpperCase().charCodeAt(0);
  if (key === ' ') return 32;
  return 0;
}
