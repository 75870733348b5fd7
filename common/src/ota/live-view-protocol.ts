import { z } from 'zod';

/**
 * The live view's WebSocket messages (GET /api/remote-browser/sessions/:sessionId/live?token=).
 *
 * Server -> viewer:
 *   - binary messages: one JPEG screencast frame each (CDP Page.screencastFrame). A frame is acknowledged to
 *     Chromium only after the previous one went out, so a slow viewer gets fewer frames, not a growing queue.
 *   - text messages: ServerMessage as JSON.
 * Viewer -> server: ViewerMessage as JSON text, at most liveViewLimits.messageBytes; anything else (binary,
 * oversized, not JSON, not matching the schema) is dropped without an answer.
 * Coordinates are CSS pixels of the remote page's viewport (the viewer maps its canvas onto it).
 */

export const liveViewLimits = {
  messageBytes: 4096,
  pastedTextChars: 2000,
  /** The remote page's viewport. */
  viewportWidth: 1280,
  viewportHeight: 800,
} as const;

export type ServerMessage =
  /** Sent first and whenever the viewport changes: how frame pixels map to page coordinates. */
  | { type: 'viewport'; width: number; height: number }
  /** The page's address changed (new tab, navigation). */
  | { type: 'url'; url: string }
  /** The session ended: closed by the user or a timeout, or the browser crashed (message says so). */
  | { type: 'ended'; reason: 'closed' | 'crashed' | 'timeout'; message: string };

const coordinate = z.number().finite().min(-10_000).max(10_000);
/** Bit field as CDP has it: Alt=1, Ctrl=2, Meta/Command=4, Shift=8. */
const modifiers = z.number().int().min(0).max(15).default(0);
const mouseButton = z.enum(['none', 'left', 'middle', 'right']);

export const viewerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('mouse'),
    action: z.enum(['down', 'up', 'move']),
    x: coordinate,
    y: coordinate,
    button: mouseButton.default('none'),
    clickCount: z.number().int().min(0).max(3).default(0),
    modifiers,
  }),
  z.object({
    type: z.literal('wheel'),
    x: coordinate,
    y: coordinate,
    deltaX: coordinate,
    deltaY: coordinate,
    modifiers,
  }),
  z.object({
    type: z.literal('key'),
    action: z.enum(['down', 'up']),
    /** KeyboardEvent.key, e.g. 'a', 'Enter', 'ArrowLeft'. */
    key: z.string().min(1).max(32),
    /** KeyboardEvent.code, e.g. 'KeyA', 'Enter'. */
    code: z.string().max(32).default(''),
    /** The Windows virtual key code CDP needs for special keys (Enter 13, Tab 9, Backspace 8, arrows 37-40). */
    keyCode: z.number().int().min(0).max(255).default(0),
    /** The character typed, for printable keys; absent for special keys. */
    text: z.string().max(4).optional(),
    modifiers,
  }),
  z.object({ type: z.literal('text'), text: z.string().min(1).max(2000) }),
]);
export type ViewerMessage = z.infer<typeof viewerMessageSchema>;
