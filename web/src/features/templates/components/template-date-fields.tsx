import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useTemplateTexts } from '@web/locales/templates';

interface TemplateDateFieldsProps {
  startDate: string;
  endDate: string;
  errors: { startDate?: string; endDate?: string };
  onStartDate(day: string): void;
  onEndDate(day: string): void;
}

/** Start and end date; the end cannot be picked before the start (spec part 2, section 5). */
export function TemplateDateFields({
  startDate,
  endDate,
  errors,
  onStartDate,
  onEndDate,
}: TemplateDateFieldsProps) {
  const t = useTemplateTexts();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('editor.startDate')} error={errors.startDate}>
        <Input type="date" value={startDate} onChange={(event) => onStartDate(event.target.value)} />
      </Field>
      <Field label={t('editor.endDate')} error={errors.endDate}>
        <Input
          type="date"
          value={endDate}
          min={startDate || undefined}
          onChange={(event) => onEndDate(event.target.value)}
        />
      </Field>
    </div>
  );
}
