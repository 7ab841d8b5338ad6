import type { AreaRoutes } from './area-routes';

/** The routes of the online exams area. */
export const onlineExamsRoutes: AreaRoutes = {
  dashboard: [],
  topLevel: [],
  public: [],
};
