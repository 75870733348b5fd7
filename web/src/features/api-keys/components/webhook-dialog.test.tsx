import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebhookView } from '@common/content-webhooks/schemas';
import { keyView, stubClipboard } from '../testing/api-key-fixtures';
import { WebhookControl } from './webhook-control';

const secret = 'whsec_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

const webhookView = (overrides: Partial<WebhookView> = {}): WebhookView => ({
  url: 'https://hooks.example.com/hcs',
  status: 'active',
  consecutiveFailures: 0,
  disabledAt: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  deliveries: [],
  ...overrides,
});

/** A fake server for one key's webhook; `save` may answer a refusal. */
function stubWebhookApi(initial: WebhookView | null, options: { save?: () => Response } = {}) {
  let webhook = initial;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = url.replace('/api/api-keys/k1/webhook', '');
    if (method === 'PUT') {
      if (options.save) return options.save();
      const created = webhook === null;
      webhook = webhookView({ url: JSON.parse(String(init?.body)).url });
      return answer(200, created ? { webhook, signingSecret: secret } : { webhook });
    }
    if (method === 'DELETE') {
      webhook = null;
      return answer(204);
    }
    if (path === '/test') {
      webhook = webhookView({
        ...webhook,
        deliveries: [
          {
            id: 'd1',
            eventId: 'e1',
            eventType: 'ping',
            hotelId: null,
            attempt: 1,
            delivered: false,
            httpStatus: 500,
            error: 'http-status',
            attemptedAt: '2026-03-05T12:30:00.000Z',
          },
        ],
      });
      return answer(200, { delivered: false, httpStatus: 500, error: 'http-status' });
    }
    if (path === '/enable') {
      webhook = webhookView({ ...webhook, status: 'active', consecutiveFailures: 0, disabledAt: null });
      return answer(200, { webhook });
    }
    return answer(200, { webhook });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function openDialog() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <WebhookControl apiKey={keyView('k1', 'Website')} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Webhook of Website' }));
  return screen.findByRole('dialog', { name: 'Webhook' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the webhook dialog', () => {
  it('saves a URL and shows the signing secret once, with Copy', async () => {
    const fetch = stubWebhookApi(null);
    const writeText = stubClipboard();
    const dialog = within(await openDialog());
    fireEvent.change(await dialog.findByLabelText('Webhook URL'), {
      target: { value: ' https://hooks.example.com/hcs ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Webhook URL saved.')).toBeTruthy();
    expect((dialog.getByLabelText('Signing secret') as HTMLInputElement).value).toBe(secret);
    expect(dialog.getByText(/shown only this once/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(secret));
    expect(await dialog.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(dialog.getByText('Active')).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ url: 'https://hooks.example.com/hcs' });
  });

  it('shows the server’s refusal under the field', async () => {
    const message =
      'The webhook URL must point to a public address on the internet, not a private or local one';
    stubWebhookApi(null, {
      save: () => answer(400, { error: { code: 'validation', message, fields: { url: message } } }),
    });
    const dialog = within(await openDialog());
    fireEvent.change(await dialog.findByLabelText('Webhook URL'), {
      target: { value: 'https://10.0.0.1/x' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(message)).toBeTruthy();
    expect(dialog.getByLabelText('Webhook URL').getAttribute('aria-invalid')).toBe('true');
    expect(dialog.queryByLabelText('Signing secret')).toBeNull();
  });

  it('sends a test event, says what the receiver answered and lists the delivery', async () => {
    stubWebhookApi(webhookView());
    const dialog = within(await openDialog());
    fireEvent.click(await dialog.findByRole('button', { name: 'Send test event' }));
    expect(
      await dialog.findByText('The test event was not delivered: the receiver answered 500.'),
    ).toBeTruthy();
    const deliveries = within(await dialog.findByRole('table', { name: 'Recent deliveries of the webhook' }));
    expect(deliveries.getByText('Test event')).toBeTruthy();
    expect(deliveries.getByText('Failed: the receiver answered 500')).toBeTruthy();
  });

  it('shows a disabled webhook with Enable again', async () => {
    stubWebhookApi(
      webhookView({ status: 'disabled', consecutiveFailures: 20, disabledAt: '2026-03-05T12:00:00.000Z' }),
    );
    const dialog = within(await openDialog());
    expect(await dialog.findByText('Disabled after 20 failed deliveries')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Enable again' }));
    expect(await dialog.findByText('Active')).toBeTruthy();
  });

  it('removes the webhook only after the confirmation', async () => {
    const fetch = stubWebhookApi(webhookView());
    const dialog = within(await openDialog());
    fireEvent.click(await dialog.findByRole('button', { name: 'Remove webhook' }));
    const question = within(dialog.getByRole('group', { name: 'Remove webhook' }));
    expect(question.getByText(/Remove the webhook\?/)).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(question.getByRole('button', { name: 'Remove webhook' }));
    await waitFor(() => expect(dialog.queryByRole('button', { name: 'Send test event' })).toBeNull());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    expect((dialog.getByLabelText('Webhook URL') as HTMLInputElement).value).toBe(
      'https://hooks.example.com/hcs',
    );
  });
});
