import type { FeatureCategoryId } from '@common/content/schemas';

/** [stable id, name]: the id never changes once released; the name is the one booking sites use. */
type CatalogueFeature = readonly [id: string, name: string];

export interface CatalogueSubcategory {
  id: string;
  name: string;
  features: readonly CatalogueFeature[];
}

export interface CatalogueCategory {
  id: FeatureCategoryId;
  name: string;
  subcategories: readonly CatalogueSubcategory[];
}

/**
 * Every facility, room feature and policy a hotel or room can switch on, in the order shown (spec part 2,
 * sections 3 and 9: categories facilities, room, policies). Names follow Booking.com's wording so that an
 * importer can match a listing's facilities by name. Written into the feature tables at every start
 * (sync-catalogue.ts): add entries freely (with their names in the other content languages, catalogue-names/; the
 * typecheck asks for them); never change or reuse an id, as hotels' and rooms' switches point at it. An entry
 * removed here stays in the database (retired, no longer shown) while anything still points at it. Policies
 * whose options exclude each other (pets, smoking, parties, children) and the check-in and check-out times are
 * not switches: they are one choice each in hotel_policies (common/src/content/policies.ts).
 */
const catalogueEntries = [
  {
    id: 'facilities',
    name: 'Facilities & Services',
    subcategories: [
      {
        id: 'most-popular',
        name: 'Most popular facilities',
        features: [
          ['free-wifi', 'Free WiFi'],
          ['free-parking', 'Free parking'],
          ['airport-shuttle', 'Airport shuttle'],
          ['restaurant', 'Restaurant'],
          ['bar', 'Bar'],
          ['room-service', 'Room service'],
          ['front-desk-24-hour', '24-hour front desk'],
          ['fitness-centre', 'Fitness centre'],
          ['spa-wellness-centre', 'Spa and wellness centre'],
          ['swimming-pool', 'Swimming pool'],
          ['family-rooms', 'Family rooms'],
          ['non-smoking-rooms', 'Non-smoking rooms'],
          ['facilities-disabled-guests', 'Facilities for disabled guests'],
          ['breakfast', 'Breakfast'],
          ['ev-charging-station', 'Electric vehicle charging station'],
        ],
      },
      {
        id: 'internet',
        name: 'Internet',
        features: [
          ['wifi-all-areas', 'WiFi available in all areas'],
          ['wired-internet', 'Wired internet access'],
        ],
      },
      {
        id: 'parking',
        name: 'Parking',
        features: [
          ['private-parking', 'Private parking'],
          ['on-site-parking', 'On-site parking'],
          ['street-parking', 'Street parking'],
          ['parking-garage', 'Parking garage'],
          ['accessible-parking', 'Accessible parking'],
          ['valet-parking', 'Valet parking'],
        ],
      },
      {
        id: 'food-drink',
        name: 'Food & Drink',
        features: [
          ['snack-bar', 'Snack bar'],
          ['coffee-house', 'Coffee house on site'],
          ['wine-champagne', 'Wine/champagne'],
          ['kids-meals', 'Kid meals'],
          ['special-diet-menus', 'Special diet menus (on request)'],
          ['breakfast-in-room', 'Breakfast in the room'],
          ['packed-lunches', 'Packed lunches'],
        ],
      },
      {
        id: 'pool-wellness',
        name: 'Pool and wellness',
        features: [
          ['indoor-pool', 'Indoor swimming pool'],
          ['outdoor-pool', 'Outdoor swimming pool'],
          ['sauna', 'Sauna'],
          ['steam-room', 'Steam room'],
          ['hot-tub', 'Hot tub/Jacuzzi'],
          ['massage', 'Massage'],
          ['beauty-services', 'Beauty services'],
          ['sun-loungers', 'Sun loungers or beach chairs'],
          ['yoga-classes', 'Yoga classes'],
        ],
      },
      {
        id: 'activities',
        name: 'Activities',
        features: [
          ['bicycle-rental', 'Bicycle rental'],
          ['hiking', 'Hiking'],
          ['skiing', 'Skiing'],
          ['ski-storage', 'Ski storage'],
          ['golf-course', 'Golf course (within 3 km)'],
          ['tennis-court', 'Tennis court'],
          ['games-room', 'Games room'],
          ['walking-tours', 'Walking tours'],
          ['evening-entertainment', 'Evening entertainment'],
          ['water-sports', 'Water sport facilities on site'],
        ],
      },
      {
        id: 'outdoors',
        name: 'Outdoors',
        features: [
          ['garden', 'Garden'],
          ['terrace', 'Terrace'],
          ['sun-terrace', 'Sun terrace'],
          ['bbq-facilities', 'BBQ facilities'],
          ['beachfront', 'Beachfront'],
          ['private-beach', 'Private beach area'],
        ],
      },
      {
        id: 'front-desk',
        name: 'Front desk services',
        features: [
          ['concierge', 'Concierge service'],
          ['luggage-storage', 'Luggage storage'],
          ['tour-desk', 'Tour desk'],
          ['currency-exchange', 'Currency exchange'],
          ['express-check-in-out', 'Express check-in/check-out'],
          ['private-check-in-out', 'Private check-in/check-out'],
        ],
      },
      {
        id: 'cleaning',
        name: 'Cleaning services',
        features: [
          ['daily-housekeeping', 'Daily housekeeping'],
          ['laundry', 'Laundry'],
          ['dry-cleaning', 'Dry cleaning'],
          ['ironing-service', 'Ironing service'],
        ],
      },
      {
        id: 'business',
        name: 'Business facilities',
        features: [
          ['meeting-banquet', 'Meeting/banquet facilities'],
          ['business-centre', 'Business centre'],
        ],
      },
      {
        id: 'family',
        name: 'Entertainment and family services',
        features: [
          ['kids-club', "Kids' club"],
          ['childrens-playground', "Children's playground"],
          ['babysitting', 'Babysitting/child services'],
          ['board-games', 'Board games/puzzles'],
        ],
      },
      {
        id: 'transport',
        name: 'Transport',
        features: [
          ['shuttle-service', 'Shuttle service'],
          ['car-hire', 'Car hire'],
          ['public-transport-tickets', 'Public transport tickets'],
        ],
      },
      {
        id: 'safety',
        name: 'Safety & security',
        features: [
          ['cctv-common-areas', 'CCTV in common areas'],
          ['fire-extinguishers', 'Fire extinguishers'],
          ['smoke-alarms', 'Smoke alarms'],
          ['key-card-access', 'Key card access'],
          ['security-24-hour', '24-hour security'],
          ['safety-deposit-box', 'Safety deposit box'],
        ],
      },
      {
        id: 'general',
        name: 'General',
        features: [
          ['lift', 'Lift'],
          ['heating', 'Heating'],
          ['soundproof-rooms', 'Soundproof rooms'],
          ['designated-smoking-area', 'Designated smoking area'],
          ['allergy-free-room', 'Allergy-free room'],
          ['shared-lounge', 'Shared lounge/TV area'],
        ],
      },
      {
        id: 'accessibility',
        name: 'Accessibility',
        features: [
          ['wheelchair-accessible', 'Wheelchair accessible'],
          ['toilet-grab-rails', 'Toilet with grab rails'],
          ['raised-toilet', 'Raised toilet'],
          ['lower-bathroom-sink', 'Lower bathroom sink'],
          ['emergency-cord-bathroom', 'Emergency cord in bathroom'],
          ['upper-floors-by-lift', 'Upper floors accessible by lift'],
        ],
      },
    ],
  },
  {
    id: 'room',
    name: 'Room Facilities',
    subcategories: [
      {
        id: 'bathroom',
        name: 'Bathroom',
        features: [
          ['private-bathroom', 'Private bathroom'],
          ['shower', 'Shower'],
          ['bath', 'Bath'],
          ['walk-in-shower', 'Walk-in shower'],
          ['hairdryer', 'Hairdryer'],
          ['free-toiletries', 'Free toiletries'],
          ['bathrobe', 'Bathrobe'],
          ['slippers', 'Slippers'],
        ],
      },
      {
        id: 'bedroom',
        name: 'Bedroom',
        features: [
          ['linen', 'Linen'],
          ['wardrobe', 'Wardrobe or closet'],
          ['extra-long-beds', 'Extra long beds (> 2 metres)'],
        ],
      },
      {
        id: 'view',
        name: 'View',
        features: [
          ['sea-view', 'Sea view'],
          ['mountain-view', 'Mountain view'],
          ['lake-view', 'Lake view'],
          ['city-view', 'City view'],
          ['garden-view', 'Garden view'],
          ['pool-view', 'Pool view'],
        ],
      },
      {
        id: 'room-outdoors',
        name: 'Outdoors',
        features: [
          ['balcony', 'Balcony'],
          ['room-terrace', 'Terrace'],
          ['patio', 'Patio'],
        ],
      },
      {
        id: 'kitchen',
        name: 'Kitchen',
        features: [
          ['kitchenette', 'Kitchenette'],
          ['refrigerator', 'Refrigerator'],
          ['microwave', 'Microwave'],
          ['electric-kettle', 'Electric kettle'],
          ['tea-coffee-maker', 'Tea/coffee maker'],
        ],
      },
      {
        id: 'media-technology',
        name: 'Media & technology',
        features: [
          ['flat-screen-tv', 'Flat-screen TV'],
          ['satellite-channels', 'Satellite channels'],
          ['streaming-service', 'Streaming service (like Netflix)'],
          ['telephone', 'Telephone'],
        ],
      },
      {
        id: 'room-amenities',
        name: 'Room amenities',
        features: [
          ['air-conditioning', 'Air conditioning'],
          ['room-heating', 'Heating'],
          ['minibar', 'Minibar'],
          ['in-room-safe', 'Safe'],
          ['desk', 'Desk'],
          ['seating-area', 'Seating area'],
          ['ironing-facilities', 'Ironing facilities'],
          ['socket-near-bed', 'Socket near the bed'],
        ],
      },
    ],
  },
  {
    id: 'policies',
    name: 'Policies',
    subcategories: [
      {
        id: 'children-beds',
        name: 'Cots and extra beds',
        features: [
          ['cots-on-request', 'Cots available on request'],
          ['extra-beds-on-request', 'Extra beds available on request'],
        ],
      },
      {
        id: 'house-rules',
        name: 'Quiet hours',
        features: [['quiet-hours', 'Quiet hours 22:00-07:00']],
      },
      {
        id: 'cards-accepted',
        name: 'Cards accepted',
        features: [
          ['card-visa', 'Visa'],
          ['card-mastercard', 'Mastercard'],
          ['card-american-express', 'American Express'],
          ['card-maestro', 'Maestro'],
          ['card-diners-club', 'Diners Club'],
          ['card-jcb', 'JCB'],
          ['cash', 'Cash'],
        ],
      },
      {
        id: 'cancellation',
        name: 'Cancellation/prepayment',
        features: [
          ['free-cancellation', 'Free cancellation'],
          ['non-refundable', 'Non-refundable'],
          ['prepayment-required', 'Prepayment required'],
          ['no-prepayment-needed', 'No prepayment needed'],
        ],
      },
    ],
  },
] as const satisfies readonly CatalogueCategory[];

