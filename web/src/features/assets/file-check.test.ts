import { describe, expect, it } from 'vitest';
import { notAnImageText, uploadFileProblem } from './file-check';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('uploadFileProblem', () => {
  it('takes any image type', () => {
    expect(uploadFileProblem(file('a.png', 'image/png'))).toBeNull();
    expect(uploadFileProblem(file('a.avif', 'image/avif'))).toBeNull();
  });

  it('refuses files that are not images', () => {
    expect(uploadFileProblem(file('menu.pdf', 'application/pdf'))).toBe(notAnImageText);
  });

  it("refuses files over 10 MB with the server's message", () => {
    expect(uploadFileProblem(file('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1))).toBe(
      'The file is larger than 10 MB.',
    );
    expect(uploadFileProblem(file('edge.jpg', 'image/jpeg', 10 * 1024 * 1024))).toBeNull();
  });
});
