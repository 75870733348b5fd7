import { useId } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { useSchemaOrgTexts } from '@web/locales/schemaOrg';
import { useSchemaOrgData } from '../api/get-schema-org-data';
import { schemaOrgDataUrl, schemaOrgSnippet } from '../schema-org-snippet';
import { CopyableCode } from './copyable-code';

interface SchemaOrgDataProps {
  hotelId: string;
  /** The hotel's public id: the data's address, replaced when the owner asks for a new one. */
  publicId: string;
}

/** Read-only text with its label, a hint, 'Copy' and what came of it. */
function CopyableText({ label, hint, text }: { label: string; hint: string; text: string }) {
  const t = useSchemaOrgTexts();
  return (
    <CopyableCode
      label={label}
      hint={hint}
      code={text}
      texts={{ copy: t('copy'), copied: t('copied'), copyFailed: t('copyFailed') }}
      className="max-h-80 overflow-auto"
    />
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
