import { AlertTriangle, CheckCircle2, CircleDashed, Star, type LucideIcon } from 'lucide-react';
import type { LanguageCode } from '@common/languages/content-languages';
import type { HotelTextsView } from '@common/translations/schemas';
import { cn } from '@web/components/ui/cn';
import { useTranslationTexts } from '@web/locales/translations';
import { languageState, type LanguageState } from '../text-groups';

const stateIcons: Record<LanguageState, LucideIcon> = {
  primary: Star,
  current: CheckCircle2,
  stale: AlertTriangle,
  missing: CircleDashed,
};

/** Each state has its own shape as well as its colour, so it reads without colour too. */
const stateColours: Record<LanguageState, string> = {
  primary: 'text-slate-500',
  current: 'text-green-700',
  stale: 'text-amber-700',
  missing: 'text-red-700',
};

interface LanguageSwitcherProps {
  view: Pick<HotelTextsView, 'primaryLanguage' | 'languages' | 'counts'>;
  chosen: LanguageCode;
  onChoose(language: LanguageCode): void;
}

/**
 * 'DE · EN · IT': one chip per served language, the primary first, each marked current, stale or missing (any
 * text missing, else any stale) by an icon, and saying its counts in words to a screen reader and on hover
 * ('IT (Italian: 2 stale, 3 missing)'). The chips are buttons; the chosen one is pressed.
 */
export function LanguageSwitcher({ view, chosen, onChoose }: LanguageSwitcherProps) {
  const t = useTranslationTexts();
  const { primaryLanguage, counts } = view;
  const ordered = [primaryLanguage, ...view.languages.filter((code) => code !== primaryLanguage)];

  const stateText = (code: LanguageCode, state: LanguageState) => {
    const language = t(`names.${code}`);
    const { stale = 0, missing = 0 } = counts[code] ?? {};
    if (state === 'primary') return t('switcher.state.primary', { language });
    if (stale > 0 && missing > 0) return t('switcher.state.staleAndMissing', { language, stale, missing });
    if (missing > 0) return t('switcher.state.missing', { language, missing });
    if (stale > 0) return t('switcher.state.stale', { language, stale });
    return t('switcher.state.current', { language });
  };

  return (
    <div role="group" aria-label={t('switcher.label')} className="flex flex-wrap items-center gap-2">
      {ordered.map((code) => {
        const state: LanguageState = code === primaryLanguage ? 'primary' : languageState(counts[code]);
        const Icon = stateIcons[state];
        const name = t('switcher.chip', { code: code.toUpperCase(), state: stateText(code, state) });
        const pressed = code === chosen;
        return (
          <button
            key={code}
            type="button"
            aria-pressed={pressed}
            aria-label={name}
            title={name}
            onClick={() => onChoose(code)}
            className={cn(
              'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              pressed
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            <span>{code.toUpperCase()}</span>
            <Icon className={cn('size-4', stateColours[state])} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
