// Writes files whose text the app's config already has (the shell's icon, drawn from the same module the
// server's Document names it from) into the build, with the build's other files: a file copied from the
// source tree would need a second owner of its content and of its name.
const PLUGIN = 'EmitFilesPlugin';

class EmitFilesPlugin {
  /** @param {Record<string,string>} files path in the output folder → text */
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // Before the compression plugins' stage, so a large enough file gets its .gz and .br like the rest.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        for (const [file, text] of Object.entries(this.files)) compilation.emitAsset(file, new sources.RawSource(text));
      });
    });
  }
}

module.exports = { EmitFilesPlugin };
