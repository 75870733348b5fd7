import type { ContentLanguage } from '@common/ai/hotel-profile';
import type { TemplateGenerationView } from '@common/templates/schemas';
import type { AppContext } from '../../http/context';
import { recordActivity } from '../activities/service';
import { imageCandidatesOfHotel } from '../assets/service';
import { hotelProfileForAi } from '../descriptions/service';
import { requireOwnedHotelWithLocation } from '../hotels/service';
import { draftOfGenerated } from './generated-draft';
import { findTemplatesOfHotelByIds } from './repository';
import { presentTemplate } from './template-view';
import { insertTemplate } from './write-template';

type Deps = Pick<AppContext, 'db' | 'storage' | 'log' | 'ai'>;

/**
 * 'Generate Templates': a set of three to five templates from the configured generator (the built-in one
 * without an AI service), each with up to 8 relevance-chosen images of the hotel, saved as unpublished drafts,
 * all in one transaction, each logged as template_create. Counted against the user's AI limit.
 */
export async function generateTemplates(
  deps: Deps,
  userId: string,
  hotelId: string,
  language: ContentLanguage,
): Promise<TemplateGenerationView> {
  const { db, ai, storage } = deps;
  const owned = await requireOwnedHotelWithLocation(db, userId, hotelId);
  const [{ profile }, assets] = await Promise.all([
    hotelProfileForAi(db, owned, language),
    imageCandidatesOfHotel(db, hotelId),
  ]);
  const generated = await ai.forUser(userId).generateTemplateSet({ profile, assets, language });
  const ids = await db.transaction(async (tx) => {
    const created: string[] = [];
    for (const template of generated) {
      created.push(await insertTemplate(tx, hotelId, draftOfGenerated(template)));
    }
    return created;
  });
  for (const [index, id] of ids.entries()) {
    await recordActivity(deps, {
      hotelId,
      kind: 'template_create',
      title: `Created template: ${generated[index]?.name ?? ''}`,
      entityId: id,
    });
  }
  const records = await findTemplatesOfHotelByIds(db, hotelId, ids);
  return {
    templates: records.map((record) => presentTemplate(storage, record)),
    provider: ai.service.provider,
    label: ai.service.label,
  };
}
