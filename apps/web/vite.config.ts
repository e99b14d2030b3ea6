import react from '@vitejs/plugin-react';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contractWithoutZod } from './build-plugins/contract-without-zod';
import { PREACT_ALIASES } from './build-plugins/preact-aliases';
import { precompress } from './build-plugins/precompress';

const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');

/** Screen name → source file (without extension): the shell's and every feature's screens.ts. */
function screenSources(): Map<string, string> {
  const sources = new Map<string, string>([
    ['terms', path.join(srcDir, 'app/screens/legal-screen')],
    ['help', path.join(srcDir, 'app/screens/help-screen')],
  ]);
  const featuresDir = path.join(srcDir, 'features');
  if (!existsSync(featuresDir)) return sources;
  for (const feature of readdirSync(featuresDir)) {
    const file = path.join(featuresDir, feature, 'screens.ts');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const block = /screens:\s*{([\s\S]*?)\n {2}}/.exec(text)?.[1] ?? '';
    for (const m of block.matchAll(/['"]?([\w-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*'([^']+)'/g)) {
      if (!sources.has(m[1]!)) {
        sources.set(m[1]!, path.join(featuresDir, feature, m[2]!).replace(/\.tsx?$/, ''));
      }
    }
  }
  return sources;
}

/** Layout slots a landing page draws in its first view (their feature's screens.ts). */
const SLOT_SOURCES = {
  promoBanners: 'features/promo-banners/components/promo-banners',
  prematchNav: 'features/sports/components/sports-list',
} as const;
type SlotName = keyof typeof SLOT_SOURCES;

/**
 * Landing paths whose screen chunks start downloading together with the main bundle (instead of
 * after it ran), in route-table order of specificity. The product lobbies are included: a bettor
 * lands on them from messages and ads, and without the preload their screen waits a round trip
 * behind the main bundle (issue 27); in a country without the product the few KB are wasted once.
 */
const PRELOAD_PATHS: [string, string, SlotName[]?][] = [
  ['^/$', 'home', ['prematchNav']],
  ['^/search$', 'search'],
  ['^/live/m/', 'live-markets'],
  ['^/live(/|$)', 'live'],
  ['^/m/', 'prebet-markets'],
  ['^/s/[^/]+$', 'sport'],
  ['^/s/[^/]+/countries$', 'sport-countries'],
  ['^/s/[^/]+/[^/]+$', 'sport-competition'],
  ['^/legal(/|$)', 'terms'],
  ['^/betslip$', 'betslip'],
  ['^/share(/|$)', 'share-receiver'],
  ['^/mybets$', 'mybets'],
  ['^/casino$', 'casino'],
  ['^/virtuals?$', 'virtual'],
  ['^/jackpots?$', 'jackpots'],
  ['^/login$', 'login'],
  ['^/register$', 'register'],
];

/**
 * Adds to index.html a tiny script that, for a landing path of {@link PRELOAD_PATHS}, preloads
 * that screen's chunks (modulepreload) and CSS in parallel with the main bundle.
 */
function preloadLandingScreen(): Plugin {
  return {
    name: 'shangwe-preload-landing-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return html;
        const closure = (start: string, into: Set<string>) => {
          const chunk = bundle[start];
          if (!chunk || chunk.type !== 'chunk' || into.has(start)) return into;
          into.add(start);
          for (const dep of chunk.imports) closure(dep, into);
          return into;
        };
        const initial = closure(entry.fileName, new Set());
        const files: string[] = [];
        const fileIndex = (f: string) => {
          const at = files.indexOf(f);
          return at >= 0 ? at : files.push(f) - 1;
        };
        /** A chunk's static closure outside the shell, with its CSS, as indexes into `files`. */
        const filesOf = (source: string): number[] | undefined => {
          const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\.tsx?$/, '') === source);
          if (!chunk) return undefined;
          const js = [...closure(chunk.fileName, new Set())].filter((f) => !initial.has(f));
          const css = new Set<string>();
          for (const file of js) {
            const dep = bundle[file];
            if (dep?.type === 'chunk')
              for (const c of dep.viteMetadata?.importedCss ?? []) css.add(c);
          }
          return [...js, ...css].map(fileIndex);
        };
        // Only the screens a landing path names: the others would only make index.html larger.
        const sources = screenSources();
        const screens: Record<string, number[]> = {};
        for (const [, name, slots = []] of PRELOAD_PATHS) {
          const source = sources.get(name);
          const own = source ? filesOf(source) : undefined;
          if (!own) continue;
          const extra = slots.flatMap(
            (slot) => filesOf(path.join(srcDir, SLOT_SOURCES[slot])) ?? [],
          );
          screens[name] = [...new Set([...own, ...extra])];
        }
        // The promo banners sit above most pages and the first render waits for them
        // (router.tsx prepareLanding), except in lite mode, which leaves them out.
        const promo = filesOf(path.join(srcDir, SLOT_SOURCES.promoBanners)) ?? [];
        const routes = PRELOAD_PATHS.filter(([, name]) => screens[name]).map(([re, name]) => [
          re,
          name,
        ]);
        // A function the start script (startAfterFirstPaint) calls right after it requested the
        // entry: the screen's chunks download alongside the main bundle, but only once the static
        // frame has painted, so none of them competes with (or is counted before) the first paint.
        const script =
          `<script>window.__preloadLanding=function(){var f=${JSON.stringify(files)},s=${JSON.stringify(screens)},r=${JSON.stringify(routes)},b=${JSON.stringify(promo)},p=location.pathname;` +
          `function pre(n){var l=document.createElement('link'),u=f[n];` +
          `if(/\\.css$/.test(u)){l.rel='preload';l.as='style'}else{l.rel='modulepreload'}l.crossOrigin='';l.href='/'+u;document.head.appendChild(l)}` +
          `for(var i=0;i<r.length;i++){if(new RegExp(r[i][0]).test(p)){(s[r[i][1]]||[]).forEach(pre);break}}` +
          `if(document.documentElement.dataset.lite!=='true')b.forEach(pre)}</script>`;
        return html.replace('</head>', `    ${script}\n  </head>`);
      },
    },
  };
}

