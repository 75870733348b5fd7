import { z } from 'zod';

/**
 * The live view's WebSocket messages (GET /api/remote-browser/sessions/:sessionId/live?token=).
 *
 * Who may open it: the session's owner (the session cookie), from the app's own page (Origin is APP_URL's), with a
 * token that works once (POST /api/remote-browser/sessions/:sessionId/live-link hands out a fresh one), while no
 * other viewer of the session is open. Refusals come before the upgrade: 401 without a session cookie or with a
 * used, expired or foreign token, 403 from another origin, 404 another user's or an ended session, 409 another
 * viewer open.
 *
 * Server -> viewer:
 *   - binary messages: one JPEG screencast frame each (CDP Page.screencastFrame). A frame is acknowledged to
 *     Chromium only after the previous one went out, so a slow viewer gets fewer frames, not a growing queue.
 *   - text messages: ServerMessage as JSON.
 * Viewer -> server: ViewerMessage as JSON text, at most liveViewLimits.messageBytes; anything else (binary,
 * oversized, not JSON, not matching the schema) is dropped without an answer. A viewer may send
 * liveViewLimits.messagesPerSecond on average, in bursts of up to messageBurst; one that sends more is closed with
 * liveViewCloseCodes.inputFlood. Mouse moves that arrive while the page is still busy with earlier input are
 * merged: only the newest reaches the page.
 * Coordinates are CSS pixels of the remote page's viewport (the viewer maps its canvas onto it).
 */

export const liveViewLimits = {
  messageBytes: 4096,
  pastedTextChars: 2000,
  /**
   * Input messages a viewer may send per second on average. The viewer page sends at most one move and one wheel
   * per animation frame, plus keys: about 150 a second when someone scrolls, moves and holds a key all at once.
   */
  messagesPerSecond: 200,
  /** How many messages may arrive at once (a paste, a burst after a stalled network) before the average counts. */
  messageBurst: 400,
  /** The remote page's viewport. */
  viewportWidth: 1280,
  viewportHeight: 800,
} as const;

/** Why the server closed a viewer's socket (besides 1000, the session ended). */
export const liveViewCloseCodes = {
  /** More input than liveViewLimits allow (1008, policy violation); reason 'Too many input messages'. */
  inputFlood: 1008,
  /** Another viewer of the session opened first: a viewer never replaces another. */
  anotherViewer: 4009,
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
