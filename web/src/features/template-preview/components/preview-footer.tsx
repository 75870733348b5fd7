import { previewTexts } from '@common/templates/texts';

export function PreviewFooter({ name, id }: { name: string; id: string }) {
  return (
    <footer className="border-t border-slate-200 px-4 py-6 text-center text-sm break-all text-slate-600">
      {previewTexts.footer(name, id)}
    </footer>
  );
}
