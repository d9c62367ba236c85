import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";

// The browser's JavaScript in a few larger chunks rather than many small ones: fewer requests,
// and gzip compresses larger files better (issue 3's budget for the marketing site).
// - vendor: React, React DOM and React Router, needed by every page and rarely changed;
// - shell: what the root imports (toaster, error panel, the session's warning), needed by every
//   page with React;
// - site: what the public layout adds (header, footer, icons), needed by every page with React
//   under it (sign-in, the application, the portal) but not by the admins' pages, which have a
//   frame of their own (issue 42: a page loads no other page's code).
// Everything else keeps Rolldown's automatic split: each route's own code, and chunks of
// modules shared by several routes.

const VENDOR = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
const SHELL_ROOTS = ["app/root.tsx"].map((file) => path.resolve(file));
const SITE_ROOTS = ["app/routes/site-layout.tsx"].map((file) => path.resolve(file));
/**
 * Small modules nearly every page with React imports: in the shell, rather than each in a chunk
 * of its own (a request and a gzip header apiece for a few hundred bytes).
 */
const SHELL_SHARED = [
  "app/components/ui/use-hydrated.ts",
  "app/content/page-meta.ts",
  "app/content/figures.ts",
  "app/domain/format.ts",
  "app/domain/program.ts",
].map((file) => path.resolve(file));

/** The modules `roots` import, directly or not, beyond `known` (the roots themselves stay route modules). */
function importedBy(ctx: Rolldown.ChunkingContext, roots: string[], known: Set<string>): Set<string> {
  const found = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) {
      if (found.has(imported) || known.has(imported) || roots.includes(imported)) continue;
      found.add(imported);
      queue.push(imported);
    }
  }
  return found;
}

function clientChunks(): Plugin {
  let shell: Set<string> | undefined;
  let site: Set<string> | undefined;
  const shellOf = (ctx: Rolldown.ChunkingContext) => {
    shell ??= new Set([...SHELL_SHARED, ...importedBy(ctx, SHELL_ROOTS, new Set(SHELL_SHARED))]);
    return shell;
  };
  return {
    name: "harborline:client-chunks",
    buildStart() {
      shell = undefined;
      site = undefined;
    },
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "vendor", test: VENDOR, priority: 3 },
                  { name: (id, ctx) => (shellOf(ctx).has(id) ? "shell" : null), priority: 2 },
                  {
                    name: (id, ctx) => {
                      site ??= importedBy(ctx, SITE_ROOTS, shellOf(ctx));
                      return site.has(id) ? "site" : null;
                    },
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/**
 * lucide-react's per-icon modules, of which app/components/ui/icons.tsx reads only the artwork:
 * without the React keys in it (random strings that gzip cannot shrink; icons.tsx keys by
 * position), and with the unused component's construction marked pure so it is dropped.
 */
function lucideIconData(): Plugin {
  return {
    name: "harborline:lucide-icon-data",
    transform: {
      filter: { id: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/ },
      handler(code) {
        return code
          .replace(/, key: "[^"]*"/g, "")
          .replace(/= createLucideIcon\(/g, "= /* @__PURE__ */ createLucideIcon(");
      },
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), clientChunks(), lucideIconData()],
  build: { sourcemap: false },
});
