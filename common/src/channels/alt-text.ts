/**
 * Whether a photo has an alt text the hotel's website can give it (issue 32). Until photos have an alt text per
 * language (a later issue), a photo's alt text is its name; a name a camera or phone gave it ('IMG_1234.jpg',
 * 'DSC0001', 'PXL_20240101_123456', a bare number or a hash) says nothing to a person who cannot see the photo.
 */
export function hasAltText(name: string): boolean {
  const base = name
    .trim()
    .replace(/\.(jpe?g|png|webp|gif|heic|heif|tiff?|bmp|avif)$/i, '')
    .trim();
  if (!/\p{L}/u.test(base)) return false;
  const cameraPrefix =
    /^(img|image|dsc[nf]?|dcim|pxl|mvimg|gopr|dji|sam|wp|pano|photo|foto|bild|pic|p|_mg)[\s_-]*\d[\d\s_-]*$/i;
  const hash = /^[0-9a-f]{16,}$|^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  return !cameraPrefix.test(base) && !hash.test(base);
}
