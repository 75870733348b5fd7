import { useEffect, useState } from 'react';
import type { LanguageCode } from '@common/languages/content-languages';
import { getPublicTemplate, type PublicTemplateResult } from '../api/get-public-template';

export type PublicTemplateState = { kind: 'loading' } | PublicTemplateResult;

/**
 * Loads the preview of a template once per id and language; a newer request drops the older one's answer. While
 * another language of the same template loads, the page keeps showing the one it has rather than blanking.
 */
export function usePublicTemplate(templateId: string, language: LanguageCode | null): PublicTemplateState {
  const [answer, setAnswer] = useState<{ templateId: string; result: PublicTemplateResult } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getPublicTemplate(templateId, language, controller.signal).then(
      (result) => setAnswer({ templateId, result }),
      () => undefined, // aborted: a newer id or language, or the page has gone
    );
    return () => controller.abort();
  }, [templateId, language]);

  return answer?.templateId === templateId ? answer.result : { kind: 'loading' };
}
