import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for what the user will see up to this long (Testing Library's default
// is 1 s): on a loaded 2-core machine a lazy route and its loader took longer, and three tests
// failed finding a button that did appear (2026-11-24). A budget, not a timed assertion.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
