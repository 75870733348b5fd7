import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import { withHotelRole } from '@web/features/teams/testing/hotel-role';
import type { TaskView } from '@common/tasks/schemas';

/** A task as the API answers it. */
export function taskView(id: string, title: string, overrides: Partial<TaskView> = {}): TaskView {
  return {
    id,
    title,
    priority: 'medium',
    dueDate: '2026-12-01',
    completed: false,
    tags: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

export const failure = (status: number, code: string, message: string) =>
  answer(status, { error: { code, message } });

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Failing = Partial<Record<Method, Response | (() => Response)>>;

const byDueDate = (a: TaskView, b: TaskView) =>
  a.dueDate.localeCompare(b.dueDate) || a.createdAt.localeCompare(b.createdAt);

/**
 * A fake tasks API holding a list, answering like the server (one page): GET filters by view and search (title
 * or tag, any case) and orders by due date; POST adds (201 {task}); PATCH changes ({task}); DELETE removes (204).
 * `failing` answers a method with an error instead, as long as it is set.
 */
export function stubTasksApi(initial: TaskView[], failing: Failing = {}) {
  let tasks = [...initial];
  let added = 0;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = (init?.method ?? 'GET') as Method;
    const refusal = failing[method];
    if (refusal) return typeof refusal === 'function' ? refusal() : refusal.clone();
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    const id = url.match(/\/tasks\/([^/?]+)/)?.[1];
    if (method === 'POST') {
      const task = taskView(`t${++added + 100}`, body.title.trim(), {
        priority: body.priority,
        dueDate: body.dueDate,
        tags: body.tags,
        createdAt: new Date().toISOString(),
      });
      tasks = [...tasks, task];
      return answer(201, { task });
    }
    if (method === 'PATCH') {
      tasks = tasks.map((task) => (task.id === id ? { ...task, ...body } : task));
      return answer(200, { task: tasks.find((task) => task.id === id) });
    }
    if (method === 'DELETE') {
      tasks = tasks.filter((task) => task.id !== id);
      return answer(204);
    }
    const params = new URL(url, 'http://localhost').searchParams;
    const completed = params.get('completed') === 'true';
    const search = (params.get('search') ?? '').toLowerCase();
    const matches = (task: TaskView) =>
      !search ||
      task.title.toLowerCase().includes(search) ||
      task.tags.some((tag) => tag.toLowerCase().includes(search));
    const list = tasks.filter((task) => task.completed === completed && matches(task)).sort(byDueDate);
    return answer(200, { tasks: list, nextCursor: null });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    /** Makes a method fail (or succeed again with undefined) from now on. */
    fail(method: Method, response: Response | undefined) {
      failing[method] = response;
    },
  };
}

/** The calls made with one method, as [url, parsed body]. */
export const callsOf = (fetch: ReturnType<typeof stubTasksApi>['fetch'], method: string) =>
  fetch.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url, init]) => [url, init?.body ? JSON.parse(String(init.body)) : undefined]);

/** Renders with a fresh query cache (no retries). */
export function renderWithClient(ui: ReactElement, role: MemberRole = 'owner') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(<QueryClientProvider client={queryClient}>{withHotelRole(role, ui)}</QueryClientProvider>);
}
