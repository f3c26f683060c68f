/**
 * An error answer of the emulator. The Firebase v0 API answers `{error: {code, message}}` (the JS SDK maps
 * 401/403/404 to storage/unauthenticated, storage/unauthorized and storage/object-not-found by status);
 * the GCS JSON API adds an `errors` list, which @google-cloud/storage reads.
 */
export class StorageHttpError extends Error {
  override name = 'StorageHttpError';
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

export const permissionDenied = (): StorageHttpError => new StorageHttpError(403, 'Permission denied.');
export const notFound = (): StorageHttpError => new StorageHttpError(404, 'Not Found.');
export const badRequest = (message = 'Invalid request.'): StorageHttpError => new StorageHttpError(400, message);
export const tooLarge = (): StorageHttpError => new StorageHttpError(413, 'The request body is too large.');

const REASONS: Record<number, string> = { 400: 'invalid', 401: 'required', 403: 'forbidden', 404: 'notFound', 405: 'methodNotAllowed', 409: 'conflict', 413: 'uploadTooLarge' };

/** `{error: {code, message}}` as Firebase Storage answers. */
export function firebaseErrorResponse(error: StorageHttpError): Response {
  return Response.json({ error: { code: error.status, message: error.message } }, { status: error.status, headers: error.headers });
}

/** `{error: {code, message, errors: [...]}}` as the GCS JSON API answers. */
export function gcsErrorResponse(error: StorageHttpError): Response {
  const reason = REASONS[error.status] ?? 'backendError';
  return Response.json(
    { error: { code: error.status, message: error.message, errors: [{ message: error.message, domain: 'global', reason }] } },
    { status: error.status, headers: error.headers },
  );
}