/**
 * Inlines the entry stylesheet into index.html: the static frame paints right after the HTML
 * arrives instead of waiting for a render-blocking CSS request (a full round trip on 3G/4G).
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'shangwe-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g,
          (tag, file: string) => {
            const asset = bundle[file];
            if (!asset || asset.type !== 'asset') return tag;
            // The disabled link is never fetched; it tells Vite's chunk preloader that this
            // stylesheet is already on the page, so lazy chunks do not request it again.
            const css = String(asset.source).replace(/<\/style/gi, '<\\/style');
            return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
          },
        );
      },
    },
  };
}

/**
 * Starts the app after the first paint: the entry module and the landing screen's chunks
 * (preloadLandingScreen) are requested only once the static frame has been painted, so the first
 * paint waits for no script download (high-priority script requests that finish before it count
 * as render-blocking for Lighthouse) and a slow phone shows the page frame before it spends its
 * time parsing the bundle.
 */
function startAfterFirstPaint(): Plugin {
  return {
    name: 'shangwe-start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry) return html;
        const src = entry[1]!;
        // The entry's static imports Vite preloads in the head: requested with the entry instead.
        const preloads = [
          ...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g),
        ];
        const start =
          `<script>(function(){var done=0;function go(){if(done)return;done=1;` +
          `${JSON.stringify(preloads.map((m) => m[1]))}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});` +
          `var s=document.createElement('script');` +
          `s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};document.head.appendChild(s);` +
          `if(window.__preloadLanding)window.__preloadLanding()}` +
          // Once the frame's first contentful paint is reported (the moment Lighthouse's FCP is;
          // requests that end before it count as render-blocking), else after the next frame
          // where there is nothing to paint yet (a first visit's country sheet) or no paint
          // timing; at the latest after 500 ms.
          `function later(){setTimeout(go,0)}var d=document.documentElement.dataset.startup==='choose';` +
          `try{if(d||!PerformanceObserver.supportedEntryTypes||PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;` +
          `var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}});` +
          `o.observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(later)}setTimeout(go,500)})()</script>`;
        for (const m of preloads) html = html.replace(m[0], '');
        return html.replace(entry[0], '').replace('</body>', `  ${start}\n  </body>`);
      },
    },
  };
}

/** The service worker's push handlers, loaded by the generated service-worker.js. */
const SW_PUSH_FILE = 'sw-push.js';

