/**
 * The feature catalogue (../catalogue.ts) in OpenTravel codes, for the AlpineBits push (issue 33): a facility
 * becomes a hotel amenity (HAC, HotelInfo Services), a room feature a room amenity (RMA, GuestRoom Amenities).
 * Every catalogue key is in exactly one of the three tables below (opentravel-codes.test.ts): mapped, or listed as
 * having no equivalent, so a new catalogue entry fails the test until someone classifies it. A key maps to
 * several codes where OpenTravel splits what the catalogue joins (express check-in/out). Codes are checked
 * against the code lists in code-lists/. Entries without an equivalent stay out of the messages; the push report
 * lists them by name.
 */

/** Facilities (catalogue category 'facilities') → OpenTravel Hotel Amenity Codes (HAC). */
export const hotelAmenityCodes: Readonly<Record<string, readonly number[]>> = {
  'free-wifi': [286], // Complimentary wireless internet
  'free-parking': [42], // Free parking
  'airport-shuttle': [282], // Airport shuttle service
  restaurant: [76], // Restaurant
  bar: [165], // Lounges/bars
  'room-service': [77], // Room service
  'front-desk-24-hour': [1], // 24-hour front desk
  'fitness-centre': [35], // Exercise gym
  'spa-wellness-centre': [84], // Spa
  'swimming-pool': [71], // Pool
  'non-smoking-rooms': [198], // Non-smoking rooms (generic)
  'facilities-disabled-guests': [47], // Accessible facilities
  'ev-charging-station': [316], // Electric car charging stations
  'wifi-all-areas': [179], // Wireless internet connection in public areas
  'wired-internet': [259], // High speed internet access
  'private-parking': [68], // Parking
  'on-site-parking': [64], // On-Site parking
  'street-parking': [186], // Street side parking
  'parking-garage': [53], // Indoor parking
  'accessible-parking': [116], // Accessible parking
  'valet-parking': [97], // Valet parking
  'snack-bar': [342], // Snack bar
  'coffee-house': [20], // Coffee shop
  'indoor-pool': [54], // Indoor pool
  'outdoor-pool': [66], // Outdoor pool
  sauna: [79], // Sauna
  'steam-room': [86], // Steam bath
  'hot-tub': [55], // Jacuzzi
  massage: [61], // Massage services
  'beauty-services': [107], // Beauty shop/salon
  'bicycle-rental': [202], // Bicycle rentals
  skiing: [272], // Snow skiing
  'golf-course': [236], // Golf
  'tennis-court': [233], // Tennis court
  'games-room': [44], // Game room
  'evening-entertainment': [60], // Live entertainment
  'water-sports': [234], // Water sports
  'bbq-facilities': [9], // BBQ/Picnic area
  beachfront: [239], // Beachfront
  concierge: [22], // Concierge desk
  'luggage-storage': [201], // Baggage hold
  'tour-desk': [91], // Tour/sightseeing desk
  'currency-exchange': [26], // Currency exchange
  'express-check-in-out': [36, 37], // Express check-in, Express check-out
  'daily-housekeeping': [50], // Housekeeping - daily
  laundry: [58], // Laundry/Valet service
  'dry-cleaning': [96], // Dry cleaning
  'meeting-banquet': [24, 105], // Conference facilities, Banquet facilities
  'business-centre': [228], // Business center
  'kids-club': [235], // Child programs
  'childrens-playground': [70], // Playground
  babysitting: [8], // Baby sitting
  'shuttle-service': [181], // Transportation services - local area
  'car-hire': [15], // Car rental desk
  'security-24-hour': [3], // 24-hour security
  'safety-deposit-box': [78], // Safe deposit box
  lift: [33], // Elevators
  heating: [242], // Heated guest rooms
  'allergy-free-room': [310], // Hypoallergenic rooms
  'wheelchair-accessible': [101], // Wheelchair access
};

/** Room features (catalogue category 'room') → OpenTravel Room Amenity Type codes (RMA). */
export const roomAmenityCodes: Readonly<Record<string, readonly number[]>> = {
  'private-bathroom': [85], // Private bathroom
  shower: [142], // Shower
  bath: [13], // Bathtub
  hairdryer: [50], // Hairdryer
  'free-toiletries': [11], // Bathroom amenities
  bathrobe: [10], // Bathrobe
  slippers: [228], // Slippers
  wardrobe: [162], // Closets in room
  'sea-view': [224], // Ocean view
  'mountain-view': [223], // Mountain view
  balcony: [7], // Balcony/Lanai/Terrace
  'room-terrace': [7], // Balcony/Lanai/Terrace
  patio: [243], // Outdoor space
  kitchenette: [61], // Kitchenette
  refrigerator: [88], // Refrigerator
  microwave: [68], // Microwave
  'tea-coffee-maker': [19], // Coffee/Tea maker
  'flat-screen-tv': [251], // TV
  'satellite-channels': [210], // Satellite television
  'streaming-service': [218], // Video on demand
  telephone: [107], // Telephone
  'air-conditioning': [2], // Air conditioning
  minibar: [69], // Minibar
  'in-room-safe': [92], // Safe
  desk: [28], // Desk
  'seating-area': [99], // Sitting area
  'ironing-facilities': [55, 56], // Iron, Ironing board
};

/**
 * Catalogue keys OpenTravel has no code for (or none close enough to send without misleading a receiver): left
 * out of the messages and named in the push report. The policies are here too: cancellation and payment terms
 * are rate-plan matters in AlpineBits, and cots and quiet hours have no hotel amenity code.
 */
export const withoutOpenTravelCode: readonly string[] = [
  // Facilities
  'family-rooms', // a GRI room classification (36), not a hotel amenity
  'breakfast', // OpenTravel codes say where or how breakfast is served, which the switch does not
  'wine-champagne',
  'kids-meals',
  'special-diet-menus',
  'breakfast-in-room',
  'packed-lunches',
  'sun-loungers',
  'yoga-classes',
  'hiking',
  'ski-storage',
  'walking-tours',
  'garden',
  'terrace',
  'sun-terrace',
  'private-beach',
  'private-check-in-out',
  'ironing-service',
  'board-games',
  'public-transport-tickets',
  'cctv-common-areas',
  'fire-extinguishers',
  'smoke-alarms',
  'key-card-access',
  'soundproof-rooms',
  'designated-smoking-area',
  'shared-lounge',
  'toilet-grab-rails',
  'raised-toilet',
  'lower-bathroom-sink',
  'emergency-cord-bathroom',
  'upper-floors-by-lift',
  // Room features
  'walk-in-shower',
  'linen',
  'extra-long-beds',
  'lake-view',
  'city-view',
  'garden-view',
  'pool-view',
  'electric-kettle',
  'room-heating',
  'socket-near-bed',
  // Policies
  'cots-on-request',
  'extra-beds-on-request',
  'quiet-hours',
  'card-visa',
  'card-mastercard',
  'card-american-express',
  'card-maestro',
  'card-diners-club',
  'card-jcb',
  'cash',
  'free-cancellation',
  'non-refundable',
  'prepayment-required',
  'no-prepayment-needed',
];
