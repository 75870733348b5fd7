import gri from './code-lists/gri.json';
import hac from './code-lists/hac.json';
import pic from './code-lists/pic.json';
import rma from './code-lists/rma.json';

/**
 * The OpenTravel code lists the push uses, as published by the OpenTravel Alliance (code-lists/README.md): code
 * and name. Only the lists' own codes are here; a vendor's extensions (Booking.com's 5000 and up) are not.
 */
export interface CodeList {
  list: string;
  name: string;
  codes: [number, string][];
}

export const codeLists = {
  hac: hac as CodeList,
  rma: rma as CodeList,
  pic: pic as CodeList,
  gri: gri as CodeList,
};

const names = new Map(
  Object.entries(codeLists).map(([key, list]) => [
    key,
    new Map(list.codes.map(([code, name]) => [code, name])),
  ]),
);

/** The code's name in its list, or undefined when the list has no such code. */
export function codeName(list: keyof typeof codeLists, code: number): string | undefined {
  return names.get(list)?.get(code);
}
