/** A colour word for an RGB colour (0-255 each), by hue, saturation and lightness. */
export function colourName(red: number, green: number, blue: number): string {
  const r = red / 255;
  const g = green / 255;
  const b = blue / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  if (lightness > 0.9) return 'white';
  if (lightness < 0.12) return 'black';
  if (saturation < 0.15 || chroma < 0.08) return lightness > 0.75 ? 'white' : 'grey';
  let hue = 0;
  if (max === r) hue = ((g - b) / chroma) % 6;
  else if (max === g) hue = (b - r) / chroma + 2;
  else hue = (r - g) / chroma + 4;
  hue = (hue * 60 + 360) % 360;
  if (hue >= 15 && hue < 50 && lightness > 0.7) return 'beige';
  if (hue < 45 || hue >= 345)
    return lightness < 0.4 && hue >= 10 ? 'brown' : hue < 15 || hue >= 345 ? 'red' : 'orange';
  if (hue < 70) return 'yellow';
  if (hue < 165) return 'green';
  if (hue < 195) return 'turquoise';
  if (hue < 260) return 'blue';
  if (hue < 290) return 'purple';
  return 'pink';
}

/** "bright" or "dark" for a clearly light or dark image (mean luminance 0-255), otherwise undefined. */
export function brightnessWord(meanLuminance: number): 'bright' | 'dark' | undefined {
  if (meanLuminance >= 180) return 'bright';
  if (meanLuminance <= 70) return 'dark';
  return undefined;
}
