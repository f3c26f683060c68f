import { expect, test, type Page, type Request } from '@playwright/test';
import { CONTACT_CLOSE_AFTER_SUCCESS_MS } from '../../src/lib/constants.ts';
import { getSite } from '../../src/lib/content/index.ts';
import { messages } from '../../src/lib/messages.ts';
import { outboxMessages } from './platform';

const copy = getSite().contact;
const ada = { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', message: 'Do you offer team plans?' };

/** Records each /sendSupportEmail request body; the request still reaches the real API. */
async function recordSupportEmail(page: Page) {
  const bodies: unknown[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/sendSupportEmail') bodies.push(request.postDataJSON());
  });
  return bodies;
}

/**
 * A refusal with a reason and a dead network cannot be produced on demand without spending the real limits
 * other tests rely on, so these cases fake the answer at the network edge; every other test sends through the
 * real API into the local outbox. `answer` is the API's error envelope, or 'network' for no answer at all.
 */
async function failSupportEmail(page: Page, answer: { status: number; message: string } | 'network') {
  const bodies: unknown[] = [];
  await page.route('**/sendSupportEmail', async (route, request: Request) => {
    bodies.push(request.postDataJSON());
    if (answer === 'network') return route.abort('internetdisconnected');
    await route.fulfill({ status: answer.status, json: { status: 'error', errors: [{ code: 'RATE_LIMITED', message: answer.message }] } });
  });
  return bodies;
}

/**
 * Opens `path`. The dialog's code loads only when a trigger is first used (client:trigger), so a marketing
 * page carries no React until then; the test's first click exercises that path every time.
 */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('astro-island[component-url*="ContactDialog"]')).toHaveAttribute('ssr', '');
}

const dialog = (page: Page) => page.getByRole('dialog', { name: copy.title });
const field = (page: Page, label: string) => dialog(page).getByLabel(label, { exact: false });

async function fillIn(page: Page, name = ada.name) {
  await field(page, copy.labels.name).fill(name);
  await field(page, copy.labels.email).fill(ada.email);
  await field(page, copy.labels.company).fill(ada.company);
  await field(page, copy.labels.message).fill(ada.message);
}

test.describe('contact dialog', () => {
  test('opens from the footer with focus inside, and Escape closes it and returns focus', async ({ page }) => {
    await gotoHydrated(page, '/');
    const trigger = page.getByRole('contentinfo').getByRole('link', { name: getSite().footer.contactLabel });
    await expect(trigger).toHaveAttribute('href', /^mailto:/); // the no-JavaScript fallback
    await trigger.click();

    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect(field(page, copy.labels.name)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the close button closes it', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: getSite().footer.contactLabel }).click();
    await dialog(page).getByRole('button', { name: copy.close }).click();
    await expect(dialog(page)).toBeHidden();
  });

  test('from the footer, submitting empty fields shows what is missing and sends nothing', async ({ page }) => {
    const bodies = await recordSupportEmail(page);
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: getSite().footer.contactLabel }).click();
    await dialog(page).getByRole('button', { name: copy.submit }).click();

    for (const text of [copy.errors.nameRequired, copy.errors.emailRequired, copy.errors.messageRequired]) {
      await expect(dialog(page).getByText(text)).toBeVisible();
    }
    await expect(field(page, copy.labels.name)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, copy.labels.name)).toBeFocused();
    expect(bodies).toHaveLength(0);
  });

  test('from the footer, a sent message carries the "Contact" label and reaches the support outbox', async ({ page }) => {
    const name = `Footer Sender ${Date.now()}`;
    const bodies = await recordSupportEmail(page);
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: getSite().footer.contactLabel }).click();
    await fillIn(page, name);
    await dialog(page).getByRole('button', { name: copy.submit }).click();
    await expect(dialog(page).getByRole('status')).toHaveText(messages.contact.success);
    expect(bodies).toEqual([{ subject: `Contact - ${name}`, ...ada, name }]);
    const [mail] = outboxMessages(`Contact - ${name}`);
    expect(mail).toMatch(/^To: .*support@hirewise\.example/m);
    expect(mail).toContain(ada.message);
  });

  test('from pricing, "Get in touch" sends a Pricing Inquiry, thanks the sender and closes after 3 s', async ({ page }) => {
    const name = `Pricing Sender ${Date.now()}`;
    const bodies = await recordSupportEmail(page);
    await gotoHydrated(page, '/pricing');
    // A paused fake clock: time moves only when the test says so, however slow the machine is.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole('link', { name: 'Get in touch' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(field(page, copy.labels.name)).toBeFocused();

    await fillIn(page, name);
    await dialog(page).getByRole('button', { name: copy.submit }).click();
    await expect(dialog(page).getByRole('status')).toHaveText(messages.contact.success);
    expect(bodies).toEqual([{ subject: `Pricing Inquiry - ${name}`, ...ada, name }]);
    expect(outboxMessages(`Pricing Inquiry - ${name}`)).toHaveLength(1);
    await expect(field(page, copy.labels.name)).toHaveValue('');
    await expect(field(page, copy.labels.message)).toHaveValue('');

    await page.clock.runFor(CONTACT_CLOSE_AFTER_SUCCESS_MS - 100);
    await expect(dialog(page)).toBeVisible();
    await page.clock.runFor(100);
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Get in touch' })).toBeFocused();
  });

  test('when sending fails with no answer, SPEC\'s error is shown and nothing typed is lost', async ({ page }) => {
    const bodies = await failSupportEmail(page, 'network');
    await gotoHydrated(page, '/pricing');
    await page.getByRole('link', { name: 'Get in touch' }).click();
    await fillIn(page);
    await dialog(page).getByRole('button', { name: copy.submit }).click();

    await expect(dialog(page).getByRole('alert')).toHaveText(messages.contact.error);
    expect(bodies).toHaveLength(1);
    await expect(dialog(page)).toBeVisible();
    await expect(field(page, copy.labels.name)).toHaveValue(ada.name);
    await expect(field(page, copy.labels.email)).toHaveValue(ada.email);
    await expect(field(page, copy.labels.company)).toHaveValue(ada.company);
    await expect(field(page, copy.labels.message)).toHaveValue(ada.message);
    await expect(dialog(page).getByRole('button', { name: copy.submit })).toBeEnabled();
  });

  test('when the API refuses with a reason (a rate limit), the sender reads that reason', async ({ page }) => {
    const reason = 'Too many requests. Please try again in 42 minutes.';
    await failSupportEmail(page, { status: 429, message: reason });
    await gotoHydrated(page, '/pricing');
    await page.getByRole('link', { name: 'Get in touch' }).click();
    await fillIn(page);
    await dialog(page).getByRole('button', { name: copy.submit }).click();

    await expect(dialog(page).getByRole('alert')).toHaveText(reason);
    await expect(field(page, copy.labels.message)).toHaveValue(ada.message);
  });
});
