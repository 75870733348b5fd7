/**
 * Why an import stopped, in the user's words (spec part 1, section 8), with what went wrong for the log. Thrown by
 * the data API client and the import's steps; the import records `message` on its run.
 */
export class ImportFailure extends Error {
  constructor(
    message: string,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
