import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development, `npm run dev -w apps/web` proxies /api to a server started with `npm start`.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
