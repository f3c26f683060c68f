import type { UploadCopy } from '@/lib/content/schemas/app';
import type { UploadState } from '@/stores/upload';

/** Files above this size show how much has been sent (smaller ones are done before a bar could be read). */
const SHOW_PROGRESS_ABOVE_BYTES = 512 * 1024;

export interface UploadStatusProps {
  state: UploadState;
  copy: Pick<UploadCopy, 'status' | 'progressLabel'>;
}

/**
 * What the flow is doing, in a polite live region that is always in the page so screen readers announce each
 * change (failures are shown by the screen's alert).
 */
export default function UploadStatus({ state, copy }: UploadStatusProps) {
  const text =
    state.phase === 'uploading'
      ? copy.status.uploading
      : state.phase === 'parsing'
        ? copy.status.parsing
        : state.phase === 'success'
          ? copy.status.success
          : '';
  return (
    <div className="upload-status">
      <p className="upload-status__text" role="status" data-phase={state.phase}>
        {state.phase !== 'idle' && state.phase !== 'error' && <span className="upload-status__spinner" aria-hidden="true" />}
        {text}
      </p>
      {state.phase === 'uploading' && state.bytes > SHOW_PROGRESS_ABOVE_BYTES && (
        <progress className="upload-status__progress" aria-label={copy.progressLabel} max={100} value={Math.round(state.progress * 100)} />
      )}
    </div>
  );
}
