import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { CLINICIAN_PRODUCT_NAME } from '../../packages/ui/src/brand';
import { reactRouterTreeShaking } from '../../scripts/vite/react-router-tree-shaking.mjs';
import { firstScreen } from '../../scripts/vite/first-screen.mjs';

// In development the API runs on its own port; both /api and the socket go through this proxy so
// cookies stay first-party, exactly as in production where the API serves this origin.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    tailwindcss(),
    reactRouterTreeShaking(),
    // Sign-up or the loading screen drawn into index.html, painted before the app's script has arrived.
    firstScreen(),
    // The page title comes from the one place the doctor side's brand line is written.
    {
      name: 'clinician-product-name',
      transformIndexHtml: (html) => html.replaceAll('%CLINICIAN_PRODUCT_NAME%', CLINICIAN_PRODUCT_NAME),
    },
  ],
  // Workspace packages must never bring a second React (hooks would break).
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    port: 5174,
    // The page's own Host goes through: the API refuses writes and sockets whose Origin names another host.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
});
