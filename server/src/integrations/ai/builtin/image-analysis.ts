import type { ImageInput } from '../ai-service';
import { normalizeTags, type ImageAnalysis } from '../image-analysis-parsing';
import { openImage } from '../image-pixels';
import { brightnessWord, colourName } from './colour-names';
import { keywordsFromFileName } from './file-name-keywords';

/** What the pixels say: orientation, size, dominant colour and overall brightness. */
export interface ImageFacts {
  width: number;
  height: number;
  orientation: 'landscape' | 'portrait' | 'square';
  colour: string;
  brightness: 'bright' | 'dark' | undefined;
}

/** Reads an image's facts with sharp; EXIF rotation is applied, so a turned phone photo is portrait. */
export async function readImageFacts(bytes: Uint8Array): Promise<ImageFacts> {
  const image = await openImage(bytes);
  const metadata = await image.metadata();
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  const stats = await image.stats();
  const { r, g, b } = stats.dominant;
  const [red, green, blue] = stats.channels;
  // Rec. 601 luma of the channel means; a grey image has one channel, which stands for all three.
  const luminance =
    red && green && blue ? 0.299 * red.mean + 0.587 * green.mean + 0.114 * blue.mean : (red?.mean ?? 128);
  const ratio = height > 0 ? width / height : 1;
  return {
    width,
    height,
    orientation: ratio > 1.1 ? 'landscape' : ratio < 0.9 ? 'portrait' : 'square',
    colour: colourName(r, g, b),
    brightness: brightnessWord(luminance),
  };
}

/**
 * The built-in image analysis: the category from the file name's words (Other when they say nothing),
 * tags from those words, the orientation, the dominant colour and the brightness.
 */
export async function analyzeImageLocally(image: ImageInput): Promise<ImageAnalysis> {
  const facts = await readImageFacts(image.bytes);
  const fromName = keywordsFromFileName(image.fileName ?? '');
  return {
    category: fromName.category ?? 'Other',
    tags: normalizeTags([...fromName.tags, facts.orientation, facts.colour, facts.brightness]),
  };
}
