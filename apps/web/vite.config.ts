import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserEndpoints } from './browser-endpoints.ts';
import { precompress } from './precompress.ts';

// In development, `npm run dev -w apps/web` proxies /api to a server started with `npm start`.
// `vite build --ssr src/entry-server.tsx --outDir dist-server` builds the server renderer (no public files).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), browserEndpoints(), precompress()],
  publicDir: isSsrBuild ? false : 'public',
  // The manifest tells the server which chunk holds each language's strings (it preloads the page's).
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022', manifest: !isSsrBuild },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
