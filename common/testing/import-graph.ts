/// <reference types="node" />
// For tests only, reached through `@practice/common/testing/import-graph`: the api's and the
// gateway's area-imports tests read their package's imports with it. Nothing under src imports it,
// so no production bundle carries it (or the TypeScript compiler it loads).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** One import of a package's own code by another of its files. */
export interface Import {
  /** Both relative to the package's folder, with forward slashes: `src/modules/customers/routes.ts`. */
  from: string;
  to: string;
  /** False for `import type`, `export type` and `import('…')` types, which leave nothing behind at run time. */
  runtime: boolean;
}

/** Where a package's code lives: its folder, and the folder of the code whose imports are read. */
export interface PackageFolders {
  root: string;
  src: string;
}

const slashed = (path: string) => path.split('\\').join('/');

/** Every TypeScript file under `dir`, declaration files left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|mts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file of `src` a relative specifier names, or null for a package or a file outside `src`. */
function resolveSpecifier(folders: PackageFolders, file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = resolve(dirname(file), specifier);
  const found = [target, `${target}.ts`, join(target, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
  if (!found || relative(folders.src, found).startsWith('..')) return null;
  return found;
}

/**
 * Every import and re-export of `file` that names another file of `src`: static, dynamic, of types
 * only and `import('…')` types. `text` stands in for the file's contents, to read a planted import.
 */
export function importsOf(folders: PackageFolders, file: string, text = readFileSync(file, 'utf8')): Import[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: Import[] = [];
  const add = (specifier: ts.Expression | undefined, runtime: boolean) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const target = resolveSpecifier(folders, file, specifier.text);
    if (target) found.push({ from: slashed(relative(folders.root, file)), to: slashed(relative(folders.root, target)), runtime });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, !node.importClause?.isTypeOnly);
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, !node.isTypeOnly);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, !node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], true);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, false);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every import between the files of `src`. */
export function packageImports(folders: PackageFolders): Import[] {
  return sourceFiles(folders.src).flatMap((file) => importsOf(folders, file));
}
