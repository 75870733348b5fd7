/**
 * A JPEG, PNG or WebP whose segments or chunks do not parse (jpeg-segments.ts, png-chunks.ts, webp-chunks.ts):
 * its metadata cannot be cut out losslessly, so the picture is encoded again instead.
 */
export class MalformedContainerError extends Error {}
