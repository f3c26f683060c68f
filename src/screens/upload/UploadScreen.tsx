import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { buttonVariants } from '@/components/ui/button';
import type { CoachCopy, UploadCopy } from '@/lib/content/schemas/app';
import OnboardingChat from '@/screens/chat/OnboardingChat';
import { readSession } from '@/lib/session-storage';
import { $chat, keepConversation, keptConversation, resumeOnboarding, startOnboarding } from '@/stores/onboarding';
import { startSession } from '@/stores/session';
import { EDITOR_PATH } from '@/lib/upload/navigate';
import { $upload, $uploadAlert, isProcessing, startUpload } from '@/stores/upload';
import DropZone from './DropZone';
import UploadStatus from './UploadStatus';
import { useCvToContinue } from './use-cv-to-continue';
import './UploadScreen.css';

export interface UploadScreenProps {
  /** SPEC: 'Upload Your CV' (app/screens.yaml screens.upload.heading). */
  heading: string;
  copy: UploadCopy;
  coach: CoachCopy;
}

/**
 * /upload and /dashboard (SPEC §2 'Upload screen'): the drop area, the flow's status, refusals and failures,
 * and the onboarding coach chat beside it once parsing starts (SPEC §2). Someone with a CV in progress (a draft
 * here, or a CV saved to their account) also gets a link back to it in the editor.
 */
export default function UploadScreen({ heading, copy, coach }: UploadScreenProps) {
  const state = useStore($upload);
  const refusal = useStore($uploadAlert);
  const chat = useStore($chat);
  const headingId = useId();
  const canContinue = useCvToContinue();

  // Loads Firebase while the visitor picks a file (and learns whether they are signed in, for the coach).
  useEffect(() => {
    startSession().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (state.phase !== 'parsing') return;
    const script = { persona: coach.persona, greeting: coach.greeting, questions: coach.questions, thankYou: coach.thankYou };
    // A second upload in this tab carries on where the coach got to, with what was said; answers are never asked twice.
    const progress = readSession('onboardingData');
    if (progress && progress.questionIndex > 0) resumeOnboarding(script, progress, { intro: coach.greeting, messages: keptConversation() });
    else startOnboarding(script);
    // The editor opens a second after parsing: it shows this conversation and carries it on.
    keepConversation();
  }, [state.phase, coach]);

  // SPEC says 'alert': an inline role="alert" says the same words without a blocking browser dialog.
  const alertText = state.phase === 'error' ? state.message : refusal;
  const chatOpen = chat.length > 0;

  return (
    <section className="upload-screen container" aria-labelledby={headingId} data-chat-open={chatOpen || undefined}>
      <div className="upload-screen__main">
        <h1 id={headingId}>{heading}</h1>
        <p className="lead upload-screen__tagline">{copy.tagline}</p>
        {canContinue && (
          <p className="upload-screen__continue">
            <a href={EDITOR_PATH} className={buttonVariants({ variant: 'outline' })}>
              {copy.continueEditing}
            </a>
          </p>
        )}
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
      {chatOpen && <OnboardingChat copy={coach} />}
    </section>
  );
}
