import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactAdminAccessibility } from './scripts/reactAdminAccessibility.js';

export default defineConfig({
  plugins: [react(), reactAdminAccessibility()],
  server: {
    // The API server (`npm run dev:server`) listens on 3000; the app calls it on the same origin.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    // scripts/bundleReport.ts reads it to size what the sign-in page and the dashboard load.
    manifest: true,
    // Vite's warning counts minified bytes; scripts/bundleReport.ts holds the sign-in page to its gzipped budget.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries the sign-in page needs, in one chunk that stays cached across releases of our code.
            // Only statically imported modules ('$initial'): react-admin and the rest load after sign-in.
            { name: 'vendor-sign-in', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
