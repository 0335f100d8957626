import { type ComponentType, createElement, type ReactNode, useEffect, useState } from 'react';

export type LazyComponent<P> = ComponentType<P> & {
  /** Starts loading the code (or joins the load under way); settles with the component. */
  load: () => Promise<ComponentType<P>>;
};

/**
 * Like `React.lazy`, but without suspending: a component whose code has already loaded renders at
 * once, and one still on its way shows `fallback` until the code is there.
 *
 * `React.lazy` suspends on its first render even when its promise settled long ago, and a Suspense
 * boundary that has shown its fallback holds the content's commit back until 300 ms after the
 * fallback appeared (React's fallback throttle): a page whose code came a moment after its tab
 * opened stood behind a spinner for 300 ms or more. Here the code's arrival is an ordinary state
 * update. A failed load is thrown to the nearest error boundary and forgotten, so the boundary's
 * retry loads again.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  name = 'Lazy',
  fallback: ReactNode = null,
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
        throw error;
      },
    );
    return pending;
  };
  function Lazy(props: P) {
    const [type, setType] = useState<ComponentType<P> | undefined>(() => loaded);
    const [error, setError] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (type) return;
      let isMounted = true;
      start().then(
        (component) => isMounted && setType(() => component),
        (failure: unknown) => isMounted && setError({ error: failure }),
      );
      return () => {
        isMounted = false;
      };
    }, [type]);
    if (error) throw error.error;
    return type ? createElement(type, props) : fallback;
  }
  Lazy.displayName = name;
  return Object.assign(Lazy, { load: start });
}
