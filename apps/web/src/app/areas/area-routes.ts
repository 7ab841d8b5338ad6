import type { RouteObject } from 'react-router';

/**
 * The routes one area of the product adds: screens inside the dashboard layout (paths relative
 * to /dashboard, capitalised and case-sensitive) and pages outside it (full paths).
 */
export interface AreaRoutes {
  dashboard: RouteObject[];
  topLevel: RouteObject[];
  /** Public pages inside the site layout (header and footer), relative to '/'. */
  public: RouteObject[];
}
