import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../..');
const SHARED_MODULE = path.join(__dirname, 'react-router-dom.ts');

/** Source the browser builds bundle: every app's and package's src, not tests, their helpers or server entries. */
function bundledSources(): string[] {
  const dirs = readdirSync(ROOT).filter((d) => d === 'shell' || d.startsWith('mfe-')).map((d) => path.join(ROOT, d, 'src'));
  dirs.push(...readdirSync(path.join(ROOT, 'packages')).map((d) => path.join(ROOT, 'packages', d, 'src')));
  const files: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && e.name !== 'testing') walk(full);
      } else if (/\.tsx?$/.test(e.name) && !/(\.test|^test-utils)\.tsx?$/.test(e.name) && e.name !== 'server.tsx') {
        files.push(full);
      }
    }
  };
  dirs.forEach(walk);
  return files;
}

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** Value names each file takes from `react-router-dom` (type-only imports vanish from the bundle). */
function routerImports(files: string[]): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const note = (name: string, file: string) => used.set(name, [...(used.get(name) ?? []), path.relative(ROOT, file)]);
  for (const file of files) {
    for (const node of parse(file).statements) {
      const fromRouter =
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier) &&
        node.moduleSpecifier.text === 'react-router-dom';
      if (!fromRouter) continue;
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        if (!clause || clause.isTypeOnly) continue;
        if (clause.name) note('default', file);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) note('* (namespace import)', file);
        if (bindings && ts.isNamedImports(bindings)) {
          for (const el of bindings.elements) if (!el.isTypeOnly) note((el.propertyName ?? el.name).text, file);
        }
      } else if (ts.isExportDeclaration(node) && !node.isTypeOnly) {
        const clause = node.exportClause;
        if (!clause) note('* (export star)', file);
        else if (ts.isNamedExports(clause)) for (const el of clause.elements) if (!el.isTypeOnly) note((el.propertyName ?? el.name).text, file);
      }
    }
  }
  return used;
}

function sharedExports(): string[] {
  const names: string[] = [];
  for (const node of parse(SHARED_MODULE).statements) {
    if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
      for (const el of node.exportClause.elements) names.push(el.name.text);
    }
  }
  return names;
}

describe('the router the browser builds share (mf-config/shared/react-router-dom.ts)', () => {
  const provided = sharedExports();

  it('exports every router name an app or package imports, so no shared import is undefined at run time', () => {
    const used = routerImports(bundledSources());
    expect(used.size).toBeGreaterThan(0);
    const missing = [...used].filter(([name]) => !provided.includes(name)).map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('exports only names react-router-dom has', () => {
    const real = require('react-router-dom') as Record<string, unknown>;
    expect(provided.length).toBeGreaterThan(0);
    expect(provided.filter((name) => real[name] === undefined)).toEqual([]);
  });

  it('exports nothing that no app uses (each name costs every page its code)', () => {
    const used = routerImports(bundledSources());
    expect(provided.filter((name) => !used.has(name))).toEqual([]);
  });
});
