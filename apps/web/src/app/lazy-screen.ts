import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A screen loaded on first render, whose chunk can also be asked for ahead of that. */
type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

export function isLazyScreen(type: unknown): type is LazyScreen {
  return typeof type === 'object' && type !== null && 'preload' in type;
}
