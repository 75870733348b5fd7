import { useState } from 'react';
import type { ImportResultView } from '@common/import/schemas';
import { importHost } from '@common/import/texts';
import { Alert } from '@web/components/ui/alert';
import { Field } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { useHotels } from '@web/features/hotels/api/get-hotels';
import { useImportAvailability } from '@web/features/property-import/api/get-import-availability';
import { PropertyImportPanel } from '@web/features/property-import/components/property-import-panel';
import { useWizardTexts } from '@web/locales/onboarding';

const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 ' +
  'focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none';

interface ImportStepProps {
  onImported(importId: string, result: ImportResultView): void;
}

/**
 * The import step: brings a property's content in from its marketplace page (when the server has the
 * marketplace's API) or from the hotel's own website (always). The hotels were created at the
 * category step; the import goes into the first (oldest) one, and a chain picks which. 'Skip for now', or
 * Continue after an import, is in the wizard's footer.
 */
export function ImportStep({ onImported }: ImportStepProps) {
  const t = useWizardTexts();
  const hotels = useHotels();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = hotels.data ?? [];
  const hotel = list.find((candidate) => candidate.id === chosenId) ?? list[0] ?? null;
  const withBooking = useImportAvailability().data === true;

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">
        {withBooking ? t('import.introWithHost', { host: importHost }) : t('import.intro')}
      </p>
      {hotels.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          <Spinner label={t('loading')} />
        </p>
      ) : hotels.isError ? (
        <Alert tone="error">{t('import.hotelsLoadFailed')}</Alert>
      ) : hotel ? (
        <>
          {list.length > 1 ? (
            <Field label={t('import.into')}>
              <select
                className={selectClass}
                value={hotel.id}
                onChange={(event) => setChosenId(event.target.value)}
              >
                {list.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.name}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          {/* Keyed by hotel: another hotel has its own import, address and errors. */}
          <PropertyImportPanel
            key={hotel.id}
            hotelId={hotel.id}
            website={hotel.website}
            onImported={onImported}
            role={hotel.role}
          />
        </>
      ) : null}
    </div>
  );
}
