import { templateTexts } from '@common/templates/texts';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';

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
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={templateTexts.startDate} error={errors.startDate}>
        <Input type="date" value={startDate} onChange={(event) => onStartDate(event.target.value)} />
      </Field>
      <Field label={templateTexts.endDate} error={errors.endDate}>
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
