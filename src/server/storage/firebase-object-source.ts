import { getStorage } from 'firebase-admin/storage';
import { adminApp } from '../firebase/admin-app.ts';
import type { CvObjectSource } from './object-source.ts';

export interface FirebaseObjectSourceOptions {
  bucket: string;
  projectId: string;
  /**
   * host:port of a Storage emulator (local runs and tests). firebase-admin only learns it from the environment
   * (FIREBASE_STORAGE_EMULATOR_HOST, which it turns into @google-cloud/storage's STORAGE_EMULATOR_HOST) when
   * the app's Storage is first created, so both variables are written here first: one emulator per process.
   * Against an emulator @google-cloud/storage sends no Authorization header.
   */
  storageEmulatorHost?: string;
}

/** Upper bound for one HTTP request inside the library; our own per-attempt timeout is shorter. */
const LIBRARY_TIMEOUT_MS = 10_000;

/** Reads CV objects through firebase-admin Storage (the GCS JSON API), one named app per project and emulator. */
export function createFirebaseObjectSource(options: FirebaseObjectSourceOptions): CvObjectSource {
  if (options.storageEmulatorHost) {
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = options.storageEmulatorHost;
    process.env.STORAGE_EMULATOR_HOST = `http://${options.storageEmulatorHost}`;
  }
  const appName = `hirewise-storage-${options.projectId}${options.storageEmulatorHost ? `@${options.storageEmulatorHost}` : ''}`;
  const bucket = getStorage(adminApp(appName, options.projectId)).bucket(options.bucket);
  // Retries and timeouts are ours (with-retries.ts); the library's own (3 retries over up to 600 s) would
  // blow the request's 30 s budget. These are the client's public settings, read on every request.
  bucket.storage.retryOptions.autoRetry = false;
  bucket.storage.retryOptions.maxRetries = 0;
  bucket.storage.timeout = LIBRARY_TIMEOUT_MS;

  return {
    async stat(objectPath) {
      const [meta] = await bucket.file(objectPath).getMetadata();
      return {
        size: Number(meta.size),
        contentType: meta.contentType,
        metadata: Object.fromEntries(
          Object.entries(meta.metadata ?? {}).flatMap(([key, value]) => (value === null || value === undefined ? [] : [[key, String(value)]])),
        ),
      };
    },

    download(objectPath, { signal, maxBytes }) {
      return new Promise<Uint8Array>((resolve, reject) => {
        // Stored bytes only: a gzip Content-Encoding must not let a small object inflate past the size check.
        const stream = bucket.file(objectPath).createReadStream({ decompress: false });
        const chunks: Buffer[] = [];
        let size = 0;
        const onAbort = () => stream.destroy(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        const settle = (error?: unknown) => {
          signal.removeEventListener('abort', onAbort);
          if (error) reject(error);
          else resolve(new Uint8Array(Buffer.concat(chunks)));
        };
        stream.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // Enough to know it is too large: stop reading (the reader answers 413).
          if (size > maxBytes) {
            settle();
            stream.destroy();
          }
        });
        stream.on('end', () => settle());
        // A settled promise ignores later calls, so errors after an early stop are harmless.
        stream.on('error', (error) => settle(error));
      });
    },
  };
}
