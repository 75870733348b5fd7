import { templateColor, type TemplateColor } from '@common/templates/colors';

interface ColorClasses {
  /** A chip in a day cell: dark text on a light tint, readable in every colour. */
  chip: string;
  /** The dot beside the template's checkbox. */
  dot: string;
}

// Written out in full so that Tailwind finds every class in the source.
const classes: Record<TemplateColor, ColorClasses> = {
  blue: { chip: 'border-blue-500 bg-blue-100 text-blue-900', dot: 'bg-blue-500' },
  green: { chip: 'border-green-600 bg-green-100 text-green-900', dot: 'bg-green-600' },
  orange: { chip: 'border-orange-500 bg-orange-100 text-orange-900', dot: 'bg-orange-500' },
  purple: { chip: 'border-purple-500 bg-purple-100 text-purple-900', dot: 'bg-purple-500' },
  red: { chip: 'border-red-500 bg-red-100 text-red-900', dot: 'bg-red-500' },
  teal: { chip: 'border-teal-600 bg-teal-100 text-teal-900', dot: 'bg-teal-600' },
  yellow: { chip: 'border-yellow-500 bg-yellow-100 text-yellow-900', dot: 'bg-yellow-500' },
  pink: { chip: 'border-pink-500 bg-pink-100 text-pink-900', dot: 'bg-pink-500' },
};

/** A template's colour (from its id, spec part 2, section 5) as Tailwind classes. */
export function templateColorClasses(id: string): ColorClasses {
  return classes[templateColor(id)];
}
