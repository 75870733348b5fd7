/** The toolbar's count of selected assets (spec part 2, section 2). */
export const selectionCountText = (count: number) =>
  count === 1 ? '1 item selected' : `${count} items selected`;
