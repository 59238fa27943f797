import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screenModules } from '../../build/page-preloads';
import { isLazyScreen } from './lazy-screen';
import { routes } from './routes';

const modules = import.meta.glob<Record<string, unknown>>('../features/**/*Page.tsx');

/** The component the route at `pathname` renders once its chunk has loaded. */
async function screenAt(pathname: string) {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  if (!isValidElement(element) || !isLazyScreen(element.type)) return undefined;
  return ((await element.type.preload()) as { default: unknown }).default;
}

/** Every lazily loaded screen of the route tree, loaded. */
function screensOf(tree: RouteObject[]): Promise<unknown>[] {
  return tree.flatMap((route) => [
    ...(isValidElement(route.element) && isLazyScreen(route.element.type)
      ? [route.element.type.preload().then((module) => (module as { default: unknown }).default)]
      : []),
    ...screensOf(route.children ?? []),
  ]);
}

const concrete = (pattern: string) => pattern.replaceAll(/:\w+/g, 'p-1');

// The build's table of each page's screen, which the server preloads with the page.
describe('the screens the server preloads (build/page-preloads.ts)', () => {
  it.each(Object.entries(screenModules))('%s renders %s', async (pattern, module) => {
    const load = modules[`../${module.replace(/^src\//, '')}`];
    expect(load, `${module} is no screen module`).toBeDefined();
    const exports = Object.values((await load?.()) ?? {});
    expect(exports).toContain(await screenAt(concrete(pattern)));
  });

  it('names every lazily loaded screen of the routes but the catch-all’s not-found page', async () => {
    const named = await Promise.all(Object.keys(screenModules).map((p) => screenAt(concrete(p))));
    const unnamed = (await Promise.all(screensOf(routes))).filter((s) => !named.includes(s));
    expect(unnamed).toEqual([await screenAt('/no-such-page')]);
  });
});
