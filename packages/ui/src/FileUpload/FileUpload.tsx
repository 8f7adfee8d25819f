import { File as FileIcon, Upload, X } from 'lucide-react';
import { useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { describedBy } from '../Field/describedBy';
import { visuallyHidden } from '../internal/a11y.css';
import { ProgressBar } from '../ProgressBar';
import { acceptTokens, checkFile, formatBytes, type FileAccept } from './checkFile';
import * as s from './FileUpload.css';

export type FileUploadStatus = 'idle' | 'uploading' | 'done' | 'error';

export interface FileUploadProps extends FieldBaseProps {
  /** Id of the file input; generated when absent. */
  id?: string;
  /** The visible label, which names the file input ('AI 모델 파일'). */
  label: ReactNode;
  /** Allowed types: extensions ('.onnx'), MIME types or groups ('image/*'); a string '.onnx,.zip' or a list. */
  accept?: FileAccept;
  /** Largest size in bytes (e.g. `200 * 1024 * 1024`). */
  maxBytes?: number;
  /** The chosen file, or null. */
  value: File | null;
  /** A new file that passed the type and size checks, or null when the user removes it. Refused files never get here. */
  onChange: (file: File | null) => void;
  /** Upload progress, 0-1: when set, a progress bar with the percent shows under the file. */
  progress?: number;
  /** The upload's state: 'uploading' locks the choice (and offers cancel), 'done' and 'error' say how it ended. */
  status?: FileUploadStatus;
  /** Cancels the upload in progress; shows a cancel button while `status` is 'uploading'. */
  onCancel?: () => void;
}

/**
 * Chooses one file by button or drag-and-drop (program and AI model files, release packages). The type and size
 * are checked before `onChange`: a refused file shows why ('파일이 너무 큽니다. 최대 200 MB') and is not passed on.
 * The chosen file shows with its size, the upload's progress and state; the page does the upload itself.
 */
export function FileUpload({
  accept,
  maxBytes,
  value,
  onChange,
  progress,
  status = 'idle',
  onCancel,
  error,
  ...field
}: FileUploadProps) {
  const [rejection, setRejection] = useState<string | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const uploading = status === 'uploading';
  const locked = (field.disabled ?? false) || uploading;
  const tokens = acceptTokens(accept);
  const rules = [tokens.length > 0 && tokens.join(', '), maxBytes !== undefined && `최대 ${formatBytes(maxBytes)}`]
    .filter(Boolean)
    .join(' · ');

  const choose = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const file = files[0];
    const problem =
      files.length > 1 ? '파일은 하나만 올릴 수 있습니다.' : file && checkFile(file, { accept, maxBytes });
    setRejection(problem ?? null);
    if (!problem && file) onChange(file);
  };

  const onDrag = (event: DragEvent, over: boolean) => {
    event.preventDefault();
    if (!locked) setDragOver(over);
  };

  const announcement =
    rejection ?? (value && status === 'done' ? `${value.name} 업로드 완료` : status === 'error' ? '업로드 실패' : '');

  return (
    <Field {...field} error={rejection ?? error}>
      {(control, { labelId, invalid }) => (
        <>
          {/* Drop target (a pointer-only gesture: the input beneath is the keyboard's and screen reader's way). */}
          <div
            role="presentation"
            onDragEnter={(event) => {
              onDrag(event, true);
            }}
            onDragOver={(event) => {
              onDrag(event, true);
            }}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onDrag(event, false);
            }}
            onDrop={(event) => {
              onDrag(event, false);
              if (!locked) choose(event.dataTransfer.files);
            }}
          >
            <label
              htmlFor={control.id}
              className={s.dropzone}
              data-drag-over={dragOver || undefined}
              data-invalid={invalid || undefined}
              data-disabled={locked || undefined}
            >
              <input
                type="file"
                className={visuallyHidden}
                accept={tokens.join(',') || undefined}
                {...control}
                // Named by the field's label alone: the drop zone's text is its description.
                aria-labelledby={labelId}
                aria-describedby={describedBy(`${control.id}-rules`, control['aria-describedby'])}
                disabled={locked}
                onChange={(event: ChangeEvent<HTMLInputElement>) => {
                  choose(event.currentTarget.files);
                  // The same file chosen again (after a fix, or after removing it) is a change too.
                  event.currentTarget.value = '';
                }}
              />
              <Upload size={20} aria-hidden className={s.dropIcon} />
              <span id={`${control.id}-rules`} className={s.dropText}>
                <span>
                  {dragOver ? '여기에 놓으세요' : '파일을 끌어다 놓거나 '}
                  {!dragOver && <span className={s.chooseButton}>파일 선택</span>}
                </span>
                {rules && <span className={s.rules}>{rules}</span>}
              </span>
            </label>
          </div>
          {value && (
            <div className={s.file} data-status={status}>
              <FileIcon size={20} aria-hidden className={s.fileIcon} />
              <div className={s.fileBody}>
                <div className={s.fileLine}>
                  <span className={s.fileName}>{value.name}</span>
                  <span className={s.fileSize}>{formatBytes(value.size)}</span>
                  {status === 'done' && <span className={s.done}>업로드 완료</span>}
                  {status === 'error' && <span className={s.failed}>업로드 실패</span>}
                </div>
                {progress !== undefined && (
                  <ProgressBar
                    kind="progress"
                    label={`${value.name} 업로드`}
                    hideLabel
                    value={progress * 100}
                    tone={status === 'error' ? 'danger' : status === 'done' ? 'success' : 'brand'}
                  />
                )}
              </div>
              {uploading
                ? onCancel && (
                    <button type="button" className={s.textButton} onClick={onCancel}>
                      취소
                    </button>
                  )
                : !field.disabled && (
                    <button
                      type="button"
                      className={s.removeButton}
                      aria-label={`${value.name} 삭제`}
                      onClick={() => {
                        setRejection(null);
                        onChange(null);
                      }}
                    >
                      <X size={16} aria-hidden />
                    </button>
                  )}
            </div>
          )}
          <span role="status" className={visuallyHidden}>
            {announcement}
          </span>
        </>
      )}
    </Field>
  );
}
