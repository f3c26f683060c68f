import { getAuth } from 'firebase-admin/auth';
import { getStorage } from 'firebase-admin/storage';
import { FieldValue } from '../firebase/firestore-api.ts';
import type { ExportedUpload } from '../../lib/api/schemas/account.ts';
import type { ServerConfig } from '../config.ts';
import { EMULATOR_HOST_VARIABLES } from '../deployment.ts';
import { adminApp } from '../firebase/admin-app.ts';
import { adminFirestore } from '../firebase/admin-firestore.ts';
import { fieldsToJson } from '../firebase/firestore-json.ts';
import { assertPlainUid, uploadsPrefix, type AccountData } from './account-data.ts';

export interface FirebaseAccountDataOptions {
  projectId: string;
  /** The bucket holding cv-uploads/. */
  bucket: string;
}

/** Upper bound for one Storage request; the library's default retries would outlast any browser's patience. */
const STORAGE_TIMEOUT_MS = 10_000;
const STORAGE_MAX_RETRIES = 2;

/** An ISO 8601 string of a date the SDK gave as text, or null when it gave none or an unreadable one. */
function isoOrNull(value: string | undefined | null): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const isUserNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === 'auth/user-not-found';

/** Deletion requests not finished yet, one document per uid; no client may read or write it (firestore.rules). */
const DELETIONS = 'accountDeletions';

/**
 * AccountData over firebase-admin: Auth for the account, Firestore (REST) for users/{uid} and its cvs,
 * Cloud Storage for cv-uploads/{uid}/. The emulators are used when their variables (EMULATOR_HOST_VARIABLES:
 * FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST, …) are set (firebase-admin reads them when each
 * service is first created, hence their place in the app name: one app per set of emulators).
 */
export function createFirebaseAccountData({ projectId, bucket: bucketName }: FirebaseAccountDataOptions): AccountData {
  const emulators = EMULATOR_HOST_VARIABLES.map((name) => process.env[name]).filter(Boolean);
  const app = adminApp(`hirewise-account-${projectId}${emulators.length > 0 ? `@${emulators.join(',')}` : ''}`, projectId);
  const auth = getAuth(app);
  const firestore = adminFirestore(app);
  const bucket = getStorage(app).bucket(bucketName);
  bucket.storage.retryOptions.maxRetries = STORAGE_MAX_RETRIES;
  bucket.storage.timeout = STORAGE_TIMEOUT_MS;

  const userDoc = (uid: string) => {
    assertPlainUid(uid);
    return firestore.collection('users').doc(uid);
  };

  async function uploadedFiles(uid: string) {
    assertPlainUid(uid);
    const [files] = await bucket.getFiles({ prefix: uploadsPrefix(uid) });
    return files;
  }

  return {
    async readAccount(uid) {
      try {
        const user = await auth.getUser(uid);
        return { uid: user.uid, email: user.email ?? null, emailVerified: user.emailVerified, createdAt: isoOrNull(user.metadata.creationTime) };
      } catch (error) {
        if (isUserNotFound(error)) return null;
        throw error;
      }
    },

    async readProfile(uid) {
      const snapshot = await userDoc(uid).get();
      return snapshot.exists ? fieldsToJson(snapshot.data() ?? {}) : null;
    },

    async readSavedCvs(uid) {
      const snapshot = await userDoc(uid).collection('cvs').get();
      return snapshot.docs.map((document) => ({ id: document.id, fields: fieldsToJson(document.data()) }));
    },

    async listUploads(uid) {
      const prefix = uploadsPrefix(uid);
      return (await uploadedFiles(uid)).map(({ name, metadata }): ExportedUpload => {
        const custom = metadata.metadata ?? {};
        return {
          name: name.slice(prefix.length),
          originalName: typeof custom.originalName === 'string' ? custom.originalName : null,
          size: Number(metadata.size ?? 0),
          contentType: metadata.contentType ?? null,
          uploaded: isoOrNull(typeof custom.uploadTime === 'string' ? custom.uploadTime : metadata.timeCreated),
        };
      });
    },

    async deleteDocuments(uid) {
      // recursiveDelete takes the document and every subcollection below it (cvs today, whatever comes later).
      await firestore.recursiveDelete(userDoc(uid));
    },

    async deleteUploads(uid) {
      const files = await uploadedFiles(uid);
      await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
    },

    async deleteAuthUser(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (!isUserNotFound(error)) throw error;
      }
    },

    async disableAuthUser(uid) {
      try {
        await auth.updateUser(uid, { disabled: true });
        await auth.revokeRefreshTokens(uid);
      } catch (error) {
        if (!isUserNotFound(error)) throw error;
      }
    },

    async recordDeletion(uid) {
      assertPlainUid(uid);
      await firestore.collection(DELETIONS).doc(uid).set({ requestedAt: FieldValue.serverTimestamp() });
    },

    async forgetDeletion(uid) {
      assertPlainUid(uid);
      await firestore.collection(DELETIONS).doc(uid).delete();
    },

    async pendingDeletions(limit) {
      const snapshot = await firestore.collection(DELETIONS).select().limit(limit).get();
      return snapshot.docs.map((document) => document.id);
    },

    async profileIds() {
      // listDocuments pages through the collection by name only, and includes users/{uid} that do not exist but
      // hold saved CVs (rules let an owner write users/{uid}/cvs/* without the profile).
      return (await firestore.collection('users').listDocuments()).map((document) => document.id);
    },

    async existingAccounts(uids) {
      const { users } = await auth.getUsers(uids.map((uid) => ({ uid })));
      return new Set(users.map((user) => user.uid));
    },
  };
}

/** AccountData for the configured Firebase project (the emulators when their variables are set). */
export function accountDataFromConfig({ firebase }: Pick<ServerConfig, 'firebase'>): AccountData {
  return createFirebaseAccountData({ projectId: firebase.projectId, bucket: firebase.storageBucket });
}
