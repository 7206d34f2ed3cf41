import { paths } from './routes.ts';
import { remoteContainers } from './remotes.ts';
import { containerOf, remoteRouteFor, remoteRoutes } from './remote-routes.ts';

describe('remote routes', () => {
  it('finds the screen for a path, ignoring a trailing slash', () => {
    expect(remoteRouteFor('/auth/login')?.id).toBe('remote_login/LoginScreen');
    expect(remoteRouteFor('/auth/login/')?.id).toBe('remote_login/LoginScreen');
    expect(remoteRouteFor('/auth/logout')).toBeUndefined();
    expect(remoteRouteFor('/')).toBeUndefined();
  });

  it('guards exactly the wallet area', () => {
    for (const route of remoteRoutes) {
      expect(route.guarded).toBe(route.path.startsWith(`${paths.wallet}/`));
    }
  });

  it('gives each path one screen', () => {
    expect(new Set(remoteRoutes.map((r) => r.path)).size).toBe(remoteRoutes.length);
  });

  it('names the container of a module id', () => {
    expect(containerOf('remote_login/SignerLoginScreen')).toBe('remote_login');
  });

  it('gives every remote at least one route', () => {
    for (const container of remoteContainers) {
      expect(remoteRoutes.some((route) => containerOf(route.id) === container)).toBe(true);
    }
  });
});
