// Vite builds the React Router app (client bundle and server build that server/ mounts). The client
// build's files are also written precompressed (.br and .gz beside each), which server/compression.ts
// serves by the browser's Accept-Encoding.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images (but SVG) and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes x.br (brotli, best) and x.gz (gzip -9) beside every compressible file of 1 KB or more whose compressed copy is smaller. */
export async function precompressDir(dir: string): Promise<number> {
  // Not the build's own bookkeeping (.vite/manifest.json): React Router reads and removes it.
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file) && !path.relative(dir, file).startsWith('.'));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < 1024) return;
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
        gzip(source, { level: 9 }),
      ]);
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
      written++;
    }),
  );
  return written;
}

/** After the client build is written (public/ files included), its files get their .br and .gz. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const dir = this.environment?.config.build.outDir ?? outDir;
      if (!dir) return;
      const count = await precompressDir(path.resolve(dir));
      this.environment?.logger.info(`precompressed ${count} files in ${path.relative(process.cwd(), path.resolve(dir))} (.br, .gz)`);
    },
  };
}

/** Mantine components no page's frame or home uses: they stay with the routes that do. */
const MANTINE_ELSEWHERE =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Modal|ModalBase|Table|Slider|Rating|Pagination|Checkbox|NativeSelect|PasswordInput|LoadingOverlay|Center|Combobox|Chip|Radio|Switch|Drawer|Select|MultiSelect|Autocomplete|NumberInput)[\\/]/;
const MANTINE =
  /[\\/]node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|aria-hidden|tslib|clsx|tabbable)[\\/]/;

/**
 * The browser's code in a few chunks rather than some sixty (docs/decisions/013-bytes-and-first-byte.md):
 * on a phone each request of the first load costs a round trip. The framework, i18n and the Mantine
 * every page's frame uses, and the frame itself, are one chunk each, shared by every page; the rest is split by route as
 * Rolldown does by default. A group takes the modules
 * it names and those they import.
 */
const CLIENT_CHUNKS = {
  groups: [
    {
      name: 'framework',
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
      priority: 40,
    },
    { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next|remix-i18next|html-parse-stringify|void-elements)[\\/]/, priority: 35 },
    { name: 'mantine', test: (id: string) => MANTINE.test(id) && !MANTINE_ELSEWHERE.test(id), priority: 30 },
    // The frame of every page (header, navigation, footer, feedback) with the helpers it uses: one script, one stylesheet.
    { name: 'frame', test: /[\\/]app[\\/](components[\\/](layout|feedback)|lib|i18n)[\\/]/, priority: 20 },
  ],
};

export default defineConfig({
  plugins: [reactRouter(), precompress()],
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: CLIENT_CHUNKS } } } },
  },
  ssr: {
    // Native sockets, drivers and WASM stay plain Node imports of the server build, never bundled.
    external: ['ws', 'undici', 'ioredis', 'pino', 'pg', '@electric-sql/pglite'],
  },
});
