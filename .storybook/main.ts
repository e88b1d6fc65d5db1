import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|js)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: {
    name: '@storybook/web-components-vite',
    options: {},
  },
  core: {
    disableTelemetry: true,
  },
  // @storybook/web-components imports `lit/directive-helpers.js`, which Vite does not pre-bundle
  // by itself: served raw it drags in a second lit-html ("Multiple versions of Lit loaded").
  async viteFinal(viteConfig) {
    const include = viteConfig.optimizeDeps?.include ?? [];
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...include, 'lit', 'lit/directive-helpers.js', 'lit/decorators.js', 'xstate'],
    };
    return viteConfig;
  },
};
export default config;
