import type { PushRunView } from '@common/alpinebits/schemas';
import { useAlpineBitsTexts } from '@web/locales/alpinebits';

function TextList({ heading, items, tone }: { heading: string; items: readonly string[]; tone: string }) {
  if (items.length === 0) return null;
  return (
    <div className={`rounded-md border px-3 py-2 text-sm ${tone}`}>
      <p className="font-medium">{heading}</p>
      <ul className="mt-1 list-disc space-y-0.5 break-words pl-5">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What a push report holds beyond its line: the server's warnings and errors as it wrote them (with the details
 * of a failure, such as the server's 'ERROR:' text), and the features left out for want of an OpenTravel code.
 */
export function PushRunDetails({ run }: { run: PushRunView }) {
  const t = useAlpineBitsTexts();
  const errors = [
    ...run.errors,
    ...(run.failure?.details ?? []).filter((detail) => !run.errors.includes(detail)),
  ];
  const leftOut = run.leftOut.map(({ name, where }) =>
    t('lastPush.leftOutItem', {
      name,
      where: where === 'hotel' ? t('lastPush.hotel') : t('lastPush.room', { code: where }),
    }),
  );
  return (
    <>
      <TextList
        heading={t('lastPush.warnings')}
        items={run.warnings}
        tone="border-amber-200 bg-amber-50 text-amber-900"
      />
      <TextList heading={t('lastPush.errors')} items={errors} tone="border-red-200 bg-red-50 text-red-800" />
      <TextList
        heading={t('lastPush.leftOut')}
        items={leftOut}
        tone="border-slate-200 bg-slate-50 text-slate-800"
      />
    </>
  );
}
