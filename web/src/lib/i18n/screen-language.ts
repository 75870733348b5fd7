/** The pages whose texts are German (the hotel content page and what it opens, spec part 2). */
const germanPages = ['/active-content'];

/**
 * The language of the screen at a path, for the texts that every screen shares (the 'Discard changes?' question,
 * the error page): the hotel content page speaks German, the rest of the app English (issue 31, point 16: one
 * language inside one screen). The catalogues hold both, under `english` and `german`.
 */
export function screenLanguageOf(pathname: string): 'english' | 'german' {
  return germanPages.includes(pathname) ? 'german' : 'english';
}
