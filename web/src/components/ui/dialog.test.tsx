import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function renderDialogAt(path: string | null, language?: 'english' | 'german') {
  const dialog = (
    <Dialog open onOpenChange={() => {}} title="Bilder" language={language}>
      <p>Inhalt</p>
    </Dialog>
  );
  render(path ? <MemoryRouter initialEntries={[path]}>{dialog}</MemoryRouter> : dialog);
  return within(screen.getByRole('dialog', { name: 'Bilder' }));
}

// Issue 31, point 16: one language inside one screen (lib/i18n/screen-language.ts).
describe('Dialog', () => {
  it('closes with a German button on the German hotel content page', () => {
    expect(renderDialogAt('/active-content').getByRole('button', { name: 'Schließen' })).toBeTruthy();
  });

  it('closes with an English button on every other page', () => {
    expect(renderDialogAt('/all-content').getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('closes with an English button outside a router', () => {
    expect(renderDialogAt(null).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('speaks its own language where it differs from the page’s (the English picker on the content page)', () => {
    const dialog = renderDialogAt('/active-content', 'english');
    expect(dialog.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Schließen' })).toBeNull();
  });
});
