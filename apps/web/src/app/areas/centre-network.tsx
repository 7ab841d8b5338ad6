import type { AreaRoutes } from './area-routes';

/** The routes of the centre network area. */
export const centreNetworkRoutes: AreaRoutes = {
  dashboard: [],
  topLevel: [],
  public: [],
};
