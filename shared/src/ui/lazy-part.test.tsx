import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render.tsx';
import { lazyPart, LazySlot } from './lazy-part.tsx';

function Part({ greeting }: { greeting: string }) {
  return <p>{greeting}</p>;
}

describe('LazySlot', () => {
  it('says what is loading, then shows the part', async () => {
    let arrive: () => void = () => undefined;
    const part = lazyPart(
      () => new Promise<{ default: typeof Part }>((resolve) => (arrive = () => resolve({ default: Part }))),
    );
    renderWithProviders(
      <LazySlot
        part={part}
        props={{ greeting: 'Hello' }}
        loadingLabel="Loading the part"
        failedMessage="Failed"
      />,
    );
    expect(await screen.findByRole('status', { name: 'Loading the part' })).toBeInTheDocument();
    arrive();
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the part cannot be loaded, and Retry loads it again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<{ default: typeof Part }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ default: Part });
    renderWithProviders(
      <LazySlot
        part={lazyPart(load)}
        props={{ greeting: 'Hello' }}
        loadingLabel="Loading"
        failedMessage="The part could not be loaded."
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The part could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    jest.restoreAllMocks();
  });
});
