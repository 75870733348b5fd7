import { changedFields, type ActivityChange } from '@common/activities/changes';
import { activityTexts } from '@common/activities/texts';
import type { BedConfiguration } from '@common/rooms/room-facts';
import type { RoomRow } from './repository';

type RoomFields = Pick<
  RoomRow,
  | 'name'
  | 'type'
  | 'maxOccupancy'
  | 'standardOccupancy'
  | 'maxChildren'
  | 'beds'
  | 'sizeSqm'
  | 'roomCount'
  | 'view'
>;

const numberText = (value: number | null) => (value === null ? null : String(value));

/** Beds as a person lists them: '1 double, 2 single'; null for none stated. */
const bedsText = (beds: BedConfiguration) =>
  beds.length === 0 ? null : beds.map((bed) => `${bed.count} ${bed.type}`).join(', ');

/** The fields of a room an edit changed, each before and after, for the activity log (issue 36, part 4). */
export function roomChanges(before: RoomFields, after: RoomFields): ActivityChange[] {
  const fields = activityTexts.fields;
  return changedFields([
    [fields.name, before.name, after.name],
    [fields.roomType, before.type, after.type],
    [fields.maxOccupancy, numberText(before.maxOccupancy), numberText(after.maxOccupancy)],
    [fields.standardOccupancy, numberText(before.standardOccupancy), numberText(after.standardOccupancy)],
    [fields.maxChildren, numberText(before.maxChildren), numberText(after.maxChildren)],
    [fields.beds, bedsText(before.beds), bedsText(after.beds)],
    [fields.sizeSqm, numberText(before.sizeSqm), numberText(after.sizeSqm)],
    [fields.roomCount, numberText(before.roomCount), numberText(after.roomCount)],
    [fields.view, before.view, after.view],
  ]);
}
