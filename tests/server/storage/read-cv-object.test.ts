import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { HttpError } from '../../../src/server/http.ts';
import type { CvObjectSource, CvObjectStat } from '../../../src/server/storage/object-source.ts';
import { createCvReader } from '../../../src/server/storage/read-cv-object.ts';

const bucket = 'demo-hirewise.appspot.com';
const uid = 'ownerUid123';
const objectPath = `cv-uploads/${uid}/1700000000000-cv.pdf`;
const address = `gs://${bucket}/${objectPath}`;
const content = new TextEncoder().encode('%PDF-1.7 a small CV');

/** One scripted answer per attempt: a value, an error to throw, or 'hang' (never answers). */
type Step<T> = T | Error | 'hang';

/** Storage-style errors: HTTP answers carry a numeric code, network failures a system code. */
const httpError = (code: number) => Object.assign(new Error(`HTTP ${code}`), { code });
const networkError = (code = 'ECONNRESET') => Object.assign(new Error('socket hang up'), { code });

/** An in-memory object source that records every call and follows a script per method. */
function fakeSource(script: { stat?: Step<CvObjectStat>[]; download?: Step<Uint8Array>[] } = {}) {
  const calls = { stat: [] as string[], download: [] as string[], aborted: 0 };
  const defaults = { stat: { size: content.byteLength, contentType: 'application/pdf', metadata: { originalName: 'cv.pdf' } }, download: content };
  function play<T>(steps: Step<T>[] | undefined, fallback: T, signal: AbortSignal): Promise<T> {
    const step = steps?.shift() ?? fallback;
    if (step === 'hang') {
      return new Promise((_, reject) =>
        signal.addEventListener('abort', () => {
          calls.aborted++;
          reject(signal.reason);
        }),
      );
    }
    return step instanceof Error ? Promise.reject(step) : Promise.resolve(step);
  }
  const source: CvObjectSource = {
    stat(path, signal) {
      calls.stat.push(path);
      return play(script.stat, defaults.stat, signal);
    },
    download(path, { signal }) {
      calls.download.push(path);
      return play(script.download, defaults.download, signal);
    },
  };
  return { source, calls };
}

/** Settles `promise` while fake time runs, and returns its error (or fails if it resolved). */
async function failureOf(promise: Promise<unknown>, advanceMs = 60_000) {
  const outcome = promise.then(
    () => {
      throw new Error('expected the read to fail');
    },
    (error: unknown) => error,
  );
  await vi.advanceTimersByTimeAsync(advanceMs);
  return outcome;
}

function expectHttp(error: unknown, status: number, code: string, message?: string) {
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).status).toBe(status);
  expect((error as HttpError).code).toBe(code);
  if (message) expect((error as HttpError).message).toBe(message);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createCvReader: reading the caller\'s own CV', () => {
  test('returns the bytes, type, size, file name and upload metadata', async () => {
    const { source, calls } = fakeSource();
    const reader = createCvReader({ bucket, projectId: 'demo-hirewise', source });
    await expect(reader.read(address, uid)).resolves.toEqual({
      bytes: content,
      contentType: 'application/pdf',
      size: content.byteLength,
      name: '1700000000000-cv.pdf',
      metadata: { originalName: 'cv.pdf' },
    });
    expect(calls.stat).toEqual([objectPath]);
    expect(calls.download).toEqual([objectPath]);
  });

  test('an object without a stored type is application/octet-stream (parsers sniff the bytes anyway)', async () => {
    const { source } = fakeSource({ stat: [{ size: content.byteLength, metadata: {} }] });
    const result = await createCvReader({ bucket, projectId: 'p', source }).read(address, uid);
    expect(result.contentType).toBe('application/octet-stream');
  });
});

