import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeRenditions, renditionSizes } from './renditions';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } });

async function facts(image: Buffer) {
  const metadata = await sharp(image).metadata();
  const means = (await sharp(image).stats()).channels.map((channel) => Math.round(channel.mean));
  return {
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
    alpha: metadata.hasAlpha,
    means,
  };
}

describe('renditions', () => {
  it('makes a 1600 px gallery image and a 400 px thumbnail in WebP from one decode of a large photo', async () => {
    const { thumb, gallery } = await makeRenditions(await solid(2400, 1600).jpeg().toBuffer());
    expect(await facts(gallery)).toEqual(
      expect.objectContaining({ format: 'webp', width: renditionSizes.gallery, height: 1067, alpha: false }),
    );
    expect(await facts(thumb)).toEqual(
      expect.objectContaining({ format: 'webp', width: renditionSizes.thumb, height: 267, alpha: false }),
    );
    const [red, green, blue] = (await facts(gallery)).means;
    expect(Math.abs(red! - 200) + Math.abs(green! - 30) + Math.abs(blue! - 40)).toBeLessThan(12);
  });

  it('turns photos upright by their EXIF orientation and never enlarges a small one', async () => {
    const { thumb, gallery } = await makeRenditions(
      await solid(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
    );
    expect(await facts(gallery)).toEqual(expect.objectContaining({ width: 200, height: 300 }));
    expect(await facts(thumb)).toEqual(expect.objectContaining({ width: 200, height: 300 }));
  });

  it('keeps transparency and turns CMYK and grey images into ordinary colour WebP', async () => {
    const transparent = await sharp({
      create: { width: 500, height: 400, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const withAlpha = await makeRenditions(transparent);
    expect(await facts(withAlpha.gallery)).toEqual(expect.objectContaining({ alpha: true, width: 500 }));
    expect((await facts(withAlpha.gallery)).means[3]).toBe(128);

    const cmyk = await makeRenditions(await solid(800, 600).toColourspace('cmyk').jpeg().toBuffer());
    expect((await facts(cmyk.gallery)).means).toHaveLength(3);
    const grey = await makeRenditions(await solid(800, 600).greyscale().png().toBuffer());
    expect(await facts(grey.thumb)).toEqual(expect.objectContaining({ width: 400, height: 300 }));
  });
});
