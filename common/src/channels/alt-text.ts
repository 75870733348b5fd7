/**
 * Whether a photo has an alt text the hotel's website can give it (issue 32): the alt text typed in Edit Asset or
 * written by the AI analysis, in the hotel's primary language (issue 37, part 2), when it has one. Without it, its
 * name stands in, unless a camera or phone gave it ('IMG_1234.jpg', 'DSC0001', 'PXL_20240101_123456', a bare
 * number or a hash), which says nothing to a person who cannot see the photo.
 */
export function hasAltText(name: string, altText = ''): boolean {
  if (altText.trim()) return true;
  // Every extension, as raw camera files carry two ('_MG_1234.CR2.jpg').
  const base = name.trim().replace(/(\.[a-z0-9]{2,4})+$/i, '');
  if (!/\p{L}/u.test(base)) return false;
  const cameraPrefix =
    /^(img|image|dsc[nf]?|dcim|pxl|mvimg|gopr|dji|sam|wp|pano|photo|foto|bild|pic|p|_mg)[\s_-]*\d[\d\s_-]*(wa\d+)?$/i;
  const hash = /^[0-9a-f]{16,}$|^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  return !cameraPrefix.test(base) && !hash.test(base);
}
