import { useState } from 'react';
import type { TemplateSummaryView } from '@common/templates/schemas';
import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { useTemplateTexts } from '@web/locales/templates';
import { useTemplates } from '../api/get-templates';
import { useTemplateGeneration } from '../hooks/use-template-generation';
import type { RenderTemplatePicker } from '../picker-slot';
import { matchesSearch } from '../template-search';
import { DeleteTemplateDialog } from './delete-template-dialog';
import { ExistingTemplateEditor } from './existing-template-editor';
import { GenerationStatus } from './generation-status';
import { TemplateCard } from './template-card';
import { TemplateEditorDialog } from './template-editor-dialog';
import { TemplatesEmptyState } from './templates-empty-state';
import { TemplatesToolbar } from './templates-toolbar';

interface TemplatesPageProps {
  hotelId: string;
  /** The image picker for the editor; the route composes it from the assets feature. */
  renderPicker: RenderTemplatePicker;
}

type Open =
  | { kind: 'edit'; template: TemplateSummaryView | null }
  | { kind: 'delete'; template: TemplateSummaryView }
  | null;

/** The template list of one hotel (/templates): search, generate, create, edit and delete. */
export function TemplatesPage({ hotelId, renderPicker }: TemplatesPageProps) {
  const t = useTemplateTexts();
  const templates = useTemplates(hotelId);
  const generation = useTemplateGeneration(hotelId);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  // The server lists published templates first, then the newest; the search keeps that order.
  const shown = (templates.data ?? []).filter((template) => matchesSearch(template, search));

  return (
    <div className="space-y-4">
      <TemplatesToolbar
        search={search}
        onSearch={setSearch}
        generating={generation.generating}
        onGenerate={() => void generation.generate()}
        onNew={() => setOpen({ kind: 'edit', template: null })}
      />
      <GenerationStatus
        generating={generation.generating}
        outcome={generation.outcome}
        onDismiss={generation.dismiss}
      />
      {templates.isPending ? (
        <div role="status" className="py-16 text-center text-sm text-slate-700">
          <Spinner label={t('loading')} />
        </div>
      ) : templates.isError ? (
        <Alert tone="error">{t('loadFailed')}</Alert>
      ) : shown.length === 0 ? (
        <TemplatesEmptyState searching={templates.data.length > 0} />
      ) : (
        <ul aria-label={t('listLabel')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((template) => (
            <li key={template.id}>
              <TemplateCard
                template={template}
                onEdit={() => setOpen({ kind: 'edit', template })}
                onDelete={() => setOpen({ kind: 'delete', template })}
              />
            </li>
          ))}
        </ul>
      )}
      {open?.kind === 'edit' && open.template ? (
        <ExistingTemplateEditor
          // Each opening starts from the template as saved.
          key={open.template.id}
          hotelId={hotelId}
          templateId={open.template.id}
          renderPicker={renderPicker}
          onClose={close}
        />
      ) : open?.kind === 'edit' ? (
        <TemplateEditorDialog
          key="new"
          hotelId={hotelId}
          template={null}
          renderPicker={renderPicker}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <DeleteTemplateDialog hotelId={hotelId} template={open.template} onClose={close} />
      ) : null}
    </div>
  );
}
