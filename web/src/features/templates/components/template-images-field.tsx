import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { limits } from '@common/limits';
import { templateTexts } from '@common/templates/texts';
import { Button } from '@web/components/ui/button';
import { useTemplateTexts } from '@web/locales/templates';
import type { PickedTemplateImage, RenderTemplatePicker } from '../picker-slot';
import type { DraftImage } from '../template-draft';
import { TemplateGallery } from './template-gallery';
import { sharedText } from '@web/lib/i18n/shared-text';

interface TemplateImagesFieldProps {
  images: DraftImage[];
  error?: string;
  renderPicker: RenderTemplatePicker;
  onAdd(image: PickedTemplateImage): void;
  onRemove(assetId: string): void;
  onSetCover(assetId: string): void;
}

/** The template's images and cover, added from the hotel's library through the picker, several at once. */
export function TemplateImagesField({ images, error, renderPicker, ...actions }: TemplateImagesFieldProps) {
  const t = useTemplateTexts();
  const [pickerOpen, setPickerOpen] = useState(false);
  const full = images.length >= limits.templateImagesMax;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{t('editor.images')}</legend>
      {images.length === 0 ? (
        <p className="text-sm text-slate-600">{t('editor.noImages')}</p>
      ) : (
        <TemplateGallery images={images} onSetCover={actions.onSetCover} onRemove={actions.onRemove} />
      )}
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      <Button variant="outline" size="sm" disabled={full} onClick={() => setPickerOpen(true)}>
        <ImagePlus className="size-4" aria-hidden="true" />
        {t('editor.addImages')}
      </Button>
      {full ? (
        <p className="text-sm text-slate-600">
          {sharedText(templateTexts.tooManyImages(limits.templateImagesMax))}
        </p>
      ) : null}
      {renderPicker({
        open: pickerOpen,
        onOpenChange: setPickerOpen,
        selectedIds: images.map((image) => image.assetId),
        onPick: (picked) => picked.forEach(actions.onAdd),
        limit: {
          remaining: limits.templateImagesMax - images.length,
          rule: sharedText(templateTexts.tooManyImages(limits.templateImagesMax)),
        },
      })}
    </fieldset>
  );
}
