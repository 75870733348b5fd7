import { useId, useState } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Field } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { useRooms } from '@web/features/rooms/api/get-rooms';
import { useEmbedSnippetTexts } from '@web/locales/embedSnippets';
import { embedPageUrl, embedSnippet } from '../embed-snippet';
import { CopyableCode } from './copyable-code';

interface EmbedSnippetsProps {
  hotelId: string;
  hotelName: string;
  /** The hotel's public id (features/publishing): the pages' address, replaced when the owner asks for a new one. */
  publicId: string;
}

/** A snippet as read-only code, with 'Copy' and what came of it. */
function SnippetBlock({ label, snippet }: { label: string; snippet: string }) {
  const t = useEmbedSnippetTexts();
  return (
    <CopyableCode
      label={label}
      code={snippet}
      texts={{ copy: t('copy'), copied: t('copied'), copyFailed: t('copyFailed') }}
      className="overflow-x-auto"
    />
  );
}

/**
 * The 'Website' section's iframe snippets for the embedded gallery (issue 34, point 3): the hotel's gallery, and
 * one room's, chosen from the hotel's rooms. The address is the app's own origin, where the pages are served.
 */
export function EmbedSnippets({ hotelId, hotelName, publicId }: EmbedSnippetsProps) {
  const t = useEmbedSnippetTexts();
  const rooms = useRooms(hotelId, 'name');
  const [chosenRoomId, setChosenRoomId] = useState<string | null>(null);
  const headingId = useId();
  const origin = window.location.origin;
  const roomList = rooms.data ?? [];
  // The first room until one is chosen, and again if the chosen one goes.
  const room = roomList.find((candidate) => candidate.id === chosenRoomId) ?? roomList[0];

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h5 id={headingId} className="text-sm font-semibold text-slate-900">
          {t('heading')}
        </h5>
        <p className="mt-1 text-sm text-slate-700">{t('intro')}</p>
      </div>
      <SnippetBlock
        label={t('hotelGallery')}
        snippet={embedSnippet(embedPageUrl(origin, publicId), t('frameTitle.hotel', { hotel: hotelName }))}
      />
      {rooms.isPending ? (
        <div role="status" className="text-sm text-slate-700">
          <Spinner label={t('loadingRooms')} />
        </div>
      ) : rooms.isError ? (
        <Alert tone="error">{t('roomsLoadFailed')}</Alert>
      ) : !room ? (
        <p className="text-sm text-slate-700">{t('noRooms')}</p>
      ) : (
        <div className="space-y-3">
          <Field label={t('room')}>
            <select
              value={room.id}
              onChange={(event) => setChosenRoomId(event.target.value)}
              className="h-10 w-full max-w-sm rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
            >
              {roomList.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </Field>
          <SnippetBlock
            label={t('roomGallery')}
            snippet={embedSnippet(
              embedPageUrl(origin, publicId, room.id),
              t('frameTitle.room', { room: room.name, hotel: hotelName }),
            )}
          />
        </div>
      )}
    </section>
  );
}
