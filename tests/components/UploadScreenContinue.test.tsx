// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { getApp } from '@/lib/content';
import { cvDocumentSchema } from '@/lib/cv/document';
import { writeDraft } from '@/lib/cv/draft-storage';
import { loadLatestCv } from '@/lib/firebase/firestore';
import UploadScreen from '@/screens/upload/UploadScreen';
import { resetOnboarding } from '@/stores/onboarding';
import { $session } from '@/stores/session';
import { resetUpload } from '@/stores/upload';

vi.mock('@/lib/firebase/firestore', () => ({ loadLatestCv: vi.fn(), saveOnboardingAnswer: vi.fn(async () => undefined) }));
vi.mock('@/stores/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/stores/session')>()),
  startSession: vi.fn(async () => undefined),
}));

const { screens, upload, coach } = getApp();
const member = { uid: 'member-1', email: 'jane@example.com', emailVerified: true, isAnonymous: false };
const visitor = { uid: 'visitor-1', email: null, emailVerified: false, isAnonymous: true };

function renderScreen() {
  return render(<UploadScreen heading={screens.upload.heading} copy={upload} coach={coach} />);
}
const continueLink = () => screen.queryByRole('link', { name: upload.continueEditing });

beforeEach(() => {
  localStorage.clear();
  resetUpload();
  resetOnboarding();
  $session.set({ status: 'signedOut', user: null });
  vi.mocked(loadLatestCv).mockResolvedValue(null);
});
afterEach(() => $session.set({ status: 'unknown', user: null }));

describe("UploadScreen's link back to a CV in progress", () => {
  test('a signed-in user with a CV saved to their account gets "Continue editing your CV" to the editor', async () => {
    $session.set({ status: 'signedIn', user: member });
    vi.mocked(loadLatestCv).mockResolvedValue({ id: 'cv-1', data: {}, updatedAt: new Date() });
    renderScreen();
    const link = await screen.findByRole('link', { name: 'Continue editing your CV' });
    expect(link.getAttribute('href')).toBe('/editor');
    expect(loadLatestCv).toHaveBeenCalledWith('member-1');
  });

  test('a draft kept in this browser shows the link too', () => {
    writeDraft(cvDocumentSchema.parse({ cv: { first_name: 'Jane' }, cvId: 'cv-draft' }));
    renderScreen();
    expect(continueLink()?.getAttribute('href')).toBe('/editor');
  });

  test('nothing saved and no draft: no link', async () => {
    $session.set({ status: 'signedIn', user: member });
    renderScreen();
    await vi.waitFor(() => expect(loadLatestCv).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0))); // let the look-up's answer land
    expect(continueLink()).toBeNull();
  });

  test('a failed look-up shows no link and no error', async () => {
    $session.set({ status: 'signedIn', user: member });
    vi.mocked(loadLatestCv).mockRejectedValue(new Error('offline'));
    renderScreen();
    await vi.waitFor(() => expect(loadLatestCv).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(continueLink()).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  test('anonymous visitors and signed-out users are not looked up', () => {
    $session.set({ status: 'signedIn', user: visitor });
    renderScreen();
    expect(loadLatestCv).not.toHaveBeenCalled();
    expect(continueLink()).toBeNull();
  });
});
