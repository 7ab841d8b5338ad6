// A local ESLint rule that keeps the layering of ARCHITECTURE.md honest:
// - apps/web and apps/server never import each other;
// - packages/shared imports neither app nor any node: module;
// - a feature (apps/web/src/features/<name>) or a server module (apps/server/src/modules/<name>)
//   never imports another feature or module: they meet in the route or page that composes them.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function areaOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('apps/web/')) return { app: 'web', rel };
  if (rel.startsWith('apps/server/')) return { app: 'server', rel };
  if (rel.startsWith('packages/shared/')) return { app: 'shared', rel };
  return { app: null, rel };
}

function sliceOf(rel) {
  const match = /^apps\/(?:web\/src\/features|server\/src\/modules)\/([^/]+)\//.exec(rel);
  return match ? match[0] : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import directions between apps, packages and features' },
    schema: [],
  },
  create(context) {
    const from = areaOf(context.filename);
    if (!from.app) return {};
    const fromSlice = sliceOf(from.rel);

    function check(node, source) {
      if (typeof source !== 'string') return;
      const report = (message) => context.report({ node, message });
      if (source.startsWith('@institute/')) {
        const target = source.split('/')[1];
        if (target !== 'shared')
          report(`'${source}': import @institute/shared only; apps never import each other.`);
        else if (from.app === 'shared') report('packages/shared imports itself by relative paths.');
        return;
      }
      if (from.app === 'shared' && source.startsWith('node:')) {
        report(`'${source}': packages/shared is pure TypeScript, with no node: modules.`);
        return;
      }
      if (!source.startsWith('.')) return;
      const to = areaOf(path.resolve(path.dirname(context.filename), source));
      if (to.app && to.app !== from.app) {
        report(
          `'${source}': ${from.app} must not import from ${to.app} by path; share code through @institute/shared.`,
        );
        return;
      }
      const toSlice = sliceOf(to.rel);
      if (fromSlice && toSlice && fromSlice !== toSlice) {
        report(
          `'${source}': ${fromSlice} must not import ${toSlice}; compose them in a route or page.`,
        );
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

/** @type {import('eslint').ESLint.Plugin} */
export const boundariesPlugin = { rules: { 'import-boundaries': rule } };
