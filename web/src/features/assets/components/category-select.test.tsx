import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assetCategories } from '@common/assets/categories';
import { i18n, interfaceLanguage } from '@web/lib/i18n/i18n';
import { CategorySelect } from './category-select';

const renderSelect = () =>
  render(
    <CategorySelect aria-label="Category" value="Dining" onChange={() => {}} categories={assetCategories} />,
  );
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('CategorySelect', () => {
  afterEach(() => act(() => i18n.activate(interfaceLanguage)));

  it('names the categories as the spec does, in the order given', () => {
    renderSelect();
    expect(optionNames()).toEqual([
      'Room Photos',
      'Property',
      'Event Spaces',
      'Dining',
      'Amenities',
      'Other',
    ]);
  });

  it('names them in a second interface language while sending the stored category', () => {
    renderSelect();
    i18n.load('de', { ...i18n.messages, 'assets.categories.Dining': 'Gastronomie' });
    act(() => i18n.activate('de'));
    expect(optionNames()).toContain('Gastronomie');
    expect(screen.getByRole<HTMLSelectElement>('combobox').value).toBe('Dining');
  });
});
