import { limits } from '../limits';

/**
 * The image formats the server accepts, read from the content (DECISIONS.md point 12): the server checks
 * uploads against these and the upload dialog's hint lists them, so the two cannot drift apart. `decoded` is
 * the format name sharp reports (AVIF is reported as HEIF).
 */
export const uploadFormats = [
  { name: 'JPEG', decoded: 'jpeg' },
  { name: 'PNG', decoded: 'png' },
  { name: 'WebP', decoded: 'webp' },
  { name: 'GIF', decoded: 'gif' },
  { name: 'AVIF', decoded: 'heif' },
  { name: 'TIFF', decoded: 'tiff' },
] as const;

/** 'JPEG, PNG, WebP, GIF, AVIF or TIFF'. */
export const uploadFormatList = (() => {
  const names = uploadFormats.map((format) => format.name);
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
})();

/** The drop zone's hint: every accepted format and the size limit (issue 12, point 6). */
export const uploadFormatsHint = `${uploadFormatList} up to ${limits.uploadBytes / (1024 * 1024)} MB`;
