import type { AreaRoutes } from './area-routes';

/** The routes of the accounts area. */
export const accountsRoutes: AreaRoutes = {
  dashboard: [],
  topLevel: [],
  public: [],
};
