// A signed-in page load names its page's code in the HTML (a cold open paints sooner). The app shell
// (index.html) links only the entry; the signed-in shell and a page's chunks are imported by the entry once it has
// run, so on a reload or a shared link they would be requested only after the entry has downloaded and evaluated, one
// round trip later. For a request that carries the session cookie, the shell is sent with `<link rel=modulepreload>`
// for the signed-in shell and the page's own chunks (what the route table imports for that path), so the browser
// fetches and compiles them beside the entry, and with the profile call the app makes first preloaded too. A request
// whose session is valid also gets the page's first queries as the GETs the page sends (src/shared/preloaded-queries.ts):
// a consumer link's ConsumerPage and pending approvals, a search URL's Search, and on every page the header's count
// of approvals for staff who decide them. A query the page sends after its code has run comes one round trip after
// everything else on a cold load (Lighthouse's LCP on the consumer page ends on the two approvals calls). Without
// the cookie (the sign-in page, a signed-out link) nothing is added: the sign-in page loads only its own code. The
// chunks come from Vite's build manifest (build.manifest in vite.config.ts); without one (a build that predates it)
// every page gets the plain shell.
import fs from 'node:fs';
import path from 'node:path';
import { CONSUMER_ID_PATTERN } from '../../src/shared/id-patterns';
import { MANIFEST_LINK } from '../../src/shared/install-manifest';
import { PERMISSIONS } from '../../src/shared/permissions';
import { keywordFromUrl } from '../../src/shared/search-keyword';
import {
  PRELOADED_DOCUMENTS_FILE,
  PRELOADED_QUERY_NAMES,
  canReadExclusions,
  consumerPageVariables,
  consumerPendingApprovalsVariables,
  preloadedQueryUrl,
  type PreloadedQueryName,
} from '../../src/shared/preloaded-queries';

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

/** A query a page sends first, and its variables for a staff member holding `permissions` (none: not asked). */
interface PreloadedData {
  query: PreloadedQueryName;
  variables: (url: URL, permissions: readonly string[]) => object | undefined;
}

/** What every signed-in page asks for first: the header's count of approvals waiting (approvals-header-link.tsx). */
export const SHELL_DATA: PreloadedData[] = [
  {
    query: 'PendingApprovalCount',
    variables: (_url, permissions) => (permissions.includes(PERMISSIONS.approvalsDecide) ? {} : undefined),
  },
];

const consumerIdOf = (url: URL) => {
  const consumerId = url.pathname.split('/')[2] ?? '';
  return CONSUMER_ID_PATTERN.test(consumerId) ? consumerId : undefined;
};

/**
 * The pages a staff member opens from a link or a reload, each with the modules routes.tsx imports for it (its page
 * module and the early request of its data) and the queries it sends first. Any other signed-in path gets the
 * shell's code and data only.
 */
export const ROUTE_MODULES: { path: RegExp; modules: string[]; data?: PreloadedData[] }[] = [
  {
    path: /^\/(search\/?)?$/, // "/" leads to the search
    modules: ['src/app/features/search/search-pages.tsx', 'src/app/features/search/api/search-prefetch.ts'],
    data: [
      {
        query: 'Search',
        variables: (url) => {
          const searchKeyword = keywordFromUrl(url.searchParams.get('q'));
          return searchKeyword ? { searchKeyword } : undefined;
        },
      },
    ],
  },
  {
    // With a tab, or without one (the page opens on its details tab: the tab page is needed either way).
    path: /^\/consumers\/[^/]+/,
    modules: [
      'src/app/pages/consumer-action-pages.tsx',
      'src/app/pages/consumer-tab-page.tsx',
      'src/app/features/consumers/api/consumer-prefetch.ts',
    ],
    data: [
      {
        query: 'ConsumerPage',
        variables: (url, permissions) => {
          const consumerId = consumerIdOf(url);
          return consumerId ? consumerPageVariables(consumerId, canReadExclusions(permissions)) : undefined;
        },
      },
      {
        query: 'ConsumerPendingApprovals',
        variables: (url) => {
          const consumerId = consumerIdOf(url);
          return consumerId ? consumerPendingApprovalsVariables(consumerId) : undefined;
        },
      },
    ],
  },
  { path: /^\/payments\/[^/]+/, modules: ['src/app/features/payments/payment-pages.tsx'] },
];

