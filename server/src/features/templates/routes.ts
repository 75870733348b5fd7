import type { FastifyInstance } from 'fastify';
import {
  activeTemplateQuerySchema,
  publicPreviewQuerySchema,
  templateContentSaveSchema,
  templateGenerateSchema,
  templateInputSchema,
} from '@common/templates/schemas';
import { previewTexts } from '@common/templates/texts';
import { bulkImagesRequestSchema } from '@common/assets/bulk-schemas';
import type { AppContext } from '../../http/context';
import { sendSharedJson } from '../../http/encoded-json';
import { currentUser } from '../../http/session';
import { RememberedAnswers } from '../../lib/remembered-answers';
import { validate } from '../../lib/validate';
import { addTemplateImages } from './add-template-images';
import { startTemplateDateSweep } from './date-notices';
import { getGeneration, startGeneration } from './generate-templates';
import { defineTemplateGenerationJob } from './generation-job';
import { trashRoomOrTemplate } from '../trash/service';
import { getPublicTemplatePreview } from './public-preview';
import { TemplateOwners } from './template-owners';
import {
  createTemplate,
  getTemplate,
  listCalendarTemplates,
  listTemplates,
  saveTemplateContent,
  updateTemplate,
} from './service';

type HotelParams = { Params: { hotelId: string } };
type TemplateParams = { Params: { hotelId: string; templateId: string } };
type GenerationParams = { Params: { hotelId: string; generationId: string } };

const readsByApp = new WeakMap<AppContext, ReturnType<typeof newReads>>();
const newReads = (context: AppContext) => ({
  ...context,
  answers: new RememberedAnswers(2_000),
  owners: new TemplateOwners(),
});

/** What template reads remember, one per app: shared by the routes and the server's link previews. */
export function templateReads(context: AppContext) {
  let reads = readsByApp.get(context);
  if (!reads) {
    reads = newReads(context);
    readsByApp.set(context, reads);
  }
  return reads;
}

/**
 * Templates of a hotel (spec part 2, sections 2-7; DECISIONS.md 15): list, calendar data, editor saves,
 * generated sets, the content page's template, and the public preview of published templates.
 */
export function registerTemplateRoutes(app: FastifyInstance, context: AppContext) {
  const reads = templateReads(context);
  startTemplateDateSweep(app, context);
  defineTemplateGenerationJob(context);

  app.get<HotelParams>('/api/hotels/:hotelId/templates', { compress: false }, async (request, reply) => {
    const list = await listTemplates(reads, currentUser(request).id, request.params.hotelId);
    return sendSharedJson(request, reply, list);
  });

  app.get<HotelParams>(
    '/api/hotels/:hotelId/calendar-templates',
    { compress: false },
    async (request, reply) => {
      const list = await listCalendarTemplates(reads, currentUser(request).id, request.params.hotelId);
      return sendSharedJson(request, reply, list);
    },
  );

  // The template the content page edits, always named (issue 31, point 3): the server picks none.
  app.get<HotelParams>('/api/hotels/:hotelId/templates/active', async (request) => {
    const { templateId } = validate(activeTemplateQuerySchema, request.query);
    return {
      template: await getTemplate(context, currentUser(request).id, request.params.hotelId, templateId),
    };
  });

  app.post<HotelParams>('/api/hotels/:hotelId/templates', async (request, reply) => {
    const input = validate(templateInputSchema, request.body);
    const template = await createTemplate(context, currentUser(request).id, request.params.hotelId, input);
    return reply.status(201).send({ template });
  });

  app.post<HotelParams>('/api/hotels/:hotelId/templates/generate', async (request, reply) => {
    const { language } = validate(templateGenerateSchema, request.body ?? {});
    const userId = currentUser(request).id;
    const generation = await startGeneration(context, userId, request.params.hotelId, language);
    return reply.status(202).send({ generation });
  });

  app.get<GenerationParams>('/api/hotels/:hotelId/templates/generations/:generationId', async (request) => {
    const { hotelId, generationId } = request.params;
    return { generation: await getGeneration(context, currentUser(request).id, hotelId, generationId) };
  });

  app.get<TemplateParams>('/api/hotels/:hotelId/templates/:templateId', async (request) => {
    const { hotelId, templateId } = request.params;
    return { template: await getTemplate(context, currentUser(request).id, hotelId, templateId) };
  });

  app.put<TemplateParams>('/api/hotels/:hotelId/templates/:templateId', async (request) => {
    const input = validate(templateInputSchema, request.body);
    const { hotelId, templateId } = request.params;
    return { template: await updateTemplate(context, currentUser(request).id, hotelId, templateId, input) };
  });

  app.put<TemplateParams>('/api/hotels/:hotelId/templates/:templateId/content', async (request) => {
    const input = validate(templateContentSaveSchema, request.body);
    const { hotelId, templateId } = request.params;
    return {
      template: await saveTemplateContent(context, currentUser(request).id, hotelId, templateId, input),
    };
  });

  // The library's 'Add to template': several images in one request (add-template-images.ts).
  app.post<TemplateParams>('/api/hotels/:hotelId/templates/:templateId/images', async (request) => {
    const { assetIds } = validate(bulkImagesRequestSchema, request.body);
    const { hotelId, templateId } = request.params;
    return {
      template: await addTemplateImages(context, currentUser(request).id, hotelId, templateId, assetIds),
    };
  });

  // Deleting a template moves it to the trash, from which it can be restored for 30 days (features/trash).
  app.delete<TemplateParams>('/api/hotels/:hotelId/templates/:templateId', async (request, reply) => {
    const { hotelId, templateId } = request.params;
    await trashRoomOrTemplate(context.db, currentUser(request).id, hotelId, 'templates', templateId);
    return reply.status(204).send();
  });

  app.get<{ Params: { templateId: string } }>(
    '/api/public/templates/:templateId',
    {
      compress: false,
      config: {
        access: 'public',
        // Anyone with a link may look, but one client cannot walk template ids or load the page in bulk.
        rateLimit: {
          max: context.config.publicPreviewRateLimit,
          timeWindow: '1 minute',
          keyGenerator: (request) => request.ip,
          errorResponseBuilder: () => ({ statusCode: 429, message: previewTexts.tooManyRequests }),
        },
      },
    },
    async (request, reply) => {
      const { lang } = validate(publicPreviewQuerySchema, request.query);
      const { preview, byHeader } = await getPublicTemplatePreview(reads, request.params.templateId, {
        asked: lang,
        acceptLanguage: request.headers['accept-language'],
      });
      // Chosen by the visitor's languages: a shared cache must not hand it to a visitor with others.
      if (byHeader) reply.header('vary', 'accept-language');
      return sendSharedJson(request, reply, preview);
    },
  );
}
