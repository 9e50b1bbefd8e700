import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Workspace packages resolve to their sources (their `source` export) through aliases. `resolve.conditions:
 * ['source']` cannot be used: react-aria's packages publish a `source` condition of their own pointing at files
 * they do not ship, which breaks their resolution.
 */
function workspaceSourceAliases(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const aliases: Record<string, string> = {};
  for (const name of Object.keys(pkg.dependencies).filter((n) => n.startsWith('@sen/'))) {
    const depUrl = new URL(`./node_modules/${name}/package.json`, import.meta.url);
    const dep = JSON.parse(readFileSync(depUrl, 'utf8')) as { exports: { '.': { source: string } } };
    aliases[name] = fileURLToPath(new URL(dep.exports['.'].source, depUrl));
  }
  return aliases;
}

export default defineConfig({
  base: '/',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.test\\.',
    }),
    react(),
    vanillaExtractPlugin(),
  ],
  resolve: {
    alias: workspaceSourceAliases(),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false, ws: true },
    },
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
});
