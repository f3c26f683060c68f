import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import type { CoachCopy, UploadCopy } from '@/lib/content/schemas/app';
import CoachChat from '@/screens/coach/CoachChat';
import { $chat, startCoach } from '@/stores/coach';
import { startSession } from '@/stores/session';
import { $upload, $uploadAlert, isProcessing, startUpload } from '@/stores/upload';
import DropZone from './DropZone';
import UploadStatus from './UploadStatus';
import './UploadScreen.css';

export interface UploadScreenProps {
  /** SPEC: 'Upload Your CV' (app.yaml screens.upload.heading). */
  heading: string;
  copy: UploadCopy;
  coach: CoachCopy;
}

/**
 * /upload and /dashboard (SPEC §2 'Upload screen'): the drop area, the flow's status, refusals and failures,
 * and the onboarding coach chat beside it once parsing starts (SPEC §2).
 */
export default function UploadScreen({ heading, copy, coach }: UploadScreenProps) {
  const state = useStore($upload);
  const refusal = useStore($uploadAlert);
  const chat = useStore($chat);
  const headingId = useId();

  // Loads Firebase while the visitor picks a file (and learns whether they are signed in, for the coach).
  useEffect(() => {
    startSession().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (state.phase === 'parsing') {
      startCoach({ persona: coach.persona, greeting: coach.greeting, questions: coach.questions, thankYou: coach.thankYou });
    }
  }, [state.phase, coach]);

  // SPEC says 'alert': an inline role="alert" says the same words without a blocking browser dialog.
  const alertText = state.phase === 'error' ? state.message : refusal;
  const chatOpen = chat.length > 0;

  return (
    <section className="upload-screen container" aria-labelledby={headingId} data-chat-open={chatOpen || undefined}>
      <div className="upload-screen__main">
        <h1 id={headingId}>{heading}</h1>
        <p className="lead upload-screen__tagline">{copy.tagline}</p>
        <DropZone
          label={copy.dropLabel}
          dragOverLabel={copy.dragOverLabel}
          hint={copy.hint}
          disabled={isProcessing(state)}
          onFile={(file) => void startUpload(file)}
        />
        <div role="alert" className="upload-screen__alert">
          {alertText}
        </div>
        <UploadStatus state={state} copy={copy} />
        <ul className="upload-screen__badges">
          {copy.badges.map((badge) => (
            <li key={badge}>{badge}</li>
          ))}
        </ul>
      </div>
      {chatOpen && <CoachChat copy={coach} />}
    </section>
  );
}
