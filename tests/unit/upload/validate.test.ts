import { describe, expect, test } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@/lib/constants';
import { messages } from '@/lib/messages';
import { contentProblem, isAcceptedType, uploadProblem } from '@/lib/upload/validate';

const WRONG_TYPE = 'Please upload a PDF, DOC, DOCX, or TXT file';
const TOO_LARGE = 'File size must be less than 10MB';

describe('uploadProblem (SPEC §5)', () => {
  test.each([
    // Accepted by MIME type, whatever the name.
    { name: 'cv.pdf', type: 'application/pdf', size: 1000, expected: null },
    { name: 'cv', type: 'application/msword', size: 1000, expected: null },
    { name: 'cv.bin', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 1000, expected: null },
    { name: 'notes', type: 'text/plain', size: 1000, expected: null },
    // Accepted by extension, any case, when the browser gives no or another type.
    { name: 'CV.PDF', type: '', size: 1000, expected: null },
    { name: 'cv.Docx', type: 'application/octet-stream', size: 1000, expected: null },
    { name: 'my.cv.doc', type: '', size: 1000, expected: null },
    { name: 'cv.TXT', type: '', size: 1000, expected: null },
    // Refused types.
    { name: 'photo.png', type: 'image/png', size: 1000, expected: WRONG_TYPE },
    { name: 'cv.pdf.exe', type: '', size: 1000, expected: WRONG_TYPE },
    { name: 'pdf', type: '', size: 1000, expected: WRONG_TYPE },
    { name: 'cv.rtf', type: 'application/rtf', size: 1000, expected: WRONG_TYPE },
    { name: 'cvpdf', type: '', size: 1000, expected: WRONG_TYPE },
    // Size: exactly 10 MB passes, one byte more does not.
    { name: 'cv.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES, expected: null },
    { name: 'cv.pdf', type: 'application/pdf', size: 10_485_761, expected: TOO_LARGE },
    { name: 'cv.txt', type: '', size: 11 * 1024 * 1024, expected: TOO_LARGE },
    // A big file of the wrong type is told about its type.
    { name: 'movie.mp4', type: 'video/mp4', size: 50 * 1024 * 1024, expected: WRONG_TYPE },
  ])('$name ($type, $size bytes) -> $expected', ({ expected, ...file }) => {
    expect(uploadProblem(file)).toBe(expected);
  });

  test('the texts are the ones in messages.ts', () => {
    expect(messages.upload.wrongType).toBe(WRONG_TYPE);
    expect(messages.upload.tooLarge).toBe(TOO_LARGE);
  });

  test('isAcceptedType ignores size', () => {
    expect(isAcceptedType({ name: 'a.docx', type: '' })).toBe(true);
    expect(isAcceptedType({ name: 'a.odt', type: '' })).toBe(false);
  });
});

describe('contentProblem', () => {
  test('a 0-byte file is empty; one byte is enough to upload', () => {
    expect(contentProblem({ size: 0 })).toBe('This file is empty. Please choose your CV file.');
    expect(contentProblem({ size: 1 })).toBeNull();
  });

  test('SPEC §5 still checks an empty file first: an empty picture is told about its type', () => {
    expect(uploadProblem({ name: 'photo.png', type: 'image/png', size: 0 })).toBe(WRONG_TYPE);
    expect(uploadProblem({ name: 'cv.pdf', type: 'application/pdf', size: 0 })).toBeNull();
  });
});
