// The document's first script (an inline script at the top of <head>, with the request's nonce):
// nothing a visitor does on a server-rendered page is lost while React is not there yet.
//
// The page shows before its scripts have run. A click on a button did nothing then; a click on a
// link started the browser's own navigation, which the router's start-up (history.replaceState)
// cancelled when the scripts arrived during it; a form's submit was a GET of the page itself with
// the values in its URL. So until React owns what was used (the root has committed its hydration,
// hydration-signal.ts, and the element is one React has hydrated and committed: a slot still waiting for its
// remote's code is not), the input is held: the event is stopped before anything sees it and done
// again on the same element once React owns it (`click()`, `requestSubmit()` with the same button,
// the key again; a choice in a select or a picker is given again as a change to the last value
// chosen). A held link that React has not taken within LINK_FALLBACK_MS, or that left the
// page, is followed by the browser instead, so a visitor is never stuck on a page whose scripts do
// not come. What works without React is left alone: typing (useZodForm keeps what was typed),
// focusing a field (or its label), a link to another origin, a new tab or window, a link within
// the page.
//
// A submit that no handler took (not prevented by the time it reaches the window) of a form without
// an `action` is held too, before and after hydration: every form of the apps is handled in script,
// and one in a slot hydrated later would otherwise be sent as a GET. A form with an `action` is a
// navigation on purpose (a GET search) and is left alone.
import { BUILT_WITHOUT_REACT_ATTRIBUTE, HYDRATED_EVENT, isPageHydrated } from '../platform/hydration-signal';

/** How often held input is tried again while React is not there. */
export const RETRY_MS = 100;
/** A held link not taken by React by then is followed by the browser. */
export const LINK_FALLBACK_MS = 2000;
/**
 * A link followed natively whose page is still here this long after is followed again: the app's
 * start-up (the router's history.replaceState) cancels a browser navigation that has not had its
 * answer yet, and React may never take the old element (rendered again, or in a section that has
 * not hydrated). Long enough for a server's answer to arrive, so a slow one is not restarted.
 */
export const LINK_FALLBACK_AGAIN_MS = 3000;
/** Held input older than this is dropped (the visitor has moved on). */
export const GIVE_UP_MS = 60_000;

/** What a visitor activates that React handles. Not text fields: typing and focusing work without it. */
const ACTIVATABLE = [
  'a[href]',
  'button',
  'label',
  'input[type=checkbox]',
  'input[type=radio]',
  'input[type=submit]',
  'input[type=image]',
  'input[type=button]',
  'input[type=reset]',
  '[role=button]',
  '[role=link]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=switch]',
  '[role=tab]',
  '[role=menuitem]',
  '[role=option]',
].join(',');

/**
 * Controls chosen without a click on them (a select's option, a slider, a picker): their `input`
 * and `change` are held instead, and the last choice is given to React once it owns the control.
 * Text fields are left out: typing works without React (useZodForm keeps what was typed).
 */
const CHANGED_WITHOUT_CLICK = [
  'select',
  ...['range', 'file', 'date', 'time', 'month', 'week', 'datetime-local', 'color'].map((type) => `input[type=${type}]`),
].join(',');

/** Elements whose Enter or Space the browser turns into a click (held as that click). */
const CLICKED_BY_KEYBOARD = 'a[href],button,input';

/** The element the server rendered the page into (hydrated by the shell). */
const ROOT_SELECTOR = '#root';

interface HeldInput {
  element: Element;
  since: number;
  /** Does it again; true when it has to be held again (a submit that still no handler took). */
  replay: () => boolean;
  /** A link's way out: the browser's own navigation. */
  fallback?: () => void;
  /** When the browser was last told to follow the link. */
  fellBackAt?: number;
}

/** The part of React's fiber (its node for an element) that says whether it is on the page yet. */
interface FiberLike {
  tag: number;
  flags: number;
  alternate: FiberLike | null;
  return: FiberLike | null;
}

/** React's fiber tag of the root, and its flags of a node not committed yet (placed, hydrating). */
const HOST_ROOT_TAG = 3;
const PLACEMENT_OR_HYDRATING = 0b10 | 0b1_0000_0000_0000;

