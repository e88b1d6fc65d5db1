/** Minifies a css`…` template's raw strings (as many come back). */
export function minifyCss(quasis: string[]): string[];
/** Minifies an html`…` or svg`…` template's raw strings: runs of whitespace become one space. */
export function minifyHtml(quasis: string[]): string[];
/** The module's source with its Lit templates minified, or null when nothing changed. */
export function minifyTemplates(code: string, file: string): string | null;
/** The Vite plugin that minifies the project's own Lit templates. */
export function minifyLitTemplates(): { name: string; enforce: 'pre'; transform(code: string, id: string): { code: string; map: null } | null };
