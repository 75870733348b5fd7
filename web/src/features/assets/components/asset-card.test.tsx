import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import { withHotelRole } from '@web/features/teams/testing/hotel-role';
import { assetView } from '../testing/asset-fixtures';
import { AssetCard } from './asset-card';

const renderCard = (
  onOpen = vi.fn(),
  role: MemberRole = 'owner',
  actions = { onEdit: vi.fn(), onDelete: vi.fn() },
) =>
  render(
    withHotelRole(
      role,
      <AssetCard
        asset={assetView('a1', 'Lobby', { analysisFallback: 'service_failed' })}
        selectionActive={false}
        selected={false}
        onOpen={onOpen}
        onToggle={vi.fn()}
        {...actions}
      />,
    ),
  );

const reasonOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '');

describe('AssetCard', () => {
  it("opens the image's details as 'View', since 'Preview' is the public template preview (issue 31, point 7)", () => {
    const onOpen = vi.fn();
    renderCard(onOpen);
    fireEvent.click(screen.getByRole('button', { name: 'View Lobby' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1' }));
    expect(screen.queryByRole('button', { name: /Preview/ })).toBeNull();
  });

  it('offers the 1600 px rendition, so the picture is sharp on a phone', () => {
    const { container } = renderCard();
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/files/a1-thumb.webp');
    expect(image.getAttribute('srcset')).toBe('/files/a1-thumb.webp 400w, /files/a1-gallery.webp 1600w');
    // Two cards side by side on a phone: half the screen's width.
    expect(image.getAttribute('sizes')).toMatch(/ 50vw$/);
  });

  it("locks a viewer's Edit, Delete and 'Not analysed' badge, saying why on focus; the preview still opens", () => {
    const onOpen = vi.fn();
    const actions = { onEdit: vi.fn(), onDelete: vi.fn() };
    renderCard(onOpen, 'viewer', actions);
    for (const name of ['Edit asset Lobby', 'Delete asset Lobby', 'Not analysed by AI']) {
      const control = screen.getByRole('button', { name });
      expect(control.getAttribute('aria-disabled')).toBe('true');
      act(() => control.focus());
      expect(reasonOf(control)?.textContent).toBe('Your role does not allow this.');
      expect(reasonOf(control)?.dataset.state).toBe('open');
      fireEvent.click(control);
      fireEvent.keyDown(control, { key: 'Enter' });
    }
    expect(actions.onEdit).not.toHaveBeenCalled();
    expect(actions.onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'View Lobby' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it.each(['editor', 'owner'] as const)("leaves an %s's Edit and Delete as they are", (role) => {
    const actions = { onEdit: vi.fn(), onDelete: vi.fn() };
    renderCard(vi.fn(), role, actions);
    const edit = screen.getByRole('button', { name: 'Edit asset Lobby' });
    expect(edit.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(edit);
    fireEvent.click(screen.getByRole('button', { name: 'Delete asset Lobby' }));
    expect(actions.onEdit).toHaveBeenCalledOnce();
    expect(actions.onDelete).toHaveBeenCalledOnce();
  });
});
