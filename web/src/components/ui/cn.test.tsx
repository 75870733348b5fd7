import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Card } from './card';
import { cn } from './cn';
import { Input } from './input';

const classesOf = (element: HTMLElement) => element.className.split(/\s+/);

describe('cn', () => {
  it('lets a later class replace an earlier one of the same kind', () => {
    expect(cn('px-3 text-slate-700', 'px-2 text-red-700')).toBe('px-2 text-red-700');
    expect(cn('bg-white', null, 'bg-slate-50')).toBe('bg-slate-50');
    expect(cn('border-slate-200', 'border-brand-600')).toBe('border-brand-600');
  });

  it('keeps classes of different kinds, the brand colours among them', () => {
    expect(cn('text-sm text-brand-700', 'hover:bg-red-50')).toBe('text-sm text-brand-700 hover:bg-red-50');
  });
});

// The three overrides the issue names, as their screens write them.
describe('overrides given to the design-system parts', () => {
  it("makes the hotel card's delete button red, not the ghost button's grey", () => {
    render(
      <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50">
        Delete
      </Button>,
    );
    const classes = classesOf(screen.getByRole('button', { name: 'Delete' }));
    expect(classes).toContain('text-red-700');
    expect(classes).toContain('hover:bg-red-50');
    expect(classes).not.toContain('text-slate-700');
    expect(classes).not.toContain('hover:bg-slate-100');
  });

  it("gives the rooms list's icon buttons their narrower padding", () => {
    render(
      <Button variant="ghost" size="sm" className="px-2" aria-label="Edit room">
        x
      </Button>,
    );
    const classes = classesOf(screen.getByRole('button', { name: 'Edit room' }));
    expect(classes).toContain('px-2');
    expect(classes).not.toContain('px-3');
  });

  it('gives the read-only e-mail field its grey background', () => {
    render(
      <Input aria-label="E-mail" readOnly value="anna@hotel.test" className="bg-slate-50 text-slate-700" />,
    );
    const classes = classesOf(screen.getByLabelText('E-mail'));
    expect(classes).toContain('bg-slate-50');
    expect(classes).not.toContain('bg-white');
    expect(classes).not.toContain('text-slate-900');
  });

  it("marks the active hotel's card with the brand border", () => {
    render(<Card role="article" aria-label="Hotel" className="border-brand-600" />);
    const classes = classesOf(screen.getByRole('article'));
    expect(classes).toContain('border-brand-600');
    expect(classes).not.toContain('border-slate-200');
  });
});
