import { projectFields } from './field-path.ts';
import type { Names } from './names.ts';
import type { StoredDocument } from './store.ts';
import type { Fields } from './values.ts';

/** A document as Firestore's REST API returns it. */
export interface DocumentJson {
  name: string;
  fields: Fields;
  createTime: string;
  updateTime: string;
}

/** The REST form of a stored document, limited to `mask` (field paths) when given. */
export function toDocumentJson(names: Names, path: string, document: StoredDocument, mask?: string[][]): DocumentJson {
  return {
    name: names.full(path),
    fields: mask ? projectFields(document.fields, mask) : document.fields,
    createTime: document.createTime,
    updateTime: document.updateTime,
  };
}
