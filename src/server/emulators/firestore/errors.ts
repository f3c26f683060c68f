/** The canonical status names the emulator answers with (google.rpc.Code), as Firestore spells them. */
export type StatusName =
  | 'INVALID_ARGUMENT'
  | 'NOT_FOUND'
  | 'ALREADY_EXISTS'
  | 'PERMISSION_DENIED'
  | 'FAILED_PRECONDITION'
  | 'ABORTED'
  | 'UNAUTHENTICATED'
  | 'UNIMPLEMENTED'
  | 'INTERNAL';

/**
 * HTTP status and gRPC number of each status, as Firestore's REST API maps them. The SDKs read these:
 * the lite JS SDK maps the HTTP status to its error code, firebase-admin's REST transport too.
 */
const STATUS: Record<StatusName, { http: number; grpc: number }> = {
  INVALID_ARGUMENT: { http: 400, grpc: 3 },
  NOT_FOUND: { http: 404, grpc: 5 },
  ALREADY_EXISTS: { http: 409, grpc: 6 },
  PERMISSION_DENIED: { http: 403, grpc: 7 },
  FAILED_PRECONDITION: { http: 400, grpc: 9 },
  ABORTED: { http: 409, grpc: 10 },
  UNAUTHENTICATED: { http: 401, grpc: 16 },
  UNIMPLEMENTED: { http: 501, grpc: 12 },
  INTERNAL: { http: 500, grpc: 13 },
};

/** An error that becomes Firestore's error answer `{error: {code, message, status}}`. */
export class FirestoreError extends Error {
  override name = 'FirestoreError';
  readonly status: StatusName;

  constructor(status: StatusName, message: string) {
    super(message);
    this.status = status;
  }

  get httpStatus(): number {
    return STATUS[this.status].http;
  }

  get grpcCode(): number {
    return STATUS[this.status].grpc;
  }

  /** The JSON error body Firestore sends. */
  toJson(): { error: { code: number; message: string; status: StatusName } } {
    return { error: { code: this.httpStatus, message: this.message, status: this.status } };
  }
}

/** Firestore's own wording for a request the security rules refuse. */
export const permissionDenied = () => new FirestoreError('PERMISSION_DENIED', 'Missing or insufficient permissions.');

export const invalidArgument = (message: string) => new FirestoreError('INVALID_ARGUMENT', message);
