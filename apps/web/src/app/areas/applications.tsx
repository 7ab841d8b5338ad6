import type { AreaRoutes } from './area-routes';

/** The routes of the applications area. */
export const applicationsRoutes: AreaRoutes = {
  dashboard: [],
  topLevel: [],
  public: [],
};
