import type { AreaRoutes } from './area-routes';

/** The routes of the offline exams area. */
export const offlineExamsRoutes: AreaRoutes = {
  dashboard: [],
  topLevel: [],
  public: [],
};
