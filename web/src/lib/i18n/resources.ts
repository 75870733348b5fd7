import type accounts from '@web/locales/en/accounts.json';

/**
 * Every namespace's English catalogue as a type: a key missing from the catalogue fails the typecheck. A
 * namespace added under web/src/locales/en/ is added here and gets its own web/src/locales/<namespace>.ts.
 */
export interface Resources {
  accounts: typeof accounts;
}

export type Namespace = keyof Resources;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: false;
    resources: Resources;
    returnNull: false;
  }
}
