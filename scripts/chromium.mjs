// Debian's Chromium and the flags every browser run of the project uses (story tests, browser tests, benches):
// headless, no sandbox (root in CI), no GPU, and nothing that reaches the network on its own.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
