/**
 * An element's public API as a site owner sees it, read from custom-elements.json (`npm run analyze`):
 * what the docs pages' API tables list and what the node test checks part names against.
 */

/** The few fields of a custom-elements.json entry that the tables show. */
interface Described {
  name: string;
  description?: string;
  summary?: string;
}

interface Typed extends Described {
  type?: { text: string };
  default?: string;
}

export interface ManifestAttribute extends Typed {
  fieldName?: string;
}

export interface ManifestMember extends Typed {
  kind: 'field' | 'method';
  privacy?: 'public' | 'private' | 'protected';
  static?: boolean;
  readonly?: boolean;
  attribute?: string;
  parameters?: Typed[];
  return?: { type?: { text: string } };
}

export interface ManifestDeclaration extends Described {
  kind: string;
  tagName?: string;
  customElement?: boolean;
  attributes?: ManifestAttribute[];
  members?: ManifestMember[];
  events?: Typed[];
  slots?: Described[];
  cssParts?: Described[];
  cssProperties?: Typed[];
}

export interface Manifest {
  modules: { path: string; declarations?: ManifestDeclaration[] }[];
}

/** One row of an API table. */
export interface ApiRow {
  name: string;
  /** The type, a method's signature, or an attribute's property. */
  type: string;
  default: string;
  description: string;
}

export interface ElementApi {
  tag: string;
  attributes: ApiRow[];
  properties: ApiRow[];
  methods: ApiRow[];
  events: ApiRow[];
  slots: ApiRow[];
  parts: ApiRow[];
  cssProperties: ApiRow[];
}

/** Whether a member is part of the public API (the analyzer config already drops the rest; this is the guard). */
export function isPublicMember(member: Pick<ManifestMember, 'name' | 'privacy'>): boolean {
  return !member.name.startsWith('#') && !member.name.startsWith('_') && (member.privacy ?? 'public') === 'public';
}

/** `newGame` → `new-game`: how a name reads as a part or attribute. */
export const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every declaration in the manifest that is a registered custom element. */
export function registeredElements(manifest: Manifest): (ManifestDeclaration & { tagName: string })[] {
  return manifest.modules.flatMap((mod) => (mod.declarations ?? []).filter((d): d is ManifestDeclaration & { tagName: string } => typeof d.tagName === 'string'));
}

const text = (item: Described): string => item.description ?? item.summary ?? '';
const row = (item: Typed, type = item.type?.text ?? ''): ApiRow => ({ name: item.name, type, default: item.default ?? '', description: text(item) });
const byName = (a: ApiRow, b: ApiRow) => a.name.localeCompare(b.name);

function signature(method: ManifestMember): string {
  const params = (method.parameters ?? []).map((p) => `${p.name}${p.type ? `: ${p.type.text}` : ''}`).join(', ');
  return `(${params}) => ${method.return?.type?.text ?? 'void'}`;
}

/**
 * The public API of the element registered as `tag`, or undefined when no element has that tag.
 * Properties are the public instance fields (static ones belong to the class, not the element);
 * a property set by an attribute names it in its type column.
 */
export function elementApi(manifest: Manifest, tag: string): ElementApi | undefined {
  const element = registeredElements(manifest).find((d) => d.tagName === tag);
  if (!element) return undefined;
  const members = (element.members ?? []).filter((m) => isPublicMember(m) && !m.static);
  return {
    tag,
    attributes: (element.attributes ?? []).map((a) => row(a)).sort(byName),
    properties: members
      .filter((m) => m.kind === 'field')
      .map((m) => {
        const r = row(m);
        const notes = [m.attribute ? `attribute \`${m.attribute}\`` : '', m.readonly ? 'read-only' : ''].filter(Boolean);
        return notes.length > 0 ? { ...r, description: `${r.description}${r.description ? ' ' : ''}(${notes.join(', ')})` } : r;
      })
      .sort(byName),
    methods: members.filter((m) => m.kind === 'method').map((m) => row(m, signature(m))).sort(byName),
    events: (element.events ?? []).map((e) => row(e)).sort(byName),
    slots: (element.slots ?? []).map((s) => row(s)),
    parts: (element.cssParts ?? []).map((p) => row(p)),
    cssProperties: (element.cssProperties ?? []).map((p) => row(p)).sort(byName),
  };
}

/**
 * Names a part shares with an attribute or a public property or method of the same element
 * (`new-game` would clash with `newGame()`): a part name must say it is a part of the drawing.
 */
export function partCollisions(element: ManifestDeclaration): string[] {
  const taken = new Set<string>();
  for (const a of element.attributes ?? []) taken.add(a.name);
  for (const m of element.members ?? []) {
    if (!isPublicMember(m)) continue;
    taken.add(m.name);
    taken.add(kebab(m.name));
  }
  return (element.cssParts ?? []).map((p) => p.name).filter((name) => taken.has(name));
}
