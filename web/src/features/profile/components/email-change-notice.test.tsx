import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EmailChangeNotice } from './email-change-notice';

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <EmailChangeNotice />
    </MemoryRouter>,
  );

describe('EmailChangeNotice', () => {
  it.each([
    [
      '/settings/personal?email=changed',
      'Your e-mail address has been changed. Use it from now on to sign in.',
    ],
    [
      '/settings/personal?email=changed&error=EMAIL_IN_USE',
      'This e-mail address is already in use. Please choose another one.',
    ],
    [
      '/settings/personal?email=changed&error=INVALID_TOKEN',
      'This confirmation link is invalid or has expired. Please request a new one.',
    ],
  ])('%s says what happened', (url, text) => {
    renderAt(url);
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('says nothing on a plain visit', () => {
    renderAt('/settings/personal');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
