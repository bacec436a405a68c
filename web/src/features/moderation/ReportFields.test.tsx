// @vitest-environment jsdom
import { MODERATION_MESSAGES } from '@shared/moderation.ts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserSeed, Providers } from '../../app/providers.tsx';
import { initI18n } from '../../i18n/index.ts';
import { toast } from '../../ui/toast.ts';
import { ReportFields } from './ReportFields.tsx';

vi.mock('../../ui/toast.ts', async (original) => ({
  ...(await original<typeof import('../../ui/toast.ts')>()),
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));

type Sent = { path: string; body: unknown };

function answer(status: number, body: unknown) {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    sent.push({ path: url, body: JSON.parse(String(init?.body ?? 'null')) });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

function renderForm(kind: 'direct_message' | 'listing' | 'member' = 'direct_message') {
  const done = vi.fn();
  render(
    <Providers seed={browserSeed()}>
      <ReportFields kind={kind} targetId="42" onDone={done} onCancel={() => {}} />
    </Providers>,
  );
  return done;
}

const submit = () => screen.getByRole('button', { name: 'Submit report' }) as HTMLButtonElement;
const details = () => screen.getByPlaceholderText('Please describe the issue...');

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('the one report form (issue #39)', () => {
  it('offers the one list of reasons, and asks for details only for Other', () => {
    renderForm();
    for (const reason of [
      'Spam',
      'Scam or fraud',
      'Harassment or hate',
      'Sexual content',
      'Impersonation',
      'Other',
    ])
      expect(screen.getByRole('radio', { name: reason })).toBeTruthy();
    expect(submit().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    expect(submit().disabled).toBe(true);
    fireEvent.change(details(), { target: { value: '   ' } });
    expect(submit().disabled).toBe(true);
    fireEvent.change(details(), { target: { value: 'Fake profile' } });
    expect(submit().disabled).toBe(false);
    fireEvent.change(details(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Harassment or hate' }));
    expect(submit().disabled).toBe(false);
    expect(screen.getByLabelText('Details (optional)')).toBeTruthy();
  });

  it('sends a direct message report to the message, and tells the reporter what was attached', async () => {
    const sent = answer(201, { reported: true, attached_messages: 4 });
    const done = renderForm('direct_message');
    fireEvent.click(screen.getByRole('radio', { name: 'Scam or fraud' }));
    fireEvent.change(details(), { target: { value: ' Asked for my bank card ' } });
    fireEvent.click(submit());
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        path: '/api/inbox/messages/42/reports',
        body: { reason: 'scam', details: 'Asked for my bank card' },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(MODERATION_MESSAGES.reportedThanks, {
      description: 'We attached this message and the 4 before it to your report.',
    });
  });

  it('sends details typed without a reason as Other (the listing form keeps working as before)', async () => {
    const sent = answer(201, { reported: true });
    renderForm('listing');
    fireEvent.change(details(), { target: { value: 'Looks like a scam' } });
    fireEvent.click(submit());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: '/api/listings/42/reports',
      body: { reason: 'other', details: 'Looks like a scam' },
    });
  });

  it("shows the limit's message when the server says too many (429)", async () => {
    answer(429, { error: { code: 'rate_limited', message: MODERATION_MESSAGES.reportsFull } });
    const done = renderForm('member');
    fireEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    fireEvent.click(submit());
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith('Failed to submit report', {
      description: MODERATION_MESSAGES.reportsFull,
    });
    expect(done).not.toHaveBeenCalled();
  });
});
