import { evaluateReadiness, readinessSummary } from '@common/channels/evaluate';
import type {
  ChainReadinessResponse,
  HotelReadinessResponse,
  ReadinessInput,
} from '@common/channels/readiness';
import type { AppContext } from '../../http/context';
import { RememberedAnswers } from '../../lib/remembered-answers';
import { hotelsOfUser } from '../hotels/hotels-of-users';
import { requireMemberHotelWithLocation } from '../hotels/service';
import { readinessInputOf, type HotelWithLocation } from './readiness-input';
import { findReadinessRows, type HotelReadinessRows } from './repository';

export type ReadinessDeps = Pick<AppContext, 'db' | 'storage'> & { answers: RememberedAnswers };

const depsByContext = new WeakMap<AppContext, ReadinessDeps>();

/**
 * The readiness reads of an app, one per app: the /channels routes and the dashboard's hints share its
 * remembered answers, so one evaluation serves both. An evaluation of 100 photos and 10 rooms is some tens of
 * KB: 500 hotels' answers are kept at most.
 */
export function readinessDeps(context: AppContext): ReadinessDeps {
  let deps = depsByContext.get(context);
  if (!deps) {
    deps = { db: context.db, storage: context.storage, answers: new RememberedAnswers(500) };
    depsByContext.set(context, deps);
  }
  return deps;
}

/**
 * A hotel's readiness is remembered per assets and content version: the database raises one of them with every
 * change to what the rules read (photos and their tags: assets_version; rooms and their facts, gallery links,
 * descriptions in every language, the area text and the translations of room names and the area text, facility
 * switches, policies, the hotel's own row and its location: content_version, migrations 0004, 0005, 0007, 0021,
 * 0024 and 0038), and every request reads both with its ownership check. The hotel's content languages change no
 * version, so they are part of the key themselves. So an answer is never stale, and an unchanged hotel costs no
 * query and no evaluation.
 */
const readinessKey = ({ hotel }: HotelWithLocation) => [
  hotel.id,
  hotel.assetsVersion,
  hotel.contentVersion,
  hotel.primaryLanguage,
  hotel.contentLanguages.join(','),
  'channel-readiness',
];

/**
 * One hotel's remembered evaluation: the answer of its route (one object, so http/encoded-json.ts serializes and
 * compresses it once for every request that shares it) and its row of the chain's matrix.
 */
export interface HotelReadiness {
  answer: HotelReadinessResponse;
  summary: ChainReadinessResponse['hotels'][number]['channels'];
  /**
   * Whether the hotel pushes through AlpineBits: a channel it chooses to use (issue 33), so the dashboard's hints
   * count it only then; the /channels matrix shows it always, as what a connection would need.
   */
  alpineBitsConnected: boolean;
  /** Each language the hotel serves besides its primary one with its texts' counts: the dashboard's hints. */
  languages: ReadinessInput['languages'];
}

function evaluated(input: ReadinessInput): HotelReadiness {
  const readiness = evaluateReadiness(input);
  return {
    answer: { readiness },
    summary: readinessSummary(readiness),
    alpineBitsConnected: input.alpineBits.connected,
    languages: input.languages,
  };
}

/**
 * The readiness of each given hotel (ownership checked by the caller), in their order. Those not remembered are
 * read together, in one batch of a few statements whatever their number (repository.ts), then evaluated.
 */
function readinessOfHotels(
  deps: ReadinessDeps,
  owned: readonly HotelWithLocation[],
): Promise<HotelReadiness[]> {
  const unknown = owned.filter((entry) => deps.answers.computed(readinessKey(entry)) === undefined);
  // Read only when some hotel's answer is really computed (another request may be computing them already).
  let batch: Promise<Map<string, HotelReadinessRows>> | undefined;
  const rowsOf = async (hotelId: string) => {
    batch ??= findReadinessRows(
      deps.db,
      unknown.map(({ hotel }) => hotel.id),
    );
    const rows = (await batch).get(hotelId);
    return rows ?? (await findReadinessRows(deps.db, [hotelId])).get(hotelId)!;
  };
  return Promise.all(
    owned.map((entry) =>
      deps.answers.remember(readinessKey(entry), async () =>
        evaluated(readinessInputOf(deps.storage, entry, await rowsOf(entry.hotel.id))),
      ),
    ),
  );
}

/**
 * The hotel's readiness per channel, rule by rule (common/src/channels/rules.ts), with its matrix row; the
 * dashboard's hints read the same. 404 for another user's hotel.
 */
export async function getHotelReadiness(
  deps: ReadinessDeps,
  userId: string,
  hotelId: string,
): Promise<HotelReadiness> {
  const owned = await requireMemberHotelWithLocation(deps.db, userId, hotelId);
  const [readiness] = await readinessOfHotels(deps, [owned]);
  return readiness!;
}

/**
 * Each of the user's hotels, oldest first, with its status and counts per channel: a chain's matrix. The whole
 * answer is remembered by its hotels' ids and versions (a hotel's name raises its content version too), so the
 * routes send one answer, encoded once, until any of the hotels changes.
 */
export async function getChainReadiness(
  deps: ReadinessDeps,
  userId: string,
): Promise<ChainReadinessResponse> {
  const owned = await hotelsOfUser(deps.db, userId);
  const key = ['chain-readiness', ...owned.flatMap(readinessKey)];
  return deps.answers.remember(key, async () => {
    const readiness = await readinessOfHotels(deps, owned);
    return {
      hotels: owned.map(({ hotel }, index) => ({
        id: hotel.id,
        name: hotel.name,
        channels: readiness[index]!.summary,
      })),
    };
  });
}
