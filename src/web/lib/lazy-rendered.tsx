import { type ComponentType, createElement, lazy } from 'react';

type Loader<Props> = () => Promise<{ default: ComponentType<Props> }>;

const serverLoads: (() => Promise<unknown>)[] = [];

/**
 * A component whose code is a chunk of its own, shown from the first render: React's `lazy`, except
 * that once its code is here it renders at once, without suspending. The server loads every such
 * component before it renders (`loadLazyRendered`), so its markup is complete and needs no script;
 * the browser hydrates that markup when the chunk arrives, and keeps it until then.
 */
export function lazyRendered<Props extends object>(load: Loader<Props>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: ReturnType<Loader<Props>> | undefined;
  const remember = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(remember);
  serverLoads.push(remember);
  return function LazyRendered(props: Props) {
    return createElement(loaded ?? Lazy, props);
  };
}

/** Loads every `lazyRendered` component's code: the server's render may then not suspend on one. */
export async function loadLazyRendered(): Promise<void> {
  await Promise.all(serverLoads.map((load) => load()));
}
