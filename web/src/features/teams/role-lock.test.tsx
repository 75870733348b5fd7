import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import { Button } from '@web/components/ui/button';
import { RoleLocked, RoleLockNote, useRoleLock } from './role-lock';
import { withHotelRole } from './testing/hotel-role';

const reasonText = 'Your role does not allow this.';

function renderAs(role: MemberRole, ui: ReactElement) {
  return render(
    <MemoryRouter initialEntries={['/library']}>
      <Routes>
        <Route path="/library" element={withHotelRole(role, ui)} />
        <Route path="/elsewhere" element={<p>Elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The reason a control points to, found as a screen reader finds it. */
const reasonOf = (control: HTMLElement) => {
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id) : null;
};

afterEach(() => vi.restoreAllMocks());

describe('RoleLocked', () => {
  it('leaves a control its role allows as it is', () => {
    const upload = vi.fn();
    renderAs(
      'owner',
      <RoleLocked needed="admin">
        <Button onClick={upload}>Upload</Button>
      </RoleLocked>,
    );
    const button = screen.getByRole('button', { name: 'Upload' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(button);
    expect(upload).toHaveBeenCalledOnce();
    expect(screen.queryByText(reasonText)).toBeNull();
  });

  it.each([
    ['viewer', 'editor'],
    ['editor', 'admin'],
    ['admin', 'owner'],
  ] as const)(
    'locks for a %s what needs %s: focusable, saying why on focus, hover and tap',
    (role, needed) => {
      renderAs(
        role,
        <RoleLocked needed={needed}>
          <Button>Upload</Button>
        </RoleLocked>,
      );
      const button = screen.getByRole('button', { name: 'Upload' });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect((button as HTMLButtonElement).disabled).toBe(false);
      const reason = reasonOf(button)!;
      expect(reason.textContent).toBe(reasonText);
      expect(reason.getAttribute('role')).toBe('tooltip');
      expect(reason.dataset.state).toBe('closed');

      act(() => button.focus());
      expect(document.activeElement).toBe(button);
      expect(reason.dataset.state).toBe('open');
      fireEvent.keyDown(button, { key: 'Escape' });
      expect(reason.dataset.state).toBe('closed');
      act(() => button.blur());

      fireEvent.pointerOver(button);
      expect(reason.dataset.state).toBe('open');
      fireEvent.pointerOut(button, { relatedTarget: document.body });
      expect(reason.dataset.state).toBe('closed');

      fireEvent.click(button);
      expect(reason.dataset.state).toBe('open');
    },
  );

  it("swallows a locked control's click, Enter, Space, press and drag", () => {
    const upload = vi.fn();
    const keyDown = vi.fn();
    const pointerDown = vi.fn();
    const dragStart = vi.fn();
    renderAs(
      'viewer',
      <RoleLocked needed="editor">
        <button
          type="button"
          onClick={upload}
          onKeyDown={keyDown}
          onPointerDown={pointerDown}
          onDragStart={dragStart}
          draggable
        >
          Upload
        </button>
      </RoleLocked>,
    );
    const button = screen.getByRole('button', { name: 'Upload' });
    fireEvent.click(button);
    expect(fireEvent.keyDown(button, { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(button, { key: ' ' })).toBe(false);
    fireEvent.pointerDown(button);
    expect(fireEvent.dragStart(button)).toBe(false);
    expect(upload).not.toHaveBeenCalled();
    expect(keyDown).not.toHaveBeenCalled();
    expect(pointerDown).not.toHaveBeenCalled();
    expect(dragStart).not.toHaveBeenCalled();
    // Moving on still works.
    expect(fireEvent.keyDown(button, { key: 'Tab' })).toBe(true);
  });

  it('keeps a locked link from leading anywhere', () => {
    renderAs(
      'viewer',
      <RoleLocked needed="editor">
        <Link to="/elsewhere">Import</Link>
      </RoleLocked>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Import' }));
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });

  it("adds the reason to the control's own description", () => {
    renderAs(
      'viewer',
      <>
        <p id="own">Adds photos.</p>
        <RoleLocked needed="editor">
          <Button aria-describedby="own">Upload</Button>
        </RoleLocked>
      </>,
    );
    const ids = screen.getByRole('button', { name: 'Upload' }).getAttribute('aria-describedby')!.split(' ');
    expect(ids[0]).toBe('own');
    expect(document.getElementById(ids[1]!)?.textContent).toBe(reasonText);
  });
});

function HotelNameField({ needed }: { needed: MemberRole }) {
  const lock = useRoleLock(needed);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <RoleLockNote lock={lock} />
      <label>
        Name
        <input defaultValue="Hotel Seeblick" {...lock.fieldProps} />
      </label>
      <label>
        Category
        <select defaultValue="city" {...lock.controlProps}>
          <option value="city">City</option>
          <option value="beach">Beach</option>
        </select>
      </label>
    </form>
  );
}

describe('useRoleLock on a form', () => {
  it('shows a field read-only and a select shut, both pointing to the note', () => {
    renderAs('editor', <HotelNameField needed="admin" />);
    const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(name.readOnly).toBe(true);
    expect(name.value).toBe('Hotel Seeblick');
    expect(reasonOf(name)?.textContent).toBe(reasonText);
    expect(reasonOf(category)).toBe(reasonOf(name));
    expect(category.getAttribute('aria-disabled')).toBe('true');
    expect(fireEvent.keyDown(category, { key: 'ArrowDown' })).toBe(false);
    expect(fireEvent.mouseDown(category)).toBe(false);
    expect(fireEvent.keyDown(name, { key: 'Enter' })).toBe(false);
  });

  it('leaves the form to an admin', () => {
    renderAs('admin', <HotelNameField needed="admin" />);
    const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(name.readOnly).toBe(false);
    expect(name.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(reasonText)).toBeNull();
  });
});
