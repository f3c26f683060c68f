import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { EMAIL_ADDRESS_PATTERN, isEmailAddress } from '@/lib/email';

describe('isEmailAddress: the one e-mail rule', () => {
  test("is zod's own pattern, so browser checks and the API's schemas agree", () => {
    expect(EMAIL_ADDRESS_PATTERN.source).toBe(z.regexes.email.source);
  });

  test.each(['ada@example.com', 'ada.lovelace+cv@mail.example.co.uk', "o'neil@example.org", 'a_b-c@ex-ample.io'])('%s is an address', (text) => {
    expect(isEmailAddress(text)).toBe(true);
  });

  test.each(['', 'ada', 'ada@example', 'ada@localhost', '@example.com', 'ada@@example.com', 'ada..b@example.com', '.ada@example.com', 'ada@example.c', 'ada @example.com'])(
    '%j is not',
    (text) => expect(isEmailAddress(text)).toBe(false),
  );
});
