import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { SignupPage } from './signup-page';

/** The pages read /api/config (is Google sign-in offered?). */
const server = () => vi.fn(async () => new Response(JSON.stringify({ google: false }), { status: 200 }));

async function renderAt(path: string, page: ReactElement) {
  vi.stubGlobal('fetch', server());
  render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
  await screen.findByRole('main');
}

/** The skip link is the page's first focusable element and leads to its main landmark, which takes focus. */
function expectSkipLink(name: string) {
  const skip = screen.getByRole('link', { name });
  const focusable = document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]');
  expect(focusable[0]).toBe(skip);
  const main = screen.getByRole('main');
  expect(skip.getAttribute('href')).toBe(`#${main.id}`);
  expect(main.tabIndex).toBe(-1);
}

describe("the sign-in pages' 'Skip to content'", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leads past the header to the form on the sign-in page, in its language (German)', async () => {
    await renderAt('/login', <LoginPage />);
    expectSkipLink('Zum Inhalt springen');
  });

  it('does the same on the sign-up and password pages, in English', async () => {
    await renderAt('/signup', <SignupPage />);
    expectSkipLink('Skip to content');
  });

  it('is on the forgotten-password page too', async () => {
    await renderAt('/forgot-password', <ForgotPasswordPage />);
    expectSkipLink('Skip to content');
  });
});
