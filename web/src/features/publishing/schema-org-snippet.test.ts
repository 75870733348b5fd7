import { describe, expect, it } from 'vitest';
import { schemaOrgDataPath, schemaOrgDataUrl, schemaOrgSnippet } from './schema-org-snippet';

describe('schemaOrgSnippet', () => {
  it('wraps the data, indented, in a JSON-LD script element', () => {
    expect(schemaOrgSnippet({ '@type': 'Hotel', name: 'Alpenhof' })).toBe(
      '<script type="application/ld+json">\n{\n  "@type": "Hotel",\n  "name": "Alpenhof"\n}\n</script>',
    );
  });

  it('writes <, > and & as JSON escapes, so no text ends the script element', () => {
    const name = '</script><script>alert(1)</script> & Spa';
    const snippet = schemaOrgSnippet({ name });
    const json = snippet.slice(snippet.indexOf('\n') + 1, snippet.lastIndexOf('\n'));
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ name });
    expect(snippet.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('the data address', () => {
  it('is the public route on the given origin, the public id escaped', () => {
    expect(schemaOrgDataPath('Ab3_-x')).toBe('/api/public/hotels/Ab3_-x/schema.jsonld');
    expect(schemaOrgDataUrl('https://studio.example.com', 'a/b?c')).toBe(
      'https://studio.example.com/api/public/hotels/a%2Fb%3Fc/schema.jsonld',
    );
  });
});
