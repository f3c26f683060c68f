/**
 * CV uploads to Cloud Storage. Files go to the uploader's own folder under a name nobody can guess
 * (SECURITY.md), and the result is the gs:// address the API reads: no download URL is ever minted, since
 * that would be a long-lived public link to the CV (SECURITY.md).
 */
import { ACCEPTED_EXTENSIONS, ACCEPTED_MIME_TYPES } from '../constants.ts';
import { messages } from '../messages.ts';
import { sanitiseFileName } from '../upload/sanitise-file-name.ts';
import { getStorageService } from './app.ts';

/** A file to upload: a browser File, or any Blob with a name (tests, drag-and-drop shims). */
export type UploadableFile = Blob & { name: string };

export interface UploadCvOptions {
  /** The uploader's uid (anonymous visitors included); the file lands in cv-uploads/{uid}/. */
  uid: string;
  /** Called as bytes go out, with the share sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
}

export interface UploadedCv {
  /** gs://{bucket}/{objectPath}: what /parse and /api/v1/score take as gcs_url. */
  gsUrl: string;
  /** The object's path inside the bucket. */
  objectPath: string;
}

/** Content types by extension, for files the browser gives no type (storage rules require one of the four). */
const TYPE_BY_EXTENSION: Readonly<Record<(typeof ACCEPTED_EXTENSIONS)[number], (typeof ACCEPTED_MIME_TYPES)[number]>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

/** The file's declared type, else the one its extension implies, else a generic binary type. */
export function contentTypeOf(file: UploadableFile): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension as keyof typeof TYPE_BY_EXTENSION] ?? 'application/octet-stream';
}

/** 16 hex characters (64 random bits): enough that nobody can guess another visitor's object name. */
function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The object path of a new upload: cv-uploads/{uid}/{timestamp}-{random}-{sanitised name} (SPEC §7 plus the
 * random part SECURITY.md asks for).
 */
export function cvObjectPath(uid: string, fileName: string, now = Date.now(), random = randomPart()): string {
  if (!uid || uid.includes('/')) throw new Error(messages.storage.uploadFailed);
  return `cv-uploads/${uid}/${now}-${random}-${sanitiseFileName(fileName)}`;
}

/**
 * Uploads a CV with its content type and the custom metadata originalName and uploadTime, reporting progress.
 * Resolves with its gs:// address. Throws Error('Failed to upload file') (SPEC §8) with the cause attached.
 */
export async function uploadCv(file: UploadableFile, { uid, onProgress }: UploadCvOptions): Promise<UploadedCv> {
  try {
    const objectPath = cvObjectPath(uid, file.name);
    const storage = await getStorageService();
    const { ref, uploadBytesResumable } = await import('firebase/storage');
    const task = uploadBytesResumable(ref(storage, objectPath), file, {
      contentType: contentTypeOf(file),
      customMetadata: { originalName: file.name, uploadTime: new Date().toISOString() },
    });
    if (onProgress) {
      task.on('state_changed', ({ bytesTransferred, totalBytes }) => {
        onProgress(totalBytes > 0 ? bytesTransferred / totalBytes : 1);
      });
    }
    const { ref: stored } = await task;
    return { gsUrl: `gs://${stored.bucket}/${stored.fullPath}`, objectPath: stored.fullPath };
  } catch (error) {
    throw new Error(messages.storage.uploadFailed, { cause: error });
  }
}
