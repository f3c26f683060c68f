import { nextStepPath } from '@/lib/cv/cv-to-continue';

/**
 * After 'Let's get started!' (issue 16): the user's next step, not the page they signed up on (which still offers
 * 'Request Early Access'): their CV in the editor when they have one, else the upload screen. Its own module
 * so tests can observe the navigation without a browser.
 */
export async function goToNextStep(uid: string | undefined): Promise<void> {
  window.location.assign(await nextStepPath(uid));
}
