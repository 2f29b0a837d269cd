// The desk's alias field (lib/validation/ops-aliases.ts): what a manager types becomes the list the alias table
// stores, with the same messages in the browser and the route.
import { aliasesChangeSchema, aliasParams, joinAliases, splitAliases } from '@/lib/validation/ops-aliases';

const parse = (aliases: unknown) => aliasesChangeSchema.safeParse({ aliases });
const messages = (aliases: unknown) => {
  const result = parse(aliases);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the alias field', () => {
  it("splits on '|' and new lines, trims, collapses spaces and drops blanks", () => {
    expect(splitAliases(' Varthuru | Varthur  Road\r\nವರ್ತೂರು\n\n |  ')).toEqual(['Varthuru', 'Varthur Road', 'ವರ್ತೂರು']);
    expect(parse('Varthuru|Varthur Road')).toEqual({ success: true, data: { aliases: ['Varthuru', 'Varthur Road'] } });
    expect(parse('')).toEqual({ success: true, data: { aliases: [] } });
  });

  it('keeps one of the spellings the search reads as the same (case, dots, accents, joiners)', () => {
    expect(parse('J.P. Nagar|jp nagar|JP  Nagar').data).toEqual({ aliases: ['J.P. Nagar'] });
    expect(parse('ಇಂದಿರಾನಗರ|ಇಂದಿರಾ\u200cನಗರ').data).toEqual({ aliases: ['ಇಂದಿರಾನಗರ'] });
  });

  it('stores the text in NFC, as the search normalises what people type', () => {
    const decomposed = 'Cafe\u0301 Street';
    expect(parse(decomposed).data?.aliases).toEqual(['Café Street']);
  });

  it('refuses an alias over 100 characters, more than 50, one without a letter or digit, and invalid characters', () => {
    expect(messages('x'.repeat(101))[0]).toMatch(/^Keep each alias to 100 characters or fewer/);
    expect(parse('x'.repeat(100)).success).toBe(true);
    expect(messages(Array.from({ length: 51 }, (_, index) => `Name ${index}`).join('\n'))).toEqual(['At most 50 aliases']);
    expect(parse(Array.from({ length: 50 }, (_, index) => `Name ${index}`).join('\n')).success).toBe(true);
    expect(messages('Good|--')[0]).toMatch(/^An alias needs a letter or a digit/);
    expect(messages('Bad\u0000Name')).toEqual(['Please remove the invalid characters']);
    expect(messages('x'.repeat(6001))).toEqual(['Too much text for the aliases']);
    expect(aliasesChangeSchema.safeParse({ aliases: 'A', other: 1 }).success).toBe(false);
    expect(aliasesChangeSchema.safeParse({ aliases: ['A'] }).success).toBe(false);
  });

  it('shows a saved list one a line, which parses back to the same list', () => {
    const aliases = ['Varthuru', 'ವರ್ತೂರು', 'वर्तूर'];
    expect(parse(joinAliases(aliases)).data).toEqual({ aliases });
  });
});

describe("the route's target", () => {
  it('takes the four kinds and a uuid (lower-cased); anything else is not found', () => {
    expect(aliasParams.parse({ kind: 'sub_location', id: '1B7C1A52-0000-4000-8000-000000000000' })).toEqual({ kind: 'sub_location', id: '1b7c1a52-0000-4000-8000-000000000000' });
    for (const params of [{ kind: 'zone', id: '1b7c1a52-0000-4000-8000-000000000000' }, { kind: 'society', id: 'x' }, { kind: 'society' }]) {
      const result = aliasParams.safeParse(params);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Not found');
    }
  });
});
