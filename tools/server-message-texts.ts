// The messages the server and the shared schemas can send to a person, read from their source
// (issue 18, decision 0032): tools/check-server-texts.test.ts checks each has a Hindi entry.
//
// Read with the TypeScript parser, file by file (no type checking): a message is an English text
// in one of the places messages are written in this code base:
// - the `*_MESSAGES` tables of the shared schemas (values, or functions that build one);
// - `new AppError(status, code, message, fieldErrors)`, and calls of the small helpers that build
//   one (`notFound`, `forbidden`, `conflict(field, message)`, …: a function whose body makes an
//   AppError, by the index of its parameter named `message`, and its default text);
// - the message arguments of zod's checks (`.min(1, 'msg')`, `.refine(fn, { message })`);
// - `message:` and `error:` properties (`{ message: 'Signed out' }` answers, `ctx.addIssue`,
//   `z.string({ error })`).
// An expression is followed through constants of its file, the tables, `a ? 'x' : 'y'`,
// `a ?? 'x'`, `+` and template literals; a part that is not a known text becomes `{}` (any text),
// so `Row ${row}: ${reason}` is the message 'Row {}: {}'.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface SourceMessage {
  /** The English text, each part made at run time written `{}`. */
  text: string;
  /** Where it is written: file (from the repository's root) and line. */
  at: string;
}

const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'minLength',
  'maxLength',
  'lengthEquals',
  'minSize',
  'maxSize',
  'size',
  'regex',
  'refine',
  'superRefine',
  'check',
  'email',
  'url',
  'uuid',
  'int',
  'positive',
  'nonnegative',
  'negative',
  'nonpositive',
  'nonempty',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'startsWith',
  'endsWith',
  'includes',
  'date',
  'datetime',
  'iso',
]);
const MESSAGE_PROPERTIES = new Set(['message', 'error', 'tooManyRows']);
const TABLE_NAME = /_MESSAGES$/;
/** Variants of one message (a template with `a ? 'x' : 'y'` parts) are kept up to this many. */
const MAX_VARIANTS = 16;

interface SourceFile {
  relative: string;
  ast: ts.SourceFile;
}

/** The TypeScript files of the given folders, tests and the dictionaries themselves left out. */
export function sourceFiles(root: string, folders: string[]): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'i18n-texts') walk(full);
      } else if (/\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        const ast = ts.createSourceFile(full, text, ts.ScriptTarget.Latest, true);
        files.push({ relative: path.relative(root, full), ast });
      }
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  return files;
}

function unwrap(node: ts.Expression): ts.Expression {
  while (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isNonNullExpression(node)
  )
    node = node.expression;
  return node;
}

const nameOf = (node: ts.PropertyName | ts.BindingName): string | undefined =>
  ts.isIdentifier(node) || ts.isStringLiteral(node) ? node.text : undefined;

/** Reads the messages of a set of files. */
export class MessageReader {
  private readonly tables = new Map<string, ts.ObjectLiteralExpression>();
  /** Helper name → indexes of its message parameters, and the texts of their defaults. */
  private readonly helpers = new Map<string, Set<number>>();
  private readonly helperDefaults: { node: ts.Expression; file: SourceFile }[] = [];
  /** Functions named `…Message` that build one (`overpaymentMessage(due)`). */
  private readonly builders: { fn: ts.FunctionLikeDeclaration; file: SourceFile }[] = [];
  private readonly tableFile = new Map<string, SourceFile>();
  /** Exported constants, by file and name, for an imported one. */
  private readonly exported = new Map<string, { node: ts.Expression; file: SourceFile }>();
  private readonly byPath = new Map<string, SourceFile>();

  constructor(private readonly files: SourceFile[]) {
    this.helpers.set('AppError', new Set([2, 3]));
    for (const file of files) this.byPath.set(file.relative.replace(/\.ts$/, ''), file);
    for (const file of files) this.collectTablesAndHelpers(file);
  }

