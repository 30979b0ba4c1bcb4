import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// Absolute URLs in prerendered pages (canonical, Open Graph) use the origin the site is served at.
const publicUrl = (
  process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`
).replace(/\/+$/, '');

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __PUBLIC_URL__: JSON.stringify(publicUrl) },
  build: { assetsInlineLimit: 0 },
});
