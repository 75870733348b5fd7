import { Lock, LockOpen } from 'lucide-react';
import { useOtaTexts } from '@web/locales/ota';
import { remoteAddress } from '../remote-address';

/**
 * Above the live view, like a browser's address bar: the remote page's origin and path with a lock for https,
 * so the operator sees where they are about to type a password. Empty while the session starts.
 */
export function AddressBar({ url }: { url: string | null }) {
  const t = useOtaTexts();
  const address = remoteAddress(url);
  return (
    <div
      role="group"
      aria-label={t('addressBar')}
      className="mb-2 flex h-9 min-w-0 items-center gap-2 rounded-full border border-slate-200 bg-slate-100 px-3 text-sm"
    >
      {address ? (
        <>
          {address.secure ? (
            <span role="img" aria-label={t('secureConnection')} className="shrink-0 text-slate-700">
              <Lock aria-hidden="true" className="size-4" />
            </span>
          ) : (
            <span className="flex shrink-0 items-center gap-1 font-medium text-red-700">
              <LockOpen aria-hidden="true" className="size-4" />
              {t('notSecure')}
            </span>
          )}
          <span className="min-w-0 truncate" title={`${address.origin}${address.path}`}>
            <span className="text-slate-900">{address.origin}</span>
            <span className="text-slate-600">{address.path}</span>
          </span>
        </>
      ) : null}
    </div>
  );
}
