import { afterEach, describe, expect, it } from 'vitest';
import { keepKeyboardOnCanvas } from './keyboard-focus';

describe('keepKeyboardOnCanvas', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  function viewerPage() {
    const canvas = document.createElement('canvas');
    canvas.tabIndex = 0;
    const notice = document.createElement('p');
    document.body.append(canvas, notice);
    stop = keepKeyboardOnCanvas(window, canvas);
    return { canvas, notice };
  }

  it('gives the canvas the keyboard on a press in the margin around it', () => {
    const { canvas } = viewerPage();
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(press);
    expect(document.activeElement).toBe(canvas);
    // The body would otherwise take the focus, and with it the keys.
    expect(press.defaultPrevented).toBe(true);
  });

  it('also on a press on the notice shown over it', () => {
    const { canvas, notice } = viewerPage();
    notice.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(canvas);
  });

  it('leaves a press on the canvas to the remote page', () => {
    const { canvas } = viewerPage();
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    canvas.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  });

  it('focuses the canvas when the frame gets the focus', () => {
    const { canvas } = viewerPage();
    expect(document.activeElement).not.toBe(canvas);
    window.dispatchEvent(new FocusEvent('focus'));
    expect(document.activeElement).toBe(canvas);
  });
});
