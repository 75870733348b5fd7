import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useTrashTexts } from '@web/locales/trash';

interface ListOrTrashProps {
  /** The page's own list: the library, the rooms, the templates. */
  list: ReactNode;
  /** Its 'Trash' view (TrashList of the same kind). */
  trash: ReactNode;
  /** The button's words in the trash view: 'Back to library', 'Back to rooms'... */
  backLabel: string;
}

/**
 * A list page or its 'Trash' view (issue 31, point 4), chosen in the address (?view=trash) so a reload or the
 * back button keeps it; the page's other parameters (filters, the selected room) are kept either way.
 */
export function ListOrTrash({ list, trash, backLabel }: ListOrTrashProps) {
  const t = useTrashTexts();
  const [params, setParams] = useSearchParams();
  const showTrash = params.get('view') === 'trash';
  const toggle = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (showTrash) next.delete('view');
      else next.set('view', 'trash');
      return next;
    });
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button variant="outline" size="sm" aria-pressed={showTrash} onClick={toggle}>
          {showTrash ? backLabel : t('title')}
        </Button>
      </div>
      {showTrash ? trash : list}
    </div>
  );
}
