import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * No import cycles, type-only imports included. `import/no-cycle` skips `import type` and
 * `import { type X }` (they vanish at run time), but a loop of types still ties files
 * together: neither can be read, moved or tested without the other. This rule follows
 * every import TypeScript sees (`ts.preProcessFile`), resolved with the project's
 * tsconfig, and reports an import whose target leads back to the importing file.
 */

const projectRoot = path.dirname(path.dirname(new URL(import.meta.url).pathname));

function compilerOptions() {
  const configPath = path.join(projectRoot, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, projectRoot).options;
}

const options = compilerOptions();
const resolutionCache = ts.createModuleResolutionCache(projectRoot, (name) => name, options);
/** A file's project imports, kept while the file is unchanged (an editor re-lints often). */
const importsByFile = new Map();

function resolveImport(specifier, fromFile) {
  const { resolvedModule } = ts.resolveModuleName(
    specifier,
    fromFile,
    options,
    ts.sys,
    resolutionCache,
  );
  if (!resolvedModule || resolvedModule.isExternalLibraryImport) return null;
  const file = path.resolve(resolvedModule.resolvedFileName);
  return file.startsWith(projectRoot + path.sep) && !file.endsWith('.d.ts') ? file : null;
}

function importsOf(file) {
  let modified;
  try {
    modified = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = importsByFile.get(file);
  if (known && known.modified === modified) return known.imports;
  const text = fs.readFileSync(file, 'utf8');
  const imports = ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) => resolveImport(fileName, file))
    .filter((target) => target !== null);
  importsByFile.set(file, { modified, imports });
  return imports;
}

/** The shortest way from `start` back to `goal`, as a list of files, or null. */
function pathBack(start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === goal) {
        const route = [file];
        for (let step = cameFrom.get(file); step; step = cameFrom.get(step)) route.unshift(step);
        return route;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, counting type-only imports.' },
    schema: [],
    messages: {
      cycle: 'Import cycle (type-only imports count): {{route}}.',
    },
  },
  create(context) {
    const me = path.resolve(context.physicalFilename);
    const relative = (file) => path.relative(projectRoot, file);
    function check(node) {
      const source = node.source;
      if (!source || typeof source.value !== 'string') return;
      const target = resolveImport(source.value, me);
      if (!target || target === me) return;
      importsByFile.delete(me); // this file is being edited: read it again when reached
      const route = pathBack(target, me);
      if (route)
        context.report({
          node: source,
          messageId: 'cycle',
          data: { route: [me, ...route, me].map(relative).join(' -> ') },
        });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const importCyclesPlugin = { rules: { 'no-import-cycle': noImportCycle } };

export default importCyclesPlugin;
