import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { checkFiles, formatFileSize, UPLOAD_FIELD } from '@sen/domain';
import type { FileProblem } from '@sen/domain';
import { DropZone, FileTrigger, ProgressBar, Text } from 'react-aria-components';
import type { DropItem, FileDropItem } from 'react-aria-components';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { useKitStrings, type KitDictionary } from '../i18n';
import { cx } from '../internal/cx';
import * as f from '../internal/field.css';
import { CloseIcon, FileIcon, UploadIcon } from '../internal/icons';
import * as s from './FileUpload.css';

/** The multipart field the upload endpoints (/upload/files, /upload/images) read the files from. */
/** The multipart field name of uploads (spec section 7: `files`). */
export const UPLOAD_FIELD_NAME = UPLOAD_FIELD;

/** A multipart body with every file under `files` (or `fieldName`), ready for `fetch(url, { method: 'POST', body })`. */
export function toUploadFormData(files: readonly File[], fieldName: string = UPLOAD_FIELD_NAME): FormData {
  const body = new FormData();
  for (const file of files) body.append(fieldName, file, file.name);
  return body;
}

export type FileUploadLabels = {
  /** Name of the drop target for keyboard and screen readers: 'Vùng thả tệp'. */
  dropZone: string;
  /** Text in the drop zone: 'Kéo thả tệp vào đây hoặc'. */
  dropHint: string;
  /** The pick button: 'Chọn tệp'. */
  pick: string;
  /** Name of the list of chosen files: 'Tệp đã chọn'. */
  fileList: string;
  /** Remove button of one file: 'Xóa tệp {name}'. */
  remove: (name: string) => string;
  /** 'Tệp {name} vượt quá dung lượng cho phép ({max})'. */
  tooLarge: (name: string, max: string) => string;
  /** 'Tệp {name} không đúng định dạng'. */
  wrongType: (name: string) => string;
  /** The upload button: 'Tải lên'. */
  upload: string;
  /** Progress bar label: 'Đang tải lên'. */
  uploading: string;
  /** When `upload` rejects: 'Tải lên thất bại'. */
  uploadFailed: string;
};

const dictionary: KitDictionary<FileUploadLabels> = {
  vi: {
    dropZone: 'Vùng thả tệp',
    dropHint: 'Kéo thả tệp vào đây hoặc',
    pick: 'Chọn tệp',
    fileList: 'Tệp đã chọn',
    remove: (name) => `Xóa tệp ${name}`,
    tooLarge: (name, max) => `Tệp ${name} vượt quá dung lượng cho phép (${max})`,
    wrongType: (name) => `Tệp ${name} không đúng định dạng`,
    upload: 'Tải lên',
    uploading: 'Đang tải lên',
    uploadFailed: 'Tải lên thất bại',
  },
  en: {
    dropZone: 'Drop zone',
    dropHint: 'Drop files here or',
    pick: 'Choose files',
    fileList: 'Chosen files',
    remove: (name) => `Remove file ${name}`,
    tooLarge: (name, max) => `The file ${name} is larger than allowed (${max})`,
    wrongType: (name) => `The file ${name} is not of an allowed type`,
    upload: 'Upload',
    uploading: 'Uploading',
    uploadFailed: 'The upload failed',
  },
};

/** The Vietnamese strings (the kit's default language). */
export const defaultFileUploadLabels: FileUploadLabels = dictionary.vi;

export type FileUploadProps = {
  label: ReactNode;
  description?: ReactNode;
  /** Accepted types: MIME types, wildcards ('image/*') or extensions ('.pdf'); checked on drop and on pick. */
  accept?: readonly string[];
  /** Largest file in bytes. */
  maxSize?: number;
  /** Several files (default) or one, which a new pick replaces. */
  allowsMultiple?: boolean;
  /** The chosen files (controlled). */
  value?: readonly File[];
  defaultValue?: readonly File[];
  onChange?: (files: File[]) => void;
  /** Files refused by `accept`/`maxSize`, with the reason. */
  onReject?: (rejected: Array<{ file: File; problem: FileProblem }>) => void;
  /**
   * Sends the chosen files (e.g. `fetch` with `toUploadFormData(files)`); report progress as 0…1. On success the
   * list is emptied. Without it there is no upload button: the form sends the files itself.
   */
  upload?: (files: File[], onProgress: (fraction: number) => void) => Promise<void>;
  isDisabled?: boolean;
  labels?: Partial<FileUploadLabels>;
  className?: string;
};

