// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import * as api from '@/lib/api/client';
import { PARSE_SUCCESS_REDIRECT_MS, UPLOAD_ERROR_RESET_MS } from '@/lib/constants';
import { getApp } from '@/lib/content';
import { emptyParsedCv } from '@/lib/cv/schema';
import * as storage from '@/lib/firebase/storage';
import { goToEditor } from '@/lib/upload/navigate';
import { RATE_LIMITED_MESSAGE } from '@/server/rate-limit';
import UploadScreen from '@/screens/upload/UploadScreen';
import UploadStatus from '@/screens/upload/UploadStatus';
import { resetOnboarding } from '@/stores/onboarding';
import { $upload, resetUpload } from '@/stores/upload';

vi.mock('@/lib/firebase/auth', () => ({ ensureVisitorAccount: vi.fn(async () => 'uid-1'), getIdToken: vi.fn(async () => 'token') }));
vi.mock('@/lib/firebase/storage', () => ({ uploadCv: vi.fn() }));
vi.mock('@/lib/firebase/firestore', () => ({ saveOnboardingAnswer: vi.fn(async () => undefined) }));
vi.mock('@/lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/client')>()),
  apiRequest: vi.fn(),
}));
vi.mock('@/lib/upload/navigate', () => ({ goToEditor: vi.fn() }));
vi.mock('@/stores/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/stores/session')>()),
  startSession: vi.fn(async () => undefined),
}));

const { screens, upload, coach } = getApp();
const GS_URL = 'gs://bucket/cv-uploads/uid-1/1-abc-cv.txt';

function renderScreen() {
  return render(<UploadScreen heading={screens.upload.heading} copy={upload} coach={coach} />);
}

/** The drop area's one control: the native file input, named by the zone's label (a button to Chromium and Playwright). */
const dropZone = () => screen.getByLabelText(upload.dropLabel);
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const cvFile = (name = 'cv.txt', type = 'text/plain', content = 'Jane Doe') => new File([content], name, { type });

