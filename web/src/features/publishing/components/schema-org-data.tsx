import { Check, Copy } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useCopy } from '@web/lib/use-copy';
import { useSchemaOrgTexts } from '@web/locales/schemaOrg';
import { useSchemaOrgData } from '../api/get-schema-org-data';
import { schemaOrgDataUrl, schemaOrgSnippet } from '../schema-org-snippet';

interface SchemaOrgDataProps {
  hotelId: string;
  /** The hotel's public id: the data's address, replaced when the owner asks for a new one. */
  publicId: string;
}

/** Read-only text with its label, a hint, 'Copy' and what came of it. */
function CopyableText({ label, hint, text }: { label: string; hint: string; text: string }) {
  const t = useSchemaOrgTexts();
  const clipboard = useCopy();
  const labelId = useId();
  const hintId = useId();
  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={hintId} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <p id={labelId} className="text-sm font-medium text-slate-800">
          {label}
        </p>
        <Button variant="outline" size="sm" onClick={() => void clipboard.copy(text)}>
          {clipboard.copied ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {clipboard.copied ? t('copied') : t('copy')}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        {hint}
      </p>
      <pre
        aria-labelledby={labelId}
        tabIndex={0}
        className="max-h-80 overflow-auto rounded-md border border-slate-300 bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap break-all text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      >
        <code>{text}</code>
      </pre>
      {clipboard.failed ? <Alert tone="error">{t('copyFailed')}</Alert> : null}
    </div>
  );
}

/**
 * The 'Website' section's schema.org data (issue 34, point 2): the ready-to-paste `<script
 * type="application/ld+json">` snippet, read from the public address itself so it shows exactly what websites
 * get, and that address for websites that fetch the data. The address is the app's own origin.
 */
export function SchemaOrgData({ hotelId, publicId }: SchemaOrgDataProps) {
  const t = useSchemaOrgTexts();
  const data = useSchemaOrgData(hotelId, publicId);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h5 id={headingId} className="text-sm font-semibold text-slate-900">
          {t('heading')}
        </h5>
        <p className="mt-1 text-sm text-slate-700">{t('intro')}</p>
      </div>
      {data.isPending ? (
        <div role="status" className="text-sm text-slate-700">
          <Spinner label={t('loading')} />
        </div>
      ) : data.isError ? (
        <Alert tone="error">{t('loadFailed')}</Alert>
      ) : (
        <CopyableText label={t('snippet')} hint={t('snippetHint')} text={schemaOrgSnippet(data.data)} />
      )}
      <CopyableText
        label={t('dataUrl')}
        hint={t('dataUrlHint')}
        text={schemaOrgDataUrl(window.location.origin, publicId)}
      />
    </section>
  );
}
