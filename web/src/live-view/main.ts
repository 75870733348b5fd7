import type { ServerMessage, ViewerMessage } from '@common/ota/live-view-protocol';
import {
  buttonName,
  fitToWindow,
  heldButton,
  isPasteShortcut,
  keyMessage,
  modifiersOf,
  pasteMessages,
  toViewport,
  wheelDelta,
  type Size,
} from './input';
import { viewerTexts } from './texts';

/**
 * The live view (/live-view.html?session=&token=), shown in the connection window's iframe: draws the remote
 * browser's JPEG frames on a canvas and sends the user's mouse, wheel, keys and pasted text back over one
 * WebSocket (common/src/ota/live-view-protocol.ts). Plain TypeScript, so the page loads in an instant.
 */

const canvas = document.querySelector<HTMLCanvasElement>('#screen')!;
const notice = document.querySelector<HTMLParagraphElement>('#notice')!;
const context = canvas.getContext('2d')!;
let viewport: Size = { width: 1280, height: 800 };
let ended = false;
/** Kept to draw again after a resize: the screencast sends a frame only when the page changes. */
let lastFrame: ImageBitmap | null = null;

function showNotice(text: string | null) {
  notice.textContent = text ?? '';
  notice.hidden = text === null;
}

/** The canvas keeps the remote viewport's aspect ratio, as large as the window allows, sharp on dense screens. */
function layout() {
  const size = fitToWindow({ width: window.innerWidth, height: window.innerHeight }, viewport);
  canvas.style.width = `${size.width}px`;
  canvas.style.height = `${size.height}px`;
  canvas.width = Math.round(size.width * window.devicePixelRatio);
  canvas.height = Math.round(size.height * window.devicePixelRatio);
  // End-to-end tests work out where to click from these.
  canvas.dataset.viewportWidth = String(viewport.width);
  canvas.dataset.viewportHeight = String(viewport.height);
  draw();
}

function draw() {
  if (lastFrame) context.drawImage(lastFrame, 0, 0, canvas.width, canvas.height);
}

const params = new URLSearchParams(window.location.search);
const session = params.get('session');
const token = params.get('token');
layout();
window.addEventListener('resize', layout);

if (!session || !token) showNotice(viewerTexts.incompleteLink);
else connect(session, token);

function connect(sessionId: string, liveToken: string) {
  showNotice(viewerTexts.connecting);
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = new WebSocket(
    `${scheme}//${window.location.host}/api/remote-browser/sessions/${encodeURIComponent(sessionId)}/live?token=${encodeURIComponent(liveToken)}`,
  );
  socket.binaryType = 'blob';
  const send = (message: ViewerMessage) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  // Frames decode concurrently; one that finishes after a newer one was drawn is dropped.
  let received = 0;
  let drawn = 0;
  socket.addEventListener('message', (event: MessageEvent<Blob | string>) => {
    if (typeof event.data === 'string') return handleServerMessage(parse(event.data));
    const frame = ++received;
    void createImageBitmap(event.data).then(
      (bitmap) => {
        if (frame < drawn || ended) return bitmap.close();
        drawn = frame;
        lastFrame?.close();
        lastFrame = bitmap;
        draw();
        if (!notice.hidden) showNotice(null);
      },
      // A frame that does not decode is skipped; the next one follows shortly.
      () => undefined,
    );
  });
  socket.addEventListener('close', () => {
    if (!ended) showNotice(viewerTexts.disconnected);
  });

  function parse(text: string): ServerMessage | null {
    try {
      return JSON.parse(text) as ServerMessage;
    } catch {
      return null;
    }
  }

  function handleServerMessage(message: ServerMessage | null) {
    if (message?.type === 'viewport') {
      viewport = { width: message.width, height: message.height };
      layout();
    } else if (message?.type === 'ended') {
      ended = true;
      showNotice(message.message);
      socket.close();
    }
  }

  listenForInput(send);
}

function listenForInput(send: (message: ViewerMessage) => void) {
  const at = (event: MouseEvent) =>
    toViewport(event.clientX, event.clientY, canvas.getBoundingClientRect(), viewport);

  // A press that started on the canvas ends wherever the button is let go, so a drag never stays stuck.
  let pressed = false;
  canvas.addEventListener('mousedown', (event) => {
    event.preventDefault();
    canvas.focus();
    pressed = true;
    send({ type: 'mouse', action: 'down', ...buttonOf(event), modifiers: modifiersOf(event) });
  });
  window.addEventListener('mouseup', (event) => {
    if (!pressed) return;
    pressed = event.buttons !== 0;
    send({ type: 'mouse', action: 'up', ...buttonOf(event), modifiers: modifiersOf(event) });
  });
  const buttonOf = (event: MouseEvent) => ({
    ...at(event),
    button: buttonName(event.button),
    clickCount: Math.min(Math.max(event.detail, 1), 3),
  });

  // Moves are many: one per animation frame is enough, and the newest one wins.
  let pendingMove: MouseEvent | null = null;
  canvas.addEventListener('mousemove', (event) => {
    if (pendingMove === null)
      requestAnimationFrame(() => {
        const move = pendingMove!;
        pendingMove = null;
        send({
          type: 'mouse',
          action: 'move',
          ...at(move),
          button: heldButton(move.buttons),
          clickCount: 0,
          modifiers: modifiersOf(move),
        });
      });
    pendingMove = event;
  });

  canvas.addEventListener(
    'wheel',
    (event) => {
      event.preventDefault();
      send({
        type: 'wheel',
        ...at(event),
        deltaX: wheelDelta(event.deltaX, event.deltaMode, viewport.height),
        deltaY: wheelDelta(event.deltaY, event.deltaMode, viewport.height),
        modifiers: modifiersOf(event),
      });
    },
    { passive: false },
  );
  // Right clicks belong to the remote page.
  canvas.addEventListener('contextmenu', (event) => event.preventDefault());

  // Every key goes to the remote page, Tab and Backspace included, so nothing happens here; except the paste
  // shortcut, whose paste event carries the clipboard's text.
  const onKey = (event: KeyboardEvent) => {
    if (isPasteShortcut(event)) return;
    event.preventDefault();
    const message = keyMessage(event);
    if (message) send(message);
  };
  canvas.addEventListener('keydown', onKey);
  canvas.addEventListener('keyup', onKey);
  canvas.addEventListener('paste', (event) => {
    event.preventDefault();
    for (const message of pasteMessages(event.clipboardData?.getData('text/plain') ?? '')) send(message);
  });
}
