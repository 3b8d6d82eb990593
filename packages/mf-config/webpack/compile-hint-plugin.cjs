// V8's explicit compile hint: a script whose first line is `//# allFunctionsCalledOnLoad` has all its
// functions compiled while it streams in, off the main thread, instead of each lazily on the main thread
// the first time it is called. Worth it for files that run on every load, much of them at once (the shell's
// entry with the federation runtime, the shared singletons' file); elsewhere it compiles code that may
// never run. Measured in BENCHMARKS.md ("What changed", items 26 and 36).
const PLUGIN = 'CompileHintPlugin';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

class CompileHintPlugin {
  /**
   * @param {object} o
   * @param {string[]} [o.chunks] names of the chunks whose JavaScript files start with the hint
   * @param {RegExp} [o.files] output files that start with it too, by name (an experiment's way in)
   */
  constructor(o) {
    this.chunks = new Set(o.chunks || []);
    this.files = o.files;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After minification, which drops comments; before the real content hash renames the files and
      // before the compression plugins write their .gz and .br.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const hinted = new Set();
        for (const chunk of compilation.chunks) {
          if (chunk.name && this.chunks.has(chunk.name)) for (const file of chunk.files) hinted.add(file);
        }
        if (this.files) for (const file of Object.keys(compilation.assets)) if (this.files.test(file)) hinted.add(file);
        for (const file of hinted) {
          if (file.endsWith('.js')) compilation.updateAsset(file, (old) => new sources.ConcatSource(COMPILE_HINT, '\n', old));
        }
      });
    });
  }
}

module.exports = { CompileHintPlugin, COMPILE_HINT };
