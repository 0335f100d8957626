import { type ComponentType, createElement, lazy, useState } from 'react';

export type LazyComponent<P> = ComponentType<P> & {
  /** Starts loading the code (or joins the load under way); settles with the component. */
  load: () => Promise<ComponentType<P>>;
};

/**
 * Like `React.lazy`, except that a component whose code has already loaded renders at once.
 *
 * `React.lazy` suspends on its first render even when its promise settled long ago (it learns the
 * result only in a microtask), and a Suspense boundary that has shown its fallback holds back the
 * content's commit until 300 ms after the fallback appeared (React's fallback throttle): a page
 * or dialog whose code was fetched ahead still took more than 300 ms to appear. Here an instance
 * mounted after the code arrived renders the loaded component directly; one mounted before renders
 * a `React.lazy` of the same load (and keeps it, so its state survives the arrival). A failed load
 * is forgotten, so the next mount (an error boundary's retry) tries again.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  name = 'Lazy',
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        waiting = lazy(later);
        throw error;
      },
    );
    return pending;
  };
  const later = () => start().then((component) => ({ default: component }));
  let waiting = lazy(later);
  function Lazy(props: P) {
    const [type] = useState<ComponentType<P>>(() => loaded ?? waiting);
    return createElement(type, props);
  }
  Lazy.displayName = name;
  return Object.assign(Lazy, { load: start });
}
