import '@testing-library/jest-dom/vitest';
import type * as Rtl from '@testing-library/react';
import { cleanup, configure } from '@testing-library/react';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { resetTestLocale, TestI18nProvider } from './i18n';

// Every component a test renders is inside the app's i18n (as AppShell puts it), English unless
// the test chose Hindi (useTestLocale).
vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof Rtl>();
  const withI18n =
    (Wrapper?: ComponentType<{ children: ReactNode }>) =>
    ({ children }: { children: ReactNode }) =>
      createElement(
        TestI18nProvider,
        null,
        Wrapper ? createElement(Wrapper, null, children) : children,
      );
  return {
    ...rtl,
    render: ((ui: ReactNode, options?: Rtl.RenderOptions) =>
      rtl.render(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof rtl.render,
    renderHook: ((
      callback: (props: unknown) => unknown,
      options?: Rtl.RenderHookOptions<unknown>,
    ) =>
      rtl.renderHook(callback, {
        ...options,
        wrapper: withI18n(options?.wrapper),
      })) as typeof rtl.renderHook,
  };
});

// findBy* and waitFor wait for what the user will see up to this long (Testing Library's default
// is 1 s): on a loaded 2-core machine a lazy route and its loader took longer, and three tests
// failed finding a button that did appear (2026-11-24). A budget, not a timed assertion.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  resetTestLocale();
});
