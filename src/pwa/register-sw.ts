// Service worker registration with workbox-window (production builds only). With registerType 'prompt'
// a new version waits until the staff user agrees to reload, so no half-updated console runs. The signed-in
// shell registers it: the sign-in page loads no workbox code (its JavaScript budget), and the browser
// still checks an installed worker for updates on every navigation, the sign-in page's included.
import type { Workbox } from 'workbox-window';
import { MANIFEST_PATH } from '../shared/install-manifest';

type Listener = () => void;

let waiting = false;
let workbox: Workbox | null = null;
const listeners = new Set<Listener>();

function setWaiting(value: boolean) {
  waiting = value;
  listeners.forEach((l) => l());
}

export const swUpdateState = {
  isUpdateWaiting: () => waiting,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Activates the waiting service worker, then reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

export function dismissUpdate(): void {
  setWaiting(false);
}

/**
 * How long after the page's load event the worker waits. The load event comes once the scripts are in, before the
 * page has shown its data (a consumer link: its details came ~20 ms after the worker's code was asked for, which
 * Lighthouse then counted in the page's LCP); a second later the page is shown.
 */
const AFTER_LOAD_MS = 1_000;

/** Resolves once the page has loaded and shown itself, and the browser is idle: the precache takes nothing from it. */
function afterPageLoad(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window ? window.requestIdleCallback(() => resolve()) : resolve();
    const later = () => setTimeout(idle, AFTER_LOAD_MS);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  });
}

/** The install manifest, which a signed-in page's HTML leaves out (server/http/route-preloads.ts), linked now. */
function linkInstallManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_PATH;
  document.head.append(link);
}

/**
 * Registers the service worker once per page (a later call does nothing), after the page has loaded: installing it
 * downloads the whole app for offline use, which would otherwise compete with the first page's own requests.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || workbox) return;
  await afterPageLoad();
  if (workbox) return;
  linkInstallManifest();
  const { Workbox } = await import('workbox-window');
  if (workbox) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setWaiting(true));
  const registration = await workbox.register();
  // Long-running console tabs check for a new version every hour.
  if (registration) setInterval(() => void registration.update(), 60 * 60 * 1000);
}
