import { randomUUID } from 'node:crypto';
import type { Caller } from './token.ts';
import type { WritableMetadata } from './object-metadata.ts';

/** A resumable upload between 'start' and 'finalize'. Bytes are kept in memory: they are capped per object. */
export interface UploadSession {
  id: string;
  bucket: string;
  name: string;
  /** Who started it: the upload URL is the capability afterwards, as in Firebase. */
  caller: Caller;
  metadata: WritableMetadata;
  declaredSize: number;
  chunks: Buffer[];
  received: number;
  status: 'active' | 'final' | 'cancelled';
  /** The answer given at finalize, repeated if the client finalizes again after a lost response. */
  finalAnswer?: { status: number; body: unknown };
  startedAt: number;
}

/** Sessions nobody finishes are dropped after this long. */
const SESSION_TTL_MS = 60 * 60 * 1000;
/** Bounds memory held by abandoned sessions (each holds at most one object's bytes). */
const MAX_OPEN_SESSIONS = 32;

/** In-memory registry of resumable uploads (they do not need to survive a restart: the SDK restarts them). */
export class UploadSessions {
  readonly #sessions = new Map<string, UploadSession>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Opens a session; null when too many are open. */
  start(fields: Pick<UploadSession, 'bucket' | 'name' | 'caller' | 'metadata' | 'declaredSize'>): UploadSession | null {
    this.#prune();
    const open = [...this.#sessions.values()].filter((s) => s.status === 'active').length;
    if (open >= MAX_OPEN_SESSIONS) return null;
    const session: UploadSession = { ...fields, id: randomUUID(), chunks: [], received: 0, status: 'active', startedAt: this.#now() };
    this.#sessions.set(session.id, session);
    return session;
  }

  get(id: string): UploadSession | undefined {
    this.#prune();
    return this.#sessions.get(id);
  }

  #prune(): void {
    const cutoff = this.#now() - SESSION_TTL_MS;
    for (const [id, session] of this.#sessions) if (session.startedAt < cutoff) this.#sessions.delete(id);
  }
}
