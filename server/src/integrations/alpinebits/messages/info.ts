import { policyChoices, type HotelPolicies, type TimeRange } from '@common/content/policies';
import { hotelAmenityCodes } from '../../../features/hotel-features/opentravel-codes';
import { otaNamespace } from '../answers';
import type { AlpineBitsHotelContent } from '../content';
import type { LeftOutFeature } from '../types';
import { el, textEl, type XmlNode } from '../xml-writer';
import { hotelPictureCategory, imageItem } from './pictures';
import { clip, descriptions, textDescription, textsToSend } from './texts';

/**
 * OTA_HotelDescriptiveContentNotif:Info (AlpineBits "Inventory/HotelInfo (push)"): the hotel's description
 * (InfoCode 1) and pictures (InfoCode 23), position, services (HAC), the pets policy and check-in/out times, and
 * the address and contacts. What AlpineBits' reference validator asks beyond the schema is kept: one picture
 * per category, a Service's ProximityCode, one element per Policy, check-in/out times with both ends, an
 * Address only with its line, city and postal code, ContactInfo Location 6.
 */

export interface BuiltInfo {
  root: XmlNode;
  leftOut: LeftOutFeature[];
  pictures: number;
  languages: Set<string>;
}

/** ProximityCode 1: on site (OpenTravel PRX). */
const onSite = 1;
/** OpenTravel PhoneTechType (PTT) 1: voice. */
const voice = 1;
/** OpenTravel Email Address Type (EAT) 2: business. */
const businessEmail = 2;

export function infoMessage(content: AlpineBitsHotelContent, options: { timestamp?: Date }): BuiltInfo {
  const { info, languages: order } = content;
  const languages = new Set<string>();
  const leftOut: LeftOutFeature[] = [];

  const texts = textsToSend(info.descriptions, order);
  for (const [language] of texts) languages.add(language);
  const used = new Set<number>();
  const images: XmlNode[] = [];
  for (const picture of info.pictures) {
    const category = hotelPictureCategory(picture);
    if (category === null || used.has(category)) continue;
    used.add(category);
    images.push(imageItem(picture, category, order));
    for (const [language] of textsToSend(picture.captions, order)) languages.add(language);
  }

  const services: number[] = [];
  for (const facility of content.facilities) {
    const codes = hotelAmenityCodes[facility.key];
    if (codes) services.push(...codes);
    else leftOut.push({ ...facility, where: 'hotel' });
  }
  const location = info.location;
  const hasPosition = location?.latitude !== undefined && location?.longitude !== undefined;
  const media = [
    textDescription(1, texts),
    images.length > 0 && el('MultimediaDescription', { InfoCode: 23 }, [el('ImageItems', {}, images)]),
  ].filter((node): node is XmlNode => !!node);
  const hotelInfo = [
    media.length > 0 && el('Descriptions', {}, [el('MultimediaDescriptions', {}, media)]),
    hasPosition && el('Position', { Latitude: location!.latitude, Longitude: location!.longitude }),
    services.length > 0 &&
      el(
        'Services',
        {},
        [...new Set(services)].map((code) => el('Service', { Code: code, ProximityCode: onSite })),
      ),
  ].filter((node): node is XmlNode => !!node);

  const policies = policyElements(info.policies);
  const contact = contactInfo(content, order[0] ?? 'en');
  const root = el(
    'OTA_HotelDescriptiveContentNotifRQ',
    { xmlns: otaNamespace, Version: '8.000', TimeStamp: options.timestamp?.toISOString() },
    [
      el('HotelDescriptiveContents', {}, [
        el(
          'HotelDescriptiveContent',
          { HotelCode: content.hotelCode, HotelName: clip(content.hotelName, 128) },
          [
            hotelInfo.length > 0 && el('HotelInfo', {}, hotelInfo),
            policies.length > 0 && el('Policies', {}, policies),
            contact,
          ],
        ),
      ]),
    ],
  );
  return { root, leftOut, pictures: images.length, languages };
}

/** One Policy per kind: the pets policy in the channels' words (English), check-in/out where both ends are set. */
function policyElements(policies: HotelPolicies): XmlNode[] {
  const found: XmlNode[] = [];
  if (policies.pets) {
    const line = policyChoices.pets.options[policies.pets];
    found.push(
      el('Policy', {}, [
        el('PetsPolicies', {}, [
          el('PetsPolicy', {}, [el('Description', {}, descriptions([['en', line]], 'Text'))]),
        ]),
      ]),
    );
  }
  const stays = [stay('Checkin', policies.checkIn), stay('Checkout', policies.checkOut)].filter(
    (node): node is XmlNode => !!node,
  );
  if (stays.length > 0) found.push(el('Policy', {}, [el('StayRequirements', {}, stays)]));
  return found;
}

function stay(context: 'Checkin' | 'Checkout', { from, until }: TimeRange): XmlNode | null {
  if (!from || !until) return null;
  return el('StayRequirement', { StayContext: context, Start: `${from}:00`, End: `${until}:00` });
}

function contactInfo(content: AlpineBitsHotelContent, language: string): XmlNode | null {
  const { location, contact } = content.info;
  const address =
    location && location.address.trim() && location.city.trim() && location.postalCode?.trim()
      ? el('Address', { Language: /^[a-z]{2}$/.test(language) ? language : 'en' }, [
          textEl('AddressLine', {}, clip(location.address, 255)),
          textEl('CityName', {}, clip(location.city, 64)),
          textEl('PostalCode', {}, clip(location.postalCode, 16)),
          location.countryCode && /^[A-Z]{2}$/.test(location.countryCode)
            ? el('CountryName', { Code: location.countryCode })
            : null,
        ])
      : null;
  const phone = contact.phone && /^\+?[0-9]+$/.test(contact.phone) ? contact.phone : null;
  const website = contact.website && /^https?:\/\/\S+$/.test(contact.website) ? contact.website : null;
  const parts = [
    address && el('Addresses', {}, [address]),
    phone && el('Phones', {}, [el('Phone', { PhoneTechType: voice, PhoneNumber: phone })]),
    contact.email && el('Emails', {}, [textEl('Email', { EmailType: businessEmail }, contact.email)]),
    website && el('URLs', {}, [textEl('URL', { ID: 'WEBSITE' }, website)]),
  ].filter((node): node is XmlNode => !!node);
  if (parts.length === 0) return null;
  return el('ContactInfos', {}, [el('ContactInfo', { Location: 6 }, parts)]);
}
