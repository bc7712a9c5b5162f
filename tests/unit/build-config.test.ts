// Production builds ship no source maps: neither the app's chunks nor the service worker's.
// The server's refusal of *.map is tested in tests/server/graphql-limits.test.ts.
import { describe, expect, it } from 'vitest';
import type { UserConfig } from 'vite';
import viteConfig, { pwaOptions } from '../../vite.config';

describe('the production build', () => {
  it('makes no source maps for the app', () => {
    expect((viteConfig as UserConfig).build?.sourcemap).toBe(false);
  });

  it('makes no source map for the service worker (sw.js.map)', () => {
    expect(pwaOptions.strategies).toBe('generateSW');
    expect(pwaOptions.workbox?.sourcemap).toBe(false);
  });
});
