import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@web/features/billing/testing/stub-api';
import { Component as LandingPage } from './landing';

const renderLanding = () =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/', element: <LandingPage /> }], { initialEntries: ['/'] })}
    />,
  );

describe('/ (landing page pricing)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers each plan when the server can take payments', async () => {
    stubApi({
      'GET /api/stripe/config': { body: { enabled: true, mode: 'test', publishableKey: null, prices: [] } },
    });
    renderLanding();
    expect(await screen.findByRole('button', { name: 'Choose Small' })).toBeTruthy();
  });

  it('says billing is not configured instead of offering plans that cannot be bought', async () => {
    stubApi({
      'GET /api/stripe/config': { body: { enabled: false, mode: 'test', publishableKey: null, prices: [] } },
    });
    renderLanding();
    expect(
      await screen.findByText('Billing is not configured on this server, so plans cannot be bought yet.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Choose / })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Medium' })).toBeTruthy();
  });
});
