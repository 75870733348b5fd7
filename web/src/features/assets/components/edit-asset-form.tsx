import { useState, type FormEvent } from 'react';
import type { AssetCategory } from '@common/assets/categories';
import { assetUpdateSchema, type AssetUpdate, type AssetView } from '@common/assets/schemas';
import { limits } from '@common/limits';
import type { SubjectTextsView } from '@common/translations/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { withTypedTag } from '@web/lib/tags/with-typed-tag';
import { useAssetTexts } from '@web/locales/assets';
import { AssetFileFacts } from './asset-file-facts';
import { CategorySelect } from './category-select';
import { PhotoSubjectsFieldset } from './photo-subjects-fieldset';
import { PhotoTranslationsFieldset } from './photo-translations-fieldset';
import { TagInput } from './tag-input';
import { messagesByField } from '@web/lib/field-errors';
import {
  changedTranslations,
  PhotoTextsNotSaved,
  type PhotoTextChange,
  type PhotoTextDrafts,
} from '../photo-texts';

/** The photo's caption and alt text in every served language, as read for the form (api/photo-texts.ts). */
export interface PhotoTextsRead {
  view: SubjectTextsView | undefined;
  loading: boolean;
  failed: boolean;
}

interface EditAssetFormProps {
  asset: AssetView;
  photoTexts: PhotoTextsRead;
  saving: boolean;
  /**
   * Saves the checked values and the translations typed; throws when the server refuses (PhotoTextsNotSaved when
   * the asset was saved but a translation was not).
   */
  onSave(update: AssetUpdate, translations: PhotoTextChange[]): Promise<void>;
  onCancel(): void;
}

// The edit dialog lists the categories in the spec's order for it; every one is accepted (DECISIONS.md 11).
const editCategories = [
  'Property',
  'Room Photos',
  'Event Spaces',
  'Dining',
  'Amenities',
  'Other',
] as const satisfies readonly AssetCategory[];

/**
 * Name, category and tags of one asset, checked with the same schema the server uses; what the photo shows
 * (issue 32) is saved as its tags. Its caption and alt text in the hotel's primary language, and below them in
 * each other language it serves (issue 37). The original's pixel and byte size head the form.
 */
export function EditAssetForm({ asset, photoTexts, saving, onSave, onCancel }: EditAssetFormProps) {
  const t = useAssetTexts();
  const [name, setName] = useState(asset.name);
  const [category, setCategory] = useState<AssetCategory>(asset.category);
  const [tags, setTags] = useState(asset.tags);
  const [typedTag, setTypedTag] = useState('');
  const [caption, setCaption] = useState(asset.caption);
  const [altText, setAltText] = useState(asset.altText);
  const [drafts, setDrafts] = useState<PhotoTextDrafts>({});
  const [problems, setProblems] = useState<{
    name?: string;
    tags?: string;
    caption?: string;
    altText?: string;
  }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const primaryLanguage = photoTexts.view?.primaryLanguage;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    // A tag typed without pressing Enter is saved as if Enter had added it, and checked with the others.
    const allTags = withTypedTag(tags, typedTag);
    setTags(allTags);
    setTypedTag('');
    // The caption and alt text go only when changed: an edit of the name or tags leaves them as stored.
    const parsed = assetUpdateSchema.safeParse({
      name,
      category,
      tags: allTags,
      ...(caption === asset.caption ? {} : { caption }),
      ...(altText === asset.altText ? {} : { altText }),
    });
    if (!parsed.success) {
      const messages = messagesByField(parsed.error);
      setProblems({
        name: messages.name,
        tags: messages.tags,
        caption: messages.caption,
        altText: messages.altText,
      });
      return;
    }
    setProblems({});
    setFailure(null);
    try {
      await onSave(parsed.data, changedTranslations(photoTexts.view, drafts));
    } catch (error) {
      setFailure(
        error instanceof PhotoTextsNotSaved
          ? t('edit.translationsFailed', { language: t(`edit.languages.${error.language}`) })
          : t('edit.updateFailed'),
      );
    }
  };

  return (
    <form onSubmit={save} className="space-y-4" noValidate>
      <p className="text-sm text-slate-600">
        <AssetFileFacts asset={asset} />
      </p>
      <Field label={t('edit.name')} error={problems.name}>
        <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={200} />
      </Field>
      <Field label={t('edit.category')}>
        <CategorySelect
          value={category}
          onChange={setCategory}
          categories={editCategories}
          className="w-full"
        />
      </Field>
      <TagInput tags={tags} onChange={setTags} draft={typedTag} onDraftChange={setTypedTag} />
      {problems.tags ? <p className="text-sm text-red-700">{problems.tags}</p> : null}
      <PhotoSubjectsFieldset category={category} tags={tags} onTagsChange={setTags} />
      <Field
        label={t('edit.caption')}
        error={problems.caption}
        hint={
          primaryLanguage
            ? t('edit.primaryLanguage', { language: t(`edit.languages.${primaryLanguage}`) })
            : undefined
        }
      >
        <Input
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          maxLength={limits.photoCaptionMaxLength}
        />
      </Field>
      <Field label={t('edit.altText')} error={problems.altText} hint={t('edit.altTextHint')}>
        <Input
          value={altText}
          onChange={(event) => setAltText(event.target.value)}
          maxLength={limits.photoAltTextMaxLength}
        />
      </Field>
      <PhotoTranslationsFieldset
        {...photoTexts}
        drafts={drafts}
        onDraftChange={(key, text) => setDrafts((current) => ({ ...current, [key]: text }))}
        disabled={saving}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {t(saving ? 'edit.saving' : 'edit.save')}
        </Button>
      </div>
    </form>
  );
}
