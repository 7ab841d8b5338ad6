// A local ESLint rule for the layers of the web app (apps/web/src), from the top down:
//   entry-client / entry-server -> app -> pages -> features -> components -> i18n -> lib
// - app/ (route table, shell, layout) may import anything; nothing below it imports app/.
// - pages/<area>/ (public, auth, student: thin screens that compose features) never import
//   another area of pages/.
// - features/<name>/ (a domain: its API hooks, components and screens) never import pages/ or
//   another feature, except along the directions declared in FEATURE_DEPENDENCIES.
// - components/ (the UI kit, form fields) import only components/, i18n/ and lib/.
// - i18n/ (languages, message catalogs, locale links; decision 0030) imports only i18n/ and lib/.
// - lib/ (API client, formatters, site constants) imports only lib/.
// - test/ (test helpers) is imported by test files only.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webSrc = 'apps/web/src/';

/**
 * The only imports allowed from one feature into another: every feature may use auth (the signed-in
 * user); screens that offer a centre selector read the centre list of features/centres; the
 * dashboard home shows the website checklist of features/content; Add Student shows the centre's
 * wallet of features/accounts; the batch page, the student's profile, Certificate Requisition and
 * the exam session's admit cards show attendance (features/attendance, decision 0070). Neither
 * auth, centres, accounts nor attendance imports another feature (but auth and centres), so these
 * directions cannot form a circle.
 */
export const FEATURE_DEPENDENCIES = {
  '*': ['auth'],
  students: ['centres', 'accounts', 'batches', 'attendance'],
  applications: ['centres'],
  'online-exams': ['centres'],
  'centre-messages': ['centres'],
  batches: ['centres', 'attendance'],
  attendance: ['centres'],
  'offline-exams': ['attendance'],
  'dashboard-summary': ['centres', 'content'],
  // Certificate Requisition says why an expired centre cannot request (features/centres) and
  // warns of attendance under the course's minimum (features/attendance).
  certificates: ['centres', 'attendance'],
  reports: ['centres'],
  'cash-book': ['centres'],
};

const LAYERS = ['app', 'pages', 'features', 'components', 'i18n', 'lib', 'test'];

/** { layer, slice } of a file under apps/web/src, or null outside it. */
export function webPlaceOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (!rel.startsWith(webSrc)) return null;
  const parts = rel.slice(webSrc.length).split('/');
  const layer = parts.length > 1 && LAYERS.includes(parts[0]) ? parts[0] : 'entry';
  const slice =
    layer === 'features' || layer === 'pages' ? (parts.length > 2 ? parts[1] : null) : null;
  return { layer, slice, rel };
}

function featureMayImport(from, to) {
  return (
    from === to ||
    (FEATURE_DEPENDENCIES['*'] ?? []).includes(to) ||
    (FEATURE_DEPENDENCIES[from] ?? []).includes(to)
  );
}

/** Why an import from `from` to `to` breaks the layers, or null when it is allowed. */
export function layerViolation(from, to, isTestFile) {
  if (to.layer === 'test' && !isTestFile && from.layer !== 'test')
    return 'test helpers (src/test) are for test files only';
  // A test file of any layer may use the test helpers (the i18n a component renders in).
  if (to.layer === 'test' && isTestFile) return null;
  switch (from.layer) {
    case 'entry':
    case 'app':
      return null;
    case 'lib':
      return to.layer === 'lib' ? null : 'lib/ imports only lib/';
    case 'components':
      return to.layer === 'components' || to.layer === 'i18n' || to.layer === 'lib'
        ? null
        : 'components/ import only components/, i18n/ and lib/';
    case 'i18n':
      return to.layer === 'i18n' || to.layer === 'lib' ? null : 'i18n/ imports only i18n/ and lib/';
    case 'features':
      if (to.layer === 'app' || to.layer === 'pages' || to.layer === 'entry')
        return `features never import ${to.layer}/`;
      if (
        to.layer === 'features' &&
        to.slice !== from.slice &&
        !featureMayImport(from.slice, to.slice)
      )
        return `features/${from.slice} must not import features/${to.slice} (declare the direction in FEATURE_DEPENDENCIES, or compose them in app/ or pages/)`;
      return null;
    case 'pages':
      if (to.layer === 'app' || to.layer === 'entry') return 'pages never import app/';
      if (to.layer === 'pages' && from.slice && to.slice && from.slice !== to.slice)
        return `pages/${from.slice} must not import pages/${to.slice}`;
      return null;
    case 'test':
      return to.layer === 'app' ? 'test helpers never import app/' : null;
    default:
      return null;
  }
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Enforce the layers of the web app: app > pages > features > components > lib',
    },
    schema: [],
  },
  create(context) {
    const from = webPlaceOf(context.filename);
    if (!from) return {};
    const isTestFile = /\.test\.tsx?$/.test(context.filename);

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = webPlaceOf(path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      const why = layerViolation(from, to, isTestFile);
      if (why) context.report({ node, message: `'${source}': ${why}.` });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

export const webLayersRule = rule;
