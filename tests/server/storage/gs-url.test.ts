import { describe, expect, test } from 'vitest';
import { HttpError } from '../../../src/server/http.ts';
import { parseCvAddress } from '../../../src/server/storage/gs-url.ts';
import { cvObjectPath } from '../../../src/lib/firebase/storage.ts';

const bucket = 'demo-hirewise.appspot.com';
const uid = 'Uid0ABCdef123';
const owner = { bucket, uid };
const own = `gs://${bucket}/cv-uploads/${uid}`;

function refusal(input: unknown) {
  try {
    parseCvAddress(input, owner);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error(`accepted: ${String(input)}`);
}

describe('parseCvAddress accepts the caller\'s own uploads', () => {
  test.each([
    [`${own}/1700000000000-cv.pdf`, '1700000000000-cv.pdf'],
    [`${own}/1700000000000-My_CV_2024.docx`, '1700000000000-My_CV_2024.docx'],
    [`${own}/1700000000000-a.b.c.txt`, '1700000000000-a.b.c.txt'],
    // A dot run inside one segment cannot traverse (separators are refused); the upload sanitiser keeps it.
    [`${own}/1700000000000-John..Smith.pdf`, '1700000000000-John..Smith.pdf'],
    // Percent-encoding is decoded once; the object name is the decoded one.
    [`${own}/1700000000000-my%2Dcv.pdf`, '1700000000000-my-cv.pdf'],
    [`${own}/1700000000000-M%C3%BCller.pdf`, '1700000000000-Müller.pdf'],
    [`gs://${bucket}/cv-uploads/%55id0ABCdef123/x.pdf`, 'x.pdf'],
  ])('%s', (input, fileName) => {
    expect(parseCvAddress(input, owner)).toEqual({ bucket, objectPath: `cv-uploads/${uid}/${fileName}`, fileName });
  });
});

test.each(['CV.pdf', 'Jane Doe – CV (2024).docx', 'John..Smith.pdf', 'résumé.txt', '..', '.hidden.doc', 'a/b\\c.pdf', '💼.pdf', `${'x'.repeat(300)}.pdf`])(
  'accepts every address the upload flow builds (original name %s)',
  (originalName) => {
    const objectPath = cvObjectPath(uid, originalName);
    expect(parseCvAddress(`gs://${bucket}/${objectPath}`, owner).objectPath).toBe(objectPath);
  },
);

describe('parseCvAddress refuses other users\' files with 403 FORBIDDEN_FILE', () => {
  test.each([
    ['another user\'s folder', `gs://${bucket}/cv-uploads/SomeoneElse42/1700000000000-cv.pdf`],
    ['the retired shared folder', `gs://${bucket}/cv-uploads/anonymous/1700000000000-cv.pdf`],
    ['a uid that merely starts with the caller\'s', `gs://${bucket}/cv-uploads/${uid}x/cv.pdf`],
    ['a prefix of the caller\'s uid', `gs://${bucket}/cv-uploads/${uid.slice(0, -1)}/cv.pdf`],
    ['the uid in another letter case', `gs://${bucket}/cv-uploads/${uid.toLowerCase()}/cv.pdf`],
    ['another folder of the bucket', `gs://${bucket}/private/${uid}/cv.pdf`],
    ['the folder name in capitals', `gs://${bucket}/CV-UPLOADS/${uid}/cv.pdf`],
  ])('%s', (_label, input) => {
    const error = refusal(input);
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({
      status: 403,
      code: 'FORBIDDEN_FILE',
      message: "You can't use this file.",
    });
  });
});

describe('parseCvAddress refuses anything else with 400 INVALID_REQUEST', () => {
  test.each([
    // Not an address at all
    ['nothing', undefined],
    ['null', null],
    ['a number', 42],
    ['an object', { bucket, name: 'x' }],
    ['an empty string', ''],
    ['blanks', '   '],
    // SSRF: other schemes and hosts
    ['the metadata server', 'http://169.254.169.254/computeMetadata/v1/instance/service-accounts/default/token'],
    ['the metadata server by name', 'http://metadata.google.internal/computeMetadata/v1/'],
    ['an https download link', `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/cv-uploads%2F${uid}%2Fcv.pdf?alt=media`],
    ['the public storage host', `https://storage.googleapis.com/${bucket}/cv-uploads/${uid}/cv.pdf`],
    ['a file: URL', 'file:///etc/passwd'],
    ['a file: URL to a canary', 'file:///tmp/hirewise-canary.txt'],
    ['a data: URL', 'data:application/pdf;base64,JVBERi0='],
    ['a local path', `/cv-uploads/${uid}/cv.pdf`],
    ['a bare object path', `cv-uploads/${uid}/cv.pdf`],
    ['scheme in capitals', `GS://${bucket}/cv-uploads/${uid}/cv.pdf`],
    ['one slash after the scheme', `gs:/${bucket}/cv-uploads/${uid}/cv.pdf`],
    ['no slashes after the scheme', `gs:${bucket}/cv-uploads/${uid}/cv.pdf`],
    ['scheme-relative', `//${bucket}/cv-uploads/${uid}/cv.pdf`],
    // Other buckets
    ['another bucket', 'gs://other-bucket/x.pdf'],
    ['another bucket, same path', `gs://other-bucket/cv-uploads/${uid}/cv.pdf`],
    ['a look-alike bucket', `gs://${bucket}.evil.example/cv-uploads/${uid}/cv.pdf`],
    ['a bucket with user info', `gs://attacker@${bucket}/cv-uploads/${uid}/cv.pdf`],
    ['a bucket with a port', `gs://${bucket}:443/cv-uploads/${uid}/cv.pdf`],
    ['an encoded bucket', `gs://${encodeURIComponent(bucket).replace('.', '%2E')}/cv-uploads/${uid}/cv.pdf`],
    ['an empty bucket', `gs:///cv-uploads/${uid}/cv.pdf`],
    ['only the bucket', `gs://${bucket}`],
    ['the bucket root', `gs://${bucket}/`],
    // Path shape
    ['the folder itself', `${own}`],
    ['the folder with a trailing slash (empty name)', `${own}/`],
    ['a nested object', `${own}/sub/cv.pdf`],
    ['a double slash before the name', `${own}//cv.pdf`],
    ['a double slash after the bucket', `gs://${bucket}//cv-uploads/${uid}/cv.pdf`],
    ['a trailing slash after the name', `${own}/cv.pdf/`],
    // Traversal and separators hidden in the name
    ['dot-dot as the name', `${own}/..`],
    ['dot as the name', `${own}/.`],
    ['dot-dot out of the folder', `${own}/../SomeoneElse42/cv.pdf`],
    ['dot-dot in the uid position', `gs://${bucket}/cv-uploads/../cv-uploads/${uid}/cv.pdf`],
    ['encoded dot-dot', `${own}/%2e%2e`],
    ['encoded slash', `${own}/..%2FSomeoneElse42%2Fcv.pdf`],
    ['encoded slash, lower case', `${own}/a%2fb.pdf`],
    ['double-encoded slash', `${own}/a%252Fb.pdf`],
    ['double-encoded dot-dot', `${own}/%252e%252e`],
    ['a backslash', `${own}/..\\SomeoneElse42\\cv.pdf`],
    ['an encoded backslash', `${own}/a%5Cb.pdf`],
    ['an encoded percent sign', `${own}/100%25.pdf`],
    // Characters the upload flow never produces
    ['a NUL byte', `${own}/cv.pdf\u0000.txt`],
    ['an encoded NUL byte', `${own}/cv%00.pdf`],
    ['an encoded newline', `${own}/cv%0A.pdf`],
    ['a trailing newline', `${own}/cv.pdf\n`],
    ['a tab', `${own}/cv\t.pdf`],
    ['a C1 control character', `${own}/cv\u0085.pdf`],
    ['a leading space', ` ${own}/cv.pdf`],
    ['a space in the name', `${own}/my cv.pdf`],
    ['an encoded space', `${own}/my%20cv.pdf`],
    ['a query string', `${own}/cv.pdf?alt=media`],
    ['a fragment', `${own}/cv.pdf#page=2`],
    ['a colon', `${own}/c:cv.pdf`],
    ['a fullwidth solidus', `${own}/a\uff0fb.pdf`],
    ['broken percent-encoding', `${own}/a%zz.pdf`],
    ['a truncated escape', `${own}/a%2.pdf`],
    ['invalid UTF-8', `${own}/a%C3.pdf`],
    ['a name over the object-name limit', `${own}/${'a'.repeat(1100)}.pdf`],
    ['an address over 2048 characters', `${own}/${'a'.repeat(3000)}.pdf`],
  ])('%s', (_label, input) => {
    const error = refusal(input);
    expect(error.status).toBe(400);
    expect(error.code).toBe('INVALID_REQUEST');
    expect(error.message.length).toBeLessThanOrEqual(160);
  });
});

test('error messages never echo the address, bucket or uid', () => {
  for (const input of [`gs://other/cv-uploads/${uid}/x.pdf`, `${own}/%zz`, `gs://${bucket}/cv-uploads/Victim99/x.pdf`, '']) {
    const { message } = refusal(input);
    expect(message).not.toMatch(/gs:|cv-uploads|appspot|Victim|Uid0/);
  }
});
