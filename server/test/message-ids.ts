import type { ApiErrorBody } from '@common/errors/error-codes';

/**
 * zod's own English for a check that names no message of ours (its locale's words: 'Invalid input: expected
 * string, received number', 'Too big: expected string to have <=100 characters', 'Invalid UUID'). They answer
 * requests no form of ours sends (a wrong type, an unknown key, an id that is not one), so they carry no id; a
 * check a person can meet from a form names one of our texts instead. better-auth checks the requests it is handed
 * with zod too and says which part failed ('[body] Invalid input: ...', '[query.token] ...').
 */
const zodDefaultMessage =
  /^(\[[\w.]+\] )?(Invalid input(: .*)?|Invalid option: .*|Too (big|small): .*|Invalid (string|number): .*|Unrecognized keys?: .*|Invalid (key|value) in .*|Invalid discriminator value.*|Invalid (UUID|GUID|email address|URL|ISO date|ISO datetime|ISO time|hostname))$/s;

export const isZodDefaultMessage = (message: string) => zodDefaultMessage.test(message);

interface Answer {
  statusCode: number;
  /** Absent for a refused WebSocket upgrade, which has no JSON answer. */
  headers?: Record<string, unknown>;
  body: string;
}

/**
 * The messages of an error answer that are no shared text (common/src/messages/registry.ts): the message without
 * a messageId, and each field message without its fieldMessages entry. zod's own defaults are left out; every
 * other message must have an id, so another interface language can show it.
 */
export function messagesWithoutId(answer: Answer): string[] {
  if (answer.statusCode < 400 || !String(answer.headers?.['content-type'] ?? '').includes('application/json'))
    return [];
  const { error } = JSON.parse(answer.body) as Partial<ApiErrorBody>;
  if (!error) return [`an error answer without { error }: ${answer.body.slice(0, 200)}`];
  const missing: string[] = [];
  if (!error.messageId && !isZodDefaultMessage(error.message)) missing.push(error.message);
  for (const [field, message] of Object.entries(error.fields ?? {}))
    if (!error.fieldMessages?.[field] && !isZodDefaultMessage(message)) missing.push(`${field}: ${message}`);
  return missing;
}
