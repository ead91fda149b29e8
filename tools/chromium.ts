/**
 * Launch options for Debian's chromium, shared by every runner (notes/toolchain.md): Playwright
 * cannot download a browser here, root needs --no-sandbox, and background networking is cut because
 * the machine has no internet.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath, args: chromiumArgs };
}
