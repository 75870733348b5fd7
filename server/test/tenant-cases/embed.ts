import { addPublicRoutes } from '../tenant-cases';

// The embedded gallery pages are public on purpose (issue 34, point 3): a hotel frames them on its own website.
// features/publishing/embed/embed-routes.test.ts shows that unknown, unpublished and replaced public ids, another
// hotel's room and a trashed one answer the same 404 page, and that the pages carry nothing but the photos.
addPublicRoutes('GET /embed/hotels/:publicId/gallery', 'GET /embed/hotels/:publicId/rooms/:roomId');
