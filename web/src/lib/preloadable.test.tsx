import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadable', () => {
  it('renders code that has arrived at once, without a fallback', async () => {
    const page = preloadable(() => Promise.resolve(Greeting));
    await page.preload();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <page.Component name="Anna" />
      </Suspense>,
    );
    // Synchronously, in the first commit.
    expect(screen.getByText('Hello Anna')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('suspends like React.lazy while the code is on its way', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const page = preloadable(load);
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <page.Component name="Ben" />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeTruthy();
    await act(async () => arrive(Greeting));
    expect(await screen.findByText('Hello Ben')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads once, and again after a failed download', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const page = preloadable(load);
    await expect(page.preload()).rejects.toThrow('offline');
    await expect(page.preload()).resolves.toBe(Greeting);
    await page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
