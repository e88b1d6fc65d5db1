// @ts-check
// `npm run analyze` → custom-elements.json (used by Storybook's docs and controls).
export default {
  globs: ['components/**/*.ts', 'src/ui/**/*.ts', 'stories/guide/*-table.ts'],
  // define.ts stays in: its customElements.define() is what gives each class its tagName.
  exclude: ['**/*.styles.ts', '**/*.test.ts', '**/*.stories.ts'],
  outdir: '.',
  litelement: true,
};
