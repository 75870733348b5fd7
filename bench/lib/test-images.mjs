// Test images for uploads: smooth gradients and waves (so the pictures, and their perceptual hashes, differ) with
// grain (so the JPEGs are as large as camera photos). Deterministic, so runs compare. The file names are hotel
// scenes, since the built-in analysis reads categories and tags from them (file-name-keywords.ts): an upload
// named restaurant-terrace-003.jpg is found by the search word "terrace" in its name and in its tags.
import sharp from 'sharp';

/** File names the built-in analysis reads categories and tags from (file-name-keywords.ts). */
export const photoNames = [
  'restaurant-terrace',
  'junior-suite-bedroom',
  'pool-spa',
  'lobby-reception',
  'wedding-ballroom',
  'garden-view',
  'breakfast-buffet',
  'bathroom-shower',
  'mountain-view-balcony',
  'IMG',
];

function xorshift(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}

const grainLength = 1_000_003;
const grain = (() => {
  const random = xorshift(20240601);
  const table = new Float32Array(grainLength);
  for (let i = 0; i < grainLength; i++) table[i] = random() - 0.5;
  return table;
})();

/** Raw RGB pixels of one picture; `amplitude` of the grain sets the JPEG's size. */
function picturePixels(index, width, height, amplitude) {
  const random = xorshift(1_000 + index * 7_919);
  const from = [random() * 255, random() * 255, random() * 255];
  const to = [random() * 255, random() * 255, random() * 255];
  const angle = random() * Math.PI * 2;
  const [dx, dy] = [Math.cos(angle) / width, Math.sin(angle) / height];
  const [cyclesX, cyclesY, phase] = [2 + (index % 7) + random() * 2, 3 + (index % 5), random() * 6];
  const waveX = Float32Array.from({ length: width }, (_, x) =>
    Math.sin((x / width) * cyclesX * Math.PI * 2 + phase),
  );
  const waveY = Float32Array.from({ length: height }, (_, y) =>
    Math.cos((y / height) * cyclesY * Math.PI * 2),
  );
  const waveHeight = 20 + random() * 30;
  // Light and shade: a coarse grid of random brightness, smoothly interpolated. It is what sets the pictures'
  // difference hashes apart (the gradients alone would hash alike).
  const [cellsX, cellsY] = [12, 8];
  const light = Float32Array.from({ length: cellsX * cellsY }, () => (random() - 0.5) * 120);
  const cellX = Float32Array.from({ length: width }, (_, x) => (x / width) * (cellsX - 1));
  const pixels = Buffer.allocUnsafe(width * height * 3);
  let offset = Math.floor(random() * grainLength);
  let i = 0;
  for (let y = 0; y < height; y++) {
    const cellY = (y / height) * (cellsY - 1);
    const top = Math.floor(cellY);
    const down = cellY - top;
    for (let x = 0; x < width; x++) {
      const left = Math.floor(cellX[x]);
      const across = cellX[x] - left;
      const upper = light[top * cellsX + left] * (1 - across) + light[top * cellsX + left + 1] * across;
      const lower =
        light[(top + 1) * cellsX + left] * (1 - across) + light[(top + 1) * cellsX + left + 1] * across;
      const t = (x - width / 2) * dx + (y - height / 2) * dy + 0.5;
      const shade = waveHeight * waveX[x] * waveY[y] + upper * (1 - down) + lower * down;
      for (let channel = 0; channel < 3; channel++) {
        const value = from[channel] + (to[channel] - from[channel]) * t + shade + grain[offset] * amplitude;
        offset = offset + 1 === grainLength ? 0 : offset + 1;
        pixels[i++] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
  return pixels;
}

/** A JPEG of `width` x `height`; `amplitude` of the grain sets its size. */
export async function makeJpeg(index, { width, height, quality = 90 }, amplitude) {
  const pixels = picturePixels(index, width, height, amplitude);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** Photo-like JPEGs named after hotel scenes; `photo` gives width, height and quality. */
export async function makePhotos(count, firstIndex, photo) {
  const photos = [];
  for (let n = 0; n < count; n++) {
    const index = firstIndex + n;
    // Grain 40-89: 2.3 to 3.9 MB at 3000x2000, quality 92.
    const bytes = await makeJpeg(index, photo, 40 + ((index * 37) % 50));
    photos.push({
      name: `${photoNames[index % photoNames.length]}-${String(index).padStart(3, '0')}.jpg`,
      bytes,
    });
  }
  return photos;
}
