// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import ContactDialog from '@/islands/ContactDialog';
import { CONTACT_CLOSE_AFTER_SUCCESS_MS } from '@/lib/constants';
import { getSite } from '@/lib/content';
import { rateLimitedReason } from '@/lib/api/retry-after';
import { messages } from '@/lib/messages';
import { $contactDialog } from '@/stores/contact-dialog';
import { installDialogStandIn } from '../setup/dialog-stand-in';

const copy = getSite().contact;

beforeAll(installDialogStandIn);

/** A fetch whose answer the test releases when it wants, to observe the sending state. */
function deferredFetch() {
  let answer!: (response: Response) => void;
  const fetch = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (response: Response) => act(async () => answer(response)) };
}

/** The island plus a pricing-page style trigger (a mailto link, as the pages render it). */
function renderWithTrigger() {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <a href="mailto:support@hirewise.example" data-contact-trigger data-contact-subject="Pricing Inquiry">
        Get in touch
      </a>
      <ContactDialog copy={copy} />
    </>,
  );
  return { user, trigger: screen.getByRole('link', { name: 'Get in touch' }) };
}

async function openDialog() {
  const rendered = renderWithTrigger();
  await rendered.user.click(rendered.trigger);
  return { ...rendered, dialog: screen.getByRole('dialog', { name: copy.title }) };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });
const submitButton = () => screen.getByRole('button', { name: copy.submit });

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: { name: string; email: string; company?: string; message: string }) {
  await user.type(field(copy.labels.name), values.name);
  await user.type(field(copy.labels.email), values.email);
  if (values.company) await user.type(field(copy.labels.company), values.company);
  await user.type(field(copy.labels.message), values.message);
}

const ada = { name: 'Ada', email: 'ada@example.com', company: 'Analytical Engines', message: 'Do you offer team plans?' };

beforeEach(() => {
  $contactDialog.set({ open: false, subject: '' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ContactDialog', () => {
  test('is closed until a contact trigger is clicked, then opens with focus in the first field', async () => {
    const { user, trigger } = renderWithTrigger();
    expect(screen.queryByRole('dialog')).toBeNull();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => trigger.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true); // the mailto fallback is not followed
    const dialog = screen.getByRole('dialog', { name: copy.title });
    expect(dialog).toHaveProperty('open', true);
    expect(document.activeElement).toBe(field(copy.labels.name));
    expect(within(dialog).getByText(copy.optional)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: copy.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  test('submitting empty fields sends nothing and explains each required field beside it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user } = await openDialog();
    await user.click(submitButton());

    expect(fetch).not.toHaveBeenCalled();
    for (const [label, problem] of [
      [copy.labels.name, copy.errors.nameRequired],
      [copy.labels.email, copy.errors.emailRequired],
      [copy.labels.message, copy.errors.messageRequired],
    ] as const) {
      const input = field(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(problem);
    }
    expect(field(copy.labels.company).hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(field(copy.labels.name));

    // Fixing a field clears its message; a malformed address gets its own message and focus.
    await user.type(field(copy.labels.name), 'Ada');
    await user.type(field(copy.labels.email), 'ada@example');
    await user.type(field(copy.labels.message), 'Hello');
    expect(screen.queryByText(copy.errors.nameRequired)).toBeNull();
    await user.click(submitButton());
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText(copy.errors.emailInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(field(copy.labels.email));
  });

  test('sends the message, shows it is busy, thanks the sender, resets the fields and closes after 3 s', async () => {
    const { fetch, answer } = deferredFetch();
    const { user, trigger } = await openDialog();
    await fillIn(user, ada);
    await user.click(submitButton());

    const busy = screen.getByRole('button', { name: copy.sending });
    expect(busy).toHaveProperty('disabled', true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/sendSupportEmail');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ subject: 'Pricing Inquiry - Ada', ...ada });

    // Fake clocks from here on: the auto-close timer starts when the answer arrives. (Earlier, they would stall
    // Testing Library's own zero-delay waits inside user-event actions.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await answer(new Response(null, { status: 200 }));
    expect(screen.getByRole('status').textContent).toBe(messages.contact.success);
    for (const label of [copy.labels.name, copy.labels.email, copy.labels.company, copy.labels.message]) {
      expect(field(label)).toHaveProperty('value', '');
    }
    expect(submitButton()).toHaveProperty('disabled', false);

    act(() => vi.advanceTimersByTime(CONTACT_CLOSE_AFTER_SUCCESS_MS - 1));
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  test('a failed send shows the error, keeps every field, and a retry can succeed', async () => {
    const { fetch, answer } = deferredFetch();
    const { user } = await openDialog();
    await fillIn(user, ada);
    await user.click(submitButton());
    await answer(new Response('boom', { status: 500, statusText: 'Internal Server Error' }));

    expect(screen.getByRole('alert').textContent).toBe(messages.contact.error);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(field(copy.labels.name)).toHaveProperty('value', ada.name);
    expect(field(copy.labels.email)).toHaveProperty('value', ada.email);
    expect(field(copy.labels.company)).toHaveProperty('value', ada.company);
    expect(field(copy.labels.message)).toHaveProperty('value', ada.message);

    await user.click(submitButton());
    expect(fetch).toHaveBeenCalledTimes(2);
    await answer(new Response(null, { status: 200 }));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.getByRole('status').textContent).toBe(messages.contact.success);
  });

  test('when the API says why it refused (a rate limit), that reason is shown instead of the generic text', async () => {
    const { fetch, answer } = deferredFetch();
    const { user } = await openDialog();
    await fillIn(user, ada);
    await user.click(submitButton());
    const asked = new Date();
    await answer(
      new Response(JSON.stringify({ status: 'error', errors: [{ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes.' }] }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '3600' },
      }),
    );

    // The rate limit's reason, worded by the API client from Retry-After: when the sender may try again.
    const shown = screen.getByRole('alert').textContent;
    const answered = new Date();
    expect([rateLimitedReason(3_600_000, asked), rateLimitedReason(3_600_000, answered)]).toContain(shown);
    expect(field(copy.labels.message)).toHaveProperty('value', ada.message);

    // A later failure with nothing to say falls back to SPEC's text, not to the old reason.
    fetch.mockImplementationOnce(async () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.contact.error));
  });

  test.each([
    { case: 'a network failure', respond: async () => Promise.reject(new TypeError('Failed to fetch')) },
    { case: 'an answer that is not the API envelope', respond: async () => new Response('<h1>Bad gateway</h1>', { status: 502 }) },
    { case: 'an envelope without a message', respond: async () => Response.json({ status: 'error', errors: [{ code: 'X', message: ' ' }] }, { status: 500 }) },
  ])('$case shows SPEC\'s generic text', async ({ respond }) => {
    vi.stubGlobal('fetch', vi.fn(respond));
    const { user } = await openDialog();
    await fillIn(user, ada);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.contact.error));
  });

  test('sends no company when it is left empty', async () => {
    const { fetch, answer } = deferredFetch();
    const { user } = await openDialog();
    await fillIn(user, { name: ' Grace ', email: 'grace@example.com', message: 'Hi' });
    await user.click(submitButton());
    await answer(new Response(null, { status: 200 }));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      subject: 'Pricing Inquiry - Grace',
      name: 'Grace',
      email: 'grace@example.com',
      message: 'Hi',
    });
  });
});
