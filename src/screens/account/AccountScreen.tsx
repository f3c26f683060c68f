import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Button, buttonVariants } from '@/components/ui/button';
import { ACCOUNT_DELETED_REDIRECT_MS } from '@/lib/account/constants';
import { downloadJson, exportFileName } from '@/lib/account/download-json';
import { isRecentSignInRefusal, RecentSignInRequired } from '@/lib/account/recent-sign-in';
import { deleteMyAccount, exportMyData } from '@/lib/api/account';
import { ApiError } from '@/lib/api/client';
import type { AccountCopy } from '@/lib/content/schemas/app';
import { $isSignedIn, $session, logOut, startSession } from '@/stores/session';
import { currentMethod, requireToken, tokenForDeletion } from './account-tokens';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import './AccountScreen.css';


export interface AccountScreenProps {
  /** Visible copy, from app/account.yaml `account`. */
  copy: AccountCopy;
  /** Opens another page; a seam for tests (jsdom cannot navigate). */
  navigate?: (path: string) => void;
}

type ExportStatus = 'idle' | 'busy' | 'done' | 'failed';

/** The API's reason when it gave one (e.g. 'Please sign in again.', or when to try again after a 429), else `fallback`. */
function reasonOf(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.reason) || fallback;
}

/**
 * /account: who is signed in, 'Download my data' (one JSON file built in the browser from the export API)
 * and 'Delete my account' (after typing the address in a confirmation dialog; then the visitor is signed out
 * and sent home). Visitors who are not signed in, anonymous ones included, are asked to log in.
 */
export default function AccountScreen({ copy, navigate = (path) => window.location.assign(path) }: AccountScreenProps) {
  const session = useStore($session);
  const signedIn = useStore($isSignedIn);
  const [exportStatus, setExportStatus] = useState<ExportStatus>('idle');
  const [exportFailure, setExportFailure] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  /** false when the server closed the account but part of its data goes with the next sweep. */
  const [erased, setErased] = useState(true);
  const deletedHeadingRef = useRef<HTMLHeadingElement>(null);
  /** The button that opens the dialog, where focus returns when it closes without deleting. */
  const deleteButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void startSession();
  }, []);

  useEffect(() => {
    if (!deleted) return;
    deletedHeadingRef.current?.focus();
    const timer = window.setTimeout(() => navigate('/'), ACCOUNT_DELETED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [deleted]);

  async function handleExport() {
    if (exportStatus === 'busy') return;
    setExportStatus('busy');
    setExportFailure('');
    try {
      const data = await exportMyData(await requireToken(copy.export.failed));
      downloadJson(data, exportFileName(copy.export.fileName, new Date()));
      setExportStatus('done');
    } catch (error) {
      setExportFailure(reasonOf(error, copy.export.failed));
      setExportStatus('failed');
    }
  }

  /**
   * Deletes the account; `reauthentication` (from the dialog's second step) signs in again first. Rejects with
   * RecentSignInRequired when the sign-in is too old (known here, or said by the server), else an Error to show.
   */
  async function handleDelete(reauthentication?: { password?: string }) {
    const token = await tokenForDeletion(copy.delete.failed, reauthentication !== undefined, reauthentication?.password);
    try {
      setErased((await deleteMyAccount(token)).erased);
    } catch (error) {
      // The clocks disagree, or the sign-in aged while the dialog was open: ask again.
      if (isRecentSignInRefusal(error)) throw new RecentSignInRequired((await currentMethod()) ?? 'password');
      throw new Error(reasonOf(error, copy.delete.failed));
    }
    setDialogOpen(false);
    setDeleted(true);
    // The account is gone whatever happens here; logOut clears this browser's per-user data even when it throws.
    await logOut().catch(() => undefined);
  }

  if (deleted) {
    return (
      <section className="account-screen" aria-labelledby="account-deleted-heading">
        <div className="account-card account-card--done">
          {/* Focus lands here, so the heading and (as its description) the redirect notice are read out. */}
          <h2 id="account-deleted-heading" ref={deletedHeadingRef} tabIndex={-1} aria-describedby="account-deleted-body">
            {copy.deleted.heading}
          </h2>
          <p id="account-deleted-body">{erased ? copy.deleted.body : copy.deleted.bodyPending}</p>
        </div>
        <a href="/" className={buttonVariants({ variant: 'primary' })}>
          {copy.deleted.homeLink}
        </a>
      </section>
    );
  }

  if (session.status === 'unknown') {
    return (
      <p className="account-screen account-screen__loading" role="status">
        {copy.loading}
      </p>
    );
  }

  if (!signedIn || !session.user) {
    return (
      <section className="account-screen">
        <p className="lead">{copy.signedOut.body}</p>
        <a href="/login" className={buttonVariants({ variant: 'primary' })}>
          {copy.signedOut.link}
        </a>
      </section>
    );
  }

  const { email, emailVerified } = session.user;
  return (
    <div className="account-screen">
      <section className="account-card" aria-label={copy.details.label}>
        <p className="account-details">
          <span className="account-details__label">{copy.details.label}</span>{' '}
          <strong className="account-details__email">{email}</strong>
        </p>
        <p className={`account-badge account-badge--${emailVerified ? 'verified' : 'unverified'}`}>
          {emailVerified ? copy.details.verified : copy.details.unverified}
        </p>
      </section>

      <section className="account-card" aria-labelledby="account-export-heading">
        <h2 id="account-export-heading">{copy.export.heading}</h2>
        <p>{copy.export.body}</p>
        <Button variant="primary" onClick={handleExport} disabled={exportStatus === 'busy'}>
          {exportStatus === 'busy' ? copy.export.busy : copy.export.button}
        </Button>
        <p role="status" className="account-notice account-notice--success">
          {exportStatus === 'done' ? copy.export.done : ''}
        </p>
        <p role="alert" className="account-notice account-notice--error">
          {exportStatus === 'failed' ? exportFailure : ''}
        </p>
      </section>

      <section className="account-card account-card--danger" aria-labelledby="account-delete-heading">
        <h2 id="account-delete-heading">{copy.delete.heading}</h2>
        <p>{copy.delete.body}</p>
        <Button ref={deleteButtonRef} variant="destructive" onClick={() => setDialogOpen(true)}>
          {copy.delete.button}
        </Button>
      </section>

      <DeleteAccountDialog
        copy={copy.delete}
        email={email ?? ''}
        open={dialogOpen}
        onCancel={() => setDialogOpen(false)}
        onConfirm={handleDelete}
        returnFocusTo={deleteButtonRef}
      />
    </div>
  );
}
