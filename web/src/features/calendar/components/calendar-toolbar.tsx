import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useCalendarTexts } from '@web/locales/calendar';
import type { CalendarViewMode } from '../hooks/use-calendar-view';

interface CalendarToolbarProps {
  heading: string;
  mode: CalendarViewMode;
  onModeChange(mode: CalendarViewMode): void;
  onPrevious(): void;
  onNext(): void;
}

/** The heading (month and year, or the week's range), the arrows, and 'Monat' / 'Woche'. */
export function CalendarToolbar({ heading, mode, onModeChange, onPrevious, onNext }: CalendarToolbarProps) {
  const t = useCalendarTexts();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex items-center gap-1">
        <Button variant="outline" size="sm" aria-label={t('previous')} onClick={onPrevious}>
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Button>
        <Button variant="outline" size="sm" aria-label={t('next')} onClick={onNext}>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {/* Announced when it changes, so that the arrows say where they led. */}
      <h2 aria-live="polite" className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      <div
        role="group"
        aria-label={t('view')}
        className="ml-auto flex rounded-md border border-slate-300 p-0.5"
      >
        {(['month', 'week'] as const).map((option) => (
          <Button
            key={option}
            size="sm"
            variant={mode === option ? 'primary' : 'ghost'}
            aria-pressed={mode === option}
            onClick={() => onModeChange(option)}
          >
            {t(option)}
          </Button>
        ))}
      </div>
    </div>
  );
}
