import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy ones, and lets a later Tailwind class replace an earlier one of the same
 * kind: a component's `className` override must win over its defaults, whatever order the stylesheet puts
 * them in (a `text-red-700` given to a ghost button used to lose to its `text-slate-700`).
 */
export const cn = (...values: ClassValue[]) => twMerge(clsx(values));
