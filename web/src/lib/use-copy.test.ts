import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCopy } from './use-copy';

function clipboardThat(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('useCopy', () => {
  it('writes the text to the clipboard and says it was copied', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    clipboardThat(writeText);
    const { result } = renderHook(() => useCopy());
    expect(result.current).toMatchObject({ copied: false, failed: false });
    await act(() => result.current.copy('hcs_secret'));
    expect(writeText).toHaveBeenCalledWith('hcs_secret');
    expect(result.current).toMatchObject({ copied: true, failed: false });
  });

  it('says it failed when the clipboard refuses', async () => {
    clipboardThat(vi.fn().mockRejectedValue(new Error('denied')));
    const { result } = renderHook(() => useCopy());
    await act(() => result.current.copy('hcs_secret'));
    expect(result.current).toMatchObject({ copied: false, failed: true });
  });
});
