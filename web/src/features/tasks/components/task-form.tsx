import { taskLimits } from '@common/tasks/limits';
import { taskPriorities, type TaskPriority } from '@common/tasks/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useTaskTexts } from '@web/locales/tasks';
import { useTaskDraft, type TaskDraft } from '../hooks/use-task-draft';
import { TaskTagsField } from './task-tags-field';

interface TaskFormProps {
  initial: TaskDraft;
  /** 'Task Title' when adding, 'Task Name' when editing (the spec's labels). */
  titleLabel: string;
  /** The Add Task dialog asks for the priority; the Edit Task dialog does not (spec part 1, section 2). */
  withPriority: boolean;
  saving: boolean;
  /** The spec's text shown when saving fails; the server's reason, if it gives one, goes below it. */
  failureText: string;
  submitLabel: string;
  savingLabel: string;
  onSave(draft: TaskDraft): Promise<void>;
  onCancel(): void;
}

/** A task's fields for a dialog; saving waits for a non-blank title and a due date. */
export function TaskForm({
  initial,
  titleLabel,
  withPriority,
  saving,
  failureText,
  submitLabel,
  savingLabel,
  onSave,
  onCancel,
}: TaskFormProps) {
  const t = useTaskTexts();
  const { draft, change, typedTag, setTypedTag, ready, failure, submit } = useTaskDraft({
    initial,
    saving,
    save: onSave,
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field label={titleLabel}>
        <Input
          value={draft.title}
          maxLength={taskLimits.titleMaxLength}
          required
          onChange={(event) => change({ title: event.target.value })}
        />
      </Field>
      {withPriority ? (
        <Field label={t('priority')}>
          <select
            value={draft.priority}
            onChange={(event) => change({ priority: event.target.value as TaskPriority })}
            className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          >
            {taskPriorities.map((priority) => (
              <option key={priority} value={priority}>
                {t(`priorities.${priority}`)}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field label={t('dueDate')}>
        <Input
          type="date"
          value={draft.dueDate}
          required
          onChange={(event) => change({ dueDate: event.target.value })}
        />
      </Field>
      <TaskTagsField
        tags={draft.tags}
        typed={typedTag}
        onTypedChange={setTypedTag}
        onChange={(tags) => change({ tags })}
      />
      {failure !== null ? (
        <Alert tone="error">
          <p>{failureText}</p>
          {failure ? <p className="mt-1">{failure}</p> : null}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!ready || saving}>
          {saving ? savingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
