import { noRoomFacts, type RoomFacts } from '@common/rooms/room-facts';
import type { RoomFactsInput } from '@common/rooms/room-facts-schema';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { useRoomTexts } from '@web/locales/rooms';
import { useRoomFactsDraft } from '../facts/use-room-facts-draft';
import { useRoomDraft } from '../hooks/use-room-draft';
import type { RoomsLanguage } from '../rooms-language';
import { RoomFactsFields } from './room-facts-fields';
import { RoomFields } from './room-fields';

export interface RoomFormProps {
  /** Where the fields start: a room's current name and type, or blank for a new room. */
  initialName: string;
  /** The select's value ('' is the default type; see typeChoice). */
  initialType: string;
  /** A room's facts to edit below its name and type (issue 32); without them the form has name and type only. */
  initialFacts?: RoomFacts;
  /** The screen's language: the rooms page's English or 'My Rooms' German. */
  language?: RoomsLanguage;
  saving: boolean;
  /** The spec's text shown when saving fails; the server's reason, if it gives one, goes below it. */
  failureText: string;
  saveLabel: string;
  savingLabel: string;
  /** `facts` is every fact of the form when it has them, else empty. */
  onSave(name: string, type: string, facts: RoomFactsInput): Promise<void>;
  onCancel(): void;
}

/**
 * Name and type of one room, and its facts when given, for a dialog; a blank name keeps the save button disabled,
 * and a refused fact shows the server's message under its field.
 */
export function RoomForm({
  initialName,
  initialType,
  initialFacts,
  language = 'en',
  saving,
  failureText,
  saveLabel,
  savingLabel,
  onSave,
  onCancel,
}: RoomFormProps) {
  const t = useRoomTexts();
  const facts = useRoomFactsDraft(initialFacts ?? noRoomFacts);
  const draft = useRoomDraft({
    initialName,
    initialType,
    saving,
    save: (name, type) => {
      facts.clearErrors();
      return onSave(name, type, initialFacts ? facts.input() : {});
    },
    failureDetail: (error) => {
      facts.showErrors(error);
      return errorMessage(error, '');
    },
  });
  const { failure, blank } = draft;

  return (
    <form onSubmit={draft.submit} className="space-y-4" noValidate>
      <RoomFields
        labels={
          language === 'en'
            ? { name: t('page.nameLabel'), type: t('page.typeLabel') }
            : { name: t('addRoomForm.de.name'), type: t('addRoomForm.de.type') }
        }
        language={language}
        name={draft.name}
        type={draft.type}
        onNameChange={draft.setName}
        onTypeChange={draft.setType}
      />
      {initialFacts ? (
        <RoomFactsFields
          language={language}
          draft={facts.draft}
          onChange={facts.change}
          errors={facts.errors}
        />
      ) : null}
      {failure !== null ? (
        <Alert tone="error">
          <p>{failureText}</p>
          {failure ? <p className="mt-1">{failure}</p> : null}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {language === 'en' ? t('page.cancel') : t('editForm.de.cancel')}
        </Button>
        <Button type="submit" disabled={blank || saving}>
          {saving ? savingLabel : saveLabel}
        </Button>
      </div>
    </form>
  );
}
