// @vitest-environment jsdom
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { nextStepPath } from '@/lib/cv/cv-to-continue';
import { cvDocumentSchema } from '@/lib/cv/document';
import { writeDraft } from '@/lib/cv/draft-storage';
import { loadLatestCv } from '@/lib/firebase/firestore';

/** Where 'Let's get started!' leads. Firestore is mocked (no emulator here; the e2e walk uses the real one). */
vi.mock('@/lib/firebase/firestore', () => ({ loadLatestCv: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  vi.mocked(loadLatestCv).mockReset().mockResolvedValue(null);
});

describe('nextStepPath', () => {
  test('a CV draft in this browser: the editor, without asking the account', async () => {
    writeDraft(cvDocumentSchema.parse({ cv: { first_name: 'Jane' }, cvId: 'cv-draft' }));
    expect(await nextStepPath('member-1')).toBe('/editor');
    expect(loadLatestCv).not.toHaveBeenCalled();
  });

  test('a CV saved to the account: the editor', async () => {
    vi.mocked(loadLatestCv).mockResolvedValue({ id: 'cv-1', data: {}, updatedAt: new Date() });
    expect(await nextStepPath('member-1')).toBe('/editor');
    expect(loadLatestCv).toHaveBeenCalledWith('member-1');
  });

  test('no CV anywhere, or no one to ask: the upload screen', async () => {
    expect(await nextStepPath('member-1')).toBe('/upload');
    expect(await nextStepPath(undefined)).toBe('/upload');
  });

  test('an unreadable draft or a failed look-up counts as no CV: the upload screen, never an error', async () => {
    localStorage.setItem('hirewise:cv-draft', '{not json');
    vi.mocked(loadLatestCv).mockRejectedValue(new Error('offline'));
    expect(await nextStepPath('member-1')).toBe('/upload');
  });
});
