import { describe, expect, it } from 'vitest';
import { decideRoute, needsSetup, type GuardInput } from './guard-rules';

const base: GuardInput = {
  pathname: '/',
  search: '',
  session: 'signedOut',
  setup: 'none',
  emergencyMode: false,
};
const decide = (input: Partial<GuardInput>) => decideRoute({ ...base, ...input });

describe('route guard', () => {
  it('sends visitors from signed-in pages to /login', () => {
    expect(decide({ pathname: '/dashboard' })).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide({ pathname: '/settings/hotel' })).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide({ pathname: '/onboarding' })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends a user who just signed out from a signed-in page to the landing page (spec: "goes to /")', () => {
    expect(decide({ pathname: '/dashboard', signedOutHere: true })).toEqual({ kind: 'redirect', to: '/' });
    expect(decide({ pathname: '/onboarding', signedOutHere: true })).toEqual({ kind: 'redirect', to: '/' });
    expect(decide({ pathname: '/', signedOutHere: true })).toEqual({ kind: 'render' });
  });

  it('lets visitors see public pages and the not-found page', () => {
    for (const pathname of ['/', '/pricing', '/login', '/signup', '/terms', '/no-such-page']) {
      expect(decide({ pathname })).toEqual({ kind: 'render' });
    }
  });

  it('shows the loading placeholder while the session is checked', () => {
    expect(decide({ pathname: '/dashboard', session: 'loading' })).toEqual({ kind: 'loading' });
  });

  it('sends a signed-in user on /, /login or /signup to the dashboard or onboarding', () => {
    for (const pathname of ['/', '/login', '/signup']) {
      expect(decide({ pathname, session: 'signedIn', setup: 'ready' })).toEqual({
        kind: 'redirect',
        to: '/dashboard',
      });
      expect(decide({ pathname, session: 'signedIn', setup: 'none' })).toEqual({
        kind: 'redirect',
        to: '/onboarding',
      });
    }
  });

  it('sends a signed-in user without a hotel from app pages to /onboarding', () => {
    expect(decide({ pathname: '/dashboard', session: 'signedIn', setup: 'none' })).toEqual({
      kind: 'redirect',
      to: '/onboarding',
    });
    expect(decide({ pathname: '/onboarding', session: 'signedIn', setup: 'none' })).toEqual({
      kind: 'render',
    });
  });

  it('waits for the hotel lookup before deciding', () => {
    expect(decide({ pathname: '/dashboard', session: 'signedIn', setup: 'loading' })).toEqual({
      kind: 'loading',
    });
  });

  it('lets a user with a hotel use the app', () => {
    expect(decide({ pathname: '/dashboard', session: 'signedIn', setup: 'ready' })).toEqual({
      kind: 'render',
    });
  });

  it('never redirects confirmation or recovery links, nor template previews', () => {
    for (const search of ['?type=signup', '?type=recovery&token=x', '?access_token=a', '?refresh_token=b']) {
      expect(decide({ pathname: '/login', search, session: 'signedIn', setup: 'ready' })).toEqual({
        kind: 'render',
      });
    }
    expect(decide({ pathname: '/preview/template/42', session: 'signedOut' })).toEqual({ kind: 'render' });
  });

  it('shows the template preview to everyone at once, with or without an id', () => {
    for (const pathname of ['/preview/template/42', '/preview/template', '/preview/template/']) {
      for (const session of ['loading', 'signedOut', 'signedIn'] as const) {
        for (const setup of ['loading', 'none', 'ready'] as const) {
          expect(decide({ pathname, session, setup }), `${pathname} ${session} ${setup}`).toEqual({
            kind: 'render',
          });
          expect(needsSetup({ pathname, search: '', session, emergencyMode: false })).toBe(false);
        }
      }
    }
  });

  it('skips the guard in emergency mode', () => {
    expect(decide({ pathname: '/dashboard', emergencyMode: true })).toEqual({ kind: 'render' });
  });

  it('asks for the setup exactly where the decision depends on it', () => {
    const pathnames = ['/', '/login', '/signup', '/pricing', '/terms', '/test-checkout', '/no-such-page'];
    pathnames.push(
      '/dashboard',
      '/settings/hotel',
      '/onboarding',
      '/preview/template/42',
      '/preview/template',
    );
    for (const pathname of pathnames) {
      for (const search of ['', '?type=signup']) {
        for (const session of ['loading', 'signedOut', 'signedIn'] as const) {
          for (const emergencyMode of [false, true]) {
            const input = { pathname, search, session, emergencyMode };
            const outcomes = (['loading', 'none', 'ready'] as const).map((setup) =>
              JSON.stringify(decideRoute({ ...input, setup })),
            );
            const dependsOnSetup = new Set(outcomes).size > 1;
            expect(needsSetup(input), JSON.stringify(input)).toBe(dependsOnSetup);
          }
        }
      }
    }
  });
});
