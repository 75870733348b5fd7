import type { TaskView } from '@common/tasks/schemas';
import type { TaskListRow } from './repository';

/** What the API shows of a task: explicit fields, no hotel or user ids. */
export function presentTask({ task, tags }: Pick<TaskListRow, 'task' | 'tags'>): TaskView {
  return {
    id: task.id,
    title: task.title,
    priority: task.priority,
    dueDate: task.dueDate,
    completed: task.completed,
    tags,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}
