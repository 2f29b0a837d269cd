// The project's own ESLint rules (eslint.config.mjs turns them on): the parts of docs/architecture.md's import
// rules that ESLint's and eslint-plugin-import's rules cannot say.
import path from 'node:path';

/** Every module specifier in a file: imports, re-exports, import() and require() with a literal. */
function onEachSpecifier(report) {
  const check = (node, source) => {
    if (source && source.type === 'Literal' && typeof source.value === 'string') report(node, source.value);
  };
  return {
    ImportDeclaration: (node) => check(node, node.source),
    ExportNamedDeclaration: (node) => check(node, node.source),
    ExportAllDeclaration: (node) => check(node, node.source),
    ImportExpression: (node) => check(node, node.source),
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node, node.arguments[0]);
    },
  };
}

const relativeToRoot = (context, file) => path.relative(context.cwd, file).split(path.sep).join('/');

const nextInternalsInOnePlace = {
  meta: {
    type: 'problem',
    docs: { description: "Next's private modules (next/dist/...) only in the modules that wrap them" },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      outside:
        "'{{source}}' is a private Next.js module: reach it through {{allowed}}, which wrap Next's internals and are checked on every upgrade.",
    },
  },
  create(context) {
    const allow = context.options[0]?.allow ?? [];
    if (allow.includes(relativeToRoot(context, context.filename))) return {};
    return onEachSpecifier((node, source) => {
      if (source === 'next/dist' || source.startsWith('next/dist/')) {
        context.report({ node, messageId: 'outside', data: { source, allowed: allow.join(', ') } });
      }
    });
  },
};

function isClientModule(program) {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') return false;
    if (statement.directive === 'use client') return true;
  }
  return false;
}

const noServerInClient = {
  meta: {
    type: 'problem',
    docs: { description: "A 'use client' module imports nothing of server/" },
    schema: [],
    messages: {
      server: "'{{source}}' is server code and this is a client component: pass the data down from a server component, or move the shared part into lib/.",
    },
  },
  create(context) {
    if (!isClientModule(context.sourceCode.ast)) return {};
    const serverDir = path.join(context.cwd, 'server');
    const isServer = (source) => {
      if (source === '@/server' || source.startsWith('@/server/')) return true;
      if (!source.startsWith('.')) return false;
      const target = path.resolve(path.dirname(context.filename), source);
      return target === serverDir || target.startsWith(serverDir + path.sep);
    };
    return onEachSpecifier((node, source) => {
      if (isServer(source)) context.report({ node, messageId: 'server', data: { source } });
    });
  },
};

export const ghomesRules = {
  'next-internals-in-one-place': nextInternalsInOnePlace,
  'no-server-in-client': noServerInClient,
};
