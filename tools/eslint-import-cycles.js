// A local ESLint rule: no circle of imports anywhere in apps/*/src and packages/shared/src.
// The import graph is read once per process from the files on disk (relative imports, static,
// dynamic and type-only alike); a file inside a circle gets an error on each import that leads
// back into its circle, naming the circle.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_ROOTS = ['apps/web/src', 'apps/server/src', 'packages/shared/src'];
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|js)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The file a relative specifier names, or null. */
export function resolveSpecifier(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [...EXTENSIONS.map((ext) => base + ext)];
  if (base.endsWith('.js')) candidates.push(base.slice(0, -3) + '.ts', base.slice(0, -3) + '.tsx');
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** Strongly connected components of more than one file (or a file importing itself): the circles. */
export function findCycles(graph) {
  let index = 0;
  const indices = new Map();
  const lowlink = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  function visit(node) {
    indices.set(node, index);
    lowlink.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowlink.set(node, Math.min(lowlink.get(node), lowlink.get(next)));
      } else if (onStack.has(next)) {
        lowlink.set(node, Math.min(lowlink.get(node), indices.get(next)));
      }
    }
    if (lowlink.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component);
    }
  }
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

let cached = null;
function cycleOfFile() {
  if (cached) return cached;
  const graph = new Map();
  for (const dir of SOURCE_ROOTS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      // Type-only imports count too (decision 0063): a circle of types is still two files that
      // cannot be understood, moved or split one without the other.
      const text = fs.readFileSync(file, 'utf8');
      const targets = new Set();
      for (const match of text.matchAll(SPECIFIER)) {
        const target = resolveSpecifier(file, match[1]);
        if (target) targets.add(target);
      }
      graph.set(file, [...targets]);
    }
  }
  cached = new Map();
  for (const component of findCycles(graph)) {
    const members = new Set(component);
    for (const file of component) cached.set(file, members);
  }
  return cached;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No circle of imports between source files' },
    schema: [],
  },
  create(context) {
    const members = cycleOfFile().get(path.resolve(context.filename));
    if (!members) return {};
    const names = [...members].map((file) => path.relative(root, file)).sort();
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolveSpecifier(context.filename, source);
      if (target && members.has(target))
        context.report({
          node,
          message: `'${source}' closes a circle of imports: ${names.join(', ')}.`,
        });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

export const importCyclesRule = rule;
