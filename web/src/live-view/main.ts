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
import { InputPacer } from './input-pacer';
import { InputUntilOpen, type InputSink } from './input-until-open';
import { keepKeyboardOnCanvas } from './keyboard-focus';
import { viewerTexts } from './texts';
import { freshConnectUrl, isFramedByTheApp, socketAddress, takeLinkToken } from './viewer-link';

/**
 * The live view (/live-view.html?session=&token=), shown in the connection window's iframe: draws the remote
 * browser's JPEG frames on a canvas and sends the user's mouse, wheel, keys and pasted text back over one
 * WebSocket (common/src/ota/live-view-protocol.ts). Plain TypeScript, so the page loads in an instant. It runs
 * only inside the app's own window, and its socket opens only for the session's owner (viewer-link.ts).
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

layout();
window.addEventListener('resize', layout);
keepKeyboardOnCanvas(window, canvas);
// The viewer has the keyboard as the window opens, before the socket is up: what is typed meanwhile is kept
// and sent once it opens (input-until-open.ts).
const input = new InputUntilOpen();
listenForInput(input);
void start();

async function start() {
  // Opened on its own or framed by another site, it stays blank: someone else's page must never show it.
  if (!isFramedByTheApp(window)) return showNotice(viewerTexts.notInTheApp);
  const { session, connectUrl } = takeLinkToken(window.location, window.history);
  if (!session) return showNotice(viewerTexts.incompleteLink);
  showNotice(viewerTexts.connecting);
  // The address's token is used once: a reload finds none, and a refused one (expired) is asked for afresh once.
  const opened = connectUrl !== null && (await connect(connectUrl));
  if (opened) return;
  const fresh = await freshConnectUrl(session);
  if (!fresh || !(await connect(fresh))) showNotice(viewerTexts.disconnected);
}

/** Resolves true once the socket has opened (and then serves it), false when it was refused. */
function connect(connectUrl: string): Promise<boolean> {
  const socket = new WebSocket(socketAddress(window.location, connectUrl));
  socket.binaryType = 'blob';
  const opened = new Promise<boolean>((resolve) => {
    socket.addEventListener('open', () => resolve(true), { once: true });
    socket.addEventListener('close', () => resolve(false), { once: true });
  });
  void opened.then((open) => {
    if (open) serve(socket);
  });
  return opened;
}

function serve(socket: WebSocket) {
  // End-to-end tests wait for this before they click (after a reload, say).
  canvas.dataset.connected = 'true';
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
    delete canvas.dataset.connected;
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

  input.open(new InputPacer(send));
}

function listenForInput(input: InputSink) {
  const send = (message: ViewerMessage) => input.push(message);
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

  // Moves are many: the pacer sends the newest one per interval.
  canvas.addEventListener('mousemove', (event) => {
    send({
      type: 'mouse',
      action: 'move',
      ...at(event),
      button: heldButton(event.buttons),
      clickCount: 0,
      modifiers: modifiersOf(event),
    });
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
  // shortcut, whose paste event carries the clipboard's text. Listened to on the whole page: whatever element of
  // the viewer holds the focus, the frame having it means the keys are meant for the live view.
  const onKey = (event: KeyboardEvent) => {
    if (isPasteShortcut(event)) return;
    event.preventDefault();
    const message = keyMessage(event);
    if (message) send(message);
  };
  window.addEventListener('keydown', onKey);
  window.addEventListener('keyup', onKey);
  window.addEventListener('paste', (event) => {
    event.preventDefault();
    for (const message of pasteMessages(event.clipboardData?.getData('text/plain') ?? '')) send(message);
  });
}
