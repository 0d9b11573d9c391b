import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { PRODUCT_NAME } from '@telehealth/schema';
import { reactRouterTreeShaking } from '../../scripts/vite/react-router-tree-shaking.mjs';
import { firstScreen } from '../../scripts/vite/first-screen.mjs';

// In development the API runs separately; the dev server proxies /api and /ws to it, as production does.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    reactRouterTreeShaking(),
    // The chat drawn into index.html, painted before the app's script has arrived.
    firstScreen(),
    // The page title comes from the one place the product name is written.
    { name: 'product-name', transformIndexHtml: (html) => html.replaceAll('%PRODUCT_NAME%', PRODUCT_NAME) },
  ],
  // Workspace packages must never bring a second React (hooks would break).
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    port: 5173,
    // The page's own Host goes through: the API refuses writes and sockets whose Origin names another host.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
  },
});
