import { limits } from '@common/limits';
import type { TemplateView } from '@common/templates/schemas';
import { templateTexts } from '@common/templates/texts';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import { isUuid, requireMemberHotel } from '../hotels/service';
import { findHotelImageIds, findTemplateOfHotel, lockTemplate, replaceTemplateImages } from './repository';
import { findTemplateImageIds } from './template-images-repository';
import { presentTemplate } from './template-view';

type Deps = Pick<AppContext, 'db' | 'storage'>;

/**
 * The library's 'Add to template': images appended after the template's own (its cover stays), in the order
 * given, those already in it skipped. One transaction, all or nothing: an id that is not one of the hotel's
 * images answers 400 as the editor's save does, and a template past 100 images is refused whole, never cut.
 */
export async function addTemplateImages(
  { db, storage }: Deps,
  userId: string,
  hotelId: string,
  templateId: string,
  assetIds: readonly string[],
): Promise<TemplateView> {
  await requireMemberHotel(db, userId, hotelId);
  const notFound = new AppError('notFound', templateTexts.templateNotFound);
  if (!isUuid(templateId)) throw notFound;
  const found = await db.transaction(async (tx) => {
    if (!(await lockTemplate(tx, hotelId, templateId))) return false;
    const current = await findTemplateImageIds(tx, templateId);
    const added = assetIds.filter((assetId) => !current.includes(assetId));
    if (added.length === 0) return true;
    const known = await findHotelImageIds(tx, hotelId, added);
    if (added.some((assetId) => !known.has(assetId))) {
      throw new AppError('validation', templateTexts.unknownImage);
    }
    if (current.length + added.length > limits.templateImagesMax) {
      throw new AppError('validation', templateTexts.tooManyImages(limits.templateImagesMax));
    }
    await replaceTemplateImages(tx, templateId, [...current, ...added]);
    return true;
  });
  const record = found ? await findTemplateOfHotel(db, hotelId, templateId) : undefined;
  if (!record) throw notFound;
  return presentTemplate(storage, record);
}
