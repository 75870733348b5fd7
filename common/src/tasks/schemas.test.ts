import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { taskLimits } from './limits';
import { taskCreateSchema, taskListQuerySchema, taskUpdateSchema } from './schemas';

const valid = { title: 'Order new towels', dueDate: '2026-12-01' };

/** The first refusal as the API reports it: the field's path and its message. */
function refusal(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`accepted ${JSON.stringify(input)}`);
  const [issue] = result.error.issues;
  return { path: issue!.path.join('.'), message: issue!.message };
}

describe('a new task', () => {
  it('is trimmed, medium by default and without tags by default', () => {
    expect(taskCreateSchema.parse({ title: '  Order new towels ', dueDate: '2026-12-01' })).toEqual({
      title: 'Order new towels',
      priority: 'medium',
      dueDate: '2026-12-01',
      tags: [],
    });
  });

  it('keeps its priority and its tags, trimmed, in the order given', () => {
    const task = taskCreateSchema.parse({ ...valid, priority: 'high', tags: [' Rooms ', 'VIP'] });
    expect(task).toMatchObject({ priority: 'high', tags: ['Rooms', 'VIP'] });
  });

  it.each([
    [{ ...valid, title: '' }, 'title', 'Please enter a task title'],
    [{ ...valid, title: '   \t ' }, 'title', 'Please enter a task title'],
    [{ dueDate: '2026-12-01' }, 'title', 'Please enter a task title'],
    [{ ...valid, title: 'x'.repeat(10_000) }, 'title', 'The title can be at most 200 characters long'],
    [{ ...valid, priority: 'urgent' }, 'priority', 'Priority must be low, medium or high'],
    [{ ...valid, priority: 'HIGH' }, 'priority', 'Priority must be low, medium or high'],
    [{ ...valid, dueDate: '2026-02-30' }, 'dueDate', 'Please enter a real date (YYYY-MM-DD)'],
    [{ ...valid, dueDate: '2026-13-01' }, 'dueDate', 'Please enter a real date (YYYY-MM-DD)'],
    [{ ...valid, dueDate: '01.12.2026' }, 'dueDate', 'Please enter a real date (YYYY-MM-DD)'],
    [{ ...valid, dueDate: '2026-12-01T10:00:00Z' }, 'dueDate', 'Please enter a real date (YYYY-MM-DD)'],
    [{ title: 'No date' }, 'dueDate', 'Please enter a real date (YYYY-MM-DD)'],
    [{ ...valid, tags: ['Rooms', '   '] }, 'tags.1', 'Tags cannot be blank'],
    [{ ...valid, tags: [''] }, 'tags.0', 'Tags cannot be blank'],
    [{ ...valid, tags: ['VIP', ' vip '] }, 'tags.1', 'The tag "vip" is on this task twice'],
    [{ ...valid, tags: ['x'.repeat(41)] }, 'tags.0', 'A tag can be at most 40 characters long'],
    [{ ...valid, tags: [7] }, 'tags.0', 'Tags cannot be blank'],
    [{ ...valid, tags: 'Rooms' }, 'tags', 'Tags cannot be blank'],
  ])('refuses %j', (input, path, message) => {
    expect(refusal(taskCreateSchema, input)).toEqual({ path, message });
  });

  it(`takes up to ${taskLimits.tagsMax} tags`, () => {
    const tags = Array.from({ length: taskLimits.tagsMax + 1 }, (_, index) => `tag ${index}`);
    expect(taskCreateSchema.safeParse({ ...valid, tags: tags.slice(0, -1) }).success).toBe(true);
    expect(refusal(taskCreateSchema, { ...valid, tags })).toEqual({
      path: 'tags',
      message: 'A task can have at most 10 tags',
    });
  });

  it('takes a title at the limit, and drops control characters from title and tags', () => {
    const title = 'x'.repeat(taskLimits.titleMaxLength);
    expect(taskCreateSchema.parse({ ...valid, title }).title).toBe(title);
    expect(taskCreateSchema.parse({ ...valid, title: 'Call\u001b[31m guest', tags: ['a\tb'] })).toMatchObject(
      {
        title: 'Call[31m guest',
        tags: ['ab'],
      },
    );
  });

  it('knows leap days', () => {
    expect(taskCreateSchema.safeParse({ ...valid, dueDate: '2028-02-29' }).success).toBe(true);
    expect(taskCreateSchema.safeParse({ ...valid, dueDate: '2027-02-29' }).success).toBe(false);
  });
});

describe('a task change', () => {
  it('takes any one field, and ticking completed alone', () => {
    expect(taskUpdateSchema.parse({ completed: true })).toEqual({ completed: true });
    expect(taskUpdateSchema.parse({ title: ' Renamed ', tags: [] })).toEqual({ title: 'Renamed', tags: [] });
  });

  it.each([
    [{}, '', 'Nothing to change'],
    [{ title: ' ' }, 'title', 'Please enter a task title'],
    [{ dueDate: '2026-02-30' }, 'dueDate', 'Please enter a real date (YYYY-MM-DD)'],
    [{ tags: ['Spa', 'SPA'] }, 'tags.1', 'The tag "SPA" is on this task twice'],
    [{ completed: 'yes' }, 'completed', 'Invalid input: expected boolean, received string'],
    [{ priority: 'none' }, 'priority', 'Priority must be low, medium or high'],
  ])('refuses %j', (input, path, message) => {
    expect(refusal(taskUpdateSchema, input)).toEqual({ path, message });
  });
});

describe('the list query', () => {
  it('shows active tasks by default; a blank search is no search', () => {
    expect(taskListQuerySchema.parse({})).toEqual({ completed: false });
    expect(taskListQuerySchema.parse({ completed: 'true', search: '  ' })).toEqual({ completed: true });
    expect(taskListQuerySchema.parse({ search: ' 50%_off ' })).toEqual({
      completed: false,
      search: '50%_off',
    });
  });

  it('refuses other views and overlong searches', () => {
    expect(taskListQuerySchema.safeParse({ completed: 'yes' }).success).toBe(false);
    expect(taskListQuerySchema.safeParse({ completed: ['true', 'false'] }).success).toBe(false);
    expect(refusal(taskListQuerySchema, { search: 'x'.repeat(201) }).message).toBe(
      'The search can be at most 200 characters long',
    );
  });
});
