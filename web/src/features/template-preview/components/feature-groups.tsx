import type { PreviewFeatureGroupView } from '@common/templates/schemas';
import { CheckIcon } from './icons';

/** Ticked features by their group (facilities, policies or a room's features), or the empty text. */
export function FeatureGroups({
  groups,
  emptyText,
}: {
  groups: readonly PreviewFeatureGroupView[];
  emptyText: string;
}) {
  const shown = groups.filter((group) => group.features.length > 0);
  if (shown.length === 0) return <p className="text-slate-600">{emptyText}</p>;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {shown.map((group) => (
        <div key={group.id}>
          <h3 className="font-semibold text-slate-900">{group.name}</h3>
          <ul className="mt-2 space-y-1.5">
            {group.features.map((feature) => (
              <li key={feature.id} className="flex items-start gap-2 text-slate-800">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-green-700" />
                {feature.name}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
