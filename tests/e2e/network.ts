import type { CDPSession, Page } from '@playwright/test';

/*
 * The slow connection of issue 16 (400 kbps down and up, 400 ms round trip) through Chromium's own network
 * emulation, for the end-to-end tests that click or read before the page's code has arrived.
 */
const KBPS_400 = 400_000 / 8;
export const SLOW_NETWORK = { offline: false, latency: 400, downloadThroughput: KBPS_400, uploadThroughput: KBPS_400 };
export const FULL_SPEED = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

export type NetworkConditions = typeof SLOW_NETWORK;

/** Puts `page` on `conditions`; the session it returns can change them later. */
export async function emulateNetwork(page: Page, conditions: NetworkConditions): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', conditions);
  return cdp;
}