describe('createCvReader: refusals that never touch storage', () => {
  test.each([
    { label: 'another user\'s CV', input: `gs://${bucket}/cv-uploads/victimUid/1700000000000-cv.pdf`, status: 403, code: 'FORBIDDEN_FILE' },
    { label: 'the metadata server', input: 'http://169.254.169.254/computeMetadata/v1/', status: 400, code: 'INVALID_REQUEST' },
    { label: 'a file: URL', input: 'file:///etc/passwd', status: 400, code: 'INVALID_REQUEST' },
    { label: 'another bucket', input: `gs://other-bucket/${objectPath}`, status: 400, code: 'INVALID_REQUEST' },
    { label: 'a traversal', input: `gs://${bucket}/cv-uploads/${uid}/..%2FvictimUid%2Fcv.pdf`, status: 400, code: 'INVALID_REQUEST' },
  ])('$label -> $status $code', async ({ input, status, code }) => {
    const { source, calls } = fakeSource();
    expectHttp(await failureOf(createCvReader({ bucket, projectId: 'p', source }).read(input, uid)), status, code);
    expect(calls.stat).toEqual([]);
    expect(calls.download).toEqual([]);
  });
});

describe('createCvReader: missing and oversized files', () => {
  test('a missing object -> 404 FILE_NOT_FOUND at once (no retries)', async () => {
    const { source, calls } = fakeSource({ stat: [httpError(404)] });
    const error = await failureOf(createCvReader({ bucket, projectId: 'p', source }).read(address, uid));
    expectHttp(error, 404, 'FILE_NOT_FOUND', 'We could not find that file. Please upload it again.');
    expect(calls.stat).toHaveLength(1);
  });

  test('an object deleted between metadata and download -> 404', async () => {
    const { source } = fakeSource({ download: [httpError(404)] });
    expectHttp(await failureOf(createCvReader({ bucket, projectId: 'p', source }).read(address, uid)), 404, 'FILE_NOT_FOUND');
  });

  test('10485761 bytes -> 413 FILE_TOO_LARGE with the upload screen\'s wording, without downloading', async () => {
    const { source, calls } = fakeSource({ stat: [{ size: 10_485_761, contentType: 'application/pdf', metadata: {} }] });
    const error = await failureOf(createCvReader({ bucket, projectId: 'p', source }).read(address, uid));
    expectHttp(error, 413, 'FILE_TOO_LARGE', 'File size must be less than 10MB');
    expect(calls.download).toEqual([]);
  });

  test('exactly 10485760 bytes is read', async () => {
    const bytes = new Uint8Array(10_485_760);
    const { source } = fakeSource({ stat: [{ size: bytes.byteLength, metadata: {} }], download: [bytes] });
    await expect(createCvReader({ bucket, projectId: 'p', source }).read(address, uid)).resolves.toMatchObject({ size: 10_485_760 });
  });

  test('a smaller maxBytes applies too', async () => {
    const { source } = fakeSource();
    const error = await failureOf(createCvReader({ bucket, projectId: 'p', source }).read(address, uid, { maxBytes: 5 }));
    expectHttp(error, 413, 'FILE_TOO_LARGE');
  });

  test('more bytes than the metadata promised -> 413 all the same', async () => {
    const { source } = fakeSource({ stat: [{ size: 10, metadata: {} }], download: [new Uint8Array(11)] });
    const error = await failureOf(createCvReader({ bucket, projectId: 'p', source }).read(address, uid, { maxBytes: 10 }));
    expectHttp(error, 413, 'FILE_TOO_LARGE');
  });
});

