/**
 * The gallery mosaic's grid (spec part 2, section 9: 700 px high): a large cover with two side tiles above,
 * then a row of three small tiles, the '+N Weitere' tile and the add tile. Shared by the mosaic and its
 * loading skeleton. Narrow screens stack the rows at fixed heights instead.
 */
export const mosaicLayout = {
  frame: 'flex flex-col gap-2 md:h-[700px]',
  top: 'grid h-[420px] grid-cols-3 grid-rows-2 gap-2 md:h-auto md:min-h-0 md:flex-[2]',
  cover: 'col-span-2 row-span-2',
  bottom: 'grid auto-rows-[112px] grid-cols-3 gap-2 md:min-h-0 md:flex-1 md:auto-rows-fr md:grid-cols-5',
};
