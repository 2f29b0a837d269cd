// Icons a list repeats are drawn once per list (components/icons/icon-set.tsx): the list's <Symbols> holds the
// drawings, each item's icon is a <use> of one. Together they must draw what the plain server icon draws.
import { renderToStaticMarkup } from 'react-dom/server';
import { iconSet, symbolId } from '@/components/icons/icon-set';
import { BedDouble, Compass } from '@/components/icons/static-icons';

const Icons = iconSet({ BedDouble, Compass });

function parse(markup: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${markup}</body>`, 'text/html');
}

describe('an icon set', () => {
  const document = parse(renderToStaticMarkup(<Icons.Symbols prefix="rent-card-icon" />));

  it('draws every icon once, as a symbol named by the prefix, in one hidden svg', () => {
    const sprite = document.querySelector('body > svg')!;
    expect(sprite.getAttribute('class')).toBe('hidden');
    expect(sprite.getAttribute('aria-hidden')).toBe('true');
    const symbols = [...sprite.querySelectorAll('symbol')];
    expect(symbols.map((symbol) => symbol.id)).toEqual(['rent-card-icon-bed-double', 'rent-card-icon-compass']);
    for (const symbol of symbols) expect(symbol.getAttribute('viewBox')).toBe('0 0 24 24');
  });

  it("a symbol holds exactly the plain icon's drawing", () => {
    for (const Icon of [BedDouble, Compass]) {
      const plain = parse(renderToStaticMarkup(<Icon />)).querySelector('svg')!;
      expect(document.getElementById(symbolId('rent-card-icon', Icon))!.innerHTML).toBe(plain.innerHTML);
    }
  });

  it("an item's icon is the plain icon's frame around a <use> of its symbol", () => {
    const used = parse(renderToStaticMarkup(<Icons.Compass prefix="rent-card-icon" className="size-4 text-primary" />)).querySelector('svg')!;
    const plain = parse(renderToStaticMarkup(<Compass className="size-4 text-primary" />)).querySelector('svg')!;
    expect([...used.attributes].map((attribute) => `${attribute.name}=${attribute.value}`)).toEqual(
      [...plain.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
    );
    expect(used.innerHTML).toBe('<use href="#rent-card-icon-compass"></use>');
    // What it points at exists in the list's symbols.
    expect(document.querySelector(used.querySelector('use')!.getAttribute('href')!)).not.toBeNull();
  });

  it('keeps a label and the inline style of a thinner stroke, like the plain icon', () => {
    const markup = renderToStaticMarkup(<Icons.BedDouble prefix="p" aria-label="Bedrooms" role="img" strokeWidth={1.5} />);
    expect(markup).toContain('aria-label="Bedrooms"');
    expect(markup).not.toContain('aria-hidden');
    expect(markup).toContain('style="stroke-width:1.5"');
  });
});
