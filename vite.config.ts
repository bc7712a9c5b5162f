// Builds the console PWA into dist/: React, a precached app shell and the install manifest.
// The service worker never caches /api or /graphql: personal data lives only in the per-user query cache.
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { graphqlDocuments } from './scripts/graphql-documents';

const BACKEND = process.env.CONSOLE_BACKEND_URL ?? 'http://localhost:8080';

/** The service worker and install manifest (exported for tests/unit/build-config.test.ts). */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  strategies: 'generateSW',
  includeAssets: ['icons/apple-touch-icon-180.png'],
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

const ICON = 'src/app/shell/logo.svg';

/**
 * index.html's icon as a data: URL, like the header's logo (`?inline`): 370 bytes in the page instead of a request
 * that took one of the browser's six connections beside the entry's script on a cold load (issue 22).
 */
function inlineIcon(): Plugin {
  const href = `href="/${ICON}"`;
  return {
    name: 'console-inline-icon',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(href)) throw new Error(`index.html no longer links ${ICON} as its icon`);
        const svg = fs.readFileSync(path.resolve(import.meta.dirname, ICON), 'utf8');
        return html.replace(href, `href="data:image/svg+xml,${encodeURIComponent(svg.trim())}"`);
      },
    },
  };
}

const GENERATED_DOCUMENTS = 'src/app/api/generated/graphql.ts';
const ENTRY = path.resolve(import.meta.dirname, 'src/main.tsx');
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * The signed-in pages' shared code in one chunk (issue 22): left to itself, the bundler made a chunk of every set of
 * pages sharing a module, and a consumer page opened cold asked for 45 files, six at a time over HTTP/1.1. A module
 * two or more lazily loaded parts share goes into `app`, except what the entry (the sign-in page) loads already and
 * what is only ever loaded on demand (IndexedDB, the CSV worker, the service worker's window code).
 */
function sharedChunkName(): (id: string, graph: ModuleGraph) => string | null {
  let entryGraph: Set<string> | undefined;
  return (id, graph) => {
    if (!entryGraph) {
      // Everything the entry imports statically, followed from src/main.tsx.
      entryGraph = new Set([ENTRY]);
      const queue = [ENTRY];
      for (let next = queue.pop(); next; next = queue.pop()) {
        for (const imported of graph.getModuleInfo(next)?.importedIds ?? []) {
          if (entryGraph.has(imported)) continue;
          entryGraph.add(imported);
          queue.push(imported);
        }
      }
    }
    return entryGraph.has(id) ? null : 'app';
  };
}
// Dexie and its module (the recent cases' types and the one-case read beside it in src/db are shared code), the CSV worker.
const ON_DEMAND =
  /[\\/](src[\\/](db[\\/]console-db|workers[\\/])|node_modules[\\/](dexie|workbox-window|papaparse|encoding-japanese)[\\/])/;

export default defineConfig({
  // Each GraphQL document in the chunk that uses it, not all of them in a map (scripts/graphql-documents.ts).
  plugins: [
    react(),
    inlineIcon(),
    graphqlDocuments(path.resolve(import.meta.dirname, GENERATED_DOCUMENTS)),
    VitePWA(pwaOptions),
  ],
  resolve: {
    // graphql-request reads a document's operation name without graphql's parser (src/app/api/graphql-operation.ts).
    alias: [
      {
        find: /^graphql$/,
        replacement: path.resolve(import.meta.dirname, 'src/app/api/graphql-operation.ts'),
      },
    ],
  },
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
    // dist/.vite/manifest.json: the server names a signed-in page's chunks in the shell it sends (route-preloads.ts).
    manifest: true,
    // One stylesheet for the whole console (about 5 KB compressed), linked by index.html: a page's own CSS as a file
    // of its own took one of the browser's six connections beside the entry's script on a cold signed-in load.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What `app` holds imports what the entry holds (React above all): it stays in the entry.
          includeDependenciesRecursively: false,
          groups: [{ name: sharedChunkName(), test: (id) => !ON_DEMAND.test(id), minShareCount: 2 }],
        },
      },
    },
  },
});