/**
 * React has committed this element (hydrated it, or rendered it): its handlers work now. Its props on
 * the element are not enough: React puts them there while it renders a section, before that render
 * commits (a section hydrating in time slices, after its code arrived or it came into view), and a
 * click given to it then is lost. Mirrors React's own getNearestMountedFiber (react-dom 19): a node
 * without an alternate under a node that is placed or hydrating is not on the page yet.
 */
function reactHasCommitted(element: Element): boolean {
  const keys = Object.keys(element);
  if (!keys.some((key) => key.startsWith('__reactProps$'))) return false;
  const fiberKey = keys.find((key) => key.startsWith('__reactFiber$'));
  const fiber = fiberKey ? (element as unknown as Record<string, FiberLike | undefined>)[fiberKey] : undefined;
  if (!fiber) return false;
  let node = fiber;
  let nearestMounted: FiberLike | null = fiber;
  if (fiber.alternate) {
    while (node.return) node = node.return;
  } else {
    for (let current: FiberLike | null = fiber; current; current = current.return) {
      node = current;
      if (node.flags & PLACEMENT_OR_HYDRATING) nearestMounted = node.return;
    }
  }
  return node.tag === HOST_ROOT_TAG && nearestMounted === fiber;
}

/**
 * Whether `element` is part of the server-rendered root that React will own. What the browser
 * built without React (the start-up failure's Retry) works as it is.
 */
function isReactsToOwn(element: Element): boolean {
  const root = document.querySelector(ROOT_SELECTOR);
  return Boolean(root?.contains(element)) && !element.closest(`[${BUILT_WITHOUT_REACT_ATTRIBUTE}]`);
}

/** The activatable element of a click or key on `target` inside the server-rendered root. */
function activatableOf(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest(ACTIVATABLE);
  return element && isReactsToOwn(element) ? element : null;
}

/**
 * The value the server rendered into a control: what React's state says until it hears of a change.
 * React knows an input's changes by comparing with the last value it saw, and it sees the control's
 * value when it hydrates it: after a choice made before, that is the choice itself.
 */
