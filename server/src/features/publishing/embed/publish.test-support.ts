import { eq } from 'drizzle-orm';
import { hotels } from '../../../db/schema';
import type { TestApp } from '../../../../test/test-app';
import { newPublicId } from '../public-id';

/** Publishes the hotel's content under a new public id, as switching 'Publish content' on does; answers the id. */
export async function publishForTest(testApp: TestApp, hotelId: string): Promise<string> {
  const publicId = newPublicId();
  await testApp.context.db
    .update(hotels)
    .set({ publishContent: true, publicId })
    .where(eq(hotels.id, hotelId));
  return publicId;
}
