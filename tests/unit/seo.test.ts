import { DESCRIPTION_MAX_LENGTH, metaDescription, stripMarkup, titleWithBrand, truncateText } from '@/lib/seo';

describe('titleWithBrand', () => {
  it('appends the brand suffix when the title lacks it', () => {
    expect(titleWithBrand('Prestige Lakeside Habitat', 'GHomes')).toBe('Prestige Lakeside Habitat | GHomes');
  });

  it('leaves a title that already names the brand alone, in any letter case', () => {
    expect(titleWithBrand('About GHomes', 'GHomes')).toBe('About GHomes');
    expect(titleWithBrand('Why ghomes works', 'GHomes')).toBe('Why ghomes works');
    expect(titleWithBrand('Contact | GHomes', 'GHomes')).toBe('Contact | GHomes');
  });

  it('falls back to the brand for an empty title and tidies whitespace', () => {
    expect(titleWithBrand('   ', 'GHomes')).toBe('GHomes');
    expect(titleWithBrand('  Open   House ', 'GHomes')).toBe('Open House | GHomes');
  });
});

describe('stripMarkup', () => {
  it('removes tags without gluing words together', () => {
    expect(stripMarkup('<p>Gated <b>community</b></p><p>in Whitefield</p>')).toBe('Gated community in Whitefield');
    expect(stripMarkup('Line one<br/>line two')).toBe('Line one line two');
  });

  it('drops scripts, styles and comments with their contents', () => {
    expect(stripMarkup('<style>p{color:red}</style>Hello<script>alert(1)</script> <!-- hidden -->world')).toBe('Hello world');
  });

  it('decodes named and numeric entities', () => {
    expect(stripMarkup('Rent &amp; Buy &ndash; 3&nbsp;BHK &#8377;45,000 &#x2022; &quot;Villas&quot; &#39;new&#39;')).toBe(
      'Rent & Buy – 3 BHK ₹45,000 • "Villas" \'new\'',
    );
  });

  it('keeps escaped markup as visible text and leaves unknown entities as written', () => {
    expect(stripMarkup('Use &lt;b&gt; for bold &unknown;')).toBe('Use <b> for bold &unknown;');
  });

  it('collapses whitespace and handles empty input', () => {
    expect(stripMarkup('  a \n\t b  ')).toBe('a b');
    expect(stripMarkup(null)).toBe('');
    expect(stripMarkup(undefined)).toBe('');
  });
});

describe('truncateText / metaDescription (150 characters)', () => {
  it('keeps text of exactly 150 characters untouched', () => {
    const text = 'a'.repeat(140) + ' ' + 'b'.repeat(9);
    expect(text).toHaveLength(150);
    expect(truncateText(text)).toBe(text);
  });

  it('cuts longer text at a word boundary and ends with an ellipsis within the limit', () => {
    const words = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    const cut = truncateText(words);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(cut.endsWith('…')).toBe(true);
    const kept = cut.slice(0, -1);
    expect(words.startsWith(kept)).toBe(true);
    // The cut falls between words: the next character in the original is a space.
    expect(words[kept.length]).toBe(' ');
  });

  it('cuts a 151-character text to at most 150 characters', () => {
    const text = 'x'.repeat(100) + ' ' + 'y'.repeat(50);
    expect(text).toHaveLength(151);
    expect(truncateText(text)).toBe(`${'x'.repeat(100)}…`);
  });

  it('hard-cuts a single overlong word', () => {
    const cut = truncateText('z'.repeat(300));
    expect(cut).toHaveLength(150);
    expect(cut).toBe(`${'z'.repeat(149)}…`);
  });

  it('does not leave trailing punctuation before the ellipsis', () => {
    const text = `${'a'.repeat(120)}, ${'b'.repeat(40)}`;
    expect(truncateText(text)).toBe(`${'a'.repeat(120)}…`);
  });

  it('strips markup before measuring', () => {
    const html = `<p>${'Spacious 3 BHK homes '.repeat(5)}</p><p>${'with clubhouse access '.repeat(5)}</p>`;
    const description = metaDescription(html);
    expect(description).not.toMatch(/[<>]/);
    expect(description.length).toBeLessThanOrEqual(150);
    expect(description.endsWith('…')).toBe(true);
    expect(metaDescription('<b>Short</b> &amp; sweet')).toBe('Short & sweet');
  });
});
