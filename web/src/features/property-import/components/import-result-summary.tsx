import type { ImportResultView } from '@common/import/schemas';
import { Alert } from '@web/components/ui/alert';
import { propertyImportTexts as texts } from '../content/property-import-texts';

/** What a finished import brought in: the hotel's name, photos, rooms and features. */
export function ImportResultSummary({ result }: { result: ImportResultView }) {
  const { photos, rooms, features } = result;
  const lines = [
    { term: texts.photos, value: texts.photosImported(photos.imported, photos.alreadyThere) },
    { term: texts.rooms, value: texts.roomsAdded(rooms.added, rooms.alreadyThere) },
    { term: texts.features, value: texts.featuresLinked(features.matched + features.added) },
    // A website import says where on the site it found what it brought in.
    ...(result.found ? [{ term: texts.found, value: result.found }] : []),
  ];
  return (
    <Alert tone="success">
      <p className="font-semibold">{texts.completed(result.hotelName)}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {lines.map(({ term, value }) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Alert>
  );
}
