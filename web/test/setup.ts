import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetSession } from '@web/lib/session';
// i18n initialises synchronously; each component's catalogue is added when its module loads.
import '@web/lib/i18n/i18n';

// findBy… and waitFor give up after 1 s by default. A file here takes 80 ms alone, but in `npm test` it shares two
// cores with the server projects' embedded databases, and CI once saw a dialog's first answer arrive after more than
// a second. A passing test waits no longer for this; a failing one reports after 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // The session is a module-level store; each test starts without an answer.
  forgetSession();
});

// An unexpected console.error fails the test that caused it.
let errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0)
    throw new Error(`Unexpected console.error: ${seen.map((args) => args.join(' ')).join('\n')}`);
});
