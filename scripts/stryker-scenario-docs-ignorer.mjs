// @ts-check
/** Stryker ignorer: a scenario's `title` and `description` are documentation only (see stryker.config.mjs). */
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

const DOC_KEYS = new Set(['title', 'description']);

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'scenario-docs', {
    /** @param {import('@babel/core').NodePath} path */
    shouldIgnore(path) {
      const file = path.hub && 'file' in path.hub ? String(/** @type {{ file: { opts: { filename?: string } } }} */ (path.hub).file.opts.filename ?? '') : '';
      if (!/[\\/]scenarios[\\/]/.test(file)) return undefined;
      if (path.isObjectProperty() && path.node.key.type === 'Identifier' && DOC_KEYS.has(path.node.key.name)) {
        return 'A scenario\u2019s title and description are documentation only: no code path reads them.';
      }
      return undefined;
    },
  }),
];
