// Builds the console PWA into dist/: React, a precached app shell and the install manifest.
// The service worker never caches /api or /graphql: personal data lives only in the per-user query cache.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';

const BACKEND = process.env.CONSOLE_BACKEND_URL ?? 'http://localhost:8080';

/** The service worker and install manifest (exported for tests/unit/build-config.test.ts). */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  strategies: 'generateSW',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'BNPL 管理コンソール',
    short_name: 'BNPL Console',
    description: '後払い決済サービスのサポート・オペレーション向け管理コンソール',
    lang: 'ja',
    start_url: '/search/payments',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b5cad',
    background_color: '#f5f7fa',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api/, /^\/graphql/],
    cleanupOutdatedCaches: true,
    // No sw.js.map: a source map gives the service worker's source away (it would follow build.sourcemap).
    sourcemap: false,
  },
};

export default defineConfig({
  plugins: [react(), VitePWA(pwaOptions)],
  server: {
    proxy: {
      '/api': { target: BACKEND, changeOrigin: true },
      '/graphql': { target: BACKEND, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Production builds ship no source maps (not even hidden ones): they would give the source away if served,
    // and the server refuses *.map anyway. `npm run dev:client` keeps Vite's own maps for development.
    sourcemap: false,
  },
});
