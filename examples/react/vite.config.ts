import { defineConfig } from 'vite';

export default defineConfig({
  // Relative asset paths, so that the built folder plays from any path it is served at.
  base: './',
  // Vite's own transform compiles JSX for React 19's runtime; no plugin is needed to build.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
});
