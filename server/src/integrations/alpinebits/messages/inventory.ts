import {
  bedAmenityCodes,
  roomAmenityCodes,
  roomClassificationOf,
  viewAmenityCodes,
} from '../../../features/hotel-features/opentravel-codes';
import { otaNamespace } from '../answers';
import type { AlpineBitsHotelContent, AlpineBitsRoom } from '../content';
import type { LeftOutFeature } from '../types';
import { el, type XmlNode } from '../xml-writer';
import { imageItem, roomPictureCategory } from './pictures';
import { clip, textDescription, textsToSend } from './texts';

/**
 * OTA_HotelDescriptiveContentNotif:Inventory (AlpineBits "Inventory/Basic (push)"): one GuestRoom per room
 * category with its code, occupancy, classification, size, amenities (RMA), and MultimediaDescriptions: InfoCode
 * 25 the name (the spec's "long name", required), 1 the description, 23 the pictures. The rules the schema cannot
 * say (occupancies in order, a name in some language, one GuestRoom per code) are checked here and reported
 * like the schema's complaints.
 */

export interface BuiltInventory {
  root: XmlNode;
  complaints: string[];
  leftOut: LeftOutFeature[];
  pictures: number;
  languages: Set<string>;
}

export function inventoryMessage(
  content: AlpineBitsHotelContent,
  options: { childOccupancy: boolean; timestamp?: Date },
): BuiltInventory {
  const complaints: string[] = [];
  const leftOut: LeftOutFeature[] = [];
  const languages = new Set<string>();
  let pictures = 0;
  const codes = new Set<string>();

  const guestRooms = content.rooms.map((room) => {
    if (codes.has(room.code)) complaints.push(`room ${room.code}: two rooms have this code`);
    codes.add(room.code);
    complaints.push(...occupancyComplaints(room));
    const names = textsToSend(room.names, content.languages);
    if (names.length === 0) complaints.push(`room ${room.code}: no name in any language`);
    const texts = textsToSend(room.descriptions, content.languages);
    for (const [language] of [...names, ...texts]) languages.add(language);
    const images = room.pictures.map((picture) => {
      for (const [language] of textsToSend(picture.captions, content.languages)) languages.add(language);
      return imageItem(picture, roomPictureCategory(picture, room.type), content.languages);
    });
    pictures += images.length;
    const amenities = amenityCodes(room, leftOut);
    return guestRoom(room, options.childOccupancy, amenities, [
      textDescription(
        25,
        names.map(([language, name]) => [language, clip(name, 255)]),
      ),
      textDescription(1, texts),
      images.length > 0 && el('MultimediaDescription', { InfoCode: 23 }, [el('ImageItems', {}, images)]),
    ]);
  });

  const root = el(
    'OTA_HotelDescriptiveContentNotifRQ',
    { xmlns: otaNamespace, Version: '8.000', TimeStamp: options.timestamp?.toISOString() },
    [
      el('HotelDescriptiveContents', {}, [
        el(
          'HotelDescriptiveContent',
          { HotelCode: content.hotelCode, HotelName: clip(content.hotelName, 128) },
          [el('FacilityInfo', {}, [el('GuestRooms', {}, guestRooms)])],
        ),
      ]),
    ],
  );
  return { root, complaints, leftOut, pictures, languages };
}

function guestRoom(
  room: AlpineBitsRoom,
  childOccupancy: boolean,
  amenities: number[],
  multimedia: (XmlNode | null | false)[],
): XmlNode {
  const { occupancy } = room;
  const { classification, roomType } = roomClassificationOf(room.type);
  // MaxChildOccupancy only where the server said it takes it, and only above 0 (the schema's def_int_gt0).
  const maxChildren = childOccupancy && occupancy.maxChildren ? occupancy.maxChildren : undefined;
  const media = multimedia.filter((node): node is XmlNode => !!node);
  return el(
    'GuestRoom',
    {
      Code: room.code,
      MinOccupancy: occupancy.min ?? 1,
      MaxOccupancy: occupancy.max,
      MaxChildOccupancy: maxChildren,
    },
    [
      el('TypeRoom', {
        StandardOccupancy: occupancy.standard,
        RoomClassificationCode: classification,
        RoomType: roomType,
        Size: room.sizeSqm,
      }),
      amenities.length > 0 &&
        el(
          'Amenities',
          {},
          amenities.map((code) => el('Amenity', { RoomAmenityCode: code })),
        ),
      media.length > 0 && el('MultimediaDescriptions', {}, media),
    ],
  );
}

/** The room's RMA codes (features, beds, view) without repeats; features without one go to leftOut. */
function amenityCodes(room: AlpineBitsRoom, leftOut: LeftOutFeature[]): number[] {
  const codes: number[] = [];
  for (const feature of room.features) {
    const mapped = roomAmenityCodes[feature.key];
    if (mapped) codes.push(...mapped);
    else leftOut.push({ ...feature, where: room.code });
  }
  for (const bed of room.beds) {
    const code = bedAmenityCodes[bed.type];
    if (code !== null && code !== undefined) codes.push(code);
  }
  const view = room.view ? viewAmenityCodes[room.view] : null;
  if (view) codes.push(view);
  return [...new Set(codes)];
}

/** AlpineBits' occupancy rules: min ≤ standard ≤ max, children ≤ max, all stated. */
function occupancyComplaints(room: AlpineBitsRoom): string[] {
  const { min, standard, max, maxChildren } = room.occupancy;
  const at = `room ${room.code}`;
  const found: string[] = [];
  if (max === null) found.push(`${at}: the most guests it sleeps (MaxOccupancy) is not stated`);
  if (standard === null) found.push(`${at}: the guests the price is for (StandardOccupancy) is not stated`);
  if (standard !== null && max !== null && standard > max)
    found.push(`${at}: StandardOccupancy above MaxOccupancy`);
  if (min !== null && standard !== null && min > standard)
    found.push(`${at}: MinOccupancy above StandardOccupancy`);
  if (maxChildren !== null && max !== null && maxChildren > max) {
    found.push(`${at}: MaxChildOccupancy above MaxOccupancy`);
  }
  return found;
}
