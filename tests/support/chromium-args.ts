// The flags every Chromium of the tests and the benchmark starts with (playwright.config.ts, bench/).
//
// The browser's own address-bar popup is a web page of its own in this Chromium (a WebUI, with an "AI mode" variant),
// built for each new window, and "top chrome" WebUIs are preloaded with it: some 260 chrome:// requests and their
// scripts per window, on the same two cores as the page under test. Every fresh browser context (a test, a cold
// open of the benchmark) is a new window, so each paid for it while its page loaded; a staff member's browser builds
// it once, when the window opens, not when a link is opened. Measured on the benchmark's cold open of the
// 10,000-payment consumer, in turn on the same machine: name painted p50 ~520 ms with it, ~330 ms without
// (docs/decisions.md "Speed: the browser under test"). None of these features touches web content.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];
