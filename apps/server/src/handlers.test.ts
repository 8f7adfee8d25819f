/**
 * No route handler in apps/server is over 40 lines (issue 29: thin routes; parse, authorise, call the domain,
 * answer). The sources are parsed with the TypeScript compiler: every function given to a route registration
 * (`app.get/post/put/patch/delete(path, [options,] handler)`, or `app.route({ ..., handler })`), inline or by the
 * name of a function of the same file, is measured from its first line to its last.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
export const MAX_HANDLER_LINES = 40;
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'route']);

export interface Handler {
  file: string;
  line: number;
  name: string;
  lines: number;
}

type FunctionNode = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration | ts.MethodDeclaration;

const isFunction = (node: ts.Node): node is FunctionNode =>
  ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node);

/** The functions of a file by name (`function x() {}`, `const x = () => {}`), for handlers passed by name. */
function namedFunctions(source: ts.SourceFile): Map<string, FunctionNode> {
  const named = new Map<string, FunctionNode>();
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name !== undefined) named.set(node.name.text, node);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer !== undefined) {
      if (isFunction(node.initializer)) named.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return named;
}

/** Every route handler of one source file with its length in lines. */
export function handlersOf(file: string, text: string): Handler[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const named = namedFunctions(source);
  const found: Handler[] = [];
  const record = (fn: ts.Node, name: string) => {
    const start = source.getLineAndCharacterOfPosition(fn.getStart(source)).line;
    const end = source.getLineAndCharacterOfPosition(fn.getEnd()).line;
    found.push({ file, line: start + 1, name, lines: end - start + 1 });
  };
  const resolve = (node: ts.Expression): ts.Node | undefined =>
    isFunction(node) ? node : ts.isIdentifier(node) ? named.get(node.text) : undefined;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if (METHODS.has(method)) {
        const [path] = node.arguments;
        const url =
          path === undefined ? '?' : ts.isStringLiteralLike(path) ? path.text : path.getText(source).slice(0, 60);
        const label = `${method.toUpperCase()} ${url}`;
        for (const argument of node.arguments) {
          if (ts.isObjectLiteralExpression(argument)) {
            for (const property of argument.properties) {
              if (property.name === undefined || !ts.isIdentifier(property.name) || property.name.text !== 'handler')
                continue;
              const urlProperty = argument.properties.find(
                (candidate): candidate is ts.PropertyAssignment =>
                  ts.isPropertyAssignment(candidate) &&
                  ts.isIdentifier(candidate.name) &&
                  candidate.name.text === 'url' &&
                  ts.isStringLiteralLike(candidate.initializer),
              );
              const routeName = `ROUTE ${urlProperty === undefined ? '?' : (urlProperty.initializer as ts.StringLiteral).text}`;
              if (ts.isMethodDeclaration(property)) record(property, routeName);
              else if (ts.isPropertyAssignment(property)) {
                const fn = resolve(property.initializer);
                if (fn !== undefined) record(fn, routeName);
              }
            }
          } else if (argument !== path) {
            const fn = resolve(argument);
            if (fn !== undefined && method !== 'route') record(fn, label);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('route handlers', () => {
  const handlers = sources(SRC).flatMap((file) =>
    handlersOf(relative(join(SRC, '..'), file), readFileSync(file, 'utf8')),
  );

  it('are found (the measure sees inline, named and route-object handlers)', () => {
    expect(handlers.length).toBeGreaterThan(80);
    const sample = handlersOf(
      'sample.ts',
      [
        'const named = async () => {',
        '  return 1;',
        '};',
        "app.get('/a', { config }, async (request) => {",
        '  return 2;',
        '});',
        "app.post('/b', named);",
        "app.route({ method: 'GET', url: '/c', handler(request) {",
        '  return 3;',
        '} });',
        'map.get(key);',
      ].join('\n'),
    );
    expect(sample.map(({ name, line, lines }) => `${name}:${String(line)}:${String(lines)}`)).toEqual([
      'GET /a:4:3',
      'POST /b:1:3',
      'ROUTE /c:8:3',
    ]);
  });

  it(`are at most ${String(MAX_HANDLER_LINES)} lines each`, () => {
    const over = handlers
      .filter((handler) => handler.lines > MAX_HANDLER_LINES)
      .map((handler) => `${handler.file}:${String(handler.line)} (${handler.name}, ${String(handler.lines)} lines)`);
    expect(over).toEqual([]);
  });
});