describe('createCvReader: retries and timeouts (SECURITY.md §4)', () => {
  test.each([
    ['503', httpError(503)],
    ['500', httpError(500)],
    ['429', httpError(429)],
    ['a reset connection', networkError('ECONNRESET')],
    ['a refused connection', networkError('ECONNREFUSED')],
  ])('metadata failing twice with %s, then answering -> the file is read', async (_label, failure) => {
    const { source, calls } = fakeSource({ stat: [failure, failure] });
    const result = createCvReader({ bucket, projectId: 'p', source }).read(address, uid);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(result).resolves.toMatchObject({ bytes: content });
    expect(calls.stat).toHaveLength(3);
  });

  test('storage answering 503 every time -> 503 UPSTREAM_UNAVAILABLE + Retry-After: 30 after 3 attempts', async () => {
    const { source, calls } = fakeSource({ stat: [httpError(503), httpError(503), httpError(503)] });
    const error = await failureOf(createCvReader({ bucket, projectId: 'p', source }).read(address, uid));
    expectHttp(error, 503, 'UPSTREAM_UNAVAILABLE', 'Our file service is busy. Please try again in a minute.');
    expect((error as HttpError).headers).toEqual({ 'Retry-After': '30' });
    expect(calls.stat).toHaveLength(3);
    expect(calls.download).toEqual([]);
  });

  test.each([
    ['shortest', 0, 375, 750],
    ['longest', 1 - 1e-9, 625, 1_250],
  ])('retries wait about 0.5 s, then about 1 s, jittered by up to 25 %% (%s draw)', async (_label, draw, first, second) => {
    vi.spyOn(Math, 'random').mockReturnValue(draw);
    const { source, calls } = fakeSource({ stat: [httpError(503), httpError(503), httpError(503)] });
    const settled = vi.fn();
    createCvReader({ bucket, projectId: 'p', source }).read(address, uid).catch(settled);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.stat).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(Math.ceil(first) - 1);
    expect(calls.stat).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.stat).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(Math.ceil(second) - 1);
    expect(calls.stat).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.stat).toHaveLength(3);
    expect(settled).toHaveBeenCalledOnce();
  });

  test('a download failing with 502 is retried like metadata', async () => {
    const { source, calls } = fakeSource({ download: [httpError(502)] });
    const result = createCvReader({ bucket, projectId: 'p', source }).read(address, uid);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toMatchObject({ bytes: content });
    expect(calls.download).toHaveLength(2);
  });

  test('storage that never answers: each attempt is cut at 5 s and abandoned, then 503', async () => {
    const { source, calls } = fakeSource({ stat: ['hang', 'hang', 'hang'] });
    const settled = vi.fn();
    const result = createCvReader({ bucket, projectId: 'p', source }).read(address, uid);
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls.aborted).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.aborted).toBe(1);
    // Three 5 s attempts plus at most 0.625 s + 1.25 s of waiting.
    await vi.advanceTimersByTimeAsync(2 * 5_000 + 1_875);
    expect(settled).toHaveBeenCalledOnce();
    expectHttp(settled.mock.calls[0]![0], 503, 'UPSTREAM_UNAVAILABLE');
    expect(calls).toMatchObject({ aborted: 3 });
    expect(calls.stat).toHaveLength(3);
  });

  test('a slow download (8 s) takes the timeout path and succeeds on the retry', async () => {
    const { source, calls } = fakeSource({ download: ['hang'] });
    const result = createCvReader({ bucket, projectId: 'p', source }).read(address, uid);
    await vi.advanceTimersByTimeAsync(5_000 + 1_000);
    await expect(result).resolves.toMatchObject({ bytes: content });
    expect(calls.download).toHaveLength(2);
    expect(calls.aborted).toBe(1);
  });

  test.each([
    ['403 (our credentials)', 403],
    ['401', 401],
    ['400', 400],
  ])('storage answering %s is not retried and is not blamed on the user', async (_label, code) => {
    const { source, calls } = fakeSource({ stat: [httpError(code)] });
    const error = await failureOf(createCvReader({ bucket, projectId: 'p', source }).read(address, uid));
    expect(error).not.toBeInstanceOf(HttpError);
    expect(calls.stat).toHaveLength(1);
  });

  test('the request\'s own deadline stops retrying at once and surfaces its reason', async () => {
    const { source, calls } = fakeSource({ stat: [httpError(503), httpError(503), httpError(503)] });
    const deadline = new AbortController();
    const settled = vi.fn();
    createCvReader({ bucket, projectId: 'p', source }).read(address, uid, { signal: deadline.signal }).catch(settled);
    await vi.advanceTimersByTimeAsync(100);
    const reason = new Error('request deadline');
    deadline.abort(reason);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledWith(reason);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.stat).toHaveLength(1);
  });

  test('the deadline also cuts an attempt in flight', async () => {
    const { source, calls } = fakeSource({ stat: ['hang'] });
    const deadline = new AbortController();
    const settled = vi.fn();
    createCvReader({ bucket, projectId: 'p', source }).read(address, uid, { signal: deadline.signal }).catch(settled);
    await vi.advanceTimersByTimeAsync(1_000);
    deadline.abort(new Error('request deadline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledOnce();
    expect(calls.aborted).toBe(1);
    expect(calls.stat).toHaveLength(1);
  });
});
