import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `.br` and `.gz` next to every text file of the build (when smaller), once at build time,
 * so the server sends them as they are (`@fastify/static` with `preCompressed`) instead of the
 * uncompressed files or compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'meetspace-precompress',
    apply: 'build',
    configResolved(config) {
      // The server-rendering build is read from disk by the server, never sent.
      ssr = Boolean(config.build.ssr);
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle() {
      if (ssr) return;
      for (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        const raw = readFileSync(path);
        const br = brotliCompressSync(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) writeFileSync(`${path}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}
