import { CalendarDays, ExternalLink, ImageIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { TemplateSummaryView } from '@common/templates/schemas';
import { cn } from '@web/components/ui/cn';
import { EditDeleteMenu } from '@web/components/ui/edit-delete-menu';
import { formatterFor } from '@web/lib/format/formatter';
import { renditionSrcSet } from '@common/assets/srcset';
import { cardImageSizes } from '@web/lib/image-srcset';
import { useRoleLock } from '@web/features/teams/role-lock';
import { useTemplateTexts } from '@web/locales/templates';

/** The card shows at most 3 tags (spec part 2, section 9). */
const shownTags = 3;

/** The public preview of a published template (spec part 2, section 2). */
export const publicPreviewPath = (templateId: string) =>
  `/preview/template/${encodeURIComponent(templateId)}`;

interface TemplateCardProps {
  template: TemplateSummaryView;
  onEdit(): void;
  onDelete(): void;
}

/** One template in the list (spec part 2, section 2); a double click opens the editor, as the menu does. */
export function TemplateCard({ template, onEdit, onDelete }: TemplateCardProps) {
  const t = useTemplateTexts();
  const cover = template.images.find((image) => image.assetId === template.coverId);
  const range = formatterFor('en').dayRange(template.startDate, template.endDate, {
    from: (start) => t('card.from', { start }),
    until: (end) => t('card.until', { end }),
  });
  const extraTags = template.tags.length - shownTags;
  // A viewer reads the card and the template's content page; editing and deleting are an editor's (issue 36).
  const lock = useRoleLock('editor', { align: 'end' });

  // A double click on the menu or the preview link belongs to them, not to the card.
  const onDoubleClick = (event: MouseEvent) => {
    if (!lock.locked && !(event.target as Element).closest('button, a')) onEdit();
  };

  return (
    <article
      aria-label={template.name}
      onDoubleClick={onDoubleClick}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {cover ? (
        <img
          src={cover.thumbUrl}
          srcSet={renditionSrcSet(cover)}
          sizes={cardImageSizes.templateCard}
          alt=""
          loading="lazy"
          decoding="async"
          width={400}
          height={225}
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-video w-full items-center justify-center bg-slate-100">
          <ImageIcon className="size-10 text-slate-400" aria-hidden="true" />
        </div>
      )}
      <span
        className={cn(
          'absolute top-2 left-2 rounded px-2 py-0.5 text-xs font-medium',
          template.isPublished ? 'bg-green-600 text-white' : 'bg-slate-700 text-white',
        )}
      >
        {t(template.isPublished ? 'card.published' : 'card.draft')}
      </span>
      <div className="absolute top-2 right-2">
        <EditDeleteMenu
          placement="overlay"
          label={t('card.menu', { name: template.name })}
          editLabel={t('card.editTemplate')}
          deleteLabel={t('card.deleteTemplate')}
          onEdit={onEdit}
          onDelete={onDelete}
          triggerProps={lock.controlProps}
        />
        {lock.tooltip}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-semibold text-slate-900">{template.name}</h2>
        {template.description ? (
          <p className="line-clamp-2 text-sm text-slate-700">{template.description}</p>
        ) : null}
        {range ? (
          <p className="flex items-center gap-1.5 text-xs text-slate-600">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            {range}
          </p>
        ) : null}
        {template.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('card.tags')}>
            {template.tags.slice(0, shownTags).map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700"
              >
                {tag}
              </li>
            ))}
            {extraTags > 0 ? (
              <li className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {t('card.moreTags', { count: extraTags })}
              </li>
            ) : null}
          </ul>
        ) : null}
        {template.isPublished ? (
          <a
            href={publicPreviewPath(template.id)}
            target="_blank"
            rel="noopener"
            aria-label={t('card.previewLabel', { name: template.name })}
            className="mt-auto inline-flex items-center gap-1 self-start pt-1 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('card.preview')}
          </a>
        ) : null}
      </div>
    </article>
  );
}
