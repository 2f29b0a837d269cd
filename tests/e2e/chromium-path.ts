// The browser the end-to-end tests drive, never a downloaded build (the machines are offline): Debian's
// chromium-headless-shell where it is installed, else Debian's Chromium; CHROMIUM_PATH overrides. The headless shell
// is the one Playwright itself runs headless tests in: Chromium's engine without the browser's own interface,
// which ran the same five specs in 83 s where the full browser took 95-103 s (docs/architecture.md "Tests").
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
}
