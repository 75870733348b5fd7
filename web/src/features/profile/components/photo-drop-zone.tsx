import { uploadFormatsHint } from '@common/assets/upload-formats';
import { ImageUp } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { cn } from '@web/components/ui/cn';
import { useProfileTexts } from '@web/locales/profile';
import { photoFileProblem } from '../photo-file-check';

interface PhotoDropZoneProps {
  /** Called only with a file that may be uploaded. */
  onChoose(file: File): void;
}

/**
 * Click to choose a photo or drop one here. The zone is the label of a visually hidden file input, so the
 * keyboard reaches the real input and screen readers announce it with the zone's text.
 */
export function PhotoDropZone({ onChoose }: PhotoDropZoneProps) {
  const t = useProfileTexts();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const take = (file: File | undefined) => {
    if (!file) return;
    const found = photoFileProblem(file);
    setProblem(found);
    if (!found) onChoose(file);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files?.[0]);
    // Lets the same file be chosen again after a refusal.
    event.target.value = '';
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <div className="space-y-2">
      <label
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center',
          'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 hover:bg-slate-50',
        )}
      >
        <ImageUp className="size-8 text-slate-600" aria-hidden="true" />
        <span id={`${id}-label`} className="text-sm font-medium text-slate-900">
          {t('photo.dropZone')}
        </span>
        <span id={`${id}-hint`} className="text-xs text-slate-600">
          {uploadFormatsHint}
        </span>
        {/* Named by the main line only, so the hint is read as a description rather than part of the name. */}
        <input
          type="file"
          accept="image/*"
          className="sr-only"
          aria-labelledby={`${id}-label`}
          aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
          onChange={onChange}
        />
      </label>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
