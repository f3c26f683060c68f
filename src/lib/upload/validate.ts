import { ACCEPTED_EXTENSIONS, ACCEPTED_MIME_TYPES, MAX_UPLOAD_BYTES } from '@/lib/constants';
import { messages } from '@/lib/messages';

/** What validation needs of a file: a browser File satisfies it. */
export interface CandidateFile {
  name: string;
  /** MIME type as the browser reports it; '' when it does not know. */
  type: string;
  size: number;
}

/** True when the MIME type is one of the four, or the name ends in one of their extensions (any case). */
export function isAcceptedType({ name, type }: Pick<CandidateFile, 'name' | 'type'>): boolean {
  if ((ACCEPTED_MIME_TYPES as readonly string[]).includes(type)) return true;
  const dot = name.lastIndexOf('.');
  const extension = dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * SPEC §5: why a file cannot be uploaded, in SPEC's alert wording, or null when it can. The type is checked
 * first, so a huge picture is told about its type rather than its size.
 */
export function uploadProblem(file: CandidateFile): string | null {
  if (!isAcceptedType(file)) return messages.upload.wrongType;
  if (file.size > MAX_UPLOAD_BYTES) return messages.upload.tooLarge;
  return null;
}

/**
 * Why a file SPEC §5 accepts still cannot be uploaded: it is empty (0 bytes, which storage refuses), or null.
 * Unlike uploadProblem's alerts, this is shown as an upload failure, 'Error: {reason}' for 5 s.
 */
export function contentProblem(file: Pick<CandidateFile, 'size'>): string | null {
  return file.size === 0 ? messages.upload.emptyFile : null;
}
