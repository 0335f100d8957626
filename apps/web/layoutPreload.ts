import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

type Chunk = {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
};
type Bundle = Record<string, Chunk | { type: 'asset'; fileName: string; source: string | Uint8Array }>;

/**
 * Chunks the main layout's first screen loads after the entry (the layout, the page root, the
 * pages' strings, and the list page's common code that nearly every page of the menu uses).
 */
const FIRST_SCREEN = [
  /[\\/]src[\\/]layout[\\/]MainLayout\.tsx$/,
  /[\\/]src[\\/]shell[\\/]PageRoot\.tsx$/,
  /[\\/]src[\\/]crud[\\/]ResourceCrud\.tsx$/,
];
/** Addresses that open outside the main layout: nothing to fetch ahead for them. */
const OUTSIDE = ['/login', '/card/', '/m/', '/print/'];

/**
 * The build adds a small script to index.html that, when the browser holds a session, asks for the
 * main layout's chunks (`<link rel="modulepreload">`) as the page starts, beside the entry: the
 * layout's code (antd is most of it) then downloads and compiles while the entry itself loads,
 * instead of after the entry has run. Without a session (the sign-in page) it asks for nothing.
 * An external script because the app's CSP allows no inline script.
 */
export function layoutPreload(): Plugin {
  return {
    name: 'dp-layout-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, output) {
      const bundle = output as unknown as Bundle;
      const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (chunk: Chunk | undefined, into: Set<string>) => {
        if (!chunk || into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const file of chunk.imports) closure(byFile.get(file), into);
        return into;
      };
      const entry = closure(
        chunks.find((c) => c.isEntry),
        new Set(),
      );
      const files = new Set<string>();
      for (const c of chunks)
        if (c.name === 'page-locales' || c.moduleIds.some((id) => FIRST_SCREEN.some((re) => re.test(id))))
          closure(c, files);
      const wanted = [...files].filter((f) => !entry.has(f)).map((f) => `/${f}`);
      const html = bundle['index.html'];
      if (!wanted.length || html?.type !== 'asset') return;
      const code = `(function(){try{var p=location.pathname,o=${JSON.stringify(OUTSIDE)};for(var i=0;i<o.length;i++)if(p.indexOf(o[i])===0)return;var s=JSON.parse(localStorage.getItem('dp-session')||'null');if(!s||!s.state||!s.state.token)return;${JSON.stringify(wanted)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})}catch(e){}})();\n`;
      const fileName = `assets/layout-preload-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      const source = String(html.source);
      const at = source.indexOf('<script type="module"');
      if (at < 0) return;
      html.source = `${source.slice(0, at)}<script src="/${fileName}"></script>\n    ${source.slice(at)}`;
    },
  };
}
