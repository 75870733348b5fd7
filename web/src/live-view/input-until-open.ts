import { liveViewLimits, type ViewerMessage } from '@common/ota/live-view-protocol';

/** Where input goes once the live connection is up: the input pacer in front of the socket. */
export interface InputSink {
  push(message: ViewerMessage): void;
}

/**
 * The most key and text messages kept while the connection opens: a hundred keystrokes (down and up), more
 * than a login name and password, and half the burst the server takes at once (liveViewLimits), so sending
 * them all when the socket opens never counts as a flood.
 */
export const earlyInputLimit = liveViewLimits.messageBurst / 2;

/**
 * The viewer's input from the moment the window opens. The viewer has the keyboard at once (keyboard-focus.ts),
 * but the socket opens a moment later; what is typed meanwhile is kept and handed on in order when it opens,
 * so the first letters of a login are not lost. Mouse and wheel input before then is dropped: it points at a
 * page that is not drawn yet.
 */
export class InputUntilOpen implements InputSink {
  private sink: InputSink | null = null;
  private early: ViewerMessage[] = [];
  /** Keys whose press was kept: their release is kept too, even past the limit, so no key stays held down. */
  private held = new Set<string>();

  push(message: ViewerMessage): void {
    if (this.sink) return this.sink.push(message);
    if (message.type === 'key') this.keepKey(message);
    else if (message.type === 'text' && this.early.length < earlyInputLimit) this.early.push(message);
  }

  /** The connection is up: what was kept goes first, in the order it was typed, then everything as it comes. */
  open(sink: InputSink): void {
    this.sink = sink;
    for (const message of this.early.splice(0)) sink.push(message);
    this.held.clear();
  }

  private keepKey(message: Extract<ViewerMessage, { type: 'key' }>): void {
    const key = message.code || message.key;
    if (message.action === 'up') {
      if (this.held.delete(key)) this.early.push(message);
      return;
    }
    if (this.early.length >= earlyInputLimit) return;
    this.held.add(key);
    this.early.push(message);
  }
}
