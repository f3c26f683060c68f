import { createRequire } from 'node:module';

/**
 * firebase-admin/firestore's values, loaded through the package's CommonJS entry. Its ESM entry reads every export
 * when it is imported, GrpcStatus and v1 among them, whose lazy getters load google-gax with grpc-js and protobufjs
 * into every function that touches Firestore, though Firestore speaks REST here (admin-firestore.ts) and a REST
 * client never loads grpc-js (docs/parse-memory.md, session 23). Server modules take these values from here, never
 * from 'firebase-admin/firestore' (types may still come from there: they are erased). The require is kept literal:
 * Netlify's file tracer follows `createRequire(import.meta.url)` and its calls, so the package is still shipped.
 */
const require = createRequire(import.meta.url);
const firestore = require('firebase-admin/firestore') as typeof import('firebase-admin/firestore');

export const { DocumentReference, FieldValue, GeoPoint, Timestamp, getFirestore } = firestore;
