import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { readItem, readJson, removeItem, storedKeys, writeItem, writeJson } from '@/lib/browser/safe-storage';
import { memoryStorage } from '../upload/memory-storage';

afterEach(() => vi.unstubAllGlobals());

const throwing = () => {
  throw new Error('QuotaExceededError');
};

describe('safe storage', () => {
  test('reads, writes, lists and removes through the browser storage named', () => {
    const local = memoryStorage();
    vi.stubGlobal('window', { localStorage: local });
    expect(writeItem('localStorage', 'a', '1')).toBe(true);
    expect(readItem('localStorage', 'a')).toBe('1');
    expect(storedKeys('localStorage')).toEqual(['a']);
    removeItem('localStorage', 'a');
    expect(readItem('localStorage', 'a')).toBeNull();
  });

  test('JSON is validated: undefined when absent, null when unreadable or of the wrong shape', () => {
    const storage = memoryStorage();
    const schema = z.object({ n: z.number() });
    expect(readJson(storage, 'k', schema)).toBeUndefined();
    expect(writeJson(storage, 'k', { n: 1 })).toBe(true);
    expect(readJson(storage, 'k', schema)).toEqual({ n: 1 });
    storage.setItem('k', '{not json');
    expect(readJson(storage, 'k', schema)).toBeNull();
    storage.setItem('k', JSON.stringify({ n: 'one' }));
    expect(readJson(storage, 'k', schema)).toBeNull();
  });

  test('storage the browser blocks reads as empty and refuses writes, without throwing', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(writeItem('sessionStorage', 'a', '1')).toBe(false);
    expect(readItem('sessionStorage', 'a')).toBeNull();
    expect(storedKeys('sessionStorage')).toEqual([]);
    expect(() => removeItem('sessionStorage', 'a')).not.toThrow();
  });

  test('a full storage refuses the write; no storage at all (server rendering) reads as empty', () => {
    expect(writeItem({ setItem: throwing }, 'a', '1')).toBe(false);
    expect(readItem({ getItem: throwing }, 'a')).toBeNull();
    expect(readItem('localStorage', 'a')).toBeNull();
    expect(writeJson(null, 'a', 1)).toBe(false);
  });
});
