import { apiClient, getRuntimeConfig, setRuntimeConfig } from '@lender/shared';
import {
  createMockApi,
  installMockApi,
  localRuntimeConfig,
  renderWithProviders,
  reply,
  route,
} from '@lender/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { BannerList } from './BannerList.tsx';
import { startLoadingBanners } from './load-banners.ts';
import { getBanners } from '@lender/shared/endpoints/public';

const api = installMockApi(createMockApi());

const banner = (uuid: string, createdAt: string, extra: object = {}) => ({
  uuid,
  message: `Message ${uuid}`,
  apps: ['sign-in'],
  variant: 'info',
  active: true,
  metadata: { createdAt },
  ...extra,
});

const serve = (variant: string, body: unknown) =>
  api.use(
    route(getBanners, ({ params }) =>
      params.variant === variant ? reply(body) : reply(null, { status: 404 }),
    ),
  );

describe('the banners', () => {
  afterEach(() => setRuntimeConfig(localRuntimeConfig()));

  it('shows loading, then only active banners of this app, newest first, at most two', async () => {
    serve('production', [
      banner('old', '2026-11-01T00:00:00Z'),
      banner('newest', '2026-11-20T00:00:00Z', { variant: 'warn' }),
      banner('inactive', '2026-11-25T00:00:00Z', { active: false }),
      banner('other-app', '2026-11-26T00:00:00Z', { apps: ['dashboard'] }),
      banner('middle', '2026-11-10T00:00:00Z'),
    ]);
    renderWithProviders(<BannerList />);
    expect(screen.getByText('Loading announcements…')).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Announcements' });
    await within(region).findAllByRole('listitem');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Important: Message newest', 'Message middle']);
    expect(api.requests[0]!.path).toBe('/public-bucket/banners/production.json');
  });

  it('reads the test file when configured so', async () => {
    setRuntimeConfig(localRuntimeConfig({ bannersVariant: 'test' }));
    serve('test', [banner('t', '2026-11-01T00:00:00Z')]);
    renderWithProviders(<BannerList />);
    expect(await screen.findByText('Message t')).toBeInTheDocument();
  });

  it('shows "Banner data does not match the expected format" for invalid data', async () => {
    serve('production', [banner('ok', '2026-11-01T00:00:00Z'), { uuid: 'x', message: 'no apps' }]);
    renderWithProviders(<BannerList />);
    expect(await screen.findByText('Banner data does not match the expected format')).toBeInTheDocument();
    expect(screen.queryByText('Message ok')).not.toBeInTheDocument();
  });

  it('shows a failed request as text', async () => {
    api.use(route(getBanners, () => reply({ message: 'Bucket down' }, { status: 503 })));
    renderWithProviders(<BannerList />);
    expect(await screen.findByTestId('banner-error')).toHaveTextContent('Bucket down');
  });

  it('renders nothing when there is nothing to announce', async () => {
    serve('production', [banner('other-app', '2026-11-26T00:00:00Z', { apps: ['dashboard'] })]);
    renderWithProviders(<BannerList />);
    expect(screen.getByText('Loading announcements…')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading announcements…')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });

  it('says once that it has settled, with the list or with the error', async () => {
    serve('production', [banner('one', '2026-11-01T00:00:00Z')]);
    const settled = jest.fn();
    renderWithProviders(<BannerList onSettled={settled} />);
    expect(settled).not.toHaveBeenCalled();
    await screen.findByText('Message one');
    expect(settled).toHaveBeenCalledTimes(1);

    api.use(route(getBanners, () => reply(null, { status: 500 })));
    const afterError = jest.fn();
    renderWithProviders(<BannerList onSettled={afterError} />);
    await waitFor(() => expect(afterError).toHaveBeenCalledTimes(1));
  });

  it('takes the load started at start-up instead of asking again; the next list asks anew', async () => {
    serve('production', [banner('early', '2026-11-01T00:00:00Z')]);
    startLoadingBanners(apiClient, getRuntimeConfig());
    await waitFor(() => expect(api.requests).toHaveLength(1));
    renderWithProviders(<BannerList />);
    expect(await screen.findByText('Message early')).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);

    renderWithProviders(<BannerList />);
    await waitFor(() => expect(api.requests).toHaveLength(2));
  });
});
