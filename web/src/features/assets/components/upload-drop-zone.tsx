import { ImageUp } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { uploadFormatsHint } from '@common/assets/upload-formats';
import { cn } from '@web/components/ui/cn';
import { useAssetTexts } from '@web/locales/assets';

interface UploadDropZoneProps {
  /** Once files are chosen the zone invites adding more. */
  hasFiles: boolean;
  disabled: boolean;
  onFiles(files: File[]): void;
}

/**
 * Click to choose images or drop them here. The zone is the label of a visually hidden file input, so the
 * keyboard reaches the real input and screen readers announce it. The hint lists the formats from the contract
 * the server checks uploads against (issue 12, point 6), rather than the spec's 'PNG, JPG up to 10MB'.
 */
export function UploadDropZone({ hasFiles, disabled, onFiles }: UploadDropZoneProps) {
  const t = useAssetTexts();
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onFiles(Array.from(event.target.files ?? []));
    // Lets the same file be chosen again after it was removed.
    event.target.value = '';
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <label
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed text-center',
        'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600',
        hasFiles ? 'px-4 py-4' : 'px-4 py-10',
        disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
        dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 hover:bg-slate-50',
      )}
    >
      <ImageUp className="size-8 text-slate-600" aria-hidden="true" />
      {hasFiles ? (
        <span className="text-sm font-medium text-slate-900">{t('upload.dropMore')}</span>
      ) : (
        <>
          <span className="text-sm font-medium text-slate-900">{t('upload.dropFirst')}</span>
          <span id={`${id}-hint`} className="text-xs text-slate-600">
            {uploadFormatsHint}
          </span>
        </>
      )}
      <input
        type="file"
        multiple
        accept="image/*"
        className="sr-only"
        aria-label={t('upload.chooseImages')}
        aria-describedby={hasFiles ? undefined : `${id}-hint`}
        disabled={disabled}
        onChange={onChange}
      />
    </label>
  );
}
