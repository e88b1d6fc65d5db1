/**
 * custom-elements.json (`npm run analyze`) is the elements' public API: site owners' editors read
 * it, and Storybook turns it into each game's controls and API tables. It must hold every element,
 * nothing private, and part names that cannot be mistaken for an attribute, property or method —
 * Storybook keys its controls by name, so a part named `players` took the `players` control's place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementApi, isPublicMember, partCollisions, registeredElements, type Manifest } from '../../.storybook/element-api.js';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'custom-elements.json'), 'utf8')) as Manifest;
const elements = registeredElements(manifest);

/** Every game element's tag, from the components that register one (components/<id>-table/define.ts). */
const gameTags = readdirSync(path.join(root, 'components'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name.endsWith('-table'))
  .filter((d) => readdirSync(path.join(root, 'components', d.name)).includes('define.ts'))
  .map((d) => d.name);

describe('custom-elements.json', () => {
  it('names every game element and the shared ones by their tag', () => {
    const tags = elements.map((d) => d.tagName);
    expect(gameTags.length).toBeGreaterThan(0);
    expect(tags).toEqual(expect.arrayContaining([...gameTags, 'tt-player-panel', 'tt-setup-form', 'tt-move-log', 'tt-game-over', 'tt-flow-chart']));
  });

  it('holds no private or protected member', () => {
    const hidden = manifest.modules.flatMap((mod) =>
      (mod.declarations ?? []).flatMap((d) => (d.members ?? []).filter((m) => !isPublicMember(m)).map((m) => `${d.name}.${m.name} (${m.privacy ?? 'underscored'})`)),
    );
    expect(hidden).toEqual([]);
  });

  it('gives no part the name of an attribute, property or method of its element', () => {
    const collisions = elements.flatMap((d) => partCollisions(d).map((part) => `<${d.tagName}>::part(${part})`));
    expect(collisions).toEqual([]);
  });

  it('names every part in kebab-case', () => {
    const bad = elements.flatMap((d) => (d.cssParts ?? []).filter((p) => !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(p.name)).map((p) => `<${d.tagName}>::part(${p.name})`));
    expect(bad).toEqual([]);
  });
});

describe('partCollisions', () => {
  it('finds a part named as an attribute, a property, a method or a method in kebab-case', () => {
    const element = {
      kind: 'class',
      name: 'X',
      tagName: 'x-table',
      attributes: [{ name: 'bot-delay' }],
      members: [
        { kind: 'field' as const, name: 'players' },
        { kind: 'method' as const, name: 'newGame' },
        { kind: 'method' as const, name: 'happened', privacy: 'protected' as const },
      ],
      cssParts: [{ name: 'bot-delay' }, { name: 'players' }, { name: 'new-game' }, { name: 'happened' }, { name: 'player-panels' }],
    };
    expect(partCollisions(element)).toEqual(['bot-delay', 'players', 'new-game']);
  });
});

describe('elementApi', () => {
  it("lists a game table's public API: attributes, instance properties, methods, events, parts and CSS properties", () => {
    const api = elementApi(manifest, 'hisss-table')!;
    expect(api.attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['players', 'seats', 'seed', 'view', 'autoplay', 'bot-delay', 'names', 'lang']));
    const properties = api.properties.map((p) => p.name);
    expect(properties).toEqual(expect.arrayContaining(['players', 'botDelay', 'match', 'state']));
    expect(properties).not.toContain('privateInfo'); // static: the class's, not the element's
    expect(api.methods.map((m) => m.name)).toEqual(expect.arrayContaining(['play', 'undo', 'reset', 'newGame', 'save', 'load']));
    expect(api.methods.find((m) => m.name === 'load')!.type).toBe('(json: string) => void');
    expect(api.events.map((e) => e.name)).toEqual(['tt-game-over', 'tt-invalid-move', 'tt-move', 'tt-phase']);
    expect(api.parts.map((p) => p.name)).toEqual(expect.arrayContaining(['fan', 'undo-button', 'save-button', 'load-button', 'player-panels', 'rules-dialog']));
    expect(api.cssProperties.map((p) => p.name)).toEqual(expect.arrayContaining(['--tt-felt', '--hisss-card-back']));
  });

  it('knows no element by a tag nobody registered', () => {
    expect(elementApi(manifest, 'no-such-table')).toBeUndefined();
  });
});
