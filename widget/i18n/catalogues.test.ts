import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cataloguePath, checkedTexts } from './catalogues.vite';
import { catalogueProblems, describeProblem } from './check-catalogue';
import { partOf } from './parts';
import { SUPPORTED_LOCALES, resolveLocale, textDirection } from './locales';
import { ENGLISH_TEXTS } from './source';

const spanish = () => JSON.parse(readFileSync(cataloguePath('es'), 'utf8')) as Record<string, string>;

describe('the catalogue check (issue 33, run in CI)', () => {
  it.each(SUPPORTED_LOCALES.filter((l) => l !== 'en'))('%s has every English id, no other, each parsing with the same placeholders', (locale) => {
    const texts = JSON.parse(readFileSync(cataloguePath(locale as Exclude<typeof locale, 'en'>), 'utf8')) as unknown;
    expect(catalogueProblems(ENGLISH_TEXTS, texts, locale).map((p) => describeProblem(locale, p))).toEqual([]);
    expect(() => checkedTexts(locale)).not.toThrow();
  });

  it('fails on a missing id, and the build refuses it with the id named', () => {
    const { 'msg.tryAgain': _dropped, ...rest } = spanish();
    const problems = catalogueProblems(ENGLISH_TEXTS, rest, 'es');
    expect(problems).toEqual([{ kind: 'missing', id: 'msg.tryAgain' }]);
    expect(describeProblem('es', problems[0]!)).toBe('es catalogue, "msg.tryAgain": missing (English has it).');
  });

  it('fails on a placeholder lost or added, an id English lacks, an empty text and ICU that does not parse', () => {
    const broken = {
      ...spanish(),
      'msg.continueWith': 'Continuar',
      'cardForm.installmentOption': '{count} cuotas de {amount} ({total})',
      'msg.tryAgain': ' ',
      'fieldError.cvv': 'Introduce el código {digits, plural, one {#}',
      'msg.notAnId': 'Hola',
    };
    expect(catalogueProblems(ENGLISH_TEXTS, broken, 'es').map((p) => [p.kind, p.id])).toEqual([
      ['unknown', 'msg.notAnId'],
      ['not-text', 'msg.tryAgain'],
      ['placeholders', 'msg.continueWith'],
      ['unparsable', 'fieldError.cvv'],
      ['placeholders', 'cardForm.installmentOption'],
    ]);
  });

  it('refuses a plural case the language does not have (German has no "few")', () => {
    const texts = { ...spanish(), 'cardForm.installmentOption': '{count, plural, one {# Rate} few {# Raten} other {# Raten zu {amount}}}' };
    expect(catalogueProblems(ENGLISH_TEXTS, texts, 'de').map((p) => p.kind)).toContain('unparsable');
  });

  it('keeps the spec’s fixed strings as the English catalogue (widget §2 and §8)', () => {
    expect(ENGLISH_TEXTS['msg.payButtonLabel']).toBe('Pay');
    expect(ENGLISH_TEXTS['msg.authorizationFailed']).toBe('Authorization failed, please try again.');
    expect(ENGLISH_TEXTS['msg.authorizationFailedAfter3ds']).toBe('Authorization failed after 3DS challenge.');
    expect(ENGLISH_TEXTS['cardForm.installmentsPlaceholder']).toBe('Split payment into monthly installments');
  });
});

describe('resolveLocale', () => {
  it('takes the option, then the browser’s languages by language, then English', () => {
    expect(resolveLocale('pt-BR', ['de-DE'])).toBe('pt-BR');
    expect(resolveLocale(undefined, ['de-DE', 'en'])).toBe('de');
    expect(resolveLocale('xx', ['es-MX'])).toBe('es');
    expect(resolveLocale('pt', [])).toBe('pt-BR');
    expect(resolveLocale('not a tag!', ['ja-JP'])).toBe('en');
  });

  it('lays Arabic out right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('fr')).toBe('ltr');
  });
});

describe('the host and frame parts (each build ships its side’s texts only)', () => {
  /** Every `text('id')` call of the shipped widget, by file. */
  const calls = () =>
    readdirSync(new URL('..', import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.includes('.test') && !f.includes('test-support'))
      .flatMap((f) => [...readFileSync(new URL(`../${f}`, import.meta.url), 'utf8').matchAll(/\btext\('([\w.]+)'/g)].map((m) => ({ file: f, id: m[1] ?? '' })))
      .filter(({ id }) => id in ENGLISH_TEXTS);

  it('the vault frame asks only for frame texts and the host page only for host texts', () => {
    const found = calls();
    expect(found.length).toBeGreaterThan(40);
    const frameSide = (file: string) => file.startsWith('vault-frame/') || file.startsWith('installments/');
    expect(found.filter(({ file, id }) => partOf(id) !== (frameSide(file) ? 'frame' : 'host'))).toEqual([]);
  });
});
