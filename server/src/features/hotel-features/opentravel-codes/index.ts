/** The feature catalogue, room types, facts and photos in OpenTravel codes (issue 33, the AlpineBits push). */
export { codeLists, codeName, type CodeList } from './code-lists';
export { hotelAmenityCodes, roomAmenityCodes, withoutOpenTravelCode } from './feature-codes';
export {
  hotelInfoPictureCategories,
  hotelPictureByCategory,
  hotelPictureBySubject,
  roomPictureCategories,
} from './picture-categories';
export { bedAmenityCodes, roomClassificationOf, roomClassifications, viewAmenityCodes } from './room-codes';
