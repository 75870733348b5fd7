import { useState } from 'react';
import { templateTexts } from '@common/templates/texts';
import { ApiError } from '@web/lib/api-client';
import { useGenerateTemplates } from '../api/generate-templates';

export type GenerationOutcome =
  { kind: 'generated'; label: string; count: number } | { kind: 'failed'; message: string } | null;

/**
 * 'Generate Templates': the drafts appear in the list once the server has stored them. The outcome says which
 * generator wrote them (the built-in one says so, DECISIONS.md 24) and how many; when the AI limit is reached,
 * the server's own message says until when.
 */
export function useTemplateGeneration(hotelId: string) {
  const generation = useGenerateTemplates(hotelId);
  const [outcome, setOutcome] = useState<GenerationOutcome>(null);

  const generate = async () => {
    setOutcome(null);
    try {
      const result = await generation.mutateAsync();
      setOutcome({ kind: 'generated', label: result.label, count: result.templates.length });
    } catch (error) {
      const limited = error instanceof ApiError && error.code === 'rateLimited';
      setOutcome({ kind: 'failed', message: limited ? error.message : templateTexts.generateFailed });
    }
  };

  return { generate, generating: generation.isPending, outcome, dismiss: () => setOutcome(null) };
}
