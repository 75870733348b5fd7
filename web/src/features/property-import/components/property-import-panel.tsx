import { useEffect, useState } from 'react';
import type { ImportResultView, ImportSource } from '@common/import/schemas';
import { importHost } from '@common/import/texts';
import type { MemberRole } from '@common/teams/roles';
import { Alert } from '@web/components/ui/alert';
import { useImportAvailability } from '../api/get-import-availability';
import { usePropertyImportTexts } from '@web/locales/propertyImport';
import { usePropertyImport } from '../hooks/use-property-import';
import { ImportProgressList } from './import-progress-list';
import { ImportResultSummary } from './import-result-summary';
import { ImportUrlField } from './import-url-field';
import { ImportedRoomsPanel } from './imported-rooms-panel';

type PropertyImportTexts = ReturnType<typeof usePropertyImportTexts>;

/** Each source's field: its label, placeholder and button. */
const fieldTexts = (
  t: PropertyImportTexts,
): Record<ImportSource, { label: string; placeholder: string; action: string }> => ({
  booking: {
    label: t('urlLabel', { host: importHost }),
    placeholder: t('urlPlaceholder'),
    action: t('import'),
  },
  website: {
    label: t('website.urlLabel'),
    placeholder: t('website.urlPlaceholder'),
    action: t('website.importFromYourWebsite'),
  },
});

interface PropertyImportPanelProps {
  hotelId: string;
  /** The hotel's website as entered in onboarding or settings: the website import's address until one is typed. */
  website: string;
  /**
   * Told when the hotel's import has succeeded, including one that had already finished when the panel opened
   * (a reload after the import); may be told the same import more than once.
   */
  onImported(importId: string, result: ImportResultView): void;
  /** Offer only the website import (a hotel card in settings), whatever the server has configured. */
  websiteOnly?: boolean;
  /** The user's role in the hotel: importing and correcting the rooms are an editor's (issue 36). */
  role: MemberRole;
}

/**
 * Importing one hotel's content: from its marketplace page when the server has the marketplace's API, and from
 * the hotel's own website always (issue 18); then the four parts' progress while the server imports, and
 * afterwards what came in with the hotel's rooms to check. Both sources share one import at a time.
 */
export function PropertyImportPanel({
  hotelId,
  website,
  onImported,
  websiteOnly,
  role,
}: PropertyImportPanelProps) {
  const t = usePropertyImportTexts();
  const availability = useImportAvailability();
  const importer = usePropertyImport(hotelId);
  // Until the user types, each field shows the address of the hotel's latest import from its source (ready to
  // try again), the website field else the hotel's website.
  const [typed, setTyped] = useState<Record<ImportSource, string | null>>({ booking: null, website: null });
  const { run } = importer;
  const latestOf = (source: ImportSource) => (run?.source === source ? run.url : null);
  const bookingUrl = typed.booking ?? latestOf('booking') ?? '';
  const websiteUrl = typed.website ?? latestOf('website') ?? website;
  const result = run?.status === 'succeeded' ? run.result : null;
  const withBooking = !websiteOnly && availability.data === true;

  useEffect(() => {
    if (run && result) onImported(run.id, result);
  }, [run, result, onImported]);

  const type = (source: ImportSource) => (next: string) => {
    setTyped((current) => ({ ...current, [source]: next }));
    importer.clearFieldError();
  };

  const urlField = (source: ImportSource, url: string) => (
    <ImportUrlField
      {...fieldTexts(t)[source]}
      runningAction={t('importing')}
      url={url}
      onUrlChange={type(source)}
      error={importer.fieldErrorOf(source)}
      running={importer.running}
      runningHere={importer.runningSource === source}
      onImport={() => void importer.start(url, source)}
      role={role}
    />
  );

  return (
    <div className="space-y-5">
      {withBooking ? (
        <>
          {urlField('booking', bookingUrl)}
          <p className="text-center text-xs font-medium tracking-wide text-slate-500 uppercase">{t('or')}</p>
        </>
      ) : null}
      {urlField('website', websiteUrl)}
      {importer.error ? <Alert tone="error">{importer.error}</Alert> : null}
      <ImportProgressList items={importer.shownRun?.items ?? null} />
      {result ? (
        <>
          <ImportResultSummary result={result} />
          <ImportedRoomsPanel hotelId={hotelId} role={role} />
        </>
      ) : null}
    </div>
  );
}
