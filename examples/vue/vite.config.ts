import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  // Relative asset paths, so that the built folder plays from any path it is served at.
  base: './',
  // The games' tags (`<hisss-table>` …) are custom elements, not Vue components.
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.endsWith('-table') } } })],
});
