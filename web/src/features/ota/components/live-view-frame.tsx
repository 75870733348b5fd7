import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { useOtaTexts } from '@web/locales/ota';

/** The loader stays this long after the frame loaded, so the viewer can draw its first picture under it. */
const loaderHideMs = 1000;

interface LiveViewFrameProps {
  channelName: string;
  /** The viewer page's address; null while the session starts. */
  src: string | null;
  /** What the loader says while the session starts ('Starting browser session...' or 'Preparing connection...'). */
  initialText: string;
}

/**
 * The live browser in an embedded frame (the viewer page, web/live-view.html), under a loader until it shows. It
 * takes the keyboard when it loads, so the operator's first keystroke reaches the remote page (issue 31, point 2),
 * and again on a press anywhere on it, the loader included; inside, the viewer hands it to its canvas
 * (live-view/keyboard-focus.ts).
 */
export function LiveViewFrame({ channelName, src, initialText }: LiveViewFrameProps) {
  const t = useOtaTexts();
  const [loaded, setLoaded] = useState(false);
  const [loaderHidden, setLoaderHidden] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const giveKeyboard = () => frame.current?.focus();

  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => setLoaderHidden(true), loaderHideMs);
    return () => clearTimeout(timer);
  }, [loaded]);

  return (
    <div
      className="relative aspect-[16/10] max-h-[70vh] w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-900"
      // Presses inside the frame stay in its own page; this catches the loader over it.
      onMouseDown={(event) => {
        if (!frame.current) return;
        event.preventDefault();
        giveKeyboard();
      }}
    >
      {src ? (
        <iframe
          ref={frame}
          title={t('liveBrowser')}
          src={src}
          onLoad={() => {
            setLoaded(true);
            giveKeyboard();
          }}
          className="absolute inset-0 size-full border-0"
        />
      ) : null}
      {loaderHidden ? null : (
        <div
          role="status"
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-slate-900 text-white"
        >
          <Spinner className="border-slate-500 border-t-white" />
          <p className="font-medium">{t('connectingTo', { channel: channelName })}</p>
          <p className="text-sm text-slate-300">{initialText}</p>
        </div>
      )}
    </div>
  );
}
