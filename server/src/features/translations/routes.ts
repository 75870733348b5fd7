import type { FastifyInstance } from 'fastify';
import {
  textParamsSchema,
  textSaveSchema,
  textsQuerySchema,
  translationRunRequestSchema,
} from '@common/translations/schemas';
import type { AppContext } from '../../http/context';
import { sendSharedJson } from '../../http/encoded-json';
import { currentUser } from '../../http/session';
import { validate } from '../../lib/validate';
import {
  getHotelTexts,
  getSubjectTexts,
  markTextChecked,
  saveText,
  translateText,
  translationsDeps,
} from './service';
import { defineTranslationRunJob, getLatestTranslationRun, startTranslationRun } from './translation-run-job';

type HotelParams = { Params: { hotelId: string } };
type SubjectParams = { Params: { hotelId: string; subjectId: string } };
type TextParams = { Params: { hotelId: string; language: string; kind: string; subjectId: string } };

/** A hotel's texts per content language, their translations and stale marks (issue 37, parts 2-4). */
export function registerTranslationRoutes(app: FastifyInstance, context: AppContext) {
  const deps = translationsDeps(context);
  defineTranslationRunJob(context);

  app.get<HotelParams>('/api/hotels/:hotelId/texts', { compress: false }, async (request, reply) => {
    const { language } = validate(textsQuerySchema, request.query);
    const texts = await getHotelTexts(deps, currentUser(request).id, request.params.hotelId, language);
    return sendSharedJson(request, reply, texts);
  });

  app.get<SubjectParams>('/api/hotels/:hotelId/texts/subjects/:subjectId', async (request) =>
    getSubjectTexts(deps, currentUser(request).id, request.params.hotelId, request.params.subjectId),
  );

  const textTarget = (params: TextParams['Params']) => validate(textParamsSchema, params);

  app.put<TextParams>('/api/hotels/:hotelId/texts/:language/:kind/:subjectId', async (request) => {
    const target = textTarget(request.params);
    const { text } = validate(textSaveSchema, request.body);
    const { hotelId, subjectId } = request.params;
    return saveText(deps, currentUser(request).id, hotelId, target, subjectId, text);
  });

  app.post<TextParams>('/api/hotels/:hotelId/texts/:language/:kind/:subjectId/translate', async (request) => {
    const target = textTarget(request.params);
    const { hotelId, subjectId } = request.params;
    return translateText(deps, currentUser(request).id, hotelId, target, subjectId);
  });

  app.post<TextParams>('/api/hotels/:hotelId/texts/:language/:kind/:subjectId/checked', async (request) => {
    const target = textTarget(request.params);
    const { hotelId, subjectId } = request.params;
    return markTextChecked(deps, currentUser(request).id, hotelId, target, subjectId);
  });

  app.post<HotelParams>('/api/hotels/:hotelId/translation-runs', async (request, reply) => {
    const { languages } = validate(translationRunRequestSchema, request.body ?? {});
    const { created, run } = await startTranslationRun(
      context,
      currentUser(request).id,
      request.params.hotelId,
      languages,
    );
    return reply.code(created ? 202 : 200).send(run);
  });

  app.get<HotelParams>('/api/hotels/:hotelId/translation-runs/latest', async (request) =>
    getLatestTranslationRun(context, currentUser(request).id, request.params.hotelId),
  );
}
