// @ts-check
import path from 'node:path';

/**
 * One app feature folder never imports another (issue 30, point 7): what two features share lives in
 * app/lib/ (logic) or app/shared/ (components and state), so a feature can be read, moved or deleted
 * alone. The core no-restricted-imports rule matches import strings, not the files they name, and a
 * relative path's meaning depends on the importing file's depth; this rule resolves the path.
 */
const FEATURES = `${path.sep}app${path.sep}features${path.sep}`;

/** The feature folder a file lies in, or undefined outside app/features/. */
function featureOf(file) {
  const at = file.lastIndexOf(FEATURES);
  if (at < 0) return undefined;
  return file.slice(at + FEATURES.length).split(path.sep)[0];
}

/** @type {import('eslint').Rule.RuleModule} */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'An app feature folder imports no other feature folder.' },
    messages: {
      crossFeature: "app/features/{{from}} may not import app/features/{{to}} ('{{source}}'): move what both use to app/lib/ or app/shared/.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (from === undefined) return {};
    /** @param {import('estree').Node | null | undefined} node */
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), node.value));
      if (to !== undefined && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to, source: node.value } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const LIB = `${path.sep}app${path.sep}lib${path.sep}`;

/**
 * app/lib/ never imports app/features/ (issue 42, point 5): the features use the library, so the library
 * importing a feature would tie every feature to that one. What needs the features (the text registry,
 * the router) lives above both, in app/. Tests under app/lib/ too: a feature's hook is tested beside it.
 */
/** @type {import('eslint').Rule.RuleModule} */
const libNeverImportsFeatures = {
  meta: {
    type: 'problem',
    docs: { description: 'app/lib/ imports no app feature folder.' },
    messages: {
      libToFeature: "app/lib/ may not import app/features/{{to}} ('{{source}}'): the features use app/lib/, not the other way; what needs a feature lives above both, in app/.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!file.includes(LIB)) return {};
    /** @param {import('estree').Node | null | undefined} node */
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), node.value));
      if (to !== undefined) context.report({ node, messageId: 'libToFeature', data: { to, source: node.value } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const featureBoundaries = { rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'lib-never-imports-features': libNeverImportsFeatures } };
