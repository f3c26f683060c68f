import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until a drag-and-drop live region says exactly `text`. Every sortable list has its own DndContext and
 * so its own live region (dnd-kit's, ids 'DndLiveRegion-…'), each holding only its latest announcement: the one
 * that matters is whichever says it now.
 */
export async function expectAnnounced(page: Page, text: string): Promise<void> {
  const exact = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: exact })).toHaveCount(1);
}

/**
 * Waits until nothing on the page moves: focusing a handle scrolls it into view, smoothly on pages with
 * `scroll-behavior: smooth`, and a user presses Space once the row has arrived, not half-way. The rows must rest too:
 * dnd-kit measures them when an item is picked up, and a row still settling after a re-render (an undone deletion
 * brings its row back) would put the picked-up item over its neighbour before any arrow is pressed.
 */
async function afterLayoutSettles(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const layout = () =>
          [...document.querySelectorAll('*')].map((element) => element.scrollTop).join() +
          window.scrollY +
          [...document.querySelectorAll('[aria-roledescription="draggable item"]')].map((handle) => JSON.stringify(handle.getBoundingClientRect())).join();
        const before = layout();
        // Frames and a quarter second: a smooth scroll in headless Chromium can stand still for a frame or two
        // half-way, and a Space pressed there is measured against rows that then move on (seen: 934 of 1072 px).
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve(layout() === before))), 250);
      }),
  );
}

/**
 * After a keyboard pick-up: dnd-kit's keyboard sensor starts listening for the arrow keys in a setTimeout of its
 * own, which can still be pending when the pick-up is announced on a busy machine, and an arrow pressed before it
 * runs is not seen (a person takes far longer than that). A timeout queued now runs after the sensor's.
 */
export async function sensorListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

/**
 * Focuses a drag handle the way a person reaches it before a pick-up: the row is brought into view at once (as a row
 * one has scrolled to; focus alone scrolls smoothly, and on a busy machine dnd-kit could measure the rows while that
 * scroll still moved them), focused, and left until nothing moves.
 */
export async function focusHandle(page: Page, handle: Locator): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  await handle.focus();
  await afterLayoutSettles(page);
}
