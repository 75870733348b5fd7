import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('works with nothing set and keeps a generated secret across starts', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      expect(first.appUrl).toBe('http://localhost:3000');
      expect(first.databaseUrl).toBeUndefined();
      expect(first.google).toBeUndefined();
      expect(first.secretKey).toBe(readFileSync(path.join(dataDir, 'secret.key'), 'utf8'));
      expect(loadConfig({ DATA_DIR: dataDir }).secretKey).toBe(first.secretKey);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops with a readable message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