/** A promise the test settles when it wants, to observe an in-between state. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  resetUpload();
  resetOnboarding();
  sessionStorage.clear();
  vi.mocked(storage.uploadCv).mockResolvedValue({ gsUrl: GS_URL, objectPath: 'cv-uploads/uid-1/1-abc-cv.txt' });
  vi.mocked(api.apiRequest).mockResolvedValue({ status: 'success', data: { ...emptyParsedCv(), first_name: 'Jane' } });
});
afterEach(() => vi.useRealTimers());

describe('UploadScreen', () => {
  test('server-renders the heading, tagline, hint, badges and drop area', () => {
    const html = renderToString(<UploadScreen heading={screens.upload.heading} copy={upload} coach={coach} />);
    for (const text of ['Upload Your CV', 'Get your CV optimised in seconds with AI', 'PDF, DOC, DOCX up to 10MB', upload.dropLabel, ...upload.badges]) {
      expect(html).toContain(text);
    }
    expect(upload.badges).toHaveLength(3);
  });

  test('the drop area is a native file input in the tab order, described by the hint, that a click anywhere on the zone opens', async () => {
    const user = userEvent.setup();
    renderScreen();
    const click = vi.fn();
    fileInput().addEventListener('click', click);
    expect(dropZone()).toBe(fileInput());
    expect(dropZone().getAttribute('aria-describedby')).toBe(screen.getByText(upload.hint).id);
    await user.tab();
    expect(document.activeElement).toBe(fileInput());
    // The label wraps the input: its native activation needs no script, so it works before hydration too.
    await user.click(screen.getByText(upload.hint));
    expect(click).toHaveBeenCalledOnce();
  });

  test('a file chosen in the server-rendered page before hydration is uploaded once the island starts', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<UploadScreen heading={screens.upload.heading} copy={upload} coach={coach} />);
    document.body.append(container);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    // What the browser's picker leaves behind; its change event fired while no script listened.
    Object.defineProperty(input, 'files', { value: [cvFile('early.txt')], configurable: true });
    await act(async () => {
      hydrateRoot(container, <UploadScreen heading={screens.upload.heading} copy={upload} coach={coach} />);
    });
    await vi.waitFor(() => expect(storage.uploadCv).toHaveBeenCalledOnce());
    expect(vi.mocked(storage.uploadCv).mock.calls[0]![0].name).toBe('early.txt');
    // The hydrated island keeps the same input: no second one was rendered.
    expect(container.querySelectorAll('input[type="file"]')).toHaveLength(1);
    expect(container.querySelector('input[type="file"]')).toBe(input);
    await vi.waitFor(() => expect($upload.get().phase).toBe('success'));
    container.remove();
  });

  test('shows a drag-over state and uses only the first dropped file', async () => {
    renderScreen();
    const zone = dropZone().closest('label')!;
    const files = [cvFile('first.txt'), cvFile('second.txt')];
    fireEvent.dragEnter(zone, { dataTransfer: { files, dropEffect: 'none' } });
    expect(zone.dataset.dragOver).toBe('true');
    expect(screen.getByLabelText(upload.dragOverLabel)).toBe(fileInput());
    await act(async () => {
      fireEvent.drop(zone, { dataTransfer: { files } });
    });
    expect(zone.dataset.dragOver).toBeUndefined();
    await vi.waitFor(() => expect(storage.uploadCv).toHaveBeenCalledOnce());
    expect(vi.mocked(storage.uploadCv).mock.calls[0]![0].name).toBe('first.txt');
    // The flow runs on after the drop: let it finish here, so it cannot change the next test's screen.
    await vi.waitFor(() => expect($upload.get().phase).toBe('success'));
  });

  test.each([
    { file: () => cvFile('photo.png', 'image/png'), alert: 'Please upload a PDF, DOC, DOCX, or TXT file' },
    { file: () => new File([new Uint8Array(10_485_761)], 'big.pdf', { type: 'application/pdf' }), alert: 'File size must be less than 10MB' },
  ])('refuses with the alert "$alert" and uploads nothing', async ({ file, alert }) => {
    const user = userEvent.setup({ applyAccept: false });
    renderScreen();
    await user.upload(fileInput(), file());
    expect(screen.getByRole('alert').textContent).toBe(alert);
    expect(storage.uploadCv).not.toHaveBeenCalled();
  });

  test("a 0-byte CV is refused before uploading with 'Error: This file is empty. Please choose your CV file.' for 5 s", async () => {
    renderScreen();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const empty = new File([], 'cv.pdf', { type: 'application/pdf' });
    expect(empty.size).toBe(0);
    fireEvent.change(fileInput(), { target: { files: [empty] } });
    expect(screen.getByRole('alert').textContent).toBe('Error: This file is empty. Please choose your CV file.');
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('');
    expect(storage.uploadCv).not.toHaveBeenCalled();
    expect(api.apiRequest).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(UPLOAD_ERROR_RESET_MS - 500));
    expect(screen.getByRole('alert').textContent).toBe('Error: This file is empty. Please choose your CV file.');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('alert').textContent).toBe('');
    vi.useRealTimers();

    // The next, non-empty file uploads as usual.
    fireEvent.change(fileInput(), { target: { files: [cvFile()] } });
    await vi.waitFor(() => expect(storage.uploadCv).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect($upload.get().phase).toBe('success'));
  });

  test('walks through the statuses, opens the coach chat when parsing starts, and redirects 1 s after success', async () => {
    const uploaded = deferred<{ gsUrl: string; objectPath: string }>();
    const parsed = deferred<unknown>();
    vi.mocked(storage.uploadCv).mockReturnValue(uploaded.promise);
    vi.mocked(api.apiRequest).mockReturnValue(parsed.promise);
    const user = userEvent.setup();
    renderScreen();

    await user.upload(fileInput(), cvFile());
    const status = screen.getByRole('status', { name: '' });
    await vi.waitFor(() => expect(status.textContent).toBe('Uploading file...'));
    expect(dropZone()).toHaveProperty('disabled', true);
    expect(screen.queryByRole('complementary', { name: coach.label })).toBeNull();

    await act(async () => uploaded.resolve({ gsUrl: GS_URL, objectPath: 'x' }));
    await vi.waitFor(() => expect(status.textContent).toBe('Parsing CV with AI...'));
    expect(screen.getByRole('complementary', { name: coach.label })).toBeTruthy();
    expect(screen.getByText(coach.questions.currentRole)).toBeTruthy();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => parsed.resolve({ status: 'success', data: { ...emptyParsedCv(), first_name: 'Jane' } }));
    await vi.waitFor(() => expect(status.textContent).toBe('CV parsed successfully! Redirecting...'));
    expect(JSON.parse(sessionStorage.getItem('parsedCvData')!).first_name).toBe('Jane');
    expect(JSON.parse(sessionStorage.getItem('cvGcsUrl')!)).toBe(GS_URL);
    expect(JSON.parse(sessionStorage.getItem('onboardingData')!)).toEqual({ answers: {}, questionIndex: 0 });
    // The conversation goes with it, for the editor to show.
    expect(JSON.parse(sessionStorage.getItem('coachConversation')!).map((message: { text: string }) => message.text)).toEqual([
      coach.greeting,
      coach.questions.currentRole,
    ]);
    act(() => vi.advanceTimersByTime(PARSE_SUCCESS_REDIRECT_MS));
    expect(goToEditor).toHaveBeenCalledOnce();
  });

  test('a second upload in the same tab carries the coach on from the question reached', async () => {
    sessionStorage.setItem('onboardingData', JSON.stringify({ answers: { currentRole: 'Designer', targetRole: 'Lead' }, questionIndex: 2 }));
    vi.mocked(api.apiRequest).mockReturnValue(new Promise(() => undefined));
    const user = userEvent.setup();
    renderScreen();
    await user.upload(fileInput(), cvFile());
    await vi.waitFor(() => expect(screen.getByText(coach.questions.experience)).toBeTruthy());
    expect(screen.queryByText(coach.questions.currentRole)).toBeNull();
  });

  test("a refused parse shows SPEC §8's 'Error: API Error: {status} {statusText} - {message}' for 5 s, then resets", async () => {
    const parsed = deferred<unknown>();
    vi.mocked(api.apiRequest).mockReturnValue(parsed.promise);
    const user = userEvent.setup();
    renderScreen();
    await user.upload(fileInput(), cvFile());
    await vi.waitFor(() => expect(screen.getByText('Parsing CV with AI...')).toBeTruthy());

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const failure = new api.ApiError(422, 'API Error: 422 Unprocessable Entity - This file is empty.', {
      status: 'error',
      errors: [{ message: 'This file is empty.' }],
    });
    await act(async () => parsed.reject(failure));
    const shown = 'Error: API Error: 422 Unprocessable Entity - This file is empty.';
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(shown));
    act(() => vi.advanceTimersByTime(UPLOAD_ERROR_RESET_MS - 500));
    expect(screen.getByRole('alert').textContent).toBe(shown);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(dropZone()).toHaveProperty('disabled', false);
    expect(goToEditor).not.toHaveBeenCalled();
  });
});

describe('UploadScreen past the parse rate limit', () => {
  /** The server's answer past a rate limit: 429 RATE_LIMITED with Retry-After in seconds, in its own words. */
  function tooManyRequests(retryAfterSeconds: number): Response {
    return new Response(JSON.stringify({ status: 'error', errors: [{ code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE }] }), {
      status: 429,
      statusText: 'Too Many Requests',
      headers: { 'Content-Type': 'application/json', 'Retry-After': String(retryAfterSeconds) },
    });
  }

  beforeEach(async () => {
    // The real API client here: the 429 is mocked at the API edge, as fetch's answer to POST /parse.
    const actual = await vi.importActual<typeof import('@/lib/api/client')>('@/lib/api/client');
    vi.mocked(api.apiRequest).mockImplementation(actual.apiRequest);
    // Only the clock is fixed (at 13:23 local time); timers run for real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 13, 23, 0));
  });
  afterEach(() => vi.unstubAllGlobals());

  test.each([
    { retryAfter: 2_520, shown: 'Error: API Error: 429 Too Many Requests - Too many requests. Please try again at 14:05.' },
    { retryAfter: 180, shown: 'Error: API Error: 429 Too Many Requests - Too many requests. Please try again in 3 minutes.' },
  ])('a 429 with Retry-After: $retryAfter shows "$shown"', async ({ retryAfter, shown }) => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => tooManyRequests(retryAfter));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderScreen();

    await user.upload(fileInput(), cvFile());

    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(shown));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/parse']);
    expect(screen.getByRole('alert').textContent).not.toContain('a few minutes');
  });
});

describe('UploadStatus', () => {
  test('shows how much of a large file is sent, and no bar for a small one', () => {
    const { rerender } = render(<UploadStatus state={{ phase: 'uploading', progress: 0.4, bytes: 5_000_000 }} copy={upload} />);
    expect(screen.getByRole('progressbar', { name: upload.progressLabel }).getAttribute('value')).toBe('40');
    expect(screen.getByRole('status').textContent).toBe(upload.status.uploading);
    rerender(<UploadStatus state={{ phase: 'uploading', progress: 0.4, bytes: 20_000 }} copy={upload} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
