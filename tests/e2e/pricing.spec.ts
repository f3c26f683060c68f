import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getPricing } from '../../src/lib/content/index.ts';
import { collectPageErrors } from './console';

const pricing = getPricing();

const plans = (page: Page) => page.getByRole('region', { name: pricing.plansHeading });
/** A plan card as assistive tech sees it: the face turned away is not in the accessibility tree. */
const plan = (page: Page, name: string) => plans(page).getByRole('article', { name });
const monthlyOption = (page: Page) => page.getByRole('radio', { name: 'Monthly', exact: true });
// £99 a year against 12 × £29.99 = £359.88: 72% off (worked out from the plans by lib/pricing/annual-saving).
const annualOption = (page: Page) => page.getByRole('radio', { name: 'Annual (72% off)', exact: true });
const faqQuestion = (page: Page, index: number) => page.getByText(pricing.faq.items[index]!.question, { exact: true });
const faqAnswer = (page: Page, index: number) => page.getByText(pricing.faq.items[index]!.answer, { exact: true });

async function expectAnnualShown(page: Page) {
  await expect(annualOption(page)).toBeChecked();
  await expect(plan(page, 'Unlimited Annual')).toBeVisible();
  await expect(plan(page, 'Unlimited Monthly')).toHaveCount(0);
  await expect(plans(page).getByRole('article')).toHaveCount(3);
}

async function expectMonthlyShown(page: Page) {
  await expect(monthlyOption(page)).toBeChecked();
  await expect(plan(page, 'Unlimited Monthly')).toBeVisible();
  await expect(plan(page, 'Unlimited Annual')).toHaveCount(0);
  await expect(plans(page).getByRole('article')).toHaveCount(3);
}

