import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analyzeImageLocally, readImageFacts } from './image-analysis';

async function solidImage(width: number, height: number, colour: { r: number; g: number; b: number }) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

describe('readImageFacts', () => {
  it('reads orientation, colour and brightness', async () => {
    const facts = await readImageFacts(await solidImage(64, 32, { r: 30, g: 90, b: 200 }));
    expect(facts).toEqual({
      width: 64,
      height: 32,
      orientation: 'landscape',
      colour: 'blue',
      brightness: undefined,
    });
  });

  it('applies EXIF rotation', async () => {
    const turned = await sharp(await solidImage(60, 30, { r: 250, g: 250, b: 250 }))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await readImageFacts(turned)).toMatchObject({
      width: 30,
      height: 60,
      orientation: 'portrait',
      brightness: 'bright',
    });
  });

  it('handles grey-scale images', async () => {
    const grey = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#101010' } })
      .greyscale()
      .png()
      .toBuffer();
    expect(await readImageFacts(grey)).toMatchObject({
      orientation: 'square',
      colour: 'black',
      brightness: 'dark',
    });
  });
});

describe('analyzeImageLocally', () => {
  it('takes the category from the file name and tags from the name and the pixels', async () => {
    const bytes = await solidImage(80, 40, { r: 30, g: 180, b: 190 });
    expect(await analyzeImageLocally({ bytes, mimeType: 'image/png', fileName: 'pool-sommer.png' })).toEqual({
      category: 'Amenities',
      tags: ['pool', 'summer', 'landscape', 'turquoise'],
    });
  });

  it('says Other when the name says nothing, and still tags the pixels', async () => {
    const bytes = await solidImage(30, 60, { r: 240, g: 140, b: 20 });
    expect(await analyzeImageLocally({ bytes, mimeType: 'image/png', fileName: 'IMG_0001.png' })).toEqual({
      category: 'Other',
      tags: ['portrait', 'orange'],
    });
  });

  it('is deterministic', async () => {
    const bytes = await solidImage(40, 40, { r: 200, g: 40, b: 40 });
    const first = await analyzeImageLocally({ bytes, mimeType: 'image/png', fileName: 'restaurant.png' });
    expect(await analyzeImageLocally({ bytes, mimeType: 'image/png', fileName: 'restaurant.png' })).toEqual(
      first,
    );
  });

  it('refuses bytes that are not an image', async () => {
    await expect(
      analyzeImageLocally({ bytes: Buffer.from('not an image'), mimeType: 'image/png' }),
    ).rejects.toThrow();
  });
});
