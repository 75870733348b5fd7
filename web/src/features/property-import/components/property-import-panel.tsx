import { useEffect, useState } from 'react';
import type { ImportResultView } from '@common/import/schemas';
import { importTexts } from '@common/import/texts';
import { Alert } from '@web/components/ui/alert';
import { useImportAvailability } from '../api/get-import-availability';
import { usePropertyImport } from '../hooks/use-property-import';
import { ImportProgressList } from './import-progress-list';
import { ImportResultSummary } from './import-result-summary';
import { ImportUrlField } from './import-url-field';
import { ImportedRoomsPanel } from './imported-rooms-panel';

interface PropertyImportPanelProps {
  hotelId: string;
  /**
   * Told when the hotel's import has succeeded, including one that had already finished when the panel opened
   * (a reload after the import); may be told the same import more than once.
   */
  onImported(importId: string, result: ImportResultView): void;
}

/**
 * Importing one hotel's content from its marketplace page: the address, the four parts' progress while the
 * server imports, and afterwards what came in with the hotel's rooms to check. Without the marketplace's API
 * configured on the server, it says so and stays disabled.
 */
export function PropertyImportPanel({ hotelId, onImported }: PropertyImportPanelProps) {
  const availability = useImportAvailability();
  const importer = usePropertyImport(hotelId);
  // Until the user types, the field shows the address of the hotel's latest import, ready to try again.
  const [typed, setTyped] = useState<string | null>(null);
  const { run } = importer;
  const url = typed ?? run?.url ?? '';
  const result = run?.status === 'succeeded' ? run.result : null;
  const unavailable = availability.data === false || availability.isError;

  useEffect(() => {
    if (run && result) onImported(run.id, result);
  }, [run, result, onImported]);

  return (
    <div className="space-y-5">
      {unavailable ? <Alert tone="info">{importTexts.notConfigured}</Alert> : null}
      <ImportUrlField
        url={url}
        onUrlChange={(next) => {
          setTyped(next);
          importer.clearFieldError();
        }}
        error={importer.fieldError}
        enabled={availability.data === true}
        running={importer.running}
        onImport={() => void importer.start(url)}
      />
      {importer.error ? <Alert tone="error">{importer.error}</Alert> : null}
      <ImportProgressList items={run?.items ?? null} />
      {result ? (
        <>
          <ImportResultSummary result={result} />
          <ImportedRoomsPanel hotelId={hotelId} />
        </>
      ) : null}
    </div>
  );
}