test.describe('pricing page', () => {
  test('shows the annual plans by default: £99 per year, marked Hot', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/pricing');
    await expect(page.getByRole('group', { name: pricing.toggle.label })).toBeVisible();
    await expect(monthlyOption(page)).not.toBeChecked();
    await expectAnnualShown(page);

    const annual = plan(page, 'Unlimited Annual');
    await expect(annual).toContainText('£99');
    await expect(annual).toContainText('per year');
    await expect(annual.getByText('Hot', { exact: true })).toBeVisible();
    await expect(plan(page, 'Free forever')).toContainText('£0');
    await expect(plan(page, 'Lifetime CV Builder')).toContainText('£499');
    await expect(page.locator('[data-plan="unlimited-monthly"]')).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('switching to monthly flips to £29.99 per month and hides the annual cards; switching back restores them', async ({ page }) => {
    await page.goto('/pricing');
    const grid = plans(page).getByRole('list').first();
    const heightBefore = (await grid.boundingBox())!.height;

    await monthlyOption(page).click();
    await expectMonthlyShown(page);
    const monthly = plan(page, 'Unlimited Monthly');
    await expect(monthly).toContainText('£29.99');
    await expect(monthly).toContainText('per month');
    await expect(page.locator('[data-plan="unlimited-annual"]')).toBeHidden();
    await expect(plans(page).getByText('Hot', { exact: true })).toBeHidden();
    // Both faces share one cell, so the row keeps its height through the flip.
    expect((await grid.boundingBox())!.height).toBe(heightBefore);

    await annualOption(page).click();
    await expectAnnualShown(page);
    await expect(plan(page, 'Unlimited Annual')).toContainText('£99');
    await expect(page.locator('[data-plan="unlimited-monthly"]')).toBeHidden();
  });

  test('paid plan buttons are disabled on both billing periods; the free plan links to sign-up', async ({ page }) => {
    await page.goto('/pricing');
    for (const option of [annualOption, monthlyOption]) {
      await option(page).click();
      const paid = plans(page).getByRole('button', { name: 'Coming soon' });
      await expect(paid).toHaveCount(2);
      for (const button of await paid.all()) await expect(button).toBeDisabled();
      await expect(plan(page, 'Free forever').getByRole('link', { name: 'Get started free' })).toHaveAttribute('href', '/register');
    }
  });

  test('the billing switch works from the keyboard, and Tab reaches only the plans on show', async ({ page }) => {
    await page.goto('/pricing');
    await monthlyOption(page).focus();
    await page.keyboard.press('Space');
    await expectMonthlyShown(page);

    await page.keyboard.press('ArrowRight');
    await expectAnnualShown(page);
    await expect(annualOption(page)).toBeFocused();

    // The next stop is the free plan's link on the annual face, never the one on the hidden monthly face.
    await page.keyboard.press('Tab');
    await expect(plan(page, 'Free forever').getByRole('link', { name: 'Get started free' })).toBeFocused();
    await expect(page.locator('[data-face="monthly"] a:focus')).toHaveCount(0);
  });

  test('under reduced motion the plans swap without turning', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/pricing');
    const turn = () => page.locator('.flip__inner').nth(1).evaluate((el) => getComputedStyle(el).transform);
    expect(await turn()).toBe('none');
    await monthlyOption(page).click();
    expect(await turn()).toBe('none');
    await expectMonthlyShown(page);
  });

  test('services: CV Overhaul £299 and Private Career Coaching £199 per hour, booked by e-mail in place, claiming no new tab', async ({ page }) => {
    await page.goto('/pricing');
    const overhaul = page.getByRole('article', { name: 'CV Overhaul' });
    const coaching = page.getByRole('article', { name: 'Private Career Coaching' });
    await expect(overhaul).toContainText('£299');
    await expect(coaching).toContainText('£199');
    await expect(coaching).toContainText('per hour');
    for (const [card, name] of [[overhaul, 'Book a CV overhaul'], [coaching, 'Book a coaching session']] as const) {
      // Both book by e-mail: the mail app opens, not a tab, so the link's name says nothing of a new tab.
      const book = card.getByRole('link', { name, exact: true });
      await expect(book).toHaveAttribute('href', /^mailto:support@hirewise\.example\?subject=/);
      expect(await book.getAttribute('target')).toBeNull();
    }
  });

  test('FAQ: one answer open at a time, and the open question folds away when clicked', async ({ page }) => {
    await page.goto('/pricing');
    for (const index of pricing.faq.items.keys()) await expect(faqAnswer(page, index)).toBeHidden();

    await faqQuestion(page, 0).click();
    await expect(faqAnswer(page, 0)).toBeVisible();
    await expect(faqAnswer(page, 0)).toContainText('15 AI credits');

    await faqQuestion(page, 1).click();
    await expect(faqAnswer(page, 1)).toBeVisible();
    await expect(faqAnswer(page, 0)).toBeHidden();

    await faqQuestion(page, 1).click();
    await expect(faqAnswer(page, 1)).toBeHidden();
    for (const index of pricing.faq.items.keys()) await expect(faqAnswer(page, index)).toBeHidden();
  });

  test('FAQ answers say what SPEC.md promises', async ({ page }) => {
    await page.goto('/pricing');
    const facts = [/15 AI credits/, /cancel .*keep access until the end of the period/i, /don't give refunds for partial periods/, /card through .*card payment provider/];
    for (const [index, fact] of facts.entries()) {
      await faqQuestion(page, index).click();
      await expect(faqAnswer(page, index)).toHaveText(fact);
    }
  });

  test('axe finds no serious or critical violation with the monthly plans and an FAQ answer open', async ({ page }) => {
    await page.goto('/pricing');
    await monthlyOption(page).click();
    await expectMonthlyShown(page);
    await faqQuestion(page, 0).click();
    await expect(faqAnswer(page, 0)).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
    expect(serious).toEqual([]);
  });

  test('"Get in touch" is a contact trigger with the Pricing Inquiry subject and a mailto fallback', async ({ page }) => {
    await page.goto('/pricing');
    const trigger = page.getByRole('link', { name: 'Get in touch' });
    await expect(trigger).toHaveAttribute('data-contact-subject', 'Pricing Inquiry');
    await expect(trigger).toHaveAttribute('data-contact-trigger', '');
    await expect(trigger).toHaveAttribute('href', /^mailto:[^?]+\?subject=Pricing%20Inquiry$/);
  });
});

test.describe('pricing page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the billing switch and the FAQ still work', async ({ page }) => {
    await page.goto('/pricing');
    await expectAnnualShown(page);
    await monthlyOption(page).click();
    await expectMonthlyShown(page);
    await expect(plan(page, 'Unlimited Monthly')).toContainText('£29.99');

    await faqQuestion(page, 2).click();
    await expect(faqAnswer(page, 2)).toBeVisible();
    await faqQuestion(page, 3).click();
    await expect(faqAnswer(page, 3)).toBeVisible();
    await expect(faqAnswer(page, 2)).toBeHidden();
  });
});
