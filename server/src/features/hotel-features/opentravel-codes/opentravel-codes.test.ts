import { describe, expect, it } from 'vitest';
import { assetCategories } from '@common/assets/categories';
import { photoSubjects } from '@common/assets/photo-subjects';
import { bedTypes, roomViews } from '@common/rooms/room-facts';
import { featureCatalogue } from '../catalogue';
import {
  bedAmenityCodes,
  codeLists,
  codeName,
  hotelAmenityCodes,
  hotelInfoPictureCategories,
  hotelPictureByCategory,
  hotelPictureBySubject,
  roomAmenityCodes,
  roomClassificationOf,
  roomClassifications,
  roomPictureCategories,
  viewAmenityCodes,
  withoutOpenTravelCode,
} from './index';
import { knownRoomTypes } from './room-codes';

const keysOf = (categoryId: string) =>
  featureCatalogue
    .filter((category) => category.id === categoryId)
    .flatMap((category) => category.subcategories.flatMap((sub) => sub.features.map(([id]) => id)));

describe('OpenTravel code lists', () => {
  it('hold unique codes with names', () => {
    for (const list of Object.values(codeLists)) {
      const codes = list.codes.map(([code]) => code);
      expect(new Set(codes).size, list.list).toBe(codes.length);
      for (const [code, name] of list.codes) {
        expect(Number.isInteger(code) && code > 0, `${list.list} ${code}`).toBe(true);
        expect(name.trim(), `${list.list} ${code}`).not.toBe('');
      }
    }
    expect(codeName('gri', 42)).toBe('Room');
    expect(codeName('pic', 6)).toBe('Guest room');
  });
});

describe('the feature catalogue in OpenTravel codes', () => {
  const classified = [
    ...Object.keys(hotelAmenityCodes),
    ...Object.keys(roomAmenityCodes),
    ...withoutOpenTravelCode,
  ];

  it('classifies every catalogue key exactly once (mapped, or listed as having no equivalent)', () => {
    const catalogueKeys = featureCatalogue.flatMap((category) =>
      category.subcategories.flatMap((sub) => sub.features.map(([id]) => id)),
    );
    const unclassified = catalogueKeys.filter((key) => !classified.includes(key));
    expect(unclassified, 'catalogue keys to map in feature-codes.ts or list as without code').toEqual([]);
    const twice = classified.filter((key, index) => classified.indexOf(key) !== index);
    expect(twice).toEqual([]);
    const unknown = classified.filter((key) => !catalogueKeys.includes(key));
    expect(unknown, 'keys no longer in the catalogue').toEqual([]);
  });

  it('maps facilities to hotel amenity codes and room features to room amenity codes only', () => {
    const facilities = keysOf('facilities');
    const roomFeatures = keysOf('room');
    expect(Object.keys(hotelAmenityCodes).filter((key) => !facilities.includes(key))).toEqual([]);
    expect(Object.keys(roomAmenityCodes).filter((key) => !roomFeatures.includes(key))).toEqual([]);
  });

  it('uses only codes that are in their code list', () => {
    const missing = [
      ...Object.entries(hotelAmenityCodes).flatMap(([key, codes]) =>
        codes.filter((code) => !codeName('hac', code)).map((code) => `${key}: HAC ${code}`),
      ),
      ...Object.entries(roomAmenityCodes).flatMap(([key, codes]) =>
        codes.filter((code) => !codeName('rma', code)).map((code) => `${key}: RMA ${code}`),
      ),
    ];
    expect(missing).toEqual([]);
    for (const key of Object.keys(hotelAmenityCodes))
      expect(hotelAmenityCodes[key]!.length, key).toBeGreaterThan(0);
    for (const key of Object.keys(roomAmenityCodes))
      expect(roomAmenityCodes[key]!.length, key).toBeGreaterThan(0);
  });
});

describe('room types, facts and photos in OpenTravel codes', () => {
  it('classifies every room type, and a typed one, as a hotel room in the pairs AlpineBits allows', () => {
    for (const type of knownRoomTypes) expect(roomClassifications, type).toHaveProperty([type]);
    for (const { classification, roomType } of [
      ...Object.values(roomClassifications),
      roomClassificationOf('loft'),
    ]) {
      expect(codeName('gri', classification)).toBeDefined();
      // AlpineBits: RoomType 1 (room) goes with GRI 42, 2-5 with 13, 6-8 with 5.
      expect({ classification, roomType }).toEqual({ classification: 42, roomType: 1 });
    }
  });

  it('maps beds and views to room amenity codes in the list, or to none', () => {
    expect(Object.keys(bedAmenityCodes).sort()).toEqual([...bedTypes].sort());
    expect(Object.keys(viewAmenityCodes).sort()).toEqual([...roomViews].sort());
    for (const code of [...Object.values(bedAmenityCodes), ...Object.values(viewAmenityCodes)]) {
      if (code !== null) expect(codeName('rma', code), String(code)).toBeDefined();
    }
  });

  it('gives photos picture categories from the list, hotel photos only those HotelInfo takes', () => {
    expect(Object.keys(hotelPictureBySubject).sort()).toEqual([...photoSubjects].sort());
    expect(Object.keys(hotelPictureByCategory).sort()).toEqual([...assetCategories].sort());
    for (const code of Object.values(roomPictureCategories)) expect(codeName('pic', code)).toBeDefined();
    for (const code of [...Object.values(hotelPictureBySubject), ...Object.values(hotelPictureByCategory)]) {
      if (code !== null) expect(hotelInfoPictureCategories).toContain(code);
    }
    for (const code of hotelInfoPictureCategories) expect(codeName('pic', code)).toBeDefined();
  });
});
