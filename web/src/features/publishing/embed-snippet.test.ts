import { describe, expect, it } from 'vitest';
import { embedPageUrl, embedSnippet } from './embed-snippet';

describe('embedPageUrl', () => {
  it("is the hotel's gallery page, or a room's", () => {
    expect(embedPageUrl('https://studio.example', 'Ab3_x-9')).toBe(
      'https://studio.example/embed/hotels/Ab3_x-9/gallery',
    );
    expect(embedPageUrl('https://studio.example', 'Ab3', 'room-1')).toBe(
      'https://studio.example/embed/hotels/Ab3/rooms/room-1',
    );
    expect(embedPageUrl('https://studio.example', 'a/b?c')).toBe(
      'https://studio.example/embed/hotels/a%2Fb%3Fc/gallery',
    );
  });
});

describe('embedSnippet', () => {
  it('is an iframe with the page, a title, a height and lazy loading', () => {
    expect(embedSnippet('https://studio.example/embed/hotels/Ab3/gallery', 'Photos of Alpenhof')).toBe(
      '<iframe src="https://studio.example/embed/hotels/Ab3/gallery" title="Photos of Alpenhof" width="100%" height="600" style="border:0" loading="lazy"></iframe>',
    );
  });

  it("escapes a name that would end the title and write into the hotel's page", () => {
    const snippet = embedSnippet('https://studio.example/x', 'Photos of "><script>alert(1)</script> & Co');
    expect(snippet).toContain('title="Photos of &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co"');
    expect(snippet).not.toContain('<script>');
  });
});
