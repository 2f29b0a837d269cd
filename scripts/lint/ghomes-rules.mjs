// The project's own ESLint rules (eslint.config.mjs turns them on): the parts of docs/architecture.md's import
// rules that ESLint's and eslint-plugin-import's rules cannot say, and which domain writes which table.
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

const zodThroughValidation = {
  meta: {
    type: 'problem',
    docs: { description: 'zod only through lib/validation/zod.ts, the one import point of the schemas' },
    schema: [{ type: 'object', properties: { module: { type: 'string' } }, additionalProperties: false }],
    messages: {
      direct: "Import z from '@/lib/validation/zod', the schemas' one import point of zod.",
    },
  },
  create(context) {
    if (relativeToRoot(context, context.filename) === context.options[0]?.module) return {};
    return onEachSpecifier((node, source) => {
      if (source === 'zod' || source.startsWith('zod/')) context.report({ node, messageId: 'direct' });
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

const noStaticIconSetInClient = {
  meta: {
    type: 'problem',
    docs: { description: "A 'use client' module does not import components/icons/static-icons" },
    schema: [],
    messages: {
      iconSet:
        "static-icons makes every icon at load: in a client component it keeps all of icon-data.ts (6 KiB) in every page that shares a chunk with it. Import the one icon's data from '@/components/icons/icon-data' and draw it with staticIcon(), or use lucide-react.",
    },
  },
  create(context) {
    if (!isClientModule(context.sourceCode.ast)) return {};
    return onEachSpecifier((node, source) => {
      if (source === '@/components/icons/static-icons' || /(^|\/)static-icons$/.test(source)) context.report({ node, messageId: 'iconSet' });
    });
  },
};

const SCHEMA_MODULE = /^(@\/server\/db\/schema|\.{1,2}\/(\.\.\/)*(db\/)?schema)(\/[\w-]+)?$/;
const WRITES = new Set(['insert', 'update', 'delete']);

/** The variable `name` refers to where `node` is, or null. */
function variableAt(context, node, name) {
  for (let scope = context.sourceCode.getScope(node); scope; scope = scope.upper) {
    const variable = scope.set.get(name);
    if (variable) return variable;
  }
  return null;
}

const writesOwnTables = {
  meta: {
    type: 'problem',
    docs: { description: 'A server/ domain inserts, updates and deletes only the tables it owns' },
    schema: [
      {
        type: 'object',
        properties: {
          owners: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          everyTable: { type: 'array', items: { type: 'string' } },
          alsoWrittenBy: { type: 'object', additionalProperties: { type: 'object', additionalProperties: { type: 'string' } } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      other: "'{{table}}' is server/{{owner}}'s table: call server/{{owner}}'s service instead of writing it from server/{{domain}}.",
      unowned: "'{{table}}' has no owner in scripts/lint/table-owners.mjs: name the domain that writes it.",
    },
  },
  create(context) {
    const domain = /^server\/([^/]+)\//.exec(relativeToRoot(context, context.filename))?.[1];
    const { owners = {}, everyTable = [], alsoWrittenBy = {} } = context.options[0] ?? {};
    if (!domain || everyTable.includes(domain)) return {};
    const ownerOf = new Map(Object.entries(owners).flatMap(([owner, tables]) => tables.map((table) => [table, owner])));
    const imported = new Map(); // local name -> table name, for the schema's tables
    const namespaces = new Set(); // `import * as schema from '@/server/db/schema'`

    // The table an insert/update/delete argument names: a schema import, `schema.table`, or a const alias of one.
    const tableOf = (node, seen = 0) => {
      if (node.type === 'MemberExpression' && node.object.type === 'Identifier' && namespaces.has(node.object.name) && node.property.type === 'Identifier') return node.property.name;
      if (node.type !== 'Identifier' || seen > 3) return null;
      const variable = variableAt(context, node, node.name);
      const definition = variable?.defs[0];
      if (definition?.type === 'ImportBinding') return imported.get(node.name) ?? null;
      if (definition?.type === 'Variable' && definition.node.init && definition.parent.kind === 'const') return tableOf(definition.node.init, seen + 1);
      return null;
    };

    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || !SCHEMA_MODULE.test(String(node.source.value))) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportNamespaceSpecifier') namespaces.add(specifier.local.name);
          if (specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type') imported.set(specifier.local.name, specifier.imported.name);
        }
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !WRITES.has(callee.property.name)) return;
        if (node.arguments.length !== 1) return;
        const table = tableOf(node.arguments[0]);
        if (!table) return;
        const owner = ownerOf.get(table);
        if (!owner) context.report({ node, messageId: 'unowned', data: { table } });
        else if (owner !== domain && !alsoWrittenBy[table]?.[domain]) context.report({ node, messageId: 'other', data: { table, owner, domain } });
      },
    };
  },
};

export const ghomesRules = {
  'next-internals-in-one-place': nextInternalsInOnePlace,
  'zod-through-validation': zodThroughValidation,
  'no-server-in-client': noServerInClient,
  'no-static-icon-set-in-client': noStaticIconSetInClient,
  'writes-own-tables': writesOwnTables,
};
