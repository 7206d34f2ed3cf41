/**
 * How the suites launch Debian's Chromium (nothing is downloaded). Shared by the
 * configuration and the specs that need a variant of it.
 */
import type { LaunchOptions } from '@playwright/test';

export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
} satisfies LaunchOptions;
