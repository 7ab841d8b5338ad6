// A local ESLint rule that keeps the layering of ARCHITECTURE.md honest:
// - apps/web and apps/server never import each other;
// - packages/shared imports neither app nor any node: module;
// - a server module (apps/server/src/modules/<name>) imports another only along an arrow declared
//   in apps/server/src/modules/dependencies.json, and the declared arrows have no cycle; a module
//   listed in its "$entryPoints" is imported by the others through those files only (the
//   notifications module through enqueue.ts, so a message is written in the transaction of the
//   event that causes it: decision 0021).
// The layers inside the web app (features among them) are eslint-web-layers.js's; circles of
// imports anywhere are eslint-import-cycles.js's. All three rules are in this plugin.
import fs from 'node:fs';
import path from 'node:path';
import { importCyclesRule } from './eslint-import-cycles.js';
import { tableOwnersRule } from './eslint-table-owners.js';
import { webLayersRule } from './eslint-web-layers.js';

const root = path.resolve(import.meta.dirname, '..');
const MODULE_DEPENDENCIES = path.join(root, 'apps/server/src/modules/dependencies.json');

/** The declared module arrows ({ module: [modules it may import] }), without the comment key. */
export function readModuleDependencies(file = MODULE_DEPENDENCIES) {
  const declared = JSON.parse(fs.readFileSync(file, 'utf8'));
  return Object.fromEntries(Object.entries(declared).filter(([name]) => !name.startsWith('$')));
}

/** { module: [its files the other modules may import] } for the modules that name entry points. */
export function readModuleEntryPoints(file = MODULE_DEPENDENCIES) {
  return JSON.parse(fs.readFileSync(file, 'utf8')).$entryPoints ?? {};
}

/** { layer: { mayNotImport: [layers], types: [files a type-only import may name] } } of the server. */
export function readServerLayers(file = MODULE_DEPENDENCIES) {
  const declared = JSON.parse(fs.readFileSync(file, 'utf8')).$layers ?? {};
  return Object.fromEntries(Object.entries(declared).filter(([name]) => !name.startsWith('$')));
}

/** The first cycle among declared arrows, as a list of module names (a -> b -> a), or null. */
export function findCycle(dependencies) {
  const state = new Map(); // 1: on the current path, 2: done
  const trail = [];
  const visit = (name) => {
    if (state.get(name) === 2) return null;
    if (state.get(name) === 1) return [...trail.slice(trail.indexOf(name)), name];
    state.set(name, 1);
    trail.push(name);
    for (const next of dependencies[name] ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(name, 2);
    return null;
  };
  for (const name of Object.keys(dependencies)) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return null;
}

const serverLayerOf = (rel) => /^apps\/server\/src\/([^/]+)\//.exec(rel)?.[1] ?? null;

/** Whether an import brings in types only (import type, export type, or every name marked type). */
const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 &&
    node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

const serverModuleOf = (rel) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(rel)?.[1] ?? null;

function areaOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('apps/web/')) return { app: 'web', rel };
  if (rel.startsWith('apps/server/')) return { app: 'server', rel };
  if (rel.startsWith('packages/shared/')) return { app: 'shared', rel };
  return { app: null, rel };
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import directions between apps, packages and features' },
    schema: [
      {
        type: 'object',
        properties: {
          moduleDependencies: { type: 'object' },
          moduleEntryPoints: { type: 'object' },
          serverLayers: { type: 'object' },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const from = areaOf(context.filename);
    if (!from.app) return {};
    const fromModule = serverModuleOf(from.rel);
    const fromLayer = from.app === 'server' ? serverLayerOf(from.rel) : null;
    const layerRule = fromLayer
      ? (context.options[0]?.serverLayers ?? readServerLayers())[fromLayer]
      : undefined;
    let dependencies = null;
    let entryPoints = {};
    let cycle = null;
    if (fromModule) {
      dependencies = context.options[0]?.moduleDependencies ?? readModuleDependencies();
      entryPoints = context.options[0]?.moduleEntryPoints ?? readModuleEntryPoints();
      cycle = findCycle(dependencies);
    }

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
      const toLayer = serverLayerOf(to.rel);
      if (layerRule && toLayer && (layerRule.mayNotImport ?? []).includes(toLayer)) {
        const inServer = to.rel.slice('apps/server/src/'.length).replace(/\.(ts|js)$/, '');
        const declaredTypes = (layerRule.types ?? []).map((file) => file.replace(/\.ts$/, ''));
        if (!(typeOnly(node) && declaredTypes.includes(inServer))) {
          report(
            `'${source}': apps/server/src/${fromLayer} must not import ${toLayer} (the server's layers, "$layers" in apps/server/src/modules/dependencies.json); pass what it needs in as an argument, or move the code to where it belongs.`,
          );
          return;
        }
      }
      const toModule = serverModuleOf(to.rel);
      if (fromModule && toModule && fromModule !== toModule) {
        if (!(dependencies[fromModule] ?? []).includes(toModule)) {
          report(
            `'${source}': modules/${fromModule} may not import modules/${toModule}; declare the arrow in apps/server/src/modules/dependencies.json (one direction, no cycles) or compose them in app wiring.`,
          );
          return;
        }
        const allowed = entryPoints[toModule];
        const file = to.rel
          .slice(`apps/server/src/modules/${toModule}/`.length)
          .replace(/\.ts$/, '');
        if (allowed && !allowed.some((entry) => entry.replace(/\.ts$/, '') === file)) {
          report(
            `'${source}': other modules import modules/${toModule} only through ${allowed.join(', ')} ($entryPoints in apps/server/src/modules/dependencies.json).`,
          );
        }
        return;
      }
    }

    return {
      Program: (node) => {
        if (cycle && cycle.includes(fromModule)) {
          context.report({
            node,
            message: `The declared module dependencies have a cycle: ${cycle.join(' -> ')} (apps/server/src/modules/dependencies.json).`,
          });
        }
      },
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

/** @type {import('eslint').ESLint.Plugin} */
export const boundariesPlugin = {
  rules: {
    'import-boundaries': rule,
    'web-layers': webLayersRule,
    'import-cycles': importCyclesRule,
    'table-owners': tableOwnersRule,
  },
};
