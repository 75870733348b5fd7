import { createElement, lazy, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** The component: rendered at once when its code is already here, else like React.lazy. */
  Component: ComponentType<P>;
  /** Starts downloading the code (once); a failed download is tried again by the next call. */
  preload(): Promise<ComponentType<P>>;
}

/**
 * React.lazy for code that is usually downloaded before it is shown. A lazy component suspends on its first
 * render even when its module has arrived, and React then holds the page's reveal back for up to 300 ms (its
 * Suspense throttle): on the first visit of a signed-in page, one such wait per step of the route guard. A
 * component made here whose code has arrived renders directly; the choice is made once per mounted instance,
 * so an instance never switches between the two (which would remount it).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy as ComponentType<P>, props);
  }
  return { Component, preload };
}
