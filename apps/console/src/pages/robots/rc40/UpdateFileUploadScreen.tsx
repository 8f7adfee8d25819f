/**
 * /dashboard/rc-4_0-version/edit and /dashboard/rc-4_0-ai-model/edit: upload one program or AI model file with its
 * version and release notes (multipart on OA_BLOB: `version`, `releaseNotes`, `file`). The file's type and size
 * are checked when it is chosen, the rest before sending; progress shows and the upload can be cancelled; the
 * server's answers land on their fields (a duplicate version, 409, on 버전); nothing typed is lost on a failure;
 * leaving with unsaved input asks first. Success: a toast, and back to the list with the new file chosen.
 */
import { isHttpError, RELEASE_NOTES_MAX, serverError, useUpload, type UpdateFile, type UpdateFileKind } from '@oa/api';
import { Button } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { ConfirmButtons } from '@oa/ui/ConfirmButtons';
import { FileUpload, type FileUploadStatus } from '@oa/ui/FileUpload';
import { Modal } from '@oa/ui/Modal';
import { Inline, Stack } from '@oa/ui/Stack';
import { Textarea } from '@oa/ui/Textarea';
import { TextField } from '@oa/ui/TextField';
import { notify } from '../../../app/shell/notify';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { FormAlert } from '../../../app/forms/FormAlert';
import { useBeforeUnload } from '../../../app/forms/useBeforeUnload';
import * as s from './rc40.css';
import { UPDATE_FILE_KIND_INFO } from './updateFileKinds';
import { uploadFieldErrors, validateUpload, type UploadErrors } from './updateFileUpload';

export function UpdateFileUploadScreen({ kind }: { kind: UpdateFileKind }) {
  const info = UPDATE_FILE_KIND_INFO[kind];
  const navigate = useNavigate();
  const upload = useUpload<UpdateFile>();
  const [version, setVersion] = useState('');
  const [releaseNotes, setReleaseNotes] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<UploadErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const dirty = !saved && (version !== '' || releaseNotes !== '' || file !== null);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useBeforeUnload(dirty);
  // After a successful upload the blocker is off; go to the list once React has rendered that.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  useEffect(() => {
    if (leaveTo !== null) void navigate(leaveTo);
  }, [leaveTo, navigate]);

  const uploading = upload.status === 'uploading';
  const status: FileUploadStatus = upload.status;

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    const found = validateUpload({ version, releaseNotes, file });
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0 || file === null) return;
    const body = new FormData();
    body.append('version', version.trim());
    body.append('releaseNotes', releaseNotes);
    body.append('file', file);
    try {
      const created = await upload.upload(info.path, body);
      notify('success', `${info.noun} ${version.trim()}을 업로드했습니다.`);
      setSaved(true);
      setLeaveTo(`${info.listRoute}?file=${String(created.id)}`);
    } catch (error) {
      if (isHttpError(error) && error.code === 'ERR_CANCELED') {
        setMessage('업로드를 취소했습니다. 입력한 내용은 그대로 있습니다.');
        return;
      }
      const answer = serverError(error);
      setErrors(uploadFieldErrors(answer?.fields));
      setMessage(answer?.message ?? '업로드하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    }
  };

  return (
    <div className={s.uploadPanel}>
      <Card>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="16">
            <TextField
              label="버전"
              required
              placeholder="예: 4.2.0"
              hint="주.부.수정 번호 (예: 4.2.0). 같은 버전은 다시 올릴 수 없습니다."
              autoComplete="off"
              value={version}
              error={errors.version}
              disabled={uploading}
              onChange={(event) => {
                setVersion(event.target.value);
              }}
            />
            <Textarea
              label="릴리스 노트"
              rows={5}
              hint={`${String(releaseNotes.length)} / ${String(RELEASE_NOTES_MAX)}자`}
              value={releaseNotes}
              error={errors.releaseNotes}
              disabled={uploading}
              onChange={(event) => {
                setReleaseNotes(event.target.value);
              }}
            />
            <FileUpload
              label={`${info.noun} 파일`}
              required
              accept={info.rules.extensions}
              maxBytes={info.rules.maxBytes}
              value={file}
              onChange={(next) => {
                setFile(next);
                setErrors((current) => ({ ...current, file: undefined }));
                if (upload.status !== 'idle') upload.reset();
              }}
              progress={upload.status === 'idle' ? undefined : upload.progress}
              status={status}
              onCancel={upload.cancel}
              error={errors.file}
            />
            <FormAlert message={message} />
            <Inline gap="8" justify="end">
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  void navigate(info.listRoute);
                }}
              >
                목록
              </Button>
              <Button type="submit" loading={uploading} loadingLabel="업로드 중…">
                업로드
              </Button>
            </Inline>
          </Stack>
        </form>
      </Card>
      {blocker.state === 'blocked' && (
        <Modal
          open
          width="sm"
          onOpenChange={(open) => {
            if (!open) blocker.reset();
          }}
          title="업로드하지 않고 나갈까요?"
          footer={
            <ConfirmButtons
              align="end"
              cancelLabel="계속 작성"
              confirmLabel="나가기"
              onCancel={() => {
                blocker.reset();
              }}
              onConfirm={() => {
                blocker.proceed();
              }}
            />
          }
        >
          <p className={s.question}>
            {uploading
              ? '업로드가 진행 중입니다. 나가면 업로드가 취소되고 입력한 내용이 사라집니다.'
              : '입력한 버전, 릴리스 노트와 선택한 파일이 사라집니다.'}
          </p>
        </Modal>
      )}
    </div>
  );
}
