import type { ViewerMessage } from '@common/ota/live-view-protocol';

/** Messages waiting for the page beyond this are dropped: a page that takes no input cannot catch up anyway. */
const maxWaiting = 256;

/**
 * A viewer's input on its way to the page, one message at a time, in order. A mouse move that arrives while the
 * previous message is still being applied replaces a move waiting at the end of the line: only the newest
 * position matters, and a burst of moves then costs the browser one event instead of hundreds.
 */
export class InputQueue {
  private readonly waiting: ViewerMessage[] = [];
  private applying = false;

  constructor(
    private readonly apply: (message: ViewerMessage) => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  push(message: ViewerMessage): void {
    const last = this.waiting.at(-1);
    if (isMove(message) && last && isMove(last)) this.waiting[this.waiting.length - 1] = message;
    else if (this.waiting.length < maxWaiting) this.waiting.push(message);
    if (!this.applying) void this.drain();
  }

  /** Forgets what has not been applied yet (the viewer has gone). */
  clear(): void {
    this.waiting.length = 0;
  }

  private async drain(): Promise<void> {
    this.applying = true;
    for (let message = this.waiting.shift(); message; message = this.waiting.shift()) {
      await this.apply(message).catch(this.onError);
    }
    this.applying = false;
  }
}

function isMove(message: ViewerMessage): boolean {
  return message.type === 'mouse' && message.action === 'move';
}
