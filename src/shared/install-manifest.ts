// The PWA's install manifest (vite-plugin-pwa writes it into dist/; vite.config.ts). The sign-in page's HTML links it
// as built; a signed-in page's HTML leaves the link out and the signed-in shell adds it once the page is shown
// (server/http/route-preloads.ts, src/pwa/register-sw.ts).
export const MANIFEST_PATH = '/manifest.webmanifest';

/** The link vite-plugin-pwa puts before index.html's `</head>`. */
export const MANIFEST_LINK = `<link rel="manifest" href="${MANIFEST_PATH}">`;
