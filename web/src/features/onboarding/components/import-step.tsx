import { Circle } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { importHost, importParts, wizardTexts } from '../content/onboarding-content';

/**
 * The import step. The import itself belongs to a later issue and its server route does not exist yet, so
 * the URL field and the button are shown disabled with a note saying so, and the list shows what the import
 * will bring in. 'Skip for now' (in the footer) moves on.
 */
export function ImportStep() {
  const noteId = useId();
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">
        Bring in your property&apos;s description, photos, rooms and amenities from its {importHost} page.
      </p>
      <Alert tone="info">
        <span id={noteId}>{wizardTexts.importUnavailable}</span>
      </Alert>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          {/* Not a Field: the input is described by the note above, which Field would not keep. */}
          <label htmlFor={`${noteId}-url`} className="mb-1.5 block text-sm font-medium text-slate-800">
            {importHost} property URL
          </label>
          <Input
            id={`${noteId}-url`}
            type="url"
            placeholder="https://www.booking.com/hotel/..."
            disabled
            aria-describedby={noteId}
          />
        </div>
        <Button disabled aria-describedby={noteId}>
          Start import
        </Button>
      </div>
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <p className="text-sm font-medium text-slate-700">What the import brings in</p>
        <ul className="mt-3 space-y-2 text-sm text-slate-500">
          {importParts.map((part) => (
            <li key={part} className="flex items-center gap-2">
              <Circle className="size-4 shrink-0" aria-hidden="true" />
              {part}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
