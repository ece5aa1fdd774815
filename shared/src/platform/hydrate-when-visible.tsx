// A server-rendered section that does not cost the page's first seconds (issue 25 point 4): the
// browser keeps the server's HTML of `children` as it is, painted and readable, and React hydrates
// it only when the visitor comes near it (scrolls it into view), uses it (React hydrates the
// section a click, a key or a focus lands in before it handles the event), or the browser is
// otherwise idle. Below-the-fold and interaction-free parts of a page go in one.
//
// How: a Suspense boundary whose content suspends during hydration until the gate opens; React
// leaves a dehydrated boundary's HTML in place. Any render of the content after the first
// attempt React makes on its own (React hydrating it for an event, or because a context change
// such as a navigation reached it) opens the gate at once, so nothing React asks for synchronously is refused:
// a click is not lost and a navigation is never held by a closed section. New props or a changed
// context reaching a closed section make React hydrate it first with what the server rendered,
// then apply them (React's own rule for a dehydrated boundary that gets an update): a section
// whose parent re-renders early therefore hydrates early, so give it data it reads itself.
// Rendered in the browser from the start (a client navigation), it renders its children at once.
import { Suspense, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { whenIdle } from './when-idle';

export interface HydrateWhenVisibleProps {
  children: ReactNode;
  /** How far outside the viewport the section starts hydrating (IntersectionObserver's rootMargin). */
  rootMargin?: string;
  /** Also hydrate when the browser is idle after the page has started (default true). */
  whenIdle?: boolean;
}

/** The attribute of the gate's wrapper (`display: contents`: no box, the layout is the children's). */
export const HYDRATION_GATE_ATTRIBUTE = 'data-hydration-gate';

interface Gate {
  open: boolean;
  /** The content suspended once already: React's own first attempt, after the page's first pass. */
  suspended: boolean;
  promise: Promise<void>;
  release: () => void;
}

function createGate(open: boolean): Gate {
  let release = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  const gate: Gate = {
    open,
    suspended: false,
    promise,
    release: () => {
      gate.open = true;
      release();
    },
  };
  return gate;
}

/**
 * Whether React renders inside a visitor's event (a click, a key, a focus, a replayed click):
 * React then hydrates the section the event targets synchronously, before it dispatches the
 * event, and drops the event if the section suspends. (The scheduler's own renders run in a
 * MessageEvent, which is no UIEvent.)
 */
function renderingForVisitorInput(): boolean {
  return typeof window !== 'undefined' && typeof UIEvent === 'function' && window.event instanceof UIEvent;
}

const subscribeNever = () => () => undefined;

/** True while React hydrates server HTML (and on the server), false in a browser render from scratch. */
function useIsHydrating(): boolean {
  return !useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

function GatedContent({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) {
    // React hydrates a dehydrated boundary once on its own, after the page's first pass; any
    // other attempt is React asking for the content now (an event in it, a context change such
    // as a navigation reaching it): give it rather than suspend, which would drop the event or
    // hold the update until the gate opens.
    if (gate.suspended || renderingForVisitorInput()) {
      gate.release();
    } else {
      gate.suspended = true;
      // Left dehydrated: React keeps the server's HTML and tries again when the promise settles.
      throw gate.promise;
    }
  }
  return children;
}

// Idle hydration, one gate per idle period: each section's work is its own task.
const idleQueue: Gate[] = [];
let idleScheduled = false;

function openNextWhenIdle() {
  if (idleScheduled) return;
  idleScheduled = true;
  whenIdle(() => {
    idleScheduled = false;
    const next = idleQueue.shift();
    next?.release();
    if (idleQueue.length > 0) openNextWhenIdle();
  });
}

function queueForIdle(gate: Gate) {
  idleQueue.push(gate);
  openNextWhenIdle();
  return () => {
    const index = idleQueue.indexOf(gate);
    if (index !== -1) idleQueue.splice(index, 1);
  };
}

/** Opens the gate when one of `wrapper`'s element children comes within `rootMargin` of the viewport. */
function openWhenVisible(gate: Gate, wrapper: HTMLElement, rootMargin: string) {
  if (typeof IntersectionObserver !== 'function') {
    gate.release();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        gate.release();
      }
    },
    { rootMargin },
  );
  for (const child of Array.from(wrapper.children)) observer.observe(child);
  return () => observer.disconnect();
}

export function HydrateWhenVisible({ children, rootMargin = '200px', whenIdle: hydrateWhenIdle = true }: HydrateWhenVisibleProps) {
  const hydrating = useIsHydrating();
  const [gate] = useState(() => createGate(!hydrating || typeof document === 'undefined'));
  const wrapper = useRef<HTMLDivElement>(null);
  // The same element while `children` is: this component's own re-render once hydration is over
  // (useIsHydrating's snapshot changes) must not reach the boundary as an update, which would
  // make React hydrate it at once.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <GatedContent gate={gate}>{children}</GatedContent>
      </Suspense>
    ),
    [gate, children],
  );

  useLayoutEffect(() => {
    if (gate.open) return undefined;
    const stopObserving = wrapper.current ? openWhenVisible(gate, wrapper.current, rootMargin) : () => undefined;
    const leaveIdleQueue = hydrateWhenIdle ? queueForIdle(gate) : () => undefined;
    return () => {
      stopObserving();
      leaveIdleQueue();
    };
  }, [gate, rootMargin, hydrateWhenIdle]);

  return (
    <div ref={wrapper} {...{ [HYDRATION_GATE_ATTRIBUTE]: '' }} style={{ display: 'contents' }}>
      {boundary}
    </div>
  );
}
