import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/lib/api/client';
import * as api from '@/lib/api/client';
import { PARSE_SUCCESS_REDIRECT_MS, UPLOAD_ERROR_RESET_MS } from '@/lib/constants';
import { emptyParsedCv } from '@/lib/cv/schema';
import { messages } from '@/lib/messages';
import * as auth from '@/lib/firebase/auth';
import * as storage from '@/lib/firebase/storage';
import { readSession } from '@/lib/session-storage';
import { forgetKeptUpload, readKeptUpload } from '@/lib/upload/kept-upload';
import { goToEditor } from '@/lib/upload/navigate';
import { $onboarding } from '@/stores/onboarding';
import { $session } from '@/stores/session';
import { $upload, $uploadAlert, resetUpload, startUpload, type UploadState } from '@/stores/upload';
import { memoryStorage } from '../upload/memory-storage';

vi.mock('@/lib/firebase/auth', () => ({ ensureVisitorAccount: vi.fn(), getIdToken: vi.fn() }));
vi.mock('@/lib/firebase/storage', () => ({ uploadCv: vi.fn() }));
vi.mock('@/lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/client')>()),
  apiRequest: vi.fn(),
}));
vi.mock('@/lib/upload/navigate', () => ({ goToEditor: vi.fn() }));

const GS_URL = 'gs://demo-hirewise.appspot.com/cv-uploads/uid-1/1700000000000-abc-cv.txt';
const CV = { ...emptyParsedCv(), first_name: 'Kieran', surname: 'Caldwell' };

/** What the store reads of a File (uploadCv, which would read the bytes, is a fake). */
function file(name = 'cv.txt', size = 100, type = 'text/plain') {
  return { name, size, type } as unknown as File;
}

