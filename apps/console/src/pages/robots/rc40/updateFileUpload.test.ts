import { describe, expect, it } from 'vitest';
import { RELEASE_NOTES_MAX } from '@oa/api';
import { UPLOAD_MESSAGES as M, uploadFieldErrors, validateUpload } from './updateFileUpload';

const file = { name: 'webin.zip' };

describe('validateUpload', () => {
  it('accepts a version, notes and a file', () => {
    expect(validateUpload({ version: '4.2.0', releaseNotes: '', file })).toEqual({});
  });

  it('names what is missing', () => {
    expect(validateUpload({ version: ' ', releaseNotes: '', file: null })).toEqual({
      version: M.versionRequired,
      file: M.fileRequired,
    });
  });

  it('wants a major.minor.patch version and notes within the server limit', () => {
    expect(validateUpload({ version: 'v4.2', releaseNotes: 'a'.repeat(RELEASE_NOTES_MAX + 1), file })).toEqual({
      version: M.versionFormat,
      releaseNotes: M.notesTooLong,
    });
  });
});

describe('uploadFieldErrors', () => {
  it('keeps the fields of this form only', () => {
    expect(uploadFieldErrors({ version: '이미 있는 버전입니다.', other: 'x' })).toEqual({
      version: '이미 있는 버전입니다.',
    });
    expect(uploadFieldErrors(undefined)).toEqual({});
  });
});
