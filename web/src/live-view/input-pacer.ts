import type { ViewerMessage } from '@common/ota/live-view-protocol';

type Move = Extract<ViewerMessage, { type: 'mouse' }>;
type Wheel = Extract<ViewerMessage, { type: 'wheel' }>;

/** One move and one wheel at most this often: 60 a second, well inside the server's allowance (200). */
export const pacedIntervalMs = 1000 / 60;

/**
 * The viewer's input on its way to the socket. A mouse moves and a wheel turns far more often than the remote
 * page needs to hear (a 144 Hz mouse, a trackpad's stream of small deltas): the newest move and the sum of the
 * wheel's deltas go out at most once per interval. Anything else (a press, a key, pasted text) goes at once,
 * after what was held back, so the page sees everything in the order it happened. The server closes a viewer
 * that sends more than its allowance (live-view-protocol.ts), which this keeps far away.
 */
export class InputPacer {
  private move: Move | null = null;
  private wheel: Wheel | null = null;
  private scheduled = false;

  constructor(
    private readonly send: (message: ViewerMessage) => void,
    private readonly later: (flush: () => void) => void = (flush) => setTimeout(flush, pacedIntervalMs),
  ) {}

  push(message: ViewerMessage): void {
    if (message.type === 'mouse' && message.action === 'move') {
      this.move = message;
    } else if (message.type === 'wheel') {
      this.wheel = this.wheel
        ? {
            ...message,
            deltaX: this.wheel.deltaX + message.deltaX,
            deltaY: this.wheel.deltaY + message.deltaY,
          }
        : message;
    } else {
      this.flush();
      this.send(message);
      return;
    }
    if (this.scheduled) return;
    this.scheduled = true;
    this.later(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    if (this.move) this.send(this.move);
    if (this.wheel) this.send(this.wheel);
    this.move = null;
    this.wheel = null;
  }
}
