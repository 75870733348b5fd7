import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePropertyImportTexts } from '@web/locales/propertyImport';
import { Dialog } from '@web/components/ui/dialog';
import { PropertyImportPanel } from '@web/features/property-import/components/property-import-panel';
import type { Hotel } from '../api/get-hotels';

interface WebsiteImportDialogProps {
  /** The hotel to import into; null keeps the dialog closed. */
  hotel: Hotel | null;
  onClose(): void;
}

/**
 * 'Import from website' on a hotel card (issue 18): the website import for a hotel added in settings, or run
 * again later; it adds what is missing and duplicates nothing. The import runs on the server, so closing the
 * dialog does not stop it, and opening it again shows where it is.
 */
export default function WebsiteImportDialog({ hotel, onClose }: WebsiteImportDialogProps) {
  const t = usePropertyImportTexts();
  const queryClient = useQueryClient();
  // The hotel's content changed (photos, rooms, features, room count): what other pages remember is stale.
  const onImported = useCallback(() => void queryClient.invalidateQueries(), [queryClient]);
  return (
    <Dialog
      open={hotel !== null}
      onOpenChange={(open) => !open && onClose()}
      title={hotel ? t('website.dialogTitle', { hotel: hotel.name }) : t('website.importFromWebsite')}
      className="max-w-2xl"
    >
      {hotel ? (
        <PropertyImportPanel
          hotelId={hotel.id}
          website={hotel.website}
          onImported={onImported}
          websiteOnly
          role={hotel.role}
        />
      ) : null}
    </Dialog>
  );
}
