import { importItemKeys, type ImportItemView } from '@common/import/schemas';
import { usePropertyImportTexts } from '@web/locales/propertyImport';
import { ImportProgressItem } from './import-progress-item';

/** Before any import every part waits. */
const notStarted: ImportItemView[] = importItemKeys.map((key) => ({
  key,
  status: 'pending',
  percent: 0,
  message: null,
}));

/** The four parts of the import in the order they run (spec part 1, section 2), each with its progress. */
export function ImportProgressList({ items }: { items: ImportItemView[] | null }) {
  const t = usePropertyImportTexts();
  return (
    <ul aria-label={t('progressLabel')} className="space-y-2">
      {(items ?? notStarted).map((item) => (
        <ImportProgressItem key={item.key} item={item} />
      ))}
    </ul>
  );
}
