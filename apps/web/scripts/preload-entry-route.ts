import type { Plugin } from 'vite';

/**
 * Most visits start at /signin (every logged-out deep link lands there), but its route module is
 * lazy, so the browser only learns about it after the router has booted: one more round trip
 * before anything shows. This adds <link rel="modulepreload"> for that route's chunk and the
 * chunks it imports to index.html, so they download in parallel with the entry.
 */
export function preloadEntryRoute(moduleSuffix: string): Plugin {
  return {
    name: 'preload-entry-route',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const route = chunks.find((c) => c.facadeModuleId?.endsWith(moduleSuffix));
      const html = bundle['index.html'];
      if (!route || !html || html.type !== 'asset') return;
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const wanted = new Set<string>();
      const visit = (fileName: string) => {
        if (wanted.has(fileName)) return;
        wanted.add(fileName);
        for (const dep of byName.get(fileName)?.imports ?? []) visit(dep);
      };
      visit(route.fileName);
      const source = String(html.source);
      const links = [...wanted]
        .filter((f) => !source.includes(`/${f}"`))
        .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
        .join('\n    ');
      html.source = source.replace('</head>', `    ${links}\n  </head>`);
    },
  };
}
