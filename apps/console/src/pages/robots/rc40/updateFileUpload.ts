/** The upload form's checks (version, release notes, file) in Korean. Pure (unit-tested in Node). */
import { RELEASE_NOTES_MAX, VERSION_PATTERN } from '@oa/api';

export type UploadField = 'version' | 'releaseNotes' | 'file';
export type UploadErrors = Partial<Record<UploadField, string>>;

export const UPLOAD_MESSAGES = {
  versionRequired: '버전을 입력해 주세요.',
  versionFormat: '버전을 4.2.0처럼 숫자 세 자리(주.부.수정)로 입력해 주세요.',
  notesTooLong: `릴리스 노트는 ${String(RELEASE_NOTES_MAX)}자까지 입력할 수 있습니다.`,
  fileRequired: '업로드할 파일을 선택해 주세요.',
} as const;

/** Every problem, by field (the file's type and size are checked by the file field when it is chosen). */
export function validateUpload(form: { version: string; releaseNotes: string; file: unknown }): UploadErrors {
  const errors: UploadErrors = {};
  const version = form.version.trim();
  if (version === '') errors.version = UPLOAD_MESSAGES.versionRequired;
  else if (!VERSION_PATTERN.test(version)) errors.version = UPLOAD_MESSAGES.versionFormat;
  if (form.releaseNotes.length > RELEASE_NOTES_MAX) errors.releaseNotes = UPLOAD_MESSAGES.notesTooLong;
  if (form.file === null || form.file === undefined) errors.file = UPLOAD_MESSAGES.fileRequired;
  return errors;
}

/** The server's field errors that belong to the form. */
export function uploadFieldErrors(fields: Record<string, string> | undefined): UploadErrors {
  const errors: UploadErrors = {};
  for (const field of ['version', 'releaseNotes', 'file'] as const) {
    const message = fields?.[field];
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}
