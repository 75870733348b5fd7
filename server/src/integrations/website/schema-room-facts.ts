import type { BedConfiguration, BedType, RoomFacts } from '@common/rooms/room-facts';
import { factsWithinRules } from '@common/rooms/room-facts-schema';
import { asThing, plainText, valuesOf } from './schema-values';

/** A square foot in m², for floorSize given in FTK. */
const squareMetresPerFoot = 0.09290304;

/**
 * The facts a HotelRoom, Suite or Room states (issue 32): occupancy (a number or a QuantitativeValue, its maxValue
 * else its value), floorSize (QuantitativeValue in m², MTK, or square feet, FTK, converted), bed (BedDetails with
 * numberOfBeds and typeOfBed, or a text such as '1 King bed'). What is out of range or cannot be read is left out,
 * never an error. A room's numberOfRooms is not read: schema.org means the rooms inside that unit (a suite of two),
 * not how many such rooms the hotel has, so it would give the channels a wrong inventory.
 */
export function roomFactsOf(
  thing: Record<string, unknown>,
  resolve: (value: unknown) => unknown,
): Partial<RoomFacts> {
  const occupancy = quantityOf(resolve(valuesOf(thing.occupancy)[0]));
  const floor = quantityOf(resolve(valuesOf(thing.floorSize)[0]));
  const beds = bedsOf(thing.bed, resolve);
  return factsWithinRules({
    maxOccupancy: occupancy ? (occupancy.max ?? occupancy.value) : null,
    sizeSqm:
      floor?.value === null || !floor
        ? null
        : Math.round(floor.value * (isSquareFeet(floor.unit) ? squareMetresPerFoot : 1)),
    ...(beds.length > 0 ? { beds } : {}),
  });
}

interface Quantity {
  value: number | null;
  max: number | null;
  unit: string;
}

const numberIn = (value: unknown): number | null => {
  const read = plainText(value);
  const number = typeof read === 'number' ? read : typeof read === 'string' ? Number.parseFloat(read) : NaN;
  return Number.isFinite(number) ? number : null;
};

/** A number, a numeric text ('25 m²') or a QuantitativeValue with value, maxValue and unitCode or unitText. */
function quantityOf(value: unknown): Quantity | null {
  const thing = asThing(value);
  if (!thing) {
    const number = numberIn(value);
    return number === null
      ? null
      : { value: number, max: null, unit: typeof value === 'string' ? value : '' };
  }
  const unit = [thing.unitCode, thing.unitText].map((part) => String(plainText(part) ?? '')).join(' ');
  return { value: numberIn(thing.value), max: numberIn(thing.maxValue), unit };
}

const isSquareFeet = (unit: string) => /\bFTK\b|sq\.?\s*f(ee|oo)?t|ft²|ft2|square\s+f(ee|oo)t/i.test(unit);

/** Words for each bed type, English and German, the most specific first ('super king' before 'king'). */
const bedWords: [RegExp, BedType][] = [
  [/super[\s-]?king|extra[\s-]?large\s+double|california\s+king/i, 'super-king'],
  [/king|large\s+double/i, 'king'],
  [/bunk|etagen|stock/i, 'bunk'],
  [/sofa|couch/i, 'sofa-bed'],
  [/futon/i, 'futon'],
  [/double|queen|full|doppel|französ/i, 'double'],
  [/single|twin|einzel/i, 'single'],
];

const bedTypeOf = (text: string) => bedWords.find(([words]) => words.test(text))?.[1];

/** Beds of a known type with their count (1 when none is said); the same type twice counted together. */
function bedsOf(value: unknown, resolve: (value: unknown) => unknown): BedConfiguration {
  const counts = new Map<BedType, number>();
  for (const entry of valuesOf(value).slice(0, 10)) {
    const resolved = resolve(entry);
    const bed = asThing(resolved);
    const text = String((bed ? plainText(resolve(valuesOf(bed.typeOfBed)[0])) : resolved) ?? '');
    const type = bedTypeOf(text);
    const count = bed ? (numberIn(bed.numberOfBeds) ?? 1) : Number(/^\s*(\d+)/.exec(text)?.[1] ?? 1);
    if (!type || !Number.isInteger(count) || count < 1) continue;
    counts.set(type, (counts.get(type) ?? 0) + count);
  }
  return [...counts].map(([type, count]) => ({ type, count }));
}
