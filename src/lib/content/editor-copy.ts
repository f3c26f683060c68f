import type { EditorCopy } from './schemas/app';
import { getApp } from './index';

/** The app copy the editor island receives: everything but the other screens' blocks (see EditorCopy). */
export function editorCopy(): EditorCopy {
  const { unavailable: _u, screens: _s, auth: _a, account: _c, upload: _p, ...copy } = getApp();
  return copy;
}
