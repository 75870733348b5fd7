import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { propertyImportTexts as texts } from '../content/property-import-texts';

interface ImportUrlFieldProps {
  url: string;
  onUrlChange(url: string): void;
  error: string | null;
  /** false while the server cannot import (not configured) or its answer is awaited. */
  enabled: boolean;
  running: boolean;
  onImport(): void;
}

/**
 * The property address and the import button. Not a form of its own: it sits inside the wizard's form, so
 * Enter in the field is taken here to start the import instead of moving the wizard on.
 */
export function ImportUrlField({ url, onUrlChange, error, enabled, running, onImport }: ImportUrlFieldProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <Field label={texts.urlLabel} error={error ?? undefined}>
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={texts.urlPlaceholder}
            value={url}
            onChange={(event) => onUrlChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              if (url.trim() !== '') onImport();
            }}
            disabled={!enabled}
          />
        </Field>
      </div>
      {/* Level with the input: the field's label sits above it. */}
      <Button
        className="sm:mt-[1.625rem]"
        onClick={onImport}
        disabled={!enabled || running || url.trim() === ''}
      >
        {running ? texts.importing : texts.import}
      </Button>
    </div>
  );
}
