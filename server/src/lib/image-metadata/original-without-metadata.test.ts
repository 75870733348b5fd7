import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { originalWithoutMetadata } from './original-without-metadata';

const artist = 'Jane Photographer';
const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${artist}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;
const exif = {
  IFD0: { Artist: artist, Copyright: artist },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '47/1 33/1 0/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '9/1 41/1 0/1',
  },
};

/** A 60x40 picture whose left half is red and right half blue, so turning it shows. */
function picture() {
  const width = 60;
  const height = 40;
  const raw = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index++) {
    const left = index % width < width / 2;
    raw[index * 3] = left ? 220 : 20;
    raw[index * 3 + 2] = left ? 20 : 220;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

async function expectNoMetadata(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  expect(metadata.comments ?? []).toEqual([]);
  expect(bytes.includes(artist)).toBe(false);
  return metadata;
}

describe('originals without metadata', () => {
  it('cuts EXIF, XMP and comments out of an upright JPEG, keeping its ICC profile and every byte of the picture', async () => {
    const input = await picture()
      .jpeg({ quality: 90 })
      .withIccProfile('p3')
      .withExif(exif)
      .withXmp(xmp)
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const output = await originalWithoutMetadata(input);
    expect(output.rewrite).toBe('lossless');
    const metadata = await expectNoMetadata(output.bytes);
    expect(metadata.icc).toBeDefined();
    expect(output.facts).toMatchObject({ width: 60, height: 40, mimeType: 'image/jpeg' });
    // The same pixels, decoded from the same entropy-coded data.
    expect(await sharp(output.bytes).raw().toBuffer()).toEqual(await sharp(input).raw().toBuffer());
  });

  it('turns a JPEG with orientation 6 upright before its EXIF goes, keeping the ICC profile', async () => {
    const input = await picture()
      .jpeg({ quality: 90 })
      .withIccProfile('p3')
      .withMetadata({ orientation: 6 })
      .withExifMerge(exif)
      .toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const output = await originalWithoutMetadata(input);
    expect(output.rewrite).toBe('re-encoded');
    const metadata = await expectNoMetadata(output.bytes);
    expect(metadata.icc).toBeDefined();
    expect(metadata.orientation ?? 1).toBe(1);
    expect([metadata.width, metadata.height]).toEqual([40, 60]);
    expect(output.facts).toMatchObject({ width: 40, height: 60 });
    // Turned clockwise: the red left half is now on top.
    const { data } = await sharp(output.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
  });

  it('drops the text and EXIF chunks of a PNG and the EXIF and XMP chunks of a WebP, losslessly', async () => {
    const png = await picture().png().withIccProfile('p3').withExif(exif).toBuffer();
    const webp = await picture()
      .webp({ lossless: true })
      .withIccProfile('p3')
      .withExif(exif)
      .withXmp(xmp)
      .toBuffer();
    for (const input of [png, webp]) {
      const output = await originalWithoutMetadata(input);
      expect(output.rewrite).toBe('lossless');
      const metadata = await expectNoMetadata(output.bytes);
      expect(metadata.icc).toBeDefined();
      expect(await sharp(output.bytes).raw().toBuffer()).toEqual(await sharp(input).raw().toBuffer());
    }
  });

  it('leaves an original without metadata as it is', async () => {
    const input = await picture().jpeg().toBuffer();
    const output = await originalWithoutMetadata(input);
    expect(output.rewrite).toBe('unchanged');
    expect(output.bytes.equals(input)).toBe(true);
  });

  it('writes a TIFF again without its XMP', async () => {
    const input = await picture().tiff().withXmp(xmp).toBuffer();
    expect(input.includes(artist)).toBe(true);
    const output = await originalWithoutMetadata(input);
    expect(output.bytes.includes(artist)).toBe(false);
    expect(output.facts).toMatchObject({ width: 60, height: 40, mimeType: 'image/tiff' });
  });
});
