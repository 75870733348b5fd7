import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicLayout } from '@web/features/marketing/components/layout/public-layout';

describe('Skip to content', () => {
  it('is the first focusable element of a public page and leads to its main landmark, which takes focus', () => {
    render(
      <MemoryRouter>
        <PublicLayout>
          <p>Page</p>
        </PublicLayout>
      </MemoryRouter>,
    );
    const focusable = document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(focusable[0]).toBe(skip);
    const main = screen.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    expect(main.tabIndex).toBe(-1);
  });
});
