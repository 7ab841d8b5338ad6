import type { DASHBOARD_SCREENS } from './dashboard-screens';

export type DashboardScreen = keyof typeof DASHBOARD_SCREENS;

/** A dashboard route's `lazy`: its screen's code, through the table of dashboard-screens.ts. */
export function dashboardScreen<K extends DashboardScreen>(
  screen: K,
): () => ReturnType<(typeof DASHBOARD_SCREENS)[K]> {
  return (async () => {
    const { DASHBOARD_SCREENS: screens } = await import('./dashboard-screens');
    return screens[screen]();
  }) as () => ReturnType<(typeof DASHBOARD_SCREENS)[K]>;
}
