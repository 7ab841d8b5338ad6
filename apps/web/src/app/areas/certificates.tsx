import type { AreaRoutes } from './area-routes';

/** The routes of the certificates area. */
export const certificatesRoutes: AreaRoutes = {
  dashboard: [],
  topLevel: [],
  public: [],
};
