import { describe, expect, it } from 'vitest';
import { createMessageFinder, messageTemplates } from './find-message';
import { findSharedMessage, sharedMessageTemplates } from './registry';
import { textWith } from './text-with';

describe('shared texts by id', () => {
  const templates = sharedMessageTemplates();

  it('finds every plain shared text again under an id that reads the same', () => {
    for (const [id, template] of templates) {
      if (/\{\w+\}/.test(template)) continue;
      const found = findSharedMessage(template);
      expect(found, id).toBeDefined();
      expect(templates.get(found!.id), id).toBe(template);
      expect(found!.values, id).toBeUndefined();
    }
  });

  it('finds every text with values again with the values it was filled with', () => {
    for (const [id, template] of templates) {
      const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      if (names.length === 0) continue;
      const values = Object.fromEntries(names.map((name, index) => [name, `Wert ${index} «x»`]));
      const message = template.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
      expect(findSharedMessage(message), id).toEqual({ id, values });
    }
  });

  it('names the ids by namespace and key path', () => {
    expect(templates.get('http.notFound')).toBe('Not found');
    expect(findSharedMessage('At most 12 images')).toEqual({
      id: 'templates.tooManyImages',
      values: { max: '12' },
    });
  });

  it('answers nothing for a message that is no shared text', () => {
    expect(findSharedMessage('Something nobody wrote')).toBeUndefined();
  });
});

describe('textWith', () => {
  it('fills its values in the order it names them', () => {
    const text = textWith('The room "{room}" already has {max} images.', 'room', 'max');
    expect(text('Suite', 8)).toBe('The room "Suite" already has 8 images.');
    expect(text.template).toBe('The room "{room}" already has {max} images.');
  });

  it('refuses a template that uses a value it does not name', () => {
    expect(() => textWith('At most {max} images')).toThrow('{max}');
  });

  it('refuses a shared text that is a plain function, which no other language could translate', () => {
    expect(() => messageTemplates({ broken: { text: (count: number) => `${count} rooms` } })).toThrow(
      'broken.text',
    );
  });

  it('reads a value that contains regular expression characters back as it was', () => {
    const find = createMessageFinder({
      tasks: { duplicateTag: textWith('The tag "{tag}" is twice', 'tag') },
    });
    expect(find('The tag "a.*(b)" is twice')).toEqual({
      id: 'tasks.duplicateTag',
      values: { tag: 'a.*(b)' },
    });
  });
});
