import { defineConfig } from 'vite';

// Relative asset paths, so that the built folder plays from any path it is served at.
export default defineConfig({ base: './' });
