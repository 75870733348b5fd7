import { usePreviewTexts } from '@web/locales/preview';

export function PreviewFooter({ name, id }: { name: string; id: string }) {
  const t = usePreviewTexts();
  return (
    <footer className="border-t border-slate-200 px-4 py-6 text-center text-sm break-all text-slate-600">
      {t('footer', { name, id })}
    </footer>
  );
}
