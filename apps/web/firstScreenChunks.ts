import type { Plugin } from 'vite';

type ModuleInfo = { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
type Group = { name: string; test: (id: string) => boolean; priority: number };

/** A part of the app loaded as one chunk: the static closure of its roots, minus earlier parts. */
export type ScreenPart = {
  name: string;
  /** Module ids ending with one of these are the part's roots. */
  roots: RegExp[];
};

const APP = /[\\/]apps[\\/]web[\\/]src[\\/]/;

/**
 * Chunk groups made of the static import closures of the first screen's modules.
 *
 * Left to itself the bundler splits every module shared by the entry and a lazily loaded chunk
 * into a chunk of its own (rolldown#10731): the entry came as 9 files, the main layout as 12, the
 * list page's common code as 9 — each a request on HTTP/1.1's six connections and a module for the
 * browser to fetch, compile and link, on a page load that waits for all of them (interleaved
 * page loads of the danger ledger: ~200 ms sooner to its rows with an empty cache, ~80 ms with
 * the browser's cache). Here each part of the first screen is one chunk, e.g. what the entry
 * imports, what the main layout adds, what a list page adds.
 *
 * The closures come from the module graph once it is built (`buildEnd`), so they follow the code.
 * A module belongs to the first part whose closure holds it: a part listed earlier keeps what it
 * shares with later ones (the sign-in page's part before the layout's, so that the sign-in page
 * loads none of the layout's code). The groups sit below the vendor groups: a group takes along
 * the modules its own import, unless a higher group has taken them.
 */
export function firstScreenChunks(options: { entry: RegExp; parts: ScreenPart[] }): {
  plugin: Plugin;
  groups: Group[];
} {
  const owner = new Map<string, string>();
  const plugin: Plugin = {
    name: 'dp-first-screen-chunks',
    apply: 'build',
    buildEnd() {
      owner.clear();
      const ids = [...this.getModuleIds()];
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id) as ModuleInfo;
          for (const next of info?.importedIds ?? []) stack.push(next);
        }
        return seen;
      };
      // the entry and the lazily imported roots stay chunks of their own (small facades importing
      // their part), so that the build manifest still names them
      const isLazy = (id: string) =>
        ((this.getModuleInfo(id) as ModuleInfo)?.dynamicImporters.length ?? 0) > 0;
      const taken = new Set<string>(ids.filter((id) => options.entry.test(id)));
      for (const part of options.parts) {
        const roots = ids.filter((id) => part.roots.some((re) => re.test(id)));
        for (const root of roots) if (isLazy(root)) taken.add(root);
        for (const id of closure(roots)) {
          // only the app's own sources: libraries stay in the vendor groups
          if (taken.has(id) || !APP.test(id)) continue;
          taken.add(id);
          owner.set(id, part.name);
        }
      }
    },
  };
  const groups: Group[] = options.parts.map((part, i) => ({
    name: part.name,
    test: (id: string) => owner.get(id) === part.name,
    priority: 5 - i,
  }));
  return { plugin, groups };
}
