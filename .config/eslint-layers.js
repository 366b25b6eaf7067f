// The layers of design.md, enforced: an import may only go down (or stay within its own layer).
// Checked on the resolved path of every relative import, so `../handlers/dispatch` from documents and
// `./dispatch` from handlers are told apart. Package imports are not layered here (see `electron` in
// eslint.config.js), except that the contract may import no package but its schema library.
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Top to bottom: shell/cli/host → handlers → app → areas → engine → reading, api → credentials, store → util → contract. */
const LAYERS = [
  { name: 'the shell, CLI or browser host', rank: 9, paths: ['main/index', 'main/cli', 'main/host'] },
  { name: 'the handlers', rank: 8, paths: ['main/handlers'] },
  { name: 'the app', rank: 7, paths: ['main/app'] },
  {
    name: 'an area (documents, booking, bank, datasets, sync, demo)',
    rank: 6,
    paths: ['main/documents', 'main/booking', 'main/bank', 'main/datasets', 'main/sync', 'main/demo'],
  },
  { name: 'the engine', rank: 5, paths: ['main/engine'] },
  { name: 'reading or the api client', rank: 4, paths: ['main/reading', 'main/api'] },
  { name: 'credentials or the store', rank: 3, paths: ['main/credentials', 'main/store'] },
  { name: 'util', rank: 2, paths: ['main/util'] },
  // The contract: imported by main, the bridge and the renderer; it imports only itself and zod.
  { name: 'the contract', rank: 1, paths: ['preload/contract', 'preload/api'] },
];

const strip = (p) =>
  p
    .replace(/\\/g, '/')
    .replace(/(\.svelte)?\.(ts|js|mjs|cjs)$/, '')
    .replace(/\/index$/, '');
const within = (path, prefix) => path === prefix || path.startsWith(prefix + '/');

function layerOf(path) {
  for (const layer of LAYERS) if (layer.paths.some((p) => within(path, p))) return layer;
  return null;
}

function check(context, node, source) {
  if (typeof source !== 'string') return;
  const file = strip(relative(root, context.filename));
  const fromLayer = layerOf(file);
  const inRenderer = within(file, 'renderer');
  if (!source.startsWith('.')) {
    if (fromLayer?.rank === 1 && source !== 'zod')
      context.report({ node, message: `The contract imports no package but zod ("${source}").` });
    return;
  }
  const target = strip(relative(root, resolve(dirname(context.filename), source)));
  if (inRenderer && within(target, 'main')) {
    context.report({
      node,
      message: `The renderer never imports main ("${source}"): use the contract's types.`,
    });
    return;
  }
  if (fromLayer?.rank === 1 && layerOf(target)?.rank !== 1) {
    context.report({ node, message: `The contract imports neither main nor the renderer ("${source}").` });
    return;
  }
  const toLayer = layerOf(target);
  if (!fromLayer || !toLayer) return;
  if (toLayer.rank > fromLayer.rank)
    context.report({
      node,
      message: `An import may only go down the layers: ${fromLayer.name} must not import ${toLayer.name} ("${source}").`,
    });
}

const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports only go down the layers of design.md.' },
    schema: [],
  },
  create(context) {
    const fromNode = (node) => node.source && check(context, node, node.source.value);
    return {
      ImportDeclaration: fromNode,
      ExportNamedDeclaration: fromNode,
      ExportAllDeclaration: fromNode,
      ImportExpression: (node) => node.source.type === 'Literal' && check(context, node, node.source.value),
    };
  },
};

export default { rules: { 'import-direction': importDirection } };
