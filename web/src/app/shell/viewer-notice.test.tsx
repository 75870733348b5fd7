import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import { withHotelRole } from '@web/features/teams/testing/hotel-role';
import { ViewerNotice } from './viewer-notice';

const renderAs = (role: MemberRole) => render(withHotelRole(role, <ViewerNotice />));

describe('ViewerNotice', () => {
  it('tells a viewer that they can look but not change', () => {
    renderAs('viewer');
    expect(
      screen.getByText('You can view Hotel Seeblick: your role (Viewer) does not allow changes.'),
    ).toBeTruthy();
  });

  it.each(['editor', 'admin', 'owner'] as const)('says nothing to an %s', (role) => {
    renderAs(role);
    expect(screen.queryByText(/your role/)).toBeNull();
  });
});