/**
 * Builds `src/service-worker/push-worker.ts` into `sw-push.js` next to the app (one classic
 * script, its imports bundled in): workbox's generated service worker loads it with
 * importScripts, so precaching stays generated while push and notificationclick come from the
 * project's own source.
 */
function buildServiceWorkerPush(): Plugin {
  let outDir = '';
  return {
    name: 'shangwe-service-worker-push',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2020',
          lib: {
            entry: path.join(srcDir, 'service-worker/push-worker.ts'),
            formats: ['iife'],
            name: 'shangwePush',
            fileName: () => SW_PUSH_FILE,
          },
        },
      });
    },
  };
}

export default defineConfig({
  resolve: {
    alias: [
      ...PREACT_ALIASES,
      {
        find: /^@lingui\/message-utils\/compileMessage$/,
        replacement: fileURLToPath(
          new URL('./build-plugins/lingui-without-compiler.ts', import.meta.url),
        ),
      },
    ],
  },
  plugins: [
    react(),
    ...contractWithoutZod(path.join(srcDir, '../../../packages/contract')),
    preloadLandingScreen(),
    inlineEntryCss(),
    startAfterFirstPaint(),
    buildServiceWorkerPush(),
    VitePWA({
      strategies: 'generateSW',
      filename: 'service-worker.js',
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        name: 'Shangwe Bet',
        short_name: 'Shangwe',
        description: 'Sports betting, live odds, jackpots and virtuals',
        theme_color: '#0b6b3a',
        background_color: '#0f1720',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any maskable' }],
      },
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [
          /^\/backoffice(\/|$)/,
          /^\/api\//,
          /^\/socket\.io\//,
          /^\/healthz/,
          /^\/metrics/,
        ],
        // Only the shell is precached (the page, its eager chunks, styles and icon): the worker
        // installs after the first view is idle and never downloads every screen of the app on
        // a bettor's first visit. Screens are cached as they are used (runtime caching below).
        globPatterns: [
          'index.html',
          '*.svg',
          'assets/index-*.{js,css}',
          'assets/rolldown-runtime-*.js',
        ],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'shangwe-assets', expiration: { maxEntries: 300 } },
          },
        ],
        // The push is not a page asset: the browser fetches it with the worker itself.
        globIgnores: ['**/node_modules/**/*', SW_PUSH_FILE],
        importScripts: [SW_PUSH_FILE],
      },
    }),
    precompress(),
  ],
  build: {
    // ES2022 keeps class private fields native (TanStack Query's classes use them): under
    // es2020 each field access went through a WeakMap helper, a measurable share of start-up
    // CPU on a slow phone (issue 27). ES2022 is Chrome 94+ (Android WebView updates with it).
    target: 'es2022',
    sourcemap: false,
    // bench/lighthouse.ts reads the manifest to report the JavaScript each route loads.
    manifest: true,
    rolldownOptions: {
      experimental: { lazyBarrel: true },
      output: {
        codeSplitting: {
          // What the entry imports statically is one chunk: each request costs its headers
          // and a round trip, and a dozen tiny eager chunks cost more than their code.
          // The contract's files are left out: the shell reaches all of them through the
          // contract's re-exports but uses few, and the rest belong with the screens using them.
          groups: [
            {
              // The contract's messages, texts and helpers serve the screens that show them
              // (the error registry, notification and push texts); the shell reads none of them
              // (isErrorCode checks a set of codes), so they stay out of its chunk.
              name: 'contract',
              test: /packages[\\/]contract[\\/]src[\\/](?!endpoints\.ts)/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              // The casino's rules and their hashing (@noble/hashes) serve the casino screens
              // only; reached from the shell through the domain's re-exports, they would
              // otherwise sit in the shell's chunk.
              name: 'casino-rules',
              test: /packages[\\/]domain[\\/]src[\\/]casino[\\/]|@noble[\\/]hashes/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id) => !id.includes(`${path.sep}packages${path.sep}contract${path.sep}`),
            },
            {
              // Shared code of the screens (shared/, components/, lib/, the domain) grouped by
              // the screens that use it, small groups merged: a page fetches a few chunks
              // instead of a dozen of 1 KB (each request costs ~600 bytes of headers and a round
              // trip), without code it does not use beyond the merged small groups.
              name: 'screen-common',
              test: /apps[\\/]web[\\/]src[\\/](shared|components|lib)[\\/]|packages[\\/]domain[\\/]src[\\/]/,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 4000,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/socket.io': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
