import { type ESLint } from 'eslint';

/** The plugin of eslint-rules/no-import-cycle.mjs: `rules['no-import-cycle']`. */
declare const importCyclesPlugin: ESLint.Plugin;
export default importCyclesPlugin;