const isFile = (item: DropItem): item is FileDropItem => item.kind === 'file';
const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Drop or pick files (react-aria `DropZone` + `FileTrigger`), checked against `accept` and `maxSize` with clear
 * messages, listed with remove buttons, and optionally uploaded with a progress bar.
 */
export function FileUpload({
  label,
  description,
  accept,
  maxSize,
  allowsMultiple = true,
  value,
  defaultValue,
  onChange,
  onReject,
  upload,
  isDisabled,
  labels,
  className,
}: FileUploadProps) {
  const text = useKitStrings(dictionary, labels);
  const labelId = useId();
  const descriptionId = useId();
  const [inner, setInner] = useState<readonly File[]>(defaultValue ?? []);
  const files = value ?? inner;
  const [messages, setMessages] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const uploading = progress !== null;

  const setFiles = (next: File[]) => {
    setInner(next);
    onChange?.(next);
  };

  const add = (picked: File[]) => {
    const { accepted, rejected } = checkFiles(picked, { accept, maxSize });
    setFailed(false);
    setMessages(
      rejected.map(({ file, problem }) =>
        problem.kind === 'size'
          ? text.tooLarge(file.name, formatFileSize(problem.maxSize))
          : text.wrongType(file.name),
      ),
    );
    if (rejected.length > 0) onReject?.(rejected);
    if (accepted.length === 0) return;
    if (!allowsMultiple) setFiles(accepted.slice(0, 1));
    else setFiles([...files, ...accepted.filter((file) => !files.some((known) => sameFile(known, file)))]);
  };

  const start = async () => {
    if (!upload || files.length === 0) return;
    setFailed(false);
    setProgress(0);
    try {
      await upload([...files], (fraction) => setProgress(Math.min(1, Math.max(0, fraction))));
      setFiles([]);
    } catch {
      setFailed(true);
    } finally {
      setProgress(null);
    }
  };

  const locked = isDisabled || uploading;
  return (
    <div className={cx(f.field, className)}>
      <span id={labelId} className={f.label}>
        {label}
      </span>
      <DropZone
        aria-label={text.dropZone}
        aria-labelledby={labelId}
        aria-describedby={description != null ? descriptionId : undefined}
        isDisabled={locked}
        className={s.dropZone}
        getDropOperation={() => 'copy'}
        onDrop={async (event) =>
          add(await Promise.all(event.items.filter(isFile).map((item) => item.getFile())))
        }
      >
        <UploadIcon size={24} />
        <Text slot="label" className={s.hint}>
          {text.dropHint}
        </Text>
        <FileTrigger
          acceptedFileTypes={accept}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => add(list ? Array.from(list) : [])}
        >
          <Button variant="secondary" size="sm" isDisabled={locked}>
            {text.pick}
          </Button>
        </FileTrigger>
      </DropZone>
      {description != null && (
        <span id={descriptionId} className={f.description}>
          {description}
        </span>
      )}
      {/* Always rendered, so that screen readers announce messages as they appear. */}
      <div role="alert" className={s.messages}>
        {messages.map((message) => (
          <span key={message}>{message}</span>
        ))}
        {failed && <span>{text.uploadFailed}</span>}
      </div>
      {files.length > 0 && (
        <ul aria-label={text.fileList} className={s.fileList}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={s.fileItem}>
              <FileIcon size={16} />
              <span className={s.fileName}>{file.name}</span>
              <span className={s.fileSize}>{formatFileSize(file.size)}</span>
              <IconButton
                aria-label={text.remove(file.name)}
                size="sm"
                isDisabled={locked}
                onPress={() => setFiles(files.filter((_, i) => i !== index))}
              >
                <CloseIcon size={14} />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      {upload && (
        <div className={s.footer}>
          {/* Disabled rather than isPending while uploading: the progress bar next to it says what is going on. */}
          <Button size="sm" isDisabled={locked || files.length === 0} onPress={start}>
            {text.upload}
          </Button>
          {uploading && (
            <ProgressBar aria-label={text.uploading} value={progress * 100} className={s.progress}>
              {({ valueText }) => (
                <>
                  <span>
                    {text.uploading} {valueText}
                  </span>
                  <div className={s.progressTrack}>
                    <div className={s.progressFill} style={{ width: `${progress * 100}%` }} />
                  </div>
                </>
              )}
            </ProgressBar>
          )}
        </div>
      )}
    </div>
  );
}
