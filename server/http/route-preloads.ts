// A signed-in page load names its page's code in the HTML (issue 22: the cold open, Lighthouse). The app shell
// (index.html) links only the entry; the signed-in shell and a page's chunks are imported by the entry once it has
// run, so on a reload or a shared link they were requested only after the entry had downloaded and evaluated, one
// round trip later. For a request that carries the session cookie, the shell is sent with `<link rel=modulepreload>`
// for the signed-in shell and the page's own chunks (what the route table imports for that path), so the browser
// fetches and compiles them beside the entry, and with the profile call the app makes first preloaded too. Without
// the cookie (the sign-in page, a signed-out link) nothing is added: the sign-in page loads only its own code. The
// chunks come from Vite's build manifest (build.manifest in vite.config.ts); without one (a build that predates it)
// every page gets the plain shell.
import fs from 'node:fs';
import path from 'node:path';

/** What Vite writes for each source module in dist/.vite/manifest.json (the fields used here). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The signed-in shell and what loads with it (root-layout.tsx loadSignedInShell, routes.tsx loadWithSignedInShell). */
export const SHELL_MODULES = [
  'src/app/shell/signed-in-shell.tsx',
  'src/app/features/approvals/components/approvals-header-link.tsx',
];

/**
 * The pages a staff member opens from a link or a reload, each with the modules routes.tsx imports for it (its page
 * module and the early request of its data). Any other signed-in path gets the shell's code only.
 */
export const ROUTE_MODULES: { path: RegExp; modules: string[] }[] = [
  {
    path: /^\/(search\/?)?$/, // "/" leads to the search
    modules: ['src/app/features/search/search-pages.tsx', 'src/app/features/search/api/search-prefetch.ts'],
  },
  {
    // With a tab, or without one (the page opens on its details tab: the tab page is needed either way).
    path: /^\/consumers\/[^/]+/,
    modules: [
      'src/app/pages/consumer-action-pages.tsx',
      'src/app/pages/consumer-tab-page.tsx',
      'src/app/features/consumers/api/consumer-prefetch.ts',
    ],
  },
  { path: /^\/payments\/[^/]+/, modules: ['src/app/features/payments/payment-pages.tsx'] },
];

export interface ShellPages {
  /** The shell's HTML for a GET of `urlPath`; `signedIn` when the request carries the session cookie. */
  html(urlPath: string, signedIn: boolean): string;
}

/** The files a module needs beyond what the entry already loads: its chunk and its static imports, recursively. */
function filesOf(manifest: Manifest, keys: readonly string[], loaded: Set<string>) {
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(key)) return;
    loaded.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
  };
  for (const key of keys) visit(key);
  return { scripts, styles };
}

/** The entry's own closure: index.html links it already. */
function entryClosure(manifest: Manifest): Set<string> {
  const loaded = new Set<string>();
  const visit = (key: string) => {
    if (loaded.has(key) || !manifest[key]) return;
    loaded.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return loaded;
}

function linksFor(manifest: Manifest, entry: ReadonlySet<string>, modules: readonly string[]): string {
  const { scripts, styles } = filesOf(manifest, modules, new Set(entry));
  return [
    ...styles.map(
      (file) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${file}">`,
    ),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
  ].join('');
}

/**
 * The permissions of a signed-in page load (src/app/state/profile-at-start.ts asks for them first thing): fetched
 * with the HTML instead of once the entry runs. Same URL and credentials mode as the app's own call, which takes it.
 */
const PROFILE_PRELOAD =
  '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/profile/me2">';

/** The shell's variants from dist/index.html and the build manifest as they are now. */
function readShellPages(indexPath: string, manifestPath: string) {
  const shell = fs.readFileSync(indexPath, 'utf8');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = entryClosure(manifest);
  // The profile call and the modules' files (with what they import, less the entry's), before </head>.
  const withLinks = (modules: readonly string[]) =>
    shell.replace('</head>', `${PROFILE_PRELOAD}${linksFor(manifest, entry, modules)}</head>`);
  return {
    shell,
    signedInShell: withLinks(SHELL_MODULES),
    pages: ROUTE_MODULES.map((route) => ({
      path: route.path,
      html: withLinks([...SHELL_MODULES, ...route.modules]),
    })),
  };
}

/**
 * Answers each request from memory, read again when the build's index.html or manifest changes (a new build under a
 * running server, as sendFile would have served it); null when the folder has no index.html or no manifest.
 */
export function loadShellPages(staticDir: string): ShellPages | null {
  const indexPath = path.join(staticDir, 'index.html');
  const manifestPath = path.join(staticDir, '.vite', 'manifest.json');
  if (!fs.existsSync(indexPath) || !fs.existsSync(manifestPath)) return null;
  // Both files' times: a build writes them one after the other.
  const stamp = () =>
    [indexPath, manifestPath].map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs).join();
  let built = { at: stamp(), ...readShellPages(indexPath, manifestPath) };
  const current = () => {
    const at = stamp();
    if (at === built.at) return built;
    try {
      built = { at, ...readShellPages(indexPath, manifestPath) };
    } catch {
      // Caught mid-write (or removed): the last build's shell until the files are whole again.
    }
    return built;
  };
  return {
    html(urlPath, signedIn) {
      const { shell, signedInShell, pages } = current();
      // The sign-in page loads only its own code, whatever cookie a browser still holds.
      if (!signedIn || urlPath.startsWith('/login')) return shell;
      return pages.find((page) => page.path.test(urlPath))?.html ?? signedInShell;
    },
  };
}
