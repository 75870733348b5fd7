import type { LucideIcon } from 'lucide-react';

/** A card with an icon, a title and a short text; used by the problem cards and the feature tiles. */
interface IconCardProps {
  icon: LucideIcon;
  title: string;
  text: string;
  tone: 'problem' | 'feature';
}

export function IconCard({ icon: Icon, title, text, tone }: IconCardProps) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span
        className={
          tone === 'problem'
            ? 'flex size-10 items-center justify-center rounded-lg bg-amber-100 text-amber-800'
            : 'flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700'
        }
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-700">{text}</p>
    </li>
  );
}
