/** Placeholder while issue 36's page is built (replaced in this session). */
export function Component() {
  return null;
}
