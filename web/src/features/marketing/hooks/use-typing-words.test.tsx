import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TypingHeadline } from '../components/landing/typing-headline';
import { useTypingWords } from './use-typing-words';

/** A matchMedia stand-in (jsdom has none) that answers min-width and reduced-motion queries. */
function fakeWindow({ width, reducedMotion = false }: { width: number; reducedMotion?: boolean }) {
  const listeners = new Set<() => void>();
  const state = { width };
  const matches = (query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    if (minWidth) return state.width >= Number(minWidth[1]);
    return query.includes('prefers-reduced-motion') ? reducedMotion : false;
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(next: number) {
      state.width = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('useTypingWords', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('uses all four words from 640 px', () => {
    fakeWindow({ width: 640 });
    const { result } = renderHook(() => useTypingWords());
    expect(result.current).toEqual(['Content', 'Reach', 'Descriptions', 'Features']);
  });

  it('leaves out Descriptions below 640 px', () => {
    fakeWindow({ width: 360 });
    const { result } = renderHook(() => useTypingWords());
    expect(result.current).toEqual(['Content', 'Reach', 'Features']);
  });

  it('follows the window across the breakpoint', () => {
    const window = fakeWindow({ width: 1024 });
    const { result } = renderHook(() => useTypingWords());
    act(() => window.resize(500));
    expect(result.current).not.toContain('Descriptions');
    act(() => window.resize(800));
    expect(result.current).toContain('Descriptions');
  });
});

describe('TypingHeadline', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('gives screen readers one static headline and hides the typing', () => {
    fakeWindow({ width: 1024 });
    render(<TypingHeadline />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(
      'Take control of your hotel’s content, reach, descriptions and features',
    );
    expect(screen.getByTestId('typing-headline').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows whole words without typing when reduced motion is asked for', () => {
    vi.useFakeTimers();
    fakeWindow({ width: 1024, reducedMotion: true });
    render(<TypingHeadline />);
    const typed = () => screen.getByTestId('typing-headline').textContent;
    expect(typed()).toBe('Take control of your hotel’sContent');
    act(() => vi.advanceTimersByTime(2600));
    expect(typed()).toBe('Take control of your hotel’sReach');
  });

  it('types the word letter by letter otherwise', () => {
    vi.useFakeTimers();
    fakeWindow({ width: 1024 });
    render(<TypingHeadline />);
    const typed = () => screen.getByTestId('typing-headline').textContent;
    // Each letter's timer is set after the previous letter renders, so time advances one letter at a time.
    for (let letter = 0; letter < 3; letter++) act(() => vi.advanceTimersByTime(90));
    expect(typed()).toBe('Take control of your hotel’sCon');
  });
});
