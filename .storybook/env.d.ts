/** What Vite gives `.storybook/` modules in `import.meta.env` (as vite/client declares it). */
interface ImportMetaEnv {
  /** Set (to "true" or "false") by Storybook's Vitest plugin in a story-test run; absent in Storybook itself. */
  readonly VITEST_STORYBOOK?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
