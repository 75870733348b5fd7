/** What a catalogue's texts are given to fill their placeholders ({name}, {count, plural, ...}). */
export type TextValues = Record<string, string | number>;

/** Every key path of a catalogue, objects and arrays included: 'login', 'login.title', 'faqGroups.0.heading'. */
export type KeyPath<T> = T extends string
  ? never
  : T extends readonly (infer Item)[]
    ? `${number}` | `${number}.${KeyPath<Item>}`
    : { [K in keyof T & string]: `${K}` | `${K}.${KeyPath<T[K]>}` }[keyof T & string];

/** What a key path names in the catalogue: a text, or the object or array of texts below it. */
export type ValueAt<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? ValueAt<Step<T, Head>, Rest>
  : Step<T, Path>;

type Step<T, Key extends string> = T extends readonly (infer Item)[]
  ? Item
  : Key extends keyof T
    ? T[Key]
    : never;

/** Key paths that name one text, the ones `t(key)` answers without `returnObjects`. */
export type TextKey<T> = { [P in KeyPath<T>]: ValueAt<T, P> extends string ? P : never }[KeyPath<T>];

/**
 * A namespace's `t`: a key missing from its English catalogue fails the typecheck. `t(key, values)` answers a
 * text; `t(key, { returnObjects: true })` the object or array of texts below a key (a page's sections).
 */
export interface Texts<Catalogue> {
  (key: TextKey<Catalogue>, values?: TextValues): string;
  <Path extends KeyPath<Catalogue>>(key: Path, options: { returnObjects: true }): ValueAt<Catalogue, Path>;
}