export const featureCatalogue: readonly CatalogueCategory[] = catalogueEntries;

/*
 * The catalogue's ids as types, so that a table keyed by them (the names in other languages, catalogue-names/)
 * fails the typecheck when it misses an id or holds one the catalogue does not have.
 */
type CategoryEntry = (typeof catalogueEntries)[number];
type SubcategoryEntry = CategoryEntry['subcategories'][number];
export type CatalogueCategoryId = CategoryEntry['id'];
export type CatalogueSubcategoryId = SubcategoryEntry['id'];
export type CatalogueFeatureId = SubcategoryEntry['features'][number][0];
/** Any id of the catalogue: categories, subcategories and features share one namespace (see below). */
export type CatalogueId = CatalogueCategoryId | CatalogueSubcategoryId | CatalogueFeatureId;

/** A name for every id of the catalogue, in one language. */
export type CatalogueNames = Readonly<Record<CatalogueId, string>>;

// One namespace holds only while no id is used by two kinds (category, subcategory, feature): a shared one fails here.
type SharedIds =
  | (CatalogueCategoryId & CatalogueSubcategoryId)
  | (CatalogueCategoryId & CatalogueFeatureId)
  | (CatalogueSubcategoryId & CatalogueFeatureId);
const _idsAreDistinct: [SharedIds] extends [never] ? true : never = true;