function serverValueOf(control: HTMLInputElement | HTMLSelectElement): string {
  if (control instanceof HTMLInputElement) return control.defaultValue;
  const options = Array.from(control.options);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/**
 * Gives React a choice made before it owned the control: a change from the server's value to the
 * choice, as the browser reports one. Set through the element (which React watches) to the server's
 * value, then through the prototype's setter (which it does not) to the choice, so React sees a
 * change however it tracks the control; a file input keeps its files and is only told again.
 */
function changeAgain(control: HTMLInputElement | HTMLSelectElement, choice: string) {
  if (control.type !== 'file') {
    control.value = serverValueOf(control);
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, choice);
  }
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A label of a text field: a click focuses the field, which works without React. */
function labelsATextField(element: Element): boolean {
  if (!(element instanceof HTMLLabelElement)) return false;
  const control = element.control;
  return Boolean(control) && !(control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'));
}

/** A link the browser follows as well without React: another origin, another window, a download, within the page. */
function isLeftToTheBrowser(link: HTMLAnchorElement): boolean {
  if (link.origin !== location.origin || link.hasAttribute('download')) return true;
  if (link.target && link.target !== '_self') return true;
  return Boolean(link.hash) && link.pathname === location.pathname && link.search === location.search;
}

/** Installs the listeners; returns what removes them (tests). `navigate` is a link's way out (tests watch it). */
export default function captureEarlyInput({ navigate = (url: string) => location.assign(url) } = {}): () => void {
  let held: HeldInput[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** A replay in progress: its own events go through. */
  let replaying = false;
  /** The submit being done again right now, and whether it was stopped again. */
  let resubmitting: HTMLFormElement | null = null;
  let stoppedAgain = false;

  const owns = (element: Element) => isPageHydrated() && reactHasCommitted(element);

  function schedule() {
    if (held.length && timer === undefined) timer = setTimeout(replayHeld, RETRY_MS);
  }

  function hold(input: Omit<HeldInput, 'since'>) {
    held.push({ ...input, since: Date.now() });
    schedule();
  }

  function replayHeld() {
    clearTimeout(timer);
    timer = undefined;
    const now = Date.now();
    const list = held;
    held = [];
    for (const input of list) {
      if (now - input.since > GIVE_UP_MS) continue;
      const followAgain = input.fellBackAt === undefined || now - input.fellBackAt >= LINK_FALLBACK_AGAIN_MS;
      if (!input.element.isConnected) {
        // React rendered that part again (a slot the browser rendered itself): a link still goes,
        // by the browser, and again if that navigation was cancelled. Anything else is dropped.
        if (!input.fallback) continue;
        if (followAgain) {
          input.fellBackAt = now;
          input.fallback();
        }
        held.push(input);
        continue;
      }
      if (owns(input.element)) {
        replaying = true;
        let again = false;
        try {
          again = input.replay();
        } finally {
          replaying = false;
        }
        if (!again) continue;
      } else if (input.fallback && now - input.since >= LINK_FALLBACK_MS && followAgain) {
        // Still held: if React takes the page before that navigation commits, the click goes to
        // the router (a client navigation replaces the one started here).
        input.fellBackAt = now;
        input.fallback();
      }
      held.push(input);
    }
    schedule();
  }

  function onClick(event: MouseEvent) {
    if (replaying) return;
    const element = activatableOf(event.target);
    if (!element || owns(element) || labelsATextField(element)) return;
    const link = element instanceof HTMLAnchorElement ? element : null;
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (link && isLeftToTheBrowser(link)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold({
      element,
      replay: () => {
        (element as HTMLElement).click();
        return false;
      },
      fallback: link ? () => navigate(link.href) : undefined,
    });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (replaying || (event.key !== 'Enter' && event.key !== ' ')) return;
    const element = activatableOf(event.target);
    // A native link, button or control: its Enter or Space becomes a click, held by onClick.
    if (!element || element.matches(CLICKED_BY_KEYBOARD) || owns(element)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const init: KeyboardEventInit = { key: event.key, code: event.code, bubbles: true, cancelable: true };
    hold({
      element,
      replay: () => {
        element.dispatchEvent(new KeyboardEvent('keydown', init));
        return false;
      },
    });
  }

  function onChange(event: Event) {
    if (replaying) return;
    const control = event.target;
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement) || !control.matches(CHANGED_WITHOUT_CLICK)) return;
    if (!isReactsToOwn(control) || owns(control)) return;
    // Nothing sees it now (a section React is hydrating would drop it); the last choice is given
    // to React once it owns the control, whatever React rendered into it meanwhile.
    event.stopImmediatePropagation();
    const choice = control.value;
    held = held.filter((input) => input.element !== control);
    hold({
      element: control,
      replay: () => {
        changeAgain(control, choice);
        return false;
      },
    });
  }

  function onSubmit(event: SubmitEvent) {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    if (form === resubmitting) {
      stoppedAgain = true;
      return;
    }
    held = held.filter((input) => input.element !== form);
    const submitter = event.submitter;
    hold({
      element: form,
      replay: () => {
        resubmitting = form;
        stoppedAgain = false;
        try {
          if (submitter?.isConnected && (submitter as HTMLButtonElement).form === form) form.requestSubmit(submitter);
          else form.requestSubmit();
        } finally {
          resubmitting = null;
        }
        return stoppedAgain;
      },
    });
  }

  window.addEventListener('click', onClick, true);
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('input', onChange, true);
  window.addEventListener('change', onChange, true);
  // Bubbling: React's handlers (on the root) have had their turn.
  window.addEventListener('submit', onSubmit);
  window.addEventListener(HYDRATED_EVENT, replayHeld);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('keydown', onKeyDown, true);
    window.removeEventListener('input', onChange, true);
    window.removeEventListener('change', onChange, true);
    window.removeEventListener('submit', onSubmit);
    window.removeEventListener(HYDRATED_EVENT, replayHeld);
  };
}
