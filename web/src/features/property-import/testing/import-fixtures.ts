import {
  importItemKeys,
  type ImportItemKey,
  type ImportItemView,
  type ImportResultView,
  type ImportRunView,
} from '@common/import/schemas';

/** The four items, pending unless given otherwise. */
export function importItems(
  states: Partial<Record<ImportItemKey, Partial<ImportItemView>>> = {},
): ImportItemView[] {
  return importItemKeys.map((key) => ({ key, status: 'pending', percent: 0, message: null, ...states[key] }));
}

export function importResult(overrides: Partial<ImportResultView> = {}): ImportResultView {
  return {
    hotelName: 'Hotel Adler',
    numberOfRooms: 4,
    description: true,
    photos: { imported: 20, alreadyThere: 0, skipped: 0 },
    rooms: { added: 4, alreadyThere: 0 },
    features: { matched: 10, added: 2 },
    defaultTemplateId: 'template-1',
    found: null,
    ...overrides,
  };
}

const done = { status: 'success', percent: 100 } as const;

/** An import as the server reports it: just started unless given otherwise. */
export function importRun(overrides: Partial<ImportRunView> = {}): ImportRunView {
  return {
    id: 'import-1',
    hotelId: 'hotel-1',
    source: 'booking',
    url: 'https://www.booking.com/hotel/de/adler.html',
    status: 'running',
    items: importItems(),
    error: null,
    result: null,
    startedAt: '2025-05-01T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

/** The same import halfway: hotel done, images importing at 40 %. */
export const importHalfway = (overrides: Partial<ImportRunView> = {}) =>
  importRun({
    items: importItems({
      hotel: done,
      images: { status: 'importing', percent: 40, message: '8 of 20 photos' },
    }),
    ...overrides,
  });

/** The same import finished with a result. */
export const importSucceeded = (overrides: Partial<ImportRunView> = {}) =>
  importRun({
    status: 'succeeded',
    items: importItems({ hotel: done, images: done, rooms: done, features: done }),
    result: importResult(),
    finishedAt: '2025-05-01T10:00:30.000Z',
    ...overrides,
  });
