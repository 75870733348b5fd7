import type { OwnershipOfferInput, OwnershipOfferView } from '@common/teams/schemas';
import { teamTexts } from '@common/teams/texts';
import type { Db } from '../../db/client';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import type { CheckedMembership } from './access-check';
import { claimOffers, deleteOffers, findOffers, handOverHotels, replaceOffers } from './ownership-repository';
import { shownName } from './people';
import { findPerson } from './repository';
import { recordTeamActivity } from './team-activities';
import { loadTeam, withTeamLocked } from './team';
import { presentOffer } from './team-view';

type Deps = Pick<AppContext, 'db' | 'log'>;

const noOfferForYou = () => new AppError('notFound', teamTexts.ownershipOfferNotFound);

/** The open offer to hand the team over to the signed-in member, or null: what the Team page asks them about. */
export async function getOfferToYou(
  db: Db,
  membership: CheckedMembership,
): Promise<OwnershipOfferView | null> {
  const [offer] = await findOffers(db, [membership.hotelId]);
  if (!offer || offer.toUserId !== membership.userId) return null;
  return presentOffer(db, await loadTeam(db, membership), offer);
}

/**
 * The owner offers the team (a chain: all of its hotels at once) to another member, who must accept; a new offer
 * replaces an open one.
 */
export async function offerOwnership(
  deps: Deps,
  membership: CheckedMembership,
  input: OwnershipOfferInput,
  now: Date,
): Promise<OwnershipOfferView> {
  const loaded = await loadTeam(deps.db, membership);
  const member = loaded.members.find((entry) => entry.userId === input.userId);
  if (!member || member.userId === membership.userId || member.role === 'owner')
    throw new AppError('notFound', teamTexts.ownershipToMemberOnly);
  await withTeamLocked(deps.db, membership.hotelId, async (tx, team) => {
    if (team.ownerId !== membership.userId) throw new AppError('forbidden', teamTexts.roleNotAllowed);
    await replaceOffers(tx, loaded.hotelIds, membership.userId, member.userId, now);
  });
  const [offer] = await findOffers(deps.db, [membership.hotelId]);
  if (!offer) throw noOfferForYou();
  return presentOffer(deps.db, loaded, offer);
}

/** The owner withdraws the open offer (none open is fine: the page shows none either way). */
export async function cancelOwnershipOffer(deps: Deps, membership: CheckedMembership) {
  const loaded = await loadTeam(deps.db, membership);
  await deleteOffers(deps.db, loaded.hotelIds);
}

/**
 * The member offered the team accepts it, in one transaction: the owner becomes an admin and the member the
 * owner of every hotel of the team, hotels.user_id with them, and the offer is gone; so there is exactly one owner
 * of each hotel at any moment. Anyone else, or an offer withdrawn meanwhile, answers 404.
 */
export async function acceptOwnership(deps: Deps, membership: CheckedMembership) {
  const handedOver = await withTeamLocked(deps.db, membership.hotelId, async (tx, team) => {
    const hotelIds = team.hotels.map((hotel) => hotel.id);
    const claimed = await claimOffers(tx, hotelIds, membership.userId);
    const offer = claimed.find((row) => row.hotelId === membership.hotelId);
    if (!offer || offer.fromUserId !== team.ownerId) throw noOfferForYou();
    await handOverHotels(tx, hotelIds, team.ownerId, membership.userId, team.isChain);
    return { hotelIds, fromUserId: team.ownerId };
  });
  const [from, to] = await Promise.all([
    findPerson(deps.db, handedOver.fromUserId),
    findPerson(deps.db, membership.userId),
  ]);
  const [before, after] = [from ? shownName(from) : '', to ? shownName(to) : ''];
  await recordTeamActivity(deps, handedOver.hotelIds, {
    kind: 'ownership_transferred',
    title: teamTexts.activity.ownershipTransferred(before, after),
    entityId: membership.userId,
    actorUserId: membership.userId,
    changes: [{ field: 'owner', before, after }],
  });
  return { hotelId: membership.hotelId };
}
