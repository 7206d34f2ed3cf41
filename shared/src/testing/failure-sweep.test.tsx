/** The sweep on a form of its own: one that keeps to it passes, one that loses the typed text does not. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { apiClient } from '../api/instance.ts';
import { notifyError } from '../ui/notify-error.ts';
import { useSingleFlight } from '../ui/use-single-flight.ts';
import { fill, throughEveryFailure, UNICODE_PASSWORD } from './failure-sweep.ts';
import { createMockApi, installMockApi } from './mock-api/mock-api.ts';
import { renderWithProviders } from './render.tsx';

const api = installMockApi(createMockApi());
const things = { method: 'POST', path: '/things' };

/** A form as the screens are built: one call at a time, its failure told, the text kept unless told. */
function ThingForm({ forgetsOnFailure = false }: { forgetsOnFailure?: boolean }) {
  const [text, setText] = useState('');
  const [busy, submit] = useSingleFlight(async () => {
    try {
      await apiClient.request('/things', { method: 'POST', body: { text } });
    } catch (error) {
      notifyError(error);
      if (forgetsOnFailure) setText('');
    }
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label>
        Thing
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit" disabled={busy}>
        Send
      </button>
    </form>
  );
}

async function sweep(form: ReactElement) {
  renderWithProviders(form);
  const user = userEvent.setup();
  await fill(user, screen.getByLabelText('Thing'), UNICODE_PASSWORD);
  await throughEveryFailure({
    api,
    endpoint: things,
    submit: () => screen.getByRole('button', { name: 'Send' }),
    sends: { text: UNICODE_PASSWORD },
    kept: () => expect(screen.getByLabelText('Thing')).toHaveValue(UNICODE_PASSWORD),
  });
}

describe('throughEveryFailure', () => {
  it('passes a form that says each failure, keeps the text and sends once, one request a failure', async () => {
    await sweep(<ThingForm />);
    expect(api.requestsTo(things)).toHaveLength(5);
  });

  it('fails a form that loses what was typed', async () => {
    await expect(sweep(<ThingForm forgetsOnFailure />)).rejects.toThrow(/toHaveValue/);
  });
});
