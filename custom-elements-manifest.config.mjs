// @ts-check
// `npm run analyze` → custom-elements.json (used by Storybook's docs and controls).
import { resolveModuleOrPackageSpecifier } from '@custom-elements-manifest/analyzer/src/utils/index.js';

/**
 * Whether a class member is part of the public API: not `#private`, not `_underscored`, not
 * marked `private` or `protected` (`@internal` and `@ignore` the analyzer drops by itself).
 * @param {{ name: string, privacy?: string }} member
 */
const isPublic = (member) => !member.name.startsWith('#') && !member.name.startsWith('_') && (member.privacy ?? 'public') === 'public';

/**
 * The manifest is the elements' public API (site owners read it in their editor, Storybook turns it
 * into controls and tables), so the internals the analyzer finds — Lit's private state, protected
 * hooks for game authors — are left out. An attribute backed by a protected field (`lang`) stays,
 * without naming that field.
 * @type {import('@custom-elements-manifest/analyzer').Plugin}
 */
const publicApiOnly = {
  name: 'public-api-only',
  packageLinkPhase({ customElementsManifest }) {
    for (const mod of customElementsManifest.modules ?? []) {
      for (const declaration of mod.declarations ?? []) {
        if (declaration.kind !== 'class' && declaration.kind !== 'mixin') continue;
        const kept = (declaration.members ?? []).filter(isPublic);
        const keptNames = new Set(kept.map((member) => member.name));
        declaration.members = kept;
        if ('attributes' in declaration) {
          for (const attribute of declaration.attributes ?? []) {
            if (attribute.fieldName !== undefined && !keptNames.has(attribute.fieldName)) delete attribute.fieldName;
          }
        }
      }
    }
  },
};

/**
 * Elements register through `defineOnce(tag, Class)` (src/ui/define-once.ts), which the analyzer
 * does not know as `customElements.define`: each such call is recorded as the definition that gives
 * the class its tag name, as a `customElements.define` call would be.
 * @type {import('@custom-elements-manifest/analyzer').Plugin}
 */
const defineOnceCalls = {
  name: 'define-once-calls',
  analyzePhase({ ts, node, moduleDoc, context }) {
    if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'defineOnce') return;
    const [tag, element] = node.arguments;
    if (!tag || !element || !ts.isStringLiteralLike(tag) || !ts.isIdentifier(element)) return;
    moduleDoc.exports = [
      ...(moduleDoc.exports ?? []),
      { kind: 'custom-element-definition', name: tag.text, declaration: { name: element.text, ...resolveModuleOrPackageSpecifier(moduleDoc, context, element.text) } },
    ];
  },
};

/**
 * Each `tt-` event's type in the manifest is `CustomEvent<detail>`, with the detail written once in
 * `TabletopEventMap` (src/ui/tabletop-element.ts), so the elements' JSDoc names the events and the
 * map types them: editors, Storybook and the framework declarations read the type from here.
 * @type {import('@custom-elements-manifest/analyzer').Plugin}
 */
const eventDetailTypes = (() => {
  /** @type {Map<string, string>} */
  const details = new Map();
  return {
    name: 'event-detail-types',
    analyzePhase({ ts, node }) {
      if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'TabletopEventMap') return;
      for (const member of node.members) {
        if (!ts.isPropertySignature(member) || !member.type || !ts.isStringLiteral(member.name)) continue;
        details.set(member.name.text, member.type.getText().replace(/\s+/g, ' '));
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules ?? []) {
        for (const declaration of mod.declarations ?? []) {
          if (!('events' in declaration)) continue;
          for (const event of declaration.events ?? []) {
            const detail = event.name === undefined ? undefined : details.get(event.name);
            if (detail !== undefined && event.type === undefined) event.type = { text: `CustomEvent<${detail}>` };
          }
        }
      }
    },
  };
})();

export default {
  globs: ['components/**/*.ts', 'src/ui/**/*.ts', 'stories/guide/*-table.ts'],
  // define.ts stays in: its customElements.define() is what gives each class its tagName.
  exclude: ['**/*.styles.ts', '**/*.test.ts', '**/*.stories.ts'],
  outdir: '.',
  // package.json names the shipped manifest (dist/custom-elements.json, written by the build):
  // the analyzer must not point it back at this working copy.
  packagejson: false,
  litelement: true,
  plugins: [defineOnceCalls, publicApiOnly, eventDetailTypes],
};
