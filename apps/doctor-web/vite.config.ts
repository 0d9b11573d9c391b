import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// In development the API runs on its own port; both /api and the socket go through this proxy so
// cookies stay first-party, exactly as in production where the API serves this origin.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss()],
  server: {
    port: 5174,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/ws': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
});
