import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { embedTexts } from '@common/publishing/embed-texts';
import type { AppContext } from '../../../http/context';
import { matchesIfNoneMatch } from '../../../http/etag';
import { frameableAnswers } from './frameable-headers';
import { galleryBody, notFoundBody, type EmbedPage } from './page-html';
import { EmbedShell, fillShell } from './page-shell';
import { embeddedHotelGallery, embeddedRoomGallery } from './service';

type GalleryParams = { Params: { publicId: string } };
type RoomParams = { Params: { publicId: string; roomId: string } };

/**
 * The embedded gallery pages a hotel frames on its own website (issue 34, point 3): server-rendered HTML with the
 * hotel's or a room's photos, no React, and the shell's small lightbox script. Public and read-only, limited per
 * client address; any site may frame them (frameable-headers.ts), and only these routes. Unknown, unpublished
 * and replaced public ids, another hotel's room and a trashed one all answer the same small 404 page.
 */
export function registerEmbedRoutes(
  app: FastifyInstance,
  context: AppContext,
  { webRoot }: { webRoot: string },
) {
  const shell = new EmbedShell(webRoot);
  const options = {
    onRequest: frameableAnswers(context.config),
    config: {
      access: 'public' as const,
      // A website's visitors each load the frame; one client cannot walk public ids or load the pages in bulk.
      rateLimit: {
        max: context.config.publicPreviewRateLimit,
        timeWindow: '1 minute',
        keyGenerator: (request: FastifyRequest) => request.ip,
        errorResponseBuilder: () => ({ statusCode: 429, message: embedTexts.tooManyRequests }),
      },
    },
  };

  async function sendPage(request: FastifyRequest, reply: FastifyReply, page: EmbedPage | null) {
    reply.type('text/html; charset=utf-8');
    if (!page) {
      const html = fillShell(await shell.html(), embedTexts.notFoundTitle, notFoundBody());
      return reply.status(404).header('cache-control', 'no-store').send(html);
    }
    const html = fillShell(await shell.html(), page.title, galleryBody(page));
    // Weak: the same page goes out compressed or not. Checked again on every visit (no-cache), so switching
    // publishing off, a new public id or a changed gallery shows at once, while an unchanged page costs a 304.
    const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;
    reply.header('etag', etag).header('cache-control', 'public, no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.send(html);
  }

  app.get<GalleryParams>('/embed/hotels/:publicId/gallery', options, async (request, reply) =>
    sendPage(request, reply, await embeddedHotelGallery(context, request.params.publicId)),
  );

  app.get<RoomParams>('/embed/hotels/:publicId/rooms/:roomId', options, async (request, reply) =>
    sendPage(
      request,
      reply,
      await embeddedRoomGallery(context, request.params.publicId, request.params.roomId),
    ),
  );
}
