import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TagInput } from './tag-input';

function Harness({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial);
  const [draft, setDraft] = useState('');
  return (
    <>
      <TagInput tags={tags} onChange={setTags} draft={draft} onDraftChange={setDraft} />
      <output data-testid="tags">{tags.join('|')}</output>
    </>
  );
}

const shownTags = () => screen.getByTestId('tags').textContent;

describe('TagInput', () => {
  it('adds the trimmed tag on Enter and clears the input', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Tags') as HTMLInputElement;
    expect(input.placeholder).toBe('Type a tag and press Enter');
    fireEvent.change(input, { target: { value: '  sea view  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(shownTags()).toBe('sea view');
    expect(input.value).toBe('');
  });

  it('ignores Enter when only spaces were typed, and other keys', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Tags');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'pool' } });
    fireEvent.keyDown(input, { key: 'a' });
    expect(shownTags()).toBe('');
  });

  it('does not add a tag twice', () => {
    render(<Harness initial={['Pool']} />);
    const input = screen.getByLabelText('Tags');
    fireEvent.change(input, { target: { value: 'pool' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(shownTags()).toBe('Pool');
  });

  it('removes one tag with its own button', () => {
    render(<Harness initial={['pool', 'spa', 'sauna']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag spa' }));
    expect(shownTags()).toBe('pool|sauna');
    expect(screen.queryByRole('button', { name: 'Remove tag spa' })).toBeNull();
  });

  it('keeps Enter from submitting the surrounding form', () => {
    let submitted = false;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = true;
        }}
      >
        <Harness />
      </form>,
    );
    const input = screen.getByLabelText('Tags');
    fireEvent.change(input, { target: { value: 'pool' } });
    const event = fireEvent.keyDown(input, { key: 'Enter' });
    expect(event).toBe(false);
    expect(submitted).toBe(false);
  });
});