function phases(): UploadState['phase'][] {
  const seen: UploadState['phase'][] = [];
  $upload.listen((state) => {
    if (seen.at(-1) !== state.phase) seen.push(state.phase);
  });
  return seen;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', { sessionStorage: memoryStorage() });
  resetUpload();
  vi.mocked(auth.ensureVisitorAccount).mockResolvedValue('uid-1');
  vi.mocked(auth.getIdToken).mockResolvedValue('token-1');
  vi.mocked(storage.uploadCv).mockImplementation(async (_file, { onProgress }) => {
    onProgress?.(0.5);
    onProgress?.(1);
    return { gsUrl: GS_URL, objectPath: GS_URL.slice(GS_URL.indexOf('cv-uploads')) };
  });
  vi.mocked(api.apiRequest).mockResolvedValue({ status: 'success', data: CV, unplaced: [] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function run(chosen = file()) {
  const result = startUpload(chosen);
  if (result.outcome === 'started') await result.done;
  return result;
}

describe('startUpload', () => {
  test("a visitor's file stays in the browser, with its address, for the account they may log in to; a member's does not", async () => {
    await forgetKeptUpload();
    $session.set({ status: 'signedIn', user: { uid: 'uid-1', email: null, emailVerified: false, isAnonymous: true } });
    const chosen = new File(['Kieran Caldwell'], 'My CV.txt', { type: 'text/plain' });
    await run(chosen);
    expect(await readKeptUpload()).toEqual({ gcsUrl: GS_URL, file: chosen });

    resetUpload();
    $session.set({ status: 'signedIn', user: { uid: 'uid-1', email: 'k@example.com', emailVerified: true, isAnonymous: false } });
    await run(new File(['Kieran Caldwell'], 'Newer CV.txt', { type: 'text/plain' }));
    expect(await readKeptUpload()).toBeNull();
    $session.set({ status: 'unknown', user: null });
  });

  test('uploads as the visitor, parses, stores the session keys and opens the editor after 1 s', async () => {
    $onboarding.set({ answers: { currentRole: 'Engineer' }, questionIndex: 1 });
    const seen = phases();
    await run(file('My CV.txt'));

    expect(seen).toEqual(['uploading', 'parsing', 'success']);
    expect(storage.uploadCv).toHaveBeenCalledWith(expect.objectContaining({ name: 'My CV.txt' }), expect.objectContaining({ uid: 'uid-1' }));
    expect(api.apiRequest).toHaveBeenCalledWith('/parse', {
      method: 'POST',
      body: { cv: { filename: 'My CV.txt', gcs_url: GS_URL } },
      token: 'token-1',
    });
    expect(readSession('parsedCvData')).toEqual(CV);
    expect(readSession('cvGcsUrl')).toBe(GS_URL);
    expect(readSession('onboardingData')).toEqual({ answers: { currentRole: 'Engineer' }, questionIndex: 1 });

    vi.advanceTimersByTime(PARSE_SUCCESS_REDIRECT_MS - 1);
    expect(goToEditor).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(goToEditor).toHaveBeenCalledExactlyOnceWith({ parsedCvData: CV, cvGcsUrl: GS_URL, unplaced: [] });
  });

  test('carries the lines the parser could not place to the editor, for review', async () => {
    vi.mocked(api.apiRequest).mockResolvedValue({ status: 'success', data: CV, unplaced: ['Hobbies: chess'] });
    await run();
    expect(readSession('cvUnplaced')).toEqual(['Hobbies: chess']);
    vi.advanceTimersByTime(PARSE_SUCCESS_REDIRECT_MS);
    expect(goToEditor).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ unplaced: ['Hobbies: chess'] }));
  });

  test('reports upload progress', async () => {
    const progress: number[] = [];
    $upload.listen((state) => {
      if (state.phase === 'uploading') progress.push(state.progress);
    });
    await run(file('cv.txt', 5_000_000));
    expect(progress).toEqual([0, 0.5, 1]);
  });

  test.each([
    { name: 'photo.png', type: 'image/png', size: 10, alert: 'Please upload a PDF, DOC, DOCX, or TXT file' },
    { name: 'cv.pdf', type: 'application/pdf', size: 11 * 1024 * 1024, alert: 'File size must be less than 10MB' },
  ])('refuses $name with an alert and uploads nothing', async ({ name, type, size, alert }) => {
    expect((await run(file(name, size, type))).outcome).toBe('invalid');
    expect($uploadAlert.get()).toBe(alert);
    expect($upload.get().phase).toBe('idle');
    expect(storage.uploadCv).not.toHaveBeenCalled();
  });

  test('a valid file clears an earlier alert', async () => {
    await run(file('photo.png', 10, 'image/png'));
    await run();
    expect($uploadAlert.get()).toBeNull();
  });

  test('refuses a second upload while one is processing', async () => {
    let finish!: () => void;
    vi.mocked(storage.uploadCv).mockImplementation(
      () => new Promise((resolve) => (finish = () => resolve({ gsUrl: GS_URL, objectPath: 'x' }))),
    );
    const first = startUpload(file());
    await vi.waitFor(() => expect(storage.uploadCv).toHaveBeenCalledOnce());
    expect(startUpload(file('other.txt')).outcome).toBe('refused');
    finish();
    if (first.outcome === 'started') await first.done;
    expect(startUpload(file('third.txt')).outcome).toBe('refused'); // success: the redirect is pending
    expect(storage.uploadCv).toHaveBeenCalledOnce();
  });

  test.each([
    {
      label: 'a storage failure',
      arrange: () => vi.mocked(storage.uploadCv).mockRejectedValue(new Error('Failed to upload file')),
      shown: 'Error: Failed to upload file',
    },
    {
      // The API client words a refusal as SPEC §8's 'API Error: {status} {statusText} - {server's messages}'.
      label: 'a refusal',
      arrange: () =>
        vi.mocked(api.apiRequest).mockRejectedValue(
          new ApiError(422, messages.api.error(422, 'Unprocessable Entity', 'This file is empty.'), {
            status: 'error',
            errors: [{ message: 'This file is empty.' }],
          }),
        ),
      shown: 'Error: API Error: 422 Unprocessable Entity - This file is empty.',
    },
    {
      label: 'a refusal without a message',
      arrange: () => vi.mocked(api.apiRequest).mockRejectedValue(new ApiError(500, messages.api.error(500, 'Internal Server Error'))),
      shown: 'Error: API Error: 500 Internal Server Error',
    },
    {
      label: 'a status other than success',
      arrange: () => vi.mocked(api.apiRequest).mockResolvedValue({ status: 'error', errors: [{ message: 'Nope' }] }),
      shown: 'Error: Nope',
    },
    {
      label: 'success without data',
      arrange: () => vi.mocked(api.apiRequest).mockResolvedValue({ status: 'success' }),
      shown: 'Error: Failed to parse CV',
    },
    {
      label: 'something that is not an Error',
      arrange: () => vi.mocked(storage.uploadCv).mockRejectedValue('boom'),
      shown: 'Error: Unknown error',
    },
  ])('$label shows "$shown" for 5 s, then the screen resets', async ({ arrange, shown }) => {
    arrange();
    await run();
    expect($upload.get()).toEqual({ phase: 'error', message: shown });
    expect(readSession('parsedCvData')).toBeUndefined();
    vi.advanceTimersByTime(UPLOAD_ERROR_RESET_MS - 1);
    expect($upload.get().phase).toBe('error');
    vi.advanceTimersByTime(1);
    expect($upload.get().phase).toBe('idle');
    expect(goToEditor).not.toHaveBeenCalled();
  });
});
