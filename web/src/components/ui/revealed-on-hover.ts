/**
 * Controls that appear on hover stay visible where there is no hover (touch screens) and while anything in
 * the tile has keyboard focus (DECISIONS.md 25). The parent carries Tailwind's `group` class.
 */
export const revealedOnHover =
  'opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100 [@media(hover:none)]:opacity-100';
