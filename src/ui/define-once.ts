/**
 * Registers a custom element unless its tag is taken. Loading a game twice (two `<script>`s of
 * one file, or the split set beside a self-contained file) is harmless: the tag keeps its first
 * class. When the tag belongs to a *different* class — two releases of Tabletop Elements on one
 * page — the first one stays and the page is told once per tag, since the two may not agree.
 *
 * @example
 * defineOnce('tt-move-log', MoveLog);
 */
export function defineOnce(tag: string, element: CustomElementConstructor): void {
  const existing = customElements.get(tag);
  if (!existing) {
    customElements.define(tag, element);
    return;
  }
  if (existing === element || warned.has(tag)) return;
  warned.add(tag);
  console.warn(
    `Tabletop Elements: <${tag}> is already defined by another copy of Tabletop Elements on this page, ` +
      'so that copy is used. Load one release per page: either the self-contained files (dist/<id>.js) ' +
      'or the split set (dist/split/<id>.js) or the npm package, not two of them.',
  );
}

const warned = new Set<string>();
