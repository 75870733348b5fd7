/** Which markup a hotel or a room was read from: all three are read into the same shape by one interpreter. */
export type StructuredSource = 'json-ld' | 'microdata' | 'rdfa';
