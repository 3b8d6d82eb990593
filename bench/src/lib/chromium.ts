import { existsSync } from 'node:fs';

/** Debian's chromium (STACK-NOTES): never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a quiet headless browser: nothing in the background competes with the page being measured. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  '--no-default-browser-check',
  '--mute-audio',
];

export function assertChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
}

/** For playwright-core's launch(): Playwright adds its own headless flag. */
export const playwrightLaunchOptions = () => ({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
  headless: true,
});
