/**
 * The devices the portal is measured as (issue 30): this machine's Chromium as it is, and a phone
 * — a mid-range handset's CPU (4× slowdown) on DevTools' "Slow 4G" preset (Lighthouse's mobile
 * throttling: 150 ms round trip × 3.75 = 562.5 ms per request, 1.6 Mbit/s down and 750 kbit/s
 * up × 0.9), applied through the DevTools protocol to each page before it loads.
 */
import type { Page } from 'playwright-core';

export interface Profile {
  readonly name: 'desktop' | 'phone';
  readonly viewport: { readonly width: number; readonly height: number };
  /** Applies the profile's throttling to a page, before its first navigation. */
  readonly apply: (page: Page) => Promise<void>;
}

const KBIT = 1024 / 8;

export const DESKTOP: Profile = {
  name: 'desktop',
  viewport: { width: 1280, height: 900 },
  apply: async () => undefined,
};

export const PHONE: Profile = {
  name: 'phone',
  viewport: { width: 412, height: 823 },
  apply: async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150 * 3.75,
      downloadThroughput: 1600 * KBIT * 0.9,
      uploadThroughput: 750 * KBIT * 0.9,
    });
  },
};

/** `PORTAL_PROFILES=phone,desktop` (both by default). */
export function chosenProfiles(setting = process.env.PORTAL_PROFILES): Profile[] {
  const names = (setting ?? 'phone,desktop').split(',').map((name) => name.trim());
  return [PHONE, DESKTOP].filter((profile) => names.includes(profile.name));
}
