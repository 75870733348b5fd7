import { usePrefersReducedMotion } from '@web/lib/use-media-query';
import { useTypedText } from '../../hooks/use-typed-text';
import { useTypingWords } from '../../hooks/use-typing-words';
import { useMarketingTexts } from '@web/locales/marketing';

/**
 * The hero's h1. Screen readers get one static sentence; the typing part is hidden from them so it does
 * not announce every letter. With reduced motion, whole words change without typing and without a caret.
 */
export function TypingHeadline() {
  const t = useMarketingTexts();
  const words = useTypingWords();
  const reducedMotion = usePrefersReducedMotion();
  const typed = useTypedText(words, !reducedMotion);
  return (
    <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
      <span className="sr-only">{t('landing.hero.headlineFull')}</span>
      <span aria-hidden="true" data-testid="typing-headline">
        {t('landing.hero.headlineStart')}
        <span className="block min-h-[1.2em] text-brand-700" aria-live="off">
          {typed}
          {reducedMotion ? null : (
            <span className="typing-caret ml-1 inline-block h-[0.9em] w-[3px] translate-y-[0.1em] bg-brand-600" />
          )}
        </span>
      </span>
    </h1>
  );
}
