import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TemplateGenerationView } from '@common/templates/schemas';
import { templateTexts } from '@common/templates/texts';
import { ApiError } from '@web/lib/api-client';
import { getGeneration, startGeneration } from '../api/generate-templates';
import { invalidateTemplates } from '../api/invalidate-templates';
import { generationKey } from '../api/template-keys';
import { sharedText } from '@web/lib/i18n/shared-text';

export type GenerationOutcome =
  { kind: 'generated'; label: string; count: number } | { kind: 'failed'; message: string } | null;

/** How often a running generation is asked whether it has finished. */
export const generationPollMs = 1_000;

/**
 * The running generation this tab follows, kept for the tab's life, so a reload while the server generates
 * goes on showing the progress and then the outcome. Forgotten once the generation has finished.
 */
const followedKey = (hotelId: string) => `hcs.templateGeneration.${hotelId}`;

function readFollowed(hotelId: string): string | null {
  try {
    return sessionStorage.getItem(followedKey(hotelId));
  } catch {
    return null;
  }
}

function writeFollowed(hotelId: string, generationId: string | null) {
  try {
    if (generationId) sessionStorage.setItem(followedKey(hotelId), generationId);
    else sessionStorage.removeItem(followedKey(hotelId));
  } catch {
    // Storage refused (private mode): the generation is still followed while the page stays open.
  }
}

function outcomeOf(generation: TemplateGenerationView): GenerationOutcome {
  if (generation.status === 'running') return null;
  if (generation.status === 'succeeded') {
    return { kind: 'generated', label: generation.label ?? '', count: generation.templates.length };
  }
  return { kind: 'failed', message: sharedText(generation.error ?? templateTexts.generateFailed) };
}

/**
 * 'Generate Templates': the server generates as a job (docs/decisions/016), and this follows it until it has
 * finished; the drafts then appear in the list. The outcome says which generator wrote them (the built-in one
 * says so, DECISIONS.md 24) and how many; when the AI limit is reached, the server's own message says so.
 */
export function useTemplateGeneration(hotelId: string) {
  const queryClient = useQueryClient();
  const [followed, setFollowed] = useState<string | null>(() => readFollowed(hotelId));
  const [startFailure, setStartFailure] = useState<string | null>(null);
  const start = useMutation({ mutationFn: () => startGeneration(hotelId) });
  const generation = useQuery({
    queryKey: generationKey(hotelId, followed ?? ''),
    queryFn: async ({ signal }) => {
      const view = await getGeneration(hotelId, followed ?? '', signal);
      if (view.status !== 'running') writeFollowed(hotelId, null);
      if (view.status === 'succeeded') await invalidateTemplates(queryClient, hotelId);
      return view;
    },
    enabled: followed !== null,
    // A finished generation no longer changes; one that could not be read is given up (its outcome says so).
    refetchInterval: (query) =>
      query.state.data?.status === 'running' && query.state.status !== 'error' ? generationPollMs : false,
    staleTime: Infinity,
  });

  const follow = (generationId: string | null) => {
    writeFollowed(hotelId, generationId);
    setFollowed(generationId);
  };

  const generate = async () => {
    setStartFailure(null);
    follow(null);
    try {
      const started = await start.mutateAsync();
      queryClient.setQueryData(generationKey(hotelId, started.id), started);
      follow(started.id);
    } catch (error) {
      const limited = error instanceof ApiError && error.code === 'rateLimited';
      setStartFailure(limited ? error.message : sharedText(templateTexts.generateFailed));
    }
  };

  const lost = followed !== null && generation.isError;
  let outcome: GenerationOutcome = null;
  if (startFailure) outcome = { kind: 'failed', message: startFailure };
  else if (lost) outcome = { kind: 'failed', message: sharedText(templateTexts.generateFailed) };
  else if (followed && generation.data) outcome = outcomeOf(generation.data);

  return {
    generate,
    generating: start.isPending || (followed !== null && !lost && outcome === null),
    outcome,
    dismiss: () => {
      setStartFailure(null);
      follow(null);
    },
  };
}
