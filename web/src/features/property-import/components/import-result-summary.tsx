import type { ImportResultView } from '@common/import/schemas';
import { Alert } from '@web/components/ui/alert';
import { usePropertyImportTexts } from '@web/locales/propertyImport';

/** What a finished import brought in: the hotel's name, photos, rooms and features. */
export function ImportResultSummary({ result }: { result: ImportResultView }) {
  const t = usePropertyImportTexts();
  const { photos, rooms, features } = result;
  const lines = [
    { term: t('photos'), value: t('photosImported', photos) },
    { term: t('rooms'), value: t('roomsAdded', rooms) },
    { term: t('features'), value: t('featuresLinked', { count: features.matched + features.added }) },
    // A website import says where on the site it found what it brought in.
    ...(result.found ? [{ term: t('found'), value: result.found }] : []),
  ];
  return (
    <Alert tone="success">
      <p className="font-semibold">{t('completed', { hotelName: result.hotelName })}</p>
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
