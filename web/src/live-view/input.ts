import type { ViewerMessage } from '@common/ota/live-view-protocol';

/**
 * The viewer's pure parts: where a point on the canvas lies in the remote page, and which message an input event
 * becomes (common/src/ota/live-view-protocol.ts). Only types come from the protocol module, so the viewer's bundle
 * does not carry zod.
 */

export interface Size {
  width: number;
  height: number;
}

export interface Box extends Size {
  left: number;
  top: number;
}

/** The protocol's limits (liveViewLimits), repeated as plain numbers for the same reason. */
export const viewerLimits = { messageBytes: 4096, pastedTextChars: 2000 } as const;

/** The largest box of the viewport's aspect ratio that fits the window: the canvas's size on screen. */
export function fitToWindow(window: Size, viewport: Size): Size {
  const scale = Math.min(window.width / viewport.width, window.height / viewport.height);
  return { width: Math.floor(viewport.width * scale), height: Math.floor(viewport.height * scale) };
}

/** A point on the canvas (client coordinates) in the remote page's CSS pixels, kept inside the page. */
export function toViewport(clientX: number, clientY: number, canvas: Box, viewport: Size) {
  const x = ((clientX - canvas.left) / canvas.width) * viewport.width;
  const y = ((clientY - canvas.top) / canvas.height) * viewport.height;
  const clamp = (value: number, max: number) => Math.round(Math.min(Math.max(value, 0), max));
  return { x: clamp(x, viewport.width), y: clamp(y, viewport.height) };
}

interface ModifierKeys {
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** The modifier bit field as CDP has it: Alt=1, Ctrl=2, Meta/Command=4, Shift=8. */
export function modifiersOf(event: ModifierKeys): number {
  return (
    (event.altKey ? 1 : 0) | (event.ctrlKey ? 2 : 0) | (event.metaKey ? 4 : 0) | (event.shiftKey ? 8 : 0)
  );
}

type MouseButton = Extract<ViewerMessage, { type: 'mouse' }>['button'];
const buttons = ['left', 'middle', 'right'] as const;

/** MouseEvent.button (0 left, 1 middle, 2 right) as the protocol names it. */
export const buttonName = (button: number): MouseButton => buttons[button] ?? 'none';

/** The button held during a move (MouseEvent.buttons: 1 left, 4 middle, 2 right), so drags select text. */
export function heldButton(held: number): MouseButton {
  if (held & 1) return 'left';
  if (held & 4) return 'middle';
  if (held & 2) return 'right';
  return 'none';
}

interface KeyInput extends ModifierKeys {
  type: string;
  key: string;
  code: string;
  keyCode: number;
}

/**
 * A keydown or keyup as the protocol's key message. Printable single characters carry their text, so the
 * remote page types them; shortcuts with Ctrl or Command do not (AltGr, reported as Ctrl+Alt, still types).
 */
export function keyMessage(event: KeyInput): ViewerMessage | null {
  if (event.key.length === 0 || event.key.length > 32 || event.key === 'Unidentified') return null;
  const printable = [...event.key].length === 1;
  const shortcut = event.metaKey || (event.ctrlKey && !event.altKey);
  return {
    type: 'key',
    action: event.type === 'keyup' ? 'up' : 'down',
    key: event.key,
    code: event.code.slice(0, 32),
    keyCode: event.keyCode >= 0 && event.keyCode <= 255 ? event.keyCode : 0,
    ...(printable && !shortcut && event.type === 'keydown' ? { text: event.key } : {}),
    modifiers: modifiersOf(event),
  };
}

/** Ctrl+V or Command+V: left to the browser, whose paste event hands over the clipboard's text. */
export const isPasteShortcut = (event: Pick<KeyInput, 'key' | 'ctrlKey' | 'metaKey'>) =>
  (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'v';

const encoder = new TextEncoder();

/**
 * Pasted text as text messages: at most pastedTextChars characters, split so that no message is over the
 * server's limits (a message over them would be dropped), never inside a character.
 */
export function pasteMessages(text: string): ViewerMessage[] {
  const envelope = encoder.encode(JSON.stringify({ type: 'text', text: '' })).length;
  const messages: ViewerMessage[] = [];
  let chunk = '';
  let bytes = envelope;
  for (const character of [...text].slice(0, viewerLimits.pastedTextChars)) {
    // The character as it travels: escaped as JSON, encoded as UTF-8.
    const size = encoder.encode(JSON.stringify(character).slice(1, -1)).length;
    // Both limits of a text message: its size in bytes, and its text's length in UTF-16 units (the schema's).
    if (
      bytes + size > viewerLimits.messageBytes ||
      chunk.length + character.length > viewerLimits.pastedTextChars
    ) {
      messages.push({ type: 'text', text: chunk });
      chunk = '';
      bytes = envelope;
    }
    chunk += character;
    bytes += size;
  }
  if (chunk.length > 0) messages.push({ type: 'text', text: chunk });
  return messages;
}

/** A wheel's distance in CSS pixels, whatever unit the browser reported (pixels, lines or pages). */
export function wheelDelta(delta: number, deltaMode: number, pageHeight: number): number {
  if (deltaMode === 1) return delta * 16;
  if (deltaMode === 2) return delta * pageHeight;
  return delta;
}
