import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import ts from 'typescript';

/**
 * What a shared workspace package offers the remotes through one share key (`@tjb/ui`,
 * `@tjb/cart-bus/react`): each value export and its type as the compiler prints it. The shell's copy is
 * the one every remote runs, so a remote built against a surface the running shell lacks meets an
 * undefined export; the package's version says which surface it is, and the release guard compares
 * versions, so a change of surface has to come with a change of version (see `surfaceChangeProblems`).
 * A named type prints by its name (`(props: DialogProps) => …`), so what this sees is the exports and
 * their inline signatures, not a change inside a named props type.
 */
export type Surface = Record<string, string>;

/** The surfaces recorded with the version that has them, one file per package (`shared-surface.json`). */
export interface RecordedSurfaces {
  version: string;
  entries: Record<string, Surface>;
}

/** The package directory and entry file a share key resolves to, from the package's `exports` map. */
export function entryOfShareKey(shareKey: string, packagesDir: string): { packageName: string; packageDir: string; subpath: string; file: string } {
  const packageName = shareKey.split('/').slice(0, 2).join('/');
  const subpath = `.${shareKey.slice(packageName.length)}`;
  const packageDir = path.join(packagesDir, packageName.split('/')[1]!);
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { exports: Record<string, string> };
  const target = pkg.exports[subpath];
  if (!target) throw new Error(`${packageName} does not export ${subpath}`);
  return { packageName, packageDir, subpath, file: path.join(packageDir, target) };
}

/** The value exports of each entry file and their printed types (type-only exports do not exist at run time). */
export function surfacesOf(files: string[], tsconfigPath: string): Surface[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(tsconfigPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!parsed) throw new Error(`cannot read ${tsconfigPath}`);
  const program = ts.createProgram(files, { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  return files.map((file) => {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${file} is not a module`);
    const surface: Surface = {};
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!(symbol.flags & ts.SymbolFlags.Value)) continue;
      const printed = checker.typeToString(checker.getTypeOfSymbol(symbol), source, ts.TypeFormatFlags.NoTruncation);
      // A type from another file prints as import("<absolute path>").Name: its name alone is the same on
      // every machine and through a dependency's patch release.
      surface[exported.name] = printed.replace(/import\("[^"]*"\)\./g, '');
    }
    return Object.fromEntries(Object.entries(surface).sort(([a], [b]) => (a < b ? -1 : 1)));
  });
}

/**
 * Why the package's recorded surfaces cannot stand for what it now offers, one sentence per problem;
 * empty when the record is current. A surface that changed needs a new version: a minor one at least
 * (a remote built against it requires `^<that version>`, which an older shell does not satisfy, so the
 * release guard refuses the remote until a shell with it is live), a major one when an export is gone
 * (a remote built against the old surface may still use it).
 */
export function surfaceChangeProblems(packageName: string, recorded: RecordedSurfaces | undefined, version: string, now: Record<string, Surface>): string[] {
  if (!recorded) return [`${packageName} has no recorded shared surface`];
  const removed: string[] = [];
  const changed: string[] = [];
  for (const entry of new Set([...Object.keys(recorded.entries), ...Object.keys(now)])) {
    const before = recorded.entries[entry] ?? {};
    const after = now[entry] ?? {};
    for (const name of Object.keys(before)) {
      if (!(name in after)) removed.push(`${entry} ${name}`);
      else if (before[name] !== after[name]) changed.push(`${entry} ${name}`);
    }
    for (const name of Object.keys(after)) if (!(name in before)) changed.push(`${entry} ${name} (new)`);
  }
  const problems: string[] = [];
  if (removed.length > 0 && !(semver.major(version) > semver.major(recorded.version))) {
    problems.push(`${packageName} no longer exports ${removed.join(', ')}: that needs a major version above ${recorded.version} (it is ${version})`);
  } else if (changed.length > 0 && !semver.gte(version, semver.inc(recorded.version, 'minor')!)) {
    problems.push(`${packageName} changed ${changed.join(', ')}: that needs at least version ${semver.inc(recorded.version, 'minor')} (it is ${version})`);
  }
  if (problems.length === 0 && (removed.length > 0 || changed.length > 0 || recorded.version !== version)) {
    problems.push(`${packageName} ${version} is not recorded in its shared-surface.json (it records ${recorded.version})`);
  }
  return problems;
}
