import type { ReadinessPhoto } from '../readiness';
import type { ReadinessIndex } from '../readiness-index';
import { hasAltText } from '../alt-text';
import type { Finding, MessageValues, RuleCheck } from './rule-check';

/** Which photos a photo rule looks at: the whole library (what the channels are sent) or the website's. */
type PhotoScope = 'library' | 'website';

const photosIn = (index: ReadinessIndex, scope: PhotoScope) =>
  scope === 'library' ? index.input.photos : index.websitePhotos;

const photoFinding = (photo: ReadinessPhoto, values: MessageValues, fileMissing = false): Finding => ({
  kind: 'photo',
  id: photo.id,
  name: photo.name,
  thumbUrl: photo.thumbUrl,
  values,
  fileMissing,
});

/**
 * A rule over each photo: `misses` answers the photo's numbers when it misses the rule, null when it meets it. A
 * photo whose original is missing fails every photo rule with { reason: 'fileMissing' } (no channel can get it).
 */
function eachPhoto(
  thresholds: MessageValues,
  scope: PhotoScope,
  misses: (photo: ReadinessPhoto) => MessageValues | null,
): RuleCheck {
  return {
    thresholds,
    findings: (index) =>
      photosIn(index, scope).flatMap((photo) => {
        if (photo.fileMissing)
          return [photoFinding(photo, { ...thresholds, photo: photo.name, reason: 'fileMissing' }, true)];
        const values = misses(photo);
        return values ? [photoFinding(photo, { ...thresholds, photo: photo.name, ...values })] : [];
      }),
  };
}

const pixels = ({ width, height }: ReadinessPhoto) => ({ width, height });
const longEdge = (photo: ReadinessPhoto) => Math.max(photo.width, photo.height);
const shortEdge = (photo: ReadinessPhoto) => Math.min(photo.width, photo.height);

/** Width and height each at least as given, as published (landscape: width first). */
export const minimumPixels = (minWidth: number, minHeight: number) =>
  eachPhoto({ minWidth, minHeight }, 'library', (photo) =>
    photo.width >= minWidth && photo.height >= minHeight ? null : pixels(photo),
  );

/**
 * At least as many pixels as a recommended size: '2048 × 1536 px or larger' is read as its 3.1 megapixels, so
 * a square 2000 × 2000 photo meets it (issue 32 expects it to warn on Expedia's recommendation only).
 */
export const pixelsOfSize = (minWidth: number, minHeight: number) =>
  eachPhoto({ minWidth, minHeight }, 'library', (photo) =>
    photo.width * photo.height >= minWidth * minHeight ? null : pixels(photo),
  );

/** The long edge at least `min` px, in either orientation. */
export const minimumLongEdge = (min: number) =>
  eachPhoto({ min }, 'library', (photo) => (longEdge(photo) >= min ? null : pixels(photo)));

/** The long side at most `maxRatio` times the short side (no panoramas or slivers). */
export const maximumAspectRatio = (maxRatio: number) =>
  eachPhoto({ maxRatio }, 'library', (photo) =>
    longEdge(photo) <= maxRatio * shortEdge(photo) ? null : pixels(photo),
  );

/** Both sides between `min` and `max` px. */
export const sidesBetween = (min: number, max: number) =>
  eachPhoto({ min, max }, 'library', (photo) =>
    shortEdge(photo) >= min && longEdge(photo) <= max ? null : pixels(photo),
  );

/** Megabytes as the channels count them (10^6 bytes), so a file they call too big is never passed here. */
const bytesPerMegabyte = 1_000_000;

/** The stored original at most `maxMegabytes` MB; the message shows its size rounded up to 0.1 MB. */
export const maximumFileSize = (maxMegabytes: number) =>
  eachPhoto({ maxMegabytes }, 'library', (photo) =>
    photo.size <= maxMegabytes * bytesPerMegabyte
      ? null
      : { megabytes: Math.ceil((photo.size / bytesPerMegabyte) * 10) / 10 },
  );

/** Every photo the website shows has an alt text (its own, else a name that says something; alt-text.ts). */
export const altTexts = () =>
  eachPhoto({}, 'website', (photo) => (hasAltText(photo.name, photo.altText) ? null : {}));
