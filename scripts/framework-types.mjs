#!/usr/bin/env node
// Framework declarations, generated from the shipped manifest (dist/custom-elements.json) by the
// package build, so that a React or Vue app type-checks the elements' attributes, properties and
// events the way its framework passes them:
//  - dist/lib/react.d.ts: React 19's JSX.IntrinsicElements. React 19 sets a prop as a property when
//    the element has one (`players={2}`, `botDelay={0}`), as an attribute otherwise (`bot-delay`),
//    and adds a listener for `on<event name>` (`ontt-move`).
//  - dist/lib/vue.d.ts: Vue 3's GlobalComponents, in the shape Vue's guide gives for custom elements
//    (`$props` for the template's props, `$emit` for `@tt-move`).
// An app opts in with `import type {} from 'tabletop-elements/react'` (or `/vue`); the entries'
// .js files are empty modules, so that a plain `import 'tabletop-elements/react'` builds too.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lib = path.join(root, 'dist', 'lib');

/**
 * @typedef {{ name: string, description?: string, type?: { text: string } }} Described
 * @typedef {Described & { kind: string, static?: boolean, readonly?: boolean, privacy?: string }} Member
 * @typedef {Described & { fieldName?: string }} Attribute
 * @typedef {{ name: string, tagName: string, description?: string, summary?: string, members?: Member[], attributes?: Attribute[], events?: Described[] }} Element
 * @typedef {{ tag: string, className: string, module: string, description: string, properties: Member[], attributes: Attribute[], events: Described[] }} ElementInfo
 */

/** Every element with a tag name in the manifest, with what a framework may set and listen to. */
export function elementsOf(manifest) {
  /** @type {ElementInfo[]} */
  const elements = [];
  for (const mod of manifest.modules ?? []) {
    for (const declaration of /** @type {Element[]} */ (mod.declarations ?? [])) {
      if (!declaration.tagName) continue;
      const properties = (declaration.members ?? []).filter((m) => m.kind === 'field' && !m.static && !m.readonly && (m.privacy ?? 'public') === 'public');
      const propertyNames = new Set(properties.map((p) => p.name));
      elements.push({
        tag: declaration.tagName,
        className: declaration.name,
        module: `./${path.posix.relative('dist/lib', mod.path)}`,
        description: declaration.summary ?? declaration.description ?? '',
        properties,
        // An attribute named as its property is set as that property; the others (`bot-delay`,
        // `lang`) reach the element as attributes.
        attributes: (declaration.attributes ?? []).filter((a) => !propertyNames.has(a.name)),
        events: (declaration.events ?? []).filter((e) => e.name),
      });
    }
  }
  return elements.sort((a, b) => a.tag.localeCompare(b.tag));
}

/** A JSDoc block from a manifest description, indented. */
function doc(text, indent) {
  const lines = (text ?? '').trim().split('\n').map((line) => line.replaceAll('*/', '*\\/'));
  if (lines.length === 0 || lines[0] === '') return '';
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line}`.trimEnd()).join('\n')}\n${indent} */\n`;
}

const quote = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** The type of a value set as an attribute: text, or the property's type (the framework writes it as text). */
function attributeType(element, attribute) {
  if (attribute.fieldName) return `string | ${element.className}[${JSON.stringify(attribute.fieldName)}]`;
  const text = attribute.type?.text ?? 'string';
  return /^[\w\s|'"`-]+$/.test(text) ? text : 'string';
}

function imports(elements) {
  return elements.map((e) => `import type { ${e.className} } from '${e.module}';`).join('\n');
}

const HEADER = '// Generated from custom-elements.json by the package build: do not edit.\n';

/** dist/lib/react.d.ts */
export function reactDeclarations(elements) {
  const entries = elements.map((element) => {
    const lines = [];
    for (const p of element.properties) lines.push(`${doc(p.description, '        ')}        ${quote(p.name)}?: ${element.className}[${JSON.stringify(p.name)}];`);
    for (const a of element.attributes) lines.push(`${doc(a.description, '        ')}        ${quote(a.name)}?: ${attributeType(element, a)};`);
    for (const e of element.events) lines.push(`${doc(e.description, '        ')}        ${quote(`on${e.name}`)}?: (event: ElementEvent<${JSON.stringify(e.name)}>) => void;`);
    const own = [...element.properties.map((p) => p.name), ...element.attributes.map((a) => a.name), ...element.events.map((e) => `on${e.name}`)];
    return `${doc(element.description, '      ')}      ${quote(element.tag)}: ElementProps<${element.className}, ${own.map((n) => JSON.stringify(n)).join(' | ') || 'never'}> & {\n${lines.join('\n')}\n      };`;
  });
  return `${HEADER}// React 19 sets a prop that the element has as a property (players={2}), any other as an attribute
// (bot-delay="0"), and listens for on<event> (ontt-move={…}).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { TabletopEvent, TabletopEventMap } from './src/ui/tabletop-element.js';
${imports(elements)}

type ElementEvent<N extends string> = N extends keyof TabletopEventMap ? TabletopEvent<N> : Event;
/** React's own props for an element (key, ref, className, children …), less the element's. */
type ElementProps<E extends HTMLElement, Own extends string> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, Own>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${entries.join('\n')}
    }
  }
}
`;
}

/** dist/lib/vue.d.ts */
export function vueDeclarations(elements) {
  const entries = elements.map((element) => {
    const props = element.properties.map((p) => JSON.stringify(p.name)).join(' | ') || 'never';
    const events = element.events.map((e) => `${JSON.stringify(e.name)}: ElementEvent<${JSON.stringify(e.name)}>`).join('; ');
    return `${doc(element.description, '    ')}    ${quote(element.tag)}: CustomElement<${element.className}, ${props}, { ${events} }>;`;
  });
  return `${HEADER}// Vue sets a template prop that the element has as a property (:players="2"), any other as an
// attribute, and @tt-move listens for the event; the shape is the one Vue's guide gives for custom
// elements that Vue did not define.
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type { TabletopEvent, TabletopEventMap } from './src/ui/tabletop-element.js';
${imports(elements)}

type ElementEvent<N extends string> = N extends keyof TabletopEventMap ? TabletopEvent<N> : Event;
type CustomElement<E extends HTMLElement, Props extends keyof E, Events extends Record<string, Event>> = new () => E & {
  /** @deprecated For the template's prop types only: a ref to the element has no \`$props\`. */
  $props: HTMLAttributes & Partial<Pick<E, Props>> & PublicProps;
  /** @deprecated For the template's event types only: a ref to the element has no \`$emit\`. */
  $emit: EmitFn<{ [K in keyof Events]: (event: Events[K]) => void }>;
};

declare module 'vue' {
  interface GlobalComponents {
${entries.join('\n')}
  }
}
`;
}

const EMPTY_MODULE = '// Types only: see the .d.ts beside this file.\nexport {};\n';

/** Writes dist/lib/react.d.ts and dist/lib/vue.d.ts (and their empty .js) from dist/custom-elements.json. */
export function writeFrameworkTypes() {
  const elements = elementsOf(JSON.parse(readFileSync(path.join(root, 'dist', 'custom-elements.json'), 'utf8')));
  writeFileSync(path.join(lib, 'react.d.ts'), reactDeclarations(elements));
  writeFileSync(path.join(lib, 'vue.d.ts'), vueDeclarations(elements));
  for (const name of ['react.js', 'vue.js']) writeFileSync(path.join(lib, name), EMPTY_MODULE);
  return elements.length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`framework-types: React and Vue declarations for ${writeFrameworkTypes()} elements`);
}
