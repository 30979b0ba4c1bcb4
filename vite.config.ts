import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { chunkModulesManifest } from './scripts/chunk-modules-plugin.ts';

// Absolute URLs in prerendered pages (canonical, Open Graph) use the origin the site is served at.
const publicUrl = (
  process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`
).replace(/\/+$/, '');

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunkModulesManifest()],
  define: { __PUBLIC_URL__: JSON.stringify(publicUrl) },
  build: { assetsInlineLimit: 0 },
});
