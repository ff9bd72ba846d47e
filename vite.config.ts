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

/**
 * The Mantine of the first paint: what the frame, the home and the main pages draw before anything is
 * clicked (the core, the layout and text components, the search input). Menus, popovers and hover cards
 * (and floating-ui and Mantine's utils/Floating under them), the carousel, notifications and the progress bar load later
 * (app/components/layout/lazyPart.tsx); the rest goes with the routes that use it.
 */
const MANTINE_FIRST_PAINT =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/](core|utils(?![\\/]Floating)|components[\\/](Anchor|Avatar|Badge|Box|Button|Container|Divider|Group|Image|Input|InputBase|Loader|Paper|SimpleGrid|Skeleton|Stack|Tabs|Text|TextInput|Title|UnstyledButton|VisuallyHidden)[\\/])/;

/** A module loaded after the first paint (app/components/layout/lazyPart.tsx): never in the frame's chunk. */
const LATER = /\.lazy\.tsx$/;

/**
 * What loads after the first paint and would otherwise join the frame (it imports the packages' stores,
 * whose index names the components too): the notifications and the progress bar, one chunk; the
 * carousel (Embla), another.
 */
const FEEDBACK_LATER =
  /[\\/](app[\\/]components[\\/]feedback[\\/]later\.lazy\.tsx$|node_modules[\\/](@mantine[\\/]notifications[\\/]esm[\\/](?!notifications\.store)|@mantine[\\/]nprogress[\\/]esm[\\/]NavigationProgress|react-transition-group[\\/]))/;
const CAROUSEL =
  /[\\/](app[\\/]components[\\/]home[\\/]BannerCarousel\.lazy\.tsx$|node_modules[\\/](@mantine[\\/]carousel[\\/]esm|embla-carousel[^\\/]*)[\\/])/;

/**
 * The browser's code in a few chunks rather than some sixty (docs/decisions/013-bytes-and-first-byte.md):
 * on a phone each request of the first load costs a round trip. The framework, the Mantine of the
 * first paint, and the frame itself (with the browser's translations), are one chunk each, shared by every page; the rest is split
 * by route, and what loads later by its own import, as Rolldown does by default. A group takes the
 * modules it names and those they import (docs/decisions/015-first-load-javascript.md).
 */
const CLIENT_CHUNKS = {
  groups: [
    {
      name: 'framework',
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
      priority: 40,
    },
    { name: 'mantine', test: MANTINE_FIRST_PAINT, priority: 30 },
    { name: 'feedback-later', test: FEEDBACK_LATER, priority: 25, includeDependenciesRecursively: false },
    { name: 'carousel', test: CAROUSEL, priority: 25, includeDependenciesRecursively: false },
    // The frame of every page (header, navigation, footer, feedback) with the helpers it uses: one script, one stylesheet.
    { name: 'frame', test: (id: string) => /[\\/]app[\\/](components[\\/](layout|feedback)|i18n)[\\/]/.test(id) && !LATER.test(id), priority: 20 },
    // The lists' own modules (filters, toolbar, pager, body), which the four list routes share in different
    // subsets: one script rather than a dozen small ones (the Mantine they use stays split by route). Not the
    // favourite filters' dialogs, which load when first opened.
    {
      name: 'lists',
      test: (id: string) => /[\\/]app[\\/]components[\\/]lists[\\/](?!FavouriteDialogs\.)/.test(id) && !LATER.test(id),
      priority: 15,
      includeDependenciesRecursively: false,
    },
  ],
};

/**
 * Groups that take only the modules they name (the later ones) need entry chunks free to export more
 * than the route module's own exports; React Router asks for exactly those, so this says so after it.
 */
function entriesMayExportMore(): Plugin {
  return {
    name: 'portal:entries-may-export-more',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
  };
}

/**
 * The app translates with app/i18n/lite.tsx instead of i18next and react-i18next, in both builds: in the
 * browser's (16 KB of the first load) and in the server's render (about a fifth of a member's home's CPU
 * went to i18next and react-i18next). Every `react-i18next` import of the app's code is that module, in
 * the client and the SSR environment alike, built or served by the dev server. An alias, not only a
 * resolveId hook: the SSR environment leaves a package of node_modules an external import — in the dev
 * server it decides that before any plugin resolves the import, unless an alias matches it. i18next
 * stays on the server for the loaders and actions (app/i18n/middleware.server.ts).
 */
function liteTranslations(): Plugin {
  const lite = path.resolve(import.meta.dirname, 'app/i18n/lite.tsx');
  return {
    name: 'portal:lite-translations',
    config: () => ({ resolve: { alias: [{ find: /^react-i18next$/, replacement: lite }] } }),
  };
}

/**
 * Mantine's ScrollArea (under every Table too) takes one hook from @floating-ui/react, which is one module:
 * in the browser it takes it from app/lib/merge-refs.client.ts instead, so a page with a table does not load
 * all of floating-ui first (docs/decisions/015-first-load-javascript.md). Popovers and menus keep floating-ui.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const mergeRefs = path.resolve(import.meta.dirname, 'app/lib/merge-refs.client.ts');
  return {
    name: 'portal:scroll-area-without-floating-ui',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source, importer) =>
      source === '@floating-ui/react' && importer && /[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer) ? mergeRefs : undefined,
  };
}

export default defineConfig({
  plugins: [liteTranslations(), scrollAreaWithoutFloatingUi(), reactRouter(), precompress(), entriesMayExportMore()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: CLIENT_CHUNKS },
        },
      },
    },
  },
  ssr: {
    // Native sockets, drivers and WASM stay plain Node imports of the server build, never bundled;
    // prom-client too, so that the build and server/ share its one registry (bff/metrics.server.ts).
    external: ['ws', 'undici', 'ioredis', 'pino', 'pg', '@electric-sql/pglite', 'prom-client'],
  },
});