export interface ShellPages {
  /**
   * The shell's HTML for a GET of `requestUrl` (path and query); `signedIn` when the request carries the session
   * cookie, `permissions` when that session is valid (asked for only where wantsSession says they matter).
   */
  html(requestUrl: string, signedIn: boolean, permissions?: readonly string[]): string;
  /** Whether the page names a first query: only for a valid session, and most depend on its permissions. */
  wantsSession(requestUrl: string): boolean;
  /** The build's document of a preloaded query (PRELOADED_DOCUMENTS_FILE), which a GET of /graphql may run. */
  preloadedDocument(name: PreloadedQueryName): string | undefined;
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

const isSignInPath = (pathname: string) => pathname.startsWith('/login');

/** A page's first query, fetched like the profile (src/shared/preloaded-queries.ts). */
const dataPreload = (url: string) =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url.replaceAll('&', '&amp;')}">`;

/** The preloaded queries' documents the build wrote, by name; none from a build without them. */
function readPreloadedDocuments(file: string): Partial<Record<PreloadedQueryName, string>> {
  if (!fs.existsSync(file)) return {};
  const read = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(
    PRELOADED_QUERY_NAMES.filter((name) => typeof read[name] === 'string').map((name) => [name, read[name]]),
  );
}

/** The shell's variants from dist/index.html and the build manifest as they are now. */
function readShellPages(indexPath: string, manifestPath: string, documentsPath: string) {
  const shell = fs.readFileSync(indexPath, 'utf8');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const documents = readPreloadedDocuments(documentsPath);
  const entry = entryClosure(manifest);
  // The profile call and the modules' files (with what they import, less the entry's), before </head>. Without the
  // install manifest: it, and the icon Chrome then fetched, took two of the six connections the page's code needs
  // (the signed-in shell links it once the page is shown: src/pwa/register-sw.ts).
  const withLinks = (modules: readonly string[]) =>
    shell
      .replace(MANIFEST_LINK, '')
      .replace('</head>', `${PROFILE_PRELOAD}${linksFor(manifest, entry, modules)}</head>`);
  return {
    shell,
    documents,
    signedInShell: withLinks(SHELL_MODULES),
    // A page's first queries only when the build holds their documents (the server could not run them otherwise).
    shellData: SHELL_DATA.filter((data) => documents[data.query] !== undefined),
    pages: ROUTE_MODULES.map((route) => ({
      path: route.path,
      data: (route.data ?? []).filter((data) => documents[data.query] !== undefined),
      html: withLinks([...SHELL_MODULES, ...route.modules]),
    })),
  };
}

/**
 * Answers each request from memory, read again when the build's index.html or manifest changes (a new build under a
 * running server, as sendFile would have served it; the preloaded documents with them); null when the folder has no
 * index.html or no manifest.
 */
export function loadShellPages(staticDir: string): ShellPages | null {
  const indexPath = path.join(staticDir, 'index.html');
  const manifestPath = path.join(staticDir, '.vite', 'manifest.json');
  const documentsPath = path.join(staticDir, PRELOADED_DOCUMENTS_FILE);
  if (!fs.existsSync(indexPath) || !fs.existsSync(manifestPath)) return null;
  // Both files' times: a build writes them one after the other.
  const stamp = () =>
    [indexPath, manifestPath].map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs).join();
  let built = { at: stamp(), ...readShellPages(indexPath, manifestPath, documentsPath) };
  const current = () => {
    const at = stamp();
    if (at === built.at) return built;
    try {
      built = { at, ...readShellPages(indexPath, manifestPath, documentsPath) };
    } catch {
      // Caught mid-write (or removed): the last build's shell until the files are whole again.
    }
    return built;
  };
  return {
    html(requestUrl, signedIn, permissions) {
      const { shell, signedInShell, shellData, pages } = current();
      const url = new URL(requestUrl, 'http://shell');
      // The sign-in page loads only its own code, whatever cookie a browser still holds.
      if (!signedIn || isSignInPath(url.pathname)) return shell;
      const page = pages.find((candidate) => candidate.path.test(url.pathname));
      if (!permissions) return page?.html ?? signedInShell;
      const data = [...(page?.data ?? []), ...shellData]
        .map(({ query, variables }) => {
          const values = variables(url, permissions);
          return values ? dataPreload(preloadedQueryUrl(query, values)) : '';
        })
        .join('');
      // Beside the profile call: all are asked for before any script.
      return (page?.html ?? signedInShell).replace(PROFILE_PRELOAD, PROFILE_PRELOAD + data);
    },
    wantsSession: (requestUrl) => {
      const { pathname } = new URL(requestUrl, 'http://shell');
      const { shellData, pages } = current();
      if (isSignInPath(pathname)) return false;
      return shellData.length > 0 || pages.some((page) => page.data.length > 0 && page.path.test(pathname));
    },
    preloadedDocument: (name) => current().documents[name],
  };
}
