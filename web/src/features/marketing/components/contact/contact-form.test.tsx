import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

function renderForm() {
  render(<ContactForm />);
}

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('ContactForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names each missing field under it and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the message, confirms and clears the form', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(201, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anna Berg' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@hotel.test' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Do you support HRS?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText("Thank you! Your message has been sent. We'll get back to you soon."),
    ).toBeTruthy();
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body)).toEqual({
      name: 'Anna Berg',
      email: 'anna@hotel.test',
      message: 'Do you support HRS?',
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message when sending fails", async () => {
    const body = { error: { code: 'rateLimited', message: 'Too many messages. Please try again later.' } };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(429, body)));
    renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@hotel.test' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many messages. Please try again later.');
  });
});
