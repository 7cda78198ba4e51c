/**
 * The payment method marks the widget shows (GET /sdk/icons/{name}.svg on the asset host, widget §7
 * in docs/spec-coverage.md: "card icons come from the asset host"). Brand marks come from Simple Icons, the generic
 * card and bank from Lucide, both maintained icon sets; each is drawn once on a 40 x 26 card-shaped
 * badge (the drop-in's logo box) in the brand's colour, and kept in memory.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RequestHandler } from 'express';

const require = createRequire(import.meta.url);

type Source = { readonly set: 'simple-icons'; readonly slug: string } | { readonly set: 'lucide'; readonly name: string; readonly color: string };

/** The widget's icon names (widget/methods/*, iconName, the card form's preload) and the mark each one shows. */
const MARKS: Readonly<Record<string, Source>> = {
  visa: { set: 'simple-icons', slug: 'visa' },
  mastercard: { set: 'simple-icons', slug: 'mastercard' },
  amex: { set: 'simple-icons', slug: 'americanexpress' },
  discover: { set: 'simple-icons', slug: 'discover' },
  diners: { set: 'simple-icons', slug: 'dinersclub' },
  jcb: { set: 'simple-icons', slug: 'jcb' },
  paypal: { set: 'simple-icons', slug: 'paypal' },
  applepay: { set: 'simple-icons', slug: 'applepay' },
  googlepay: { set: 'simple-icons', slug: 'googlepay' },
  pix: { set: 'simple-icons', slug: 'pix' },
  card: { set: 'lucide', name: 'credit-card', color: '#4f46e5' },
  bank: { set: 'lucide', name: 'landmark', color: '#344054' },
};

export const METHOD_ICON_NAMES: readonly string[] = Object.keys(MARKS);

interface SimpleIconData {
  readonly slug: string;
  readonly hex: string;
}

let simpleIconColours: ReadonlyMap<string, string> | null = null;
function brandColour(slug: string): string {
  simpleIconColours ??= new Map((JSON.parse(readFileSync(require.resolve('simple-icons/icons.json'), 'utf8')) as SimpleIconData[]).map((i) => [i.slug, `#${i.hex}`]));
  const colour = simpleIconColours.get(slug);
  if (!colour) throw new Error(`simple-icons has no icon "${slug}"`);
  return colour;
}

/** The drawing inside an icon file's <svg> element (its 24 x 24 view box), without the title. */
function innerOf(file: string): string {
  const svg = readFileSync(require.resolve(file), 'utf8');
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (!inner) throw new Error(`${file} is no SVG`);
  return inner.replace(/<title>[\s\S]*?<\/title>/, '').trim();
}

function draw(source: Source): string {
  const glyph =
    source.set === 'simple-icons'
      ? `<g fill="${brandColour(source.slug)}">${innerOf(`simple-icons/icons/${source.slug}.svg`)}</g>`
      : `<g fill="none" stroke="${source.color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${innerOf(`lucide-static/icons/${source.name}.svg`)}</g>`;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="26" viewBox="0 0 40 26">' +
    '<rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="#fff" stroke="#d0d5dd"/>' +
    `<svg x="7" y="2" width="26" height="22" viewBox="0 0 24 24">${glyph}</svg></svg>`
  );
}

const drawn = new Map<string, string>();

/** The badge for one icon name, or undefined for a name the widget never asks for. */
export function methodIcon(name: string): string | undefined {
  const source = MARKS[name];
  if (!source) return undefined;
  let svg = drawn.get(name);
  if (svg === undefined) {
    svg = draw(source);
    drawn.set(name, svg);
  }
  return svg;
}

/** GET /sdk/icons/:file (e.g. visa.svg); an unknown name falls through to a 404. */
export const methodIconHandler: RequestHandler = (req, res, next) => {
  const name = /^([a-z]+)\.svg$/.exec(String(req.params.file))?.[1];
  const svg = name === undefined ? undefined : methodIcon(name);
  if (svg === undefined) return next();
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.type('image/svg+xml').send(svg);
};
