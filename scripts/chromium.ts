// How every Fondant browser run starts Chromium: Debian's build (Playwright cannot download its own here) with
// the flags that keep it quiet and offline-safe on a headless machine. The fixture specs, the real-shop specs
// and the bench all launch it this way.

export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
