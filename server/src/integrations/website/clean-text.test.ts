import { describe, expect, it } from 'vitest';
import { limits } from '@common/limits';
import { longText, oneLine } from './clean-text';

describe('one-line texts', () => {
  it('decodes entities, drops tags and control characters and collapses spaces', () => {
    expect(oneLine('  Hotel &amp; Spa <b>Alpenrose</b>\n\t Wengen\u0000 ', 200)).toBe(
      'Hotel & Spa Alpenrose Wengen',
    );
  });

  it('keeps text that only looks like markup and cuts to the limit', () => {
    expect(oneLine('Rooms from <50 m² & up', 200)).toBe('Rooms from <50 m² & up');
    expect(oneLine('Grand Hotel Victoria', 11)).toBe('Grand Hotel');
  });

  it('reads numbers and nothing else; blank is null', () => {
    expect(oneLine(8, 10)).toBe('8');
    expect(oneLine(' \n ', 10)).toBeNull();
    expect(oneLine({ name: 'x' }, 10)).toBeNull();
    expect(oneLine(NaN, 10)).toBeNull();
  });
});

describe('descriptions', () => {
  it('keeps paragraphs from markup and leaves out scripts and styles', () => {
    expect(
      longText(
        '<p>Erste Zeile,<br>zweite Zeile.</p><script>track()</script><style>p{}</style><p>Neuer   Absatz.</p>',
      ),
    ).toBe('Erste Zeile,\nzweite Zeile.\n\nNeuer Absatz.');
  });

  it('turns Windows line ends into plain ones and cuts to the description limit', () => {
    expect(longText('Eins.\r\n\r\n\r\n\r\nZwei.')).toBe('Eins.\n\nZwei.');
    expect(longText('x'.repeat(limits.descriptionMaxChars + 50))).toHaveLength(limits.descriptionMaxChars);
  });
});
