import type { ContentLanguage, HotelProfile } from '@common/ai/hotel-profile';
import { categoryPhrases } from './category-phrases';
import {
  capitalize,
  facilitiesOf,
  featureCategoryIds,
  featuresOf,
  inHotelDe,
  joinList,
  mainLocation,
  paragraphs,
} from './phrasing';

// How much of each list a description names: enough to be concrete, few enough to stay readable.
const maxFacilities = 8;
const maxGroups = 3;
const maxRooms = 6;
const maxRoomFeatures = 5;
const maxPolicies = 4;

interface Facts {
  name: string;
  place: string | undefined;
  address: string | undefined;
  chain: boolean;
  facilities: string[];
  groups: Array<{ subcategory: string; features: string[] }>;
  rooms: string[];
  roomFeatures: string[];
  policies: string[];
}

function factsOf(profile: HotelProfile): Facts {
  const location = mainLocation(profile);
  const place = [location?.city, location?.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const roomNames = profile.rooms.map((room) => room.name.trim()).filter(Boolean);
  return {
    name: profile.name.trim(),
    place: place || undefined,
    address: location?.address?.trim() || undefined,
    chain: profile.type === 'chain',
    facilities: facilitiesOf(profile).slice(0, maxFacilities),
    groups: profile.featureGroups
      .filter((group) => group.category === featureCategoryIds.facilities && group.features.length > 0)
      .slice(0, maxGroups)
      .map((group) => ({ subcategory: group.subcategory, features: group.features.slice(0, 4) })),
    rooms: [...new Set(roomNames)].slice(0, maxRooms),
    roomFeatures: [
      ...featuresOf(profile, [featureCategoryIds.room]),
      ...profile.rooms.flatMap((room) => room.features),
    ]
      .filter((feature, index, all) => all.indexOf(feature) === index)
      .slice(0, maxRoomFeatures),
    policies: featuresOf(profile, [featureCategoryIds.policies]).slice(0, maxPolicies),
  };
}

/** The factual variant: where, for whom, what it has, the rooms, the house rules. */
function factualVariant(profile: HotelProfile, language: ContentLanguage): string {
  const facts = factsOf(profile);
  const phrases = categoryPhrases(profile.category, language);
  const list = (items: string[]) => joinList(items, language);
  if (language === 'en') {
    return paragraphs(
      [
        `${facts.name} is ${phrases.kind}${facts.place ? ` in ${facts.place}` : ''}.`,
        `As ${facts.chain ? 'part of a hotel group' : 'an independently run house'}, it is made for ${phrases.guests} and offers ${phrases.promise}.`,
        facts.address && `You will find us at ${facts.address}.`,
      ],
      facts.groups.length > 0
        ? facts.groups.map((group) => `${capitalize(group.subcategory)}: ${list(group.features)}.`)
        : [facts.facilities.length > 0 && `Facilities and services include ${list(facts.facilities)}.`],
      [
        facts.rooms.length > 0 && `Rooms to choose from: ${list(facts.rooms)}.`,
        facts.roomFeatures.length > 0 && `The rooms offer ${list(facts.roomFeatures)}.`,
      ],
      [facts.policies.length > 0 && `Good to know: ${list(facts.policies)}.`],
      [`We look forward to welcoming you to ${facts.name}.`],
    );
  }
  return paragraphs(
    [
      `${facts.name} ist ${phrases.kind}${facts.place ? ` in ${facts.place}` : ''}.`,
      `Das ${facts.chain ? 'Haus einer Hotelgruppe' : 'individuell geführte Haus'} richtet sich besonders an ${phrases.guests} und bietet ${phrases.promise}.`,
      facts.address && `Adresse: ${facts.address}.`,
    ],
    facts.groups.length > 0
      ? facts.groups.map((group) => `${capitalize(group.subcategory)}: ${list(group.features)}.`)
      : [
          facts.facilities.length > 0 &&
            `Zu den Einrichtungen und Services gehören ${list(facts.facilities)}.`,
        ],
    [
      facts.rooms.length > 0 && `Zur Wahl stehen: ${list(facts.rooms)}.`,
      facts.roomFeatures.length > 0 && `Die Zimmer bieten ${list(facts.roomFeatures)}.`,
    ],
    [facts.policies.length > 0 && `Gut zu wissen: ${list(facts.policies)}.`],
    [`Wir freuen uns auf Ihren Besuch ${inHotelDe(facts.name)}.`],
  );
}

/** The inviting variant: a welcome, the highlights first, the stay, a call to book. */
function invitingVariant(profile: HotelProfile, language: ContentLanguage): string {
  const facts = factsOf(profile);
  const phrases = categoryPhrases(profile.category, language);
  const list = (items: string[]) => joinList(items, language);
  const highlights = facts.facilities.slice(0, 3);
  const more = facts.facilities.slice(3);
  if (language === 'en') {
    return paragraphs(
      [
        `Welcome to ${facts.name}${facts.place ? `, ${facts.place}` : ''}!`,
        `Look forward to ${phrases.promise} – ideal for ${phrases.guests}.`,
      ],
      [
        highlights.length > 0 && `Highlights of your stay: ${list(highlights)}.`,
        more.length > 0 && `Also on site: ${list(more)}.`,
      ],
      [
        facts.rooms.length > 0 &&
          `Settle into one of our rooms: ${list(facts.rooms)}${facts.roomFeatures.length > 0 ? ` – with ${list(facts.roomFeatures)}` : ''}.`,
      ],
      [`Book your stay at ${facts.name} now and discover what makes it special.`],
    );
  }
  return paragraphs(
    [
      `Willkommen ${inHotelDe(facts.name)}${facts.place ? ` in ${facts.place}` : ''}!`,
      `Freuen Sie sich auf ${phrases.promise} – ideal für ${phrases.guests}.`,
    ],
    [
      highlights.length > 0 && `Die Highlights Ihres Aufenthalts: ${list(highlights)}.`,
      more.length > 0 && `Außerdem im Haus: ${list(more)}.`,
    ],
    [
      facts.rooms.length > 0 &&
        `Machen Sie es sich gemütlich in unseren Zimmern: ${list(facts.rooms)}${facts.roomFeatures.length > 0 ? ` – ausgestattet mit ${list(facts.roomFeatures)}` : ''}.`,
    ],
    [
      `Buchen Sie jetzt Ihren Aufenthalt ${inHotelDe(facts.name)} und entdecken Sie, was das Haus besonders macht.`,
    ],
  );
}

/** Two different descriptions of the hotel, composed only from its own data. */
export function hotelDescriptions(profile: HotelProfile, language: ContentLanguage): [string, string] {
  return [factualVariant(profile, language), invitingVariant(profile, language)];
}
