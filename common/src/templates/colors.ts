/** The calendar's eight template colours (spec part 2, section 9), in palette order. */
export const templateColors = ['blue', 'green', 'orange', 'purple', 'red', 'teal', 'yellow', 'pink'] as const;
export type TemplateColor = (typeof templateColors)[number];

/**
 * A template's colour by its id: the number itself for numeric ids, else the sum of its character codes,
 * modulo 8 (spec part 2, section 5).
 */
export function templateColor(id: string | number): TemplateColor {
  const value =
    typeof id === 'number'
      ? Math.abs(Math.trunc(id))
      : /^\d+$/.test(id)
        ? Number(id)
        : [...id].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return templateColors[value % templateColors.length] ?? 'blue';
}
