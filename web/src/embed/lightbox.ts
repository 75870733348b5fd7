/**
 * The embedded gallery's lightbox (/embed/hotels/{publicId}/gallery and .../rooms/{roomId}, rendered by the
 * server in server/src/features/publishing/embed/). The page arrives complete: the thumbnails are buttons, the
 * dialog and its buttons carry their words; this only opens, steps and closes. Keyboard: a thumbnail opens on
 * Enter or Space (it is a button), the arrow keys step, Escape closes, Tab stays inside. Touch: a swipe steps.
 * The page sits in an iframe on the hotel's website, so the dialog keeps the focus itself: a native modal
 * <dialog> would let Tab leave the frame for the hotel's page behind it.
 */
export interface LightboxParts {
  /** The thumbnails in gallery order, each a button holding its photo's <img>. */
  thumbnails: readonly HTMLButtonElement[];
  /** The grid behind the dialog, made inert while the dialog is open. */
  background: HTMLElement;
  dialog: HTMLElement;
  image: HTMLImageElement;
  counter: HTMLElement;
  close: HTMLButtonElement;
  previous: HTMLButtonElement;
  next: HTMLButtonElement;
}

/** How far a finger has to travel sideways before a swipe steps (CSS pixels). */
const swipeDistance = 40;

/** Wires the lightbox; answers a function that removes every listener it added. */
export function startLightbox(view: Window, parts: LightboxParts): () => void {
  const { thumbnails, background, dialog, image, counter, close, previous, next } = parts;
  const document = view.document;
  const total = thumbnails.length;
  let current = -1;
  let swipeStart: { x: number; y: number } | null = null;
  let swiped = false;

  const isOpen = () => current >= 0;
  // Previous and Next are hidden for a single photo, so they are no stops for Tab.
  const stops = () => [close, previous, next].filter((button) => !button.hidden);

  function show(index: number) {
    current = (index + total) % total;
    const source = thumbnails[current]!.querySelector('img');
    if (!source) return;
    // The thumbnail's own srcset lists both renditions; the dialog's `sizes` (the whole frame) picks the large.
    image.removeAttribute('src');
    for (const name of ['width', 'height', 'srcset', 'src', 'alt'])
      image.setAttribute(name, source.getAttribute(name) ?? '');
    counter.textContent = `${current + 1} / ${total}`;
  }

  function open(index: number) {
    const wasOpen = isOpen();
    show(index);
    if (wasOpen) return;
    previous.hidden = next.hidden = total < 2;
    dialog.hidden = false;
    background.setAttribute('inert', '');
    background.setAttribute('aria-hidden', 'true');
    document.documentElement.classList.add('lightbox-open');
    close.focus();
  }

  /** Back to the grid, the focus on the thumbnail of the photo last shown. */
  function shut() {
    if (!isOpen()) return;
    const thumbnail = thumbnails[current]!;
    current = -1;
    dialog.hidden = true;
    background.removeAttribute('inert');
    background.removeAttribute('aria-hidden');
    document.documentElement.classList.remove('lightbox-open');
    thumbnail.focus();
  }

  function keepFocusInside(event: KeyboardEvent) {
    const buttons = stops();
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const target = event.shiftKey
      ? buttons[at <= 0 ? buttons.length - 1 : at - 1]
      : buttons[at === -1 || at === buttons.length - 1 ? 0 : at + 1];
    event.preventDefault();
    target?.focus();
  }

  const onKey = (event: KeyboardEvent) => {
    if (!isOpen() || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Escape') shut();
    else if (event.key === 'ArrowRight') show(current + 1);
    else if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'Tab') return keepFocusInside(event);
    else return;
    event.preventDefault();
  };

  // Whatever else takes the focus while the dialog is open (a click on the page, a screen reader), it comes back.
  const onFocusIn = (event: FocusEvent) => {
    if (isOpen() && !dialog.contains(event.target as Node)) close.focus();
  };

  const onPointerDown = (event: PointerEvent) => {
    swiped = false;
    swipeStart = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!swipeStart) return;
    const dx = event.clientX - swipeStart.x;
    const dy = event.clientY - swipeStart.y;
    swipeStart = null;
    if (Math.abs(dx) < swipeDistance || Math.abs(dx) < Math.abs(dy)) return;
    swiped = true;
    show(current + (dx < 0 ? 1 : -1));
  };
  // A click or tap on the dark backdrop (not on the photo or a button) closes, unless it ended a swipe.
  const onDialogClick = (event: MouseEvent) => {
    if (event.target === dialog && !swiped) shut();
    swiped = false;
  };

  const openers = thumbnails.map((thumbnail, index) => {
    const onClick = () => open(index);
    thumbnail.addEventListener('click', onClick);
    return () => thumbnail.removeEventListener('click', onClick);
  });
  const onClose = () => shut();
  const onPrevious = () => show(current - 1);
  const onNext = () => show(current + 1);
  close.addEventListener('click', onClose);
  previous.addEventListener('click', onPrevious);
  next.addEventListener('click', onNext);
  dialog.addEventListener('click', onDialogClick);
  dialog.addEventListener('pointerdown', onPointerDown);
  dialog.addEventListener('pointerup', onPointerUp);
  document.addEventListener('keydown', onKey);
  document.addEventListener('focusin', onFocusIn);

  return () => {
    for (const stop of openers) stop();
    close.removeEventListener('click', onClose);
    previous.removeEventListener('click', onPrevious);
    next.removeEventListener('click', onNext);
    dialog.removeEventListener('click', onDialogClick);
    dialog.removeEventListener('pointerdown', onPointerDown);
    dialog.removeEventListener('pointerup', onPointerUp);
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('focusin', onFocusIn);
  };
}
