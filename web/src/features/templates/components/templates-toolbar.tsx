import { Plus, Search, Sparkles } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useTemplateTexts } from '@web/locales/templates';

interface TemplatesToolbarProps {
  search: string;
  onSearch(search: string): void;
  generating: boolean;
  onGenerate(): void;
  onNew(): void;
}

/** Search, 'Generate Templates' and 'New Template' (spec part 2, section 2). */
export function TemplatesToolbar({ search, onSearch, generating, onGenerate, onNew }: TemplatesToolbarProps) {
  const t = useTemplateTexts();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="relative min-w-48 flex-1">
        <Search className="absolute top-3 left-3 size-4 text-slate-500" aria-hidden="true" />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t('search')}
          aria-label={t('search')}
          className="pl-9"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <RoleLocked needed="editor">
          <Button variant="outline" onClick={onGenerate} disabled={generating}>
            {generating ? <Spinner className="size-4" /> : <Sparkles className="size-4" aria-hidden="true" />}
            {t(generating ? 'generating' : 'generate')}
          </Button>
        </RoleLocked>
        <RoleLocked needed="editor" align="end">
          <Button onClick={onNew}>
            <Plus className="size-4" aria-hidden="true" />
            {t('newTemplate')}
          </Button>
        </RoleLocked>
      </div>
    </div>
  );
}
