import { useEffect, useState } from 'react';
import { getPublicTemplate, type PublicTemplateResult } from '../api/get-public-template';

export type PublicTemplateState = { kind: 'loading' } | PublicTemplateResult;

/** Loads the preview of a template once per id; a newer id drops the older request's answer. */
export function usePublicTemplate(templateId: string): PublicTemplateState {
  const [answer, setAnswer] = useState<{ templateId: string; result: PublicTemplateResult } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getPublicTemplate(templateId, controller.signal).then(
      (result) => setAnswer({ templateId, result }),
      () => undefined, // aborted: a newer id or the page has gone
    );
    return () => controller.abort();
  }, [templateId]);

  return answer?.templateId === templateId ? answer.result : { kind: 'loading' };
}
