import { Button } from '@/components/ui/button';
import type { AuthCopy } from '@/lib/content/schemas/app';

export interface SocialButtonsProps {
  copy: AuthCopy['social'];
  disabled: boolean;
  /** The Google pop-up is open. */
  googleBusy: boolean;
  onGoogle: () => void;
  onLinkedIn: () => void;
}

/** The social sign-in buttons under the form. Text only: no third-party logos (DECISIONS.md 'Artwork'). */
export default function SocialButtons({ copy, disabled, googleBusy, onGoogle, onLinkedIn }: SocialButtonsProps) {
  return (
    <div className="auth-screen__social">
      <p className="auth-screen__divider">
        <span>{copy.divider}</span>
      </p>
      <Button variant="outline" onClick={onLinkedIn} disabled={disabled}>
        {copy.linkedin}
      </Button>
      <Button variant="outline" onClick={onGoogle} disabled={disabled} aria-busy={googleBusy || undefined}>
        {copy.google}
      </Button>
    </div>
  );
}
