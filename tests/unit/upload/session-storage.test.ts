import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { emptyParsedCv } from '@/lib/cv/schema';
import { readSession, takeSession, writeSession } from '@/lib/session-storage';
import { memoryStorage } from './memory-storage';

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { sessionStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe('session storage helpers', () => {
  test('write then read each key', () => {
    const cv = { ...emptyParsedCv(), first_name: 'Kieran' };
    writeSession('parsedCvData', cv);
    writeSession('cvGcsUrl', 'gs://bucket/cv-uploads/u1/1-a-cv.txt');
    writeSession('onboardingData', { answers: { currentRole: 'Engineer' }, questionIndex: 1 });
    expect(readSession('parsedCvData')).toEqual(cv);
    expect(readSession('cvGcsUrl')).toBe('gs://bucket/cv-uploads/u1/1-a-cv.txt');
    expect(readSession('onboardingData')).toEqual({ answers: { currentRole: 'Engineer' }, questionIndex: 1 });
  });

  test('absent is undefined, unreadable is null', () => {
    expect(readSession('parsedCvData')).toBeUndefined();
    storage.setItem('parsedCvData', '{not json');
    expect(readSession('parsedCvData')).toBeNull();
    storage.setItem('cvGcsUrl', JSON.stringify('https://example.com/cv.pdf'));
    expect(readSession('cvGcsUrl')).toBeNull();
    storage.setItem('onboardingData', JSON.stringify({ answers: {}, questionIndex: 9 }));
    expect(readSession('onboardingData')).toBeNull();
  });

  test('take reads and removes', () => {
    writeSession('cvGcsUrl', 'gs://b/o');
    expect(takeSession('cvGcsUrl')).toBe('gs://b/o');
    expect(storage.getItem('cvGcsUrl')).toBeNull();
  });

  test('blocked storage neither throws nor stores', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(() => writeSession('cvGcsUrl', 'gs://b/o')).not.toThrow();
    expect(readSession('cvGcsUrl')).toBeUndefined();
  });
});
