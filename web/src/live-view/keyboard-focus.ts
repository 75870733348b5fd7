/**
 * The keyboard belongs to the live view wherever the viewer page is clicked (issue 31, point 2). The canvas is
 * drawn at the remote viewport's aspect ratio, so a dark margin surrounds it; a press there used to focus the
 * page's body, where no key was listened to, and the login was typed nowhere. Now a press anywhere, and the
 * frame taking focus (the connection window gives it when the viewer loads, or the Tab key reaches it), puts
 * the focus on the canvas, whose outline shows where the keys go. Answers a function that stops it.
 */
export function keepKeyboardOnCanvas(view: Window, canvas: HTMLElement): () => void {
  const onPress = (event: MouseEvent) => {
    // A press on the canvas is the remote page's click; it focuses the canvas itself (main.ts).
    if (event.target === canvas) return;
    event.preventDefault();
    canvas.focus();
  };
  const onFrameFocus = () => {
    if (view.document.activeElement !== canvas) canvas.focus();
  };
  view.document.addEventListener('mousedown', onPress);
  view.addEventListener('focus', onFrameFocus);
  return () => {
    view.document.removeEventListener('mousedown', onPress);
    view.removeEventListener('focus', onFrameFocus);
  };
}
