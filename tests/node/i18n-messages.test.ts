// The message files (lib/i18n/messages/<locale>/<namespace>.json): Kannada and Hindi have every key English has
// and no other, none empty, with the same placeholders; and every message reads the same through next-intl's
// formatter (server components) and through `fill` (the browser's copy), so no message needs ICU syntax the
// browser cannot read (a plural, or an apostrophe before a brace that ICU takes as a quote).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { createTranslator } from 'use-intl/core';
import { fill } from '../../lib/i18n/fill';

const ROOT = path.join(import.meta.dirname, '../../lib/i18n/messages');
const OTHER_LOCALES = ['kn', 'hi'] as const;

type Tree = { [key: string]: string | Tree };

function read(locale: string, file: string): Tree {
  return JSON.parse(readFileSync(path.join(ROOT, locale, file), 'utf8')) as Tree;
}

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(prefix + key, value);
    else for (const [inner, text] of leaves(value, `${prefix}${key}.`)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const namespaceFiles = readdirSync(path.join(ROOT, 'en')).filter((file) => file.endsWith('.json'));

test('every language has the same namespaces', () => {
  for (const locale of OTHER_LOCALES) {
    assert.deepEqual(readdirSync(path.join(ROOT, locale)).filter((file) => file.endsWith('.json')).sort(), [...namespaceFiles].sort());
  }
});

for (const file of namespaceFiles) {
  const english = leaves(read('en', file));
  for (const locale of OTHER_LOCALES) {
    test(`${locale}/${file}: every English key, no other, none empty, the same placeholders`, () => {
      const translated = leaves(read(locale, file));
      assert.deepEqual([...translated.keys()].filter((key) => !english.has(key)), [], 'keys English does not have');
      for (const [key, text] of english) {
        const other = translated.get(key);
        assert.ok(other !== undefined, `missing ${key}`);
        assert.ok(other.trim() !== '', `empty ${key}`);
        assert.deepEqual(placeholders(other), placeholders(text), `placeholders of ${key}`);
      }
    });
  }
  for (const locale of ['en', ...OTHER_LOCALES] as const) {
    test(`${locale}/${file}: next-intl's formatter and the browser's fill read every message alike`, () => {
      const namespace = file.replace(/\.json$/, '');
      const t = createTranslator({ locale, messages: { [namespace]: read(locale, file) }, namespace });
      for (const [key, text] of leaves(read(locale, file))) {
        const values = Object.fromEntries(placeholders(text).map((name) => [name, `<${name}>`]));
        assert.equal((t as (key: string, values: object) => string)(key, values), fill(text, values), `${key}`);
      }
    });
  }
}
