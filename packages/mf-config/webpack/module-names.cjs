// Names a webpack module by where it comes from: which npm or workspace package, and a stable id
// for it across builds. Shared by the build stats and the chunk-group descriptions.

/** `../node_modules/.pnpm/react@19.3.1/node_modules/react/index.js` → package `react`, id `react@19.3.1/…`. */
function describeModule(name, app) {
  // Federation's stand-ins (consume/provide shared, remote references) are a few bytes, not a copy.
  const ref = name.match(/^(consume|provide) shared module \(\w+\) (@?[^@\s]+)/);
  if (ref) return { package: ref[2], id: `${app}:${ref[1]}:${ref[2]}`, kind: `${ref[1]}-shared` };
  if (/^(remote|external) /.test(name)) return { package: null, id: `${app}:${name}`, kind: 'reference' };
  const nm = name.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = name.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    const pnpm = name.indexOf('.pnpm/');
    return { package: pkg, id: pnpm >= 0 ? name.slice(pnpm + '.pnpm/'.length) : name.slice(nm), kind: 'module' };
  }
  const ws = name.match(/^(?:\.\.\/)+packages\/([^/]+)\/(.*)$/);
  if (ws) return { package: `@tjb/${ws[1]}`, id: `packages/${ws[1]}/${ws[2]}`, kind: 'module' };
  if (name.startsWith('./')) return { package: app, id: `${app}/${name.slice(2)}`, kind: 'module' };
  return { package: null, id: `${app}:${name}`, kind: 'runtime' };
}

module.exports = { describeModule };