  private collectTablesAndHelpers(file: SourceFile) {
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const value = unwrap(node.initializer);
        const statement = node.parent.parent;
        if (
          ts.isVariableStatement(statement) &&
          statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
        )
          this.exported.set(`${file.relative}#${node.name.text}`, { node: node.initializer, file });
        if (TABLE_NAME.test(node.name.text) && ts.isObjectLiteralExpression(value)) {
          this.tables.set(node.name.text, value);
          this.tableFile.set(node.name.text, file);
        }
        if (ts.isArrowFunction(value) || ts.isFunctionExpression(value))
          this.maybeHelper(node.name.text, value, file);
      }
      if (ts.isFunctionDeclaration(node) && node.name) this.maybeHelper(node.name.text, node, file);
      ts.forEachChild(node, visit);
    };
    visit(file.ast);
  }

  private maybeHelper(name: string, fn: ts.FunctionLikeDeclaration, file: SourceFile) {
    if (/Message$/.test(name)) this.builders.push({ fn, file });
    fn.parameters.forEach((parameter, index) => {
      const parameterName = nameOf(parameter.name);
      if (!parameterName || !/message/i.test(parameterName)) return;
      const indexes = this.helpers.get(name) ?? new Set<number>();
      indexes.add(index);
      this.helpers.set(name, indexes);
      if (parameter.initializer) this.helperDefaults.push({ node: parameter.initializer, file });
    });
  }

  /** Every message, once per text, with the first place it is written. */
  messages(): SourceMessage[] {
    const found = new Map<string, string>();
    const add = (texts: string[], file: SourceFile, node: ts.Node) => {
      for (const text of texts) {
        if (!looksLikeText(text) || found.has(text)) continue;
        const line = file.ast.getLineAndCharacterOfPosition(node.getStart(file.ast)).line + 1;
        found.set(text, `${file.relative}:${line}`);
      }
    };
    for (const [name, table] of this.tables) {
      const file = this.tableFile.get(name)!;
      for (const property of table.properties)
        add(this.propertyTexts(property, file), file, property);
    }
    for (const { node, file } of this.helperDefaults) add(this.resolve(node, file), file, node);
    for (const { fn, file } of this.builders) add(this.returned(fn, file), file, fn);
    for (const file of this.files) {
      const visit = (node: ts.Node) => {
        this.messagesAt(node, file).forEach((texts) => add(texts, file, node));
        ts.forEachChild(node, visit);
      };
      visit(file.ast);
    }
    return [...found].map(([text, at]) => ({ text, at }));
  }

  private messagesAt(node: ts.Node, file: SourceFile): string[][] {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = unwrap(node.expression);
      const args = node.arguments ?? [];
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : undefined;
      if (!name) return [];
      const helper = ts.isIdentifier(callee) ? this.helpers.get(name) : undefined;
      if (helper)
        return [...helper].flatMap((index) =>
          args[index] ? [this.resolveDeep(args[index], file)] : [],
        );
      if (ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(name))
        return args.map((arg) => this.resolve(arg, file));
      // `messages.push('correct: give the letter…')`: a list of messages being made.
      if (
        name === 'push' &&
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        /messages$/i.test(callee.expression.text)
      )
        return args.map((arg) => this.resolve(arg, file));
      return [];
    }
    if (ts.isPropertyAssignment(node)) {
      const name = nameOf(node.name);
      if (name && MESSAGE_PROPERTIES.has(name)) return [this.resolve(node.initializer, file)];
    }
    if (ts.isShorthandPropertyAssignment(node) && MESSAGE_PROPERTIES.has(node.name.text))
      return [this.resolve(node.name, file)];
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      MESSAGE_PROPERTIES.has(node.left.name.text)
    )
      return [this.resolve(node.right, file)];
    return [];
  }

  /** Texts of an argument that may be an object or array of texts (an AppError's fieldErrors). */
  private resolveDeep(node: ts.Expression, file: SourceFile): string[] {
    const value = unwrap(node);
    if (ts.isObjectLiteralExpression(value))
      return value.properties.flatMap((property) =>
        ts.isPropertyAssignment(property) ? this.resolveDeep(property.initializer, file) : [],
      );
    if (ts.isArrayLiteralExpression(value))
      return value.elements.flatMap((element) => this.resolveDeep(element, file));
    return this.resolve(value, file);
  }

  private propertyTexts(property: ts.ObjectLiteralElementLike, file: SourceFile): string[] {
    if (ts.isPropertyAssignment(property)) {
      const value = unwrap(property.initializer);
      if (ts.isObjectLiteralExpression(value))
        return value.properties.flatMap((inner) => this.propertyTexts(inner, file));
      return this.resolve(value, file);
    }
    if (ts.isMethodDeclaration(property) && property.body) return this.returned(property, file);
    return [];
  }

  private returned(fn: ts.FunctionLikeDeclaration, file: SourceFile): string[] {
    if (!fn.body) return [];
    if (!ts.isBlock(fn.body)) return this.resolve(fn.body, file);
    const texts: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression)
        texts.push(...this.resolve(node.expression, file));
      if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
    return texts;
  }

  /** The texts an expression may have; none when it is not made of known texts. */
  resolve(node: ts.Expression, file: SourceFile, depth = 0): string[] {
    if (depth > 8) return [];
    const value = unwrap(node);
    if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return [value.text];
    if (ts.isTemplateExpression(value)) {
      let variants = [value.head.text];
      for (const span of value.templateSpans) {
        const parts = this.resolve(span.expression, file, depth + 1);
        const options = parts.length > 0 ? parts : ['{}'];
        variants = variants
          .flatMap((before) => options.map((part) => before + part + span.literal.text))
          .slice(0, MAX_VARIANTS);
      }
      return variants;
    }
    if (ts.isConditionalExpression(value))
      return [
        ...this.resolve(value.whenTrue, file, depth + 1),
        ...this.resolve(value.whenFalse, file, depth + 1),
      ];
    if (ts.isBinaryExpression(value)) {
      const operator = value.operatorToken.kind;
      if (
        operator === ts.SyntaxKind.QuestionQuestionToken ||
        operator === ts.SyntaxKind.BarBarToken
      )
        return [
          ...this.resolve(value.left, file, depth + 1),
          ...this.resolve(value.right, file, depth + 1),
        ];
      if (operator === ts.SyntaxKind.PlusToken) {
        const left = this.resolve(value.left, file, depth + 1);
        const right = this.resolve(value.right, file, depth + 1);
        if (left.length === 0 && right.length === 0) return [];
        const lefts = left.length > 0 ? left : ['{}'];
        const rights = right.length > 0 ? right : ['{}'];
        return lefts.flatMap((l) => rights.map((r) => l + r)).slice(0, MAX_VARIANTS);
      }
      return [];
    }
    if (ts.isArrowFunction(value) || ts.isFunctionExpression(value))
      return this.returned(value, file).slice(0, MAX_VARIANTS);
    if (ts.isIdentifier(value)) {
      const constant = constantInScope(value);
      if (constant) return this.resolve(constant, file, depth + 1);
      const imported = this.imported(value.text, file);
      return imported ? this.resolve(imported.node, imported.file, depth + 1) : [];
    }
    if (ts.isPropertyAccessExpression(value)) return this.tableEntry(value, file, depth);
    if (ts.isCallExpression(value)) {
      const callee = unwrap(value.expression);
      if (ts.isPropertyAccessExpression(callee)) return this.tableEntry(callee, file, depth);
    }
    return [];
  }

  /** The exported constant a file imports by this name (`import { X as name } from './x'`). */
  private imported(name: string, file: SourceFile) {
    for (const statement of file.ast.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
        continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      const element = bindings.elements.find((candidate) => candidate.name.text === name);
      if (!element) continue;
      const specifier = statement.moduleSpecifier.text;
      const target = specifier.startsWith('@institute/shared/')
        ? path.join('packages/shared/src', specifier.slice('@institute/shared/'.length))
        : specifier.startsWith('.')
          ? path.join(path.dirname(file.relative), specifier)
          : undefined;
      const source = target ? this.byPath.get(target) : undefined;
      const exportedName = (element.propertyName ?? element.name).text;
      return source ? this.exported.get(`${source.relative}#${exportedName}`) : undefined;
    }
    return undefined;
  }

  /** The table a name stands for: its own, `const M = X_MESSAGES` or `import { X_MESSAGES as M }`. */
  private tableNameOf(owner: ts.Identifier, file: SourceFile): string {
    const alias = constantInScope(owner);
    if (alias && ts.isIdentifier(unwrap(alias))) return (unwrap(alias) as ts.Identifier).text;
    for (const statement of file.ast.statements) {
      const bindings = ts.isImportDeclaration(statement)
        ? statement.importClause?.namedBindings
        : undefined;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      const element = bindings.elements.find((candidate) => candidate.name.text === owner.text);
      if (element?.propertyName) return element.propertyName.text;
    }
    return owner.text;
  }

  /** `AUTH_MESSAGES.emailTaken` (or `M.x` with `const M = AUTH_MESSAGES`) in its table. */
  private tableEntry(access: ts.PropertyAccessExpression, file: SourceFile, depth: number) {
    const owner = unwrap(access.expression);
    if (!ts.isIdentifier(owner)) return [];
    const tableName = this.tableNameOf(owner, file);
    const table = this.tables.get(tableName);
    if (!table) return [];
    const tableFile = this.tableFile.get(tableName)!;
    const property = table.properties.find(
      (candidate) => candidate.name && nameOf(candidate.name) === access.name.text,
    );
    if (!property) return [];
    if (ts.isPropertyAssignment(property))
      return this.resolve(property.initializer, tableFile, depth + 1);
    return this.propertyTexts(property, tableFile);
  }
}

/** The initializer of the `const` an identifier names, in its scope or an enclosing one. */
function constantInScope(identifier: ts.Identifier): ts.Expression | undefined {
  for (let scope: ts.Node | undefined = identifier.parent; scope; scope = scope.parent) {
    if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
    for (const statement of scope.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
      for (const declaration of statement.declarationList.declarations)
        if (
          ts.isIdentifier(declaration.name) &&
          declaration.name.text === identifier.text &&
          declaration.initializer
        )
          return declaration.initializer;
    }
  }
  return undefined;
}

/** A text for people: words, not a code ('EMAIL_TAKEN'), a field's name or a bare placeholder. */
export function looksLikeText(text: string): boolean {
  const words = text.replace(/\{\}/g, ' ').trim();
  if (!/[A-Za-z]/.test(words)) return false;
  if (/^[A-Z0-9_]+$/.test(words)) return false;
  return /\s/.test(words) || /^[A-Z][a-z]/.test(words);
}

/** A dictionary key (or a message) with its placeholders written `{}`. */
export const shapeOf = (text: string) => text.replace(/\{\w*\}/g, '{}');
