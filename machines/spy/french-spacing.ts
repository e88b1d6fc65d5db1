import type { PluralForms, Translations } from '../../src/i18n/index.js';

/**
 * French typography: a no-break space before : ; ! ? and inside « », so a line never breaks there.
 * SPY's translations are written with ordinary spaces and given it here. It lives apart from the
 * translations modules, which hold translation sets only.
 */
export function frenchSpacing(set: Translations): Translations {
  const fix = (s: string) => s.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
  return Object.fromEntries(
    Object.entries(set).map(([key, value]) => [
      key,
      typeof value === 'string' ? fix(value) : (Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fix(v as string)])) as PluralForms),
    ]),
  );
}
