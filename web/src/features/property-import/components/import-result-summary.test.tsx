import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { importResult } from '../testing/import-fixtures';
import { ImportResultSummary } from './import-result-summary';

/** The summary's lines as term: value, read from the rendered list. */
function lines() {
  return [...document.querySelectorAll('dl > div')].map(
    (row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`,
  );
}

describe('ImportResultSummary', () => {
  it('counts in the singular and plural, naming what was already there only when something was', () => {
    render(
      <ImportResultSummary
        result={importResult({
          photos: { imported: 1, alreadyThere: 2, skipped: 0 },
          rooms: { added: 3, alreadyThere: 0 },
          features: { matched: 1, added: 0 },
        })}
      />,
    );
    expect(screen.getByText('Imported Hotel Adler')).toBeTruthy();
    expect(lines()).toEqual([
      'Photos: 1 photo imported, 2 already there',
      'Rooms: 3 rooms added',
      'Features: 1 feature',
    ]);
  });

  it('says where a website import found what it brought in', () => {
    render(
      <ImportResultSummary
        result={importResult({
          photos: { imported: 20, alreadyThere: 0, skipped: 0 },
          rooms: { added: 1, alreadyThere: 1 },
          found: 'Rooms page',
        })}
      />,
    );
    expect(lines()).toEqual([
      'Photos: 20 photos imported',
      'Rooms: 1 room added, 1 already there',
      'Features: 12 features',
      'Found: Rooms page',
    ]);
  });
});
