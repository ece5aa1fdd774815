import captureEarlyInput, { GIVE_UP_MS, LINK_FALLBACK_AGAIN_MS, LINK_FALLBACK_MS, RETRY_MS } from './early-input';
import { HYDRATED_ATTRIBUTE, HYDRATED_MARK, signalHydrated } from '../platform/hydration-signal';
import { renderStartupFailure } from '../platform/startup-failure';

/** The server's markup in #root: a link, buttons, a form, a checkbox in its label, a custom button, a text field. */
function serverPage() {
  document.body.innerHTML = `<div id="root" data-server-rendered>
    <a href="/buy-car">Buy Car</a>
    <a href="https://elsewhere.example/">Elsewhere</a>
    <a href="#main-content">Skip</a>
    <button type="button">Login / Register</button>
    <label>Hyundai <input type="checkbox" name="brand"></label>
    <div role="button" tabindex="0">Custom</div>
    <form><label for="mobile">Mobile number</label><input id="mobile" name="mobileNumber"><button type="submit" name="step" value="send">Send OTP</button></form>
  </div><button type="button">Outside the root</button>`;
  const get = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
  return {
    link: get<HTMLAnchorElement>('a[href="/buy-car"]'),
    external: get<HTMLAnchorElement>('a[href^="https:"]'),
    skip: get<HTMLAnchorElement>('a[href^="#"]'),
    button: get<HTMLButtonElement>('#root > button'),
    label: get<HTMLLabelElement>('label:not([for])'),
    fieldLabel: get<HTMLLabelElement>('label[for]'),
    checkbox: get<HTMLInputElement>('input[type=checkbox]'),
    custom: get<HTMLElement>('[role=button]'),
    form: get<HTMLFormElement>('form'),
    field: get<HTMLInputElement>('input[name=mobileNumber]'),
    submit: get<HTMLButtonElement>('form button'),
    outside: get<HTMLButtonElement>('body > button'),
  };
}

/** React's nodes (fibers) as early-input reads them: the root, and a section's content while it hydrates. */
const HYDRATING_FLAG = 0b1_0000_0000_0000;
function fiber(parent: object | null, { flags = 0, alternate = null as object | null, tag = 5 } = {}) {
  return { tag, flags, alternate, return: parent };
}
const committedRoot = () => fiber(null, { tag: 3, alternate: fiber(null, { tag: 3 }) });

/** What React does when it hydrates an element: its props and its (committed) node on it, its handler on the element's events. */
function hydrate(element: Element, type: string, handler: (event: Event) => void = () => {}) {
  Object.assign(element, { __reactProps$test: {}, __reactFiber$test: fiber(committedRoot()) });
  element.addEventListener(type, handler);
}

/** Whether each click, keydown and submit reached the end of its way prevented (the browser then does nothing). */
const outcomes: string[] = [];
/** After the script's listeners: what the browser would do (then spares jsdom a navigation). */
function browser(event: Event) {
  outcomes.push(`${event.type} ${event.defaultPrevented ? 'stopped' : 'done'}`);
  if (event.type === 'submit' || (event.target instanceof Element && event.target.closest('a'))) event.preventDefault();
}
const TYPES = ['click', 'keydown', 'submit'];

let stop = () => {};
const navigate = vi.fn<(url: string) => void>();

beforeEach(() => {
  vi.useFakeTimers();
  outcomes.length = 0;
  navigate.mockReset();
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  stop = captureEarlyInput({ navigate });
  for (const type of TYPES) window.addEventListener(type, browser);
});

afterEach(() => {
  stop();
  vi.restoreAllMocks();
  for (const type of TYPES) window.removeEventListener(type, browser);
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('a click before React owns the page', () => {
  it('is stopped before anything sees it and done again on the same element once the page has hydrated', () => {
    const mark = vi.spyOn(performance, 'mark');
    const { button } = serverPage();
    button.click();
    expect(outcomes).toEqual([]);

    const clicks: Element[] = [];
    hydrate(button, 'click', (event) => clicks.push(event.currentTarget as Element));
    vi.advanceTimersByTime(RETRY_MS * 3);
    // React has its props on it, but the root has not committed: still held.
    expect(clicks).toEqual([]);

    signalHydrated();
    expect(clicks).toEqual([button]);
    expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE);
    expect(mark).toHaveBeenCalledExactlyOnceWith(HYDRATED_MARK);
    vi.advanceTimersByTime(GIVE_UP_MS);
    expect(clicks).toHaveLength(1);
  });

  it('holds a link: the router takes it once hydrated, and no native navigation happens meanwhile', () => {
    const { link } = serverPage();
    link.click();
    expect(outcomes).toEqual([]);
    const routed: string[] = [];
    hydrate(link, 'click', (event) => {
      event.preventDefault();
      routed.push((event.currentTarget as HTMLAnchorElement).pathname);
    });
    signalHydrated();
    expect(routed).toEqual(['/buy-car']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('follows a held link natively after LINK_FALLBACK_MS, and still gives it to the router if React comes before that navigation', () => {
    const { link } = serverPage();
    link.click();
    vi.advanceTimersByTime(LINK_FALLBACK_MS - RETRY_MS);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(RETRY_MS * 2);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`${location.origin}/buy-car`);

    const routed = vi.fn((event: Event) => event.preventDefault());
    hydrate(link, 'click', routed);
    signalHydrated();
    expect(routed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LINK_FALLBACK_MS * 2);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('follows a held link at once when React rendered it again (the old element left the page)', () => {
    const { link } = serverPage();
    link.click();
    link.remove();
    vi.advanceTimersByTime(RETRY_MS);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`${location.origin}/buy-car`);
  });

  it('follows a held link again when the page is still here LINK_FALLBACK_AGAIN_MS later (the start-up cancelled that navigation)', () => {
    const { link } = serverPage();
    link.click();
    vi.advanceTimersByTime(LINK_FALLBACK_MS + RETRY_MS);
    expect(navigate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LINK_FALLBACK_AGAIN_MS - 2 * RETRY_MS);
    expect(navigate).toHaveBeenCalledTimes(1);
    // React rendered that part again meanwhile: the old element is gone, the link still goes.
    link.remove();
    vi.advanceTimersByTime(2 * RETRY_MS);
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenLastCalledWith(`${location.origin}/buy-car`);
    vi.advanceTimersByTime(LINK_FALLBACK_AGAIN_MS);
    expect(navigate).toHaveBeenCalledTimes(3);
  });

  it("lets the start-up failure's Retry through: React never owns what the browser built without it", () => {
    serverPage();
    const root = document.getElementById('root')!;
    const retried = vi.fn();
    renderStartupFailure(root, retried);
    root.querySelector<HTMLButtonElement>('[role=alert] button')!.click();
    expect(retried).toHaveBeenCalledTimes(1);
  });

  it('holds a label (its checkbox is not ticked) and ticks it through React once hydrated', () => {
    const { label, checkbox } = serverPage();
    label.click();
    expect(checkbox.checked).toBe(false);
    const changes: boolean[] = [];
    hydrate(label, 'click');
    hydrate(checkbox, 'change', () => changes.push(checkbox.checked));
    signalHydrated();
    expect(changes).toEqual([true]);
  });

  it('waits for an element in a slot React has not hydrated yet, even after the root has', () => {
    const { button } = serverPage();
    signalHydrated();
    button.click();
    expect(outcomes).toEqual([]);
    const clicks = vi.fn();
    hydrate(button, 'click', clicks);
    vi.advanceTimersByTime(RETRY_MS);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('waits while React renders a section (its props are on the element) until that render commits', () => {
    const { button } = serverPage();
    signalHydrated();
    button.click();
    const clicks = vi.fn();
    // Rendered, not committed: the section's content hangs under a hydrating node with no alternate.
    const section = fiber(fiber(committedRoot(), { alternate: {} }), { flags: HYDRATING_FLAG });
    const rendering = fiber(section);
    Object.assign(button, { __reactProps$test: {}, __reactFiber$test: rendering });
    button.addEventListener('click', clicks);
    vi.advanceTimersByTime(RETRY_MS * 5);
    expect(clicks).not.toHaveBeenCalled();
    // Committed: React clears the hydrating flag.
    section.flags = 0;
    vi.advanceTimersByTime(RETRY_MS);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('takes an element React updated since (its node has an alternate) as committed', () => {
    const { button } = serverPage();
    signalHydrated();
    button.click();
    const clicks = vi.fn();
    Object.assign(button, { __reactProps$test: {}, __reactFiber$test: fiber(fiber(committedRoot()), { alternate: {} }) });
    button.addEventListener('click', clicks);
    vi.advanceTimersByTime(RETRY_MS);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('drops what React never took within GIVE_UP_MS', () => {
    const { button } = serverPage();
    button.click();
    vi.advanceTimersByTime(GIVE_UP_MS + RETRY_MS);
    const clicks = vi.fn();
    hydrate(button, 'click', clicks);
    signalHydrated();
    expect(clicks).not.toHaveBeenCalled();
  });
});

describe('what is left to the browser', () => {
  it('lets through what works without React, and everything React owns', () => {
    const { external, skip, field, fieldLabel, outside, link, button } = serverPage();
    for (const element of [external, skip, field, outside]) element.click();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(outcomes).toEqual(['click done', 'click done', 'click done', 'click done', 'click done']);
    // A text field's label: the browser focuses the field (its click on the field goes through too).
    outcomes.length = 0;
    fieldLabel.click();
    expect(outcomes).toEqual(['click done', 'click done']);

    outcomes.length = 0;
    hydrate(button, 'click');
    signalHydrated();
    button.click();
    expect(outcomes).toEqual(['click done']);
  });
});

describe('a choice in a select or a slider before React owns it', () => {
  /** The server's form controls: a State select (nothing chosen), a price slider at 500000, a name field. */
  function serverControls() {
    document.body.innerHTML = `<div id="root"><form>
      <label>State <select name="state"><option value="">Select state</option><option>Delhi</option><option>Kerala</option></select></label>
      <label>Price <input type="range" name="price" min="0" max="1000000" value="500000"></label>
      <label>Name <input name="name"></label>
    </form></div>`;
    const get = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
    return {
      select: get<HTMLSelectElement>('select'),
      slider: get<HTMLInputElement>('input[type=range]'),
      name: get<HTMLInputElement>('input[name=name]'),
    };
  }
  /** The browser's events of a choice: the value changes, then input and change. */
  function choose(control: HTMLInputElement | HTMLSelectElement, value: string) {
    control.value = value;
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
  /**
   * How React tells an input's change from a repeated event (react-dom's value tracker): it keeps
   * the value it last saw, taken when it hydrates the element and on every set of its value, and
   * ignores an event whose value is that one.
   */
  function trackLikeReact(input: HTMLInputElement): () => boolean {
    const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    let seen = input.value;
    Object.defineProperty(input, 'value', {
      configurable: true,
      get: () => native.get!.call(input) as string,
      set: (value: string) => {
        seen = String(value);
        native.set!.call(input, value);
      },
    });
    return () => {
      const changed = input.value !== seen;
      seen = input.value;
      return changed;
    };
  }
  /** What listens on the window after the script (the browser's side, React's root). */
  let listening: AbortController;
  beforeEach(() => (listening = new AbortController()));
  afterEach(() => listening.abort());

  it('holds the choices and gives React the last one as a change once it owns the select, whatever it rendered meanwhile', () => {
    const { select } = serverControls();
    const heard: string[] = [];
    window.addEventListener('change', (event) => heard.push((event.target as HTMLSelectElement).value), listening);
    choose(select, 'Delhi');
    choose(select, 'Kerala');
    // Nothing saw them: a section React was hydrating would have dropped them.
    expect(heard).toEqual([]);

    const changes: string[] = [];
    hydrate(select, 'change', (event) => changes.push((event.target as HTMLSelectElement).value));
    // React renders its state into the controlled select before the page has hydrated.
    select.value = '';
    vi.advanceTimersByTime(RETRY_MS * 3);
    expect(changes).toEqual([]);

    signalHydrated();
    expect(changes).toEqual(['Kerala']);
    expect(select.value).toBe('Kerala');
    vi.advanceTimersByTime(GIVE_UP_MS);
    expect(changes).toHaveLength(1);
  });

  it('gives a slider React tracks a change it does not take for a repeat, once', () => {
    const { slider } = serverControls();
    choose(slider, '300000');
    // React hydrates the slider: the value it sees first is the visitor's choice.
    const changed = trackLikeReact(slider);
    const changes: string[] = [];
    for (const type of ['input', 'change']) hydrate(slider, type, () => changed() && changes.push(slider.value));
    signalHydrated();
    expect(changes).toEqual(['300000']);
    expect(slider.value).toBe('300000');
  });

  it('leaves typing and the controls React owns alone', () => {
    const { select, name } = serverControls();
    const heard: string[] = [];
    window.addEventListener('input', (event) => heard.push((event.target as Element).tagName), listening);
    name.value = 'Asha';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    hydrate(select, 'change');
    signalHydrated();
    choose(select, 'Delhi');
    expect(heard).toEqual(['INPUT', 'SELECT']);
  });
});

describe('a key before React owns the page', () => {
  it("holds Enter on a custom button and sends it again once hydrated; a native one's Enter is its click", () => {
    const { custom, button } = serverPage();
    custom.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    custom.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }));
    expect(outcomes).toEqual(['keydown done', 'keydown done']);
    const keys: string[] = [];
    hydrate(custom, 'keydown', (event) => keys.push((event as KeyboardEvent).key));
    signalHydrated();
    expect(keys).toEqual(['Enter']);
  });
});

describe('a submit no handler took', () => {
  it('is stopped and submitted again, with the same button, once a handler takes it', () => {
    const { form, field, submit } = serverPage();
    field.value = '9876543210';
    // Enter in the field: the browser's implicit submission, no click.
    form.requestSubmit(submit);
    expect(outcomes).toEqual(['submit stopped']);

    signalHydrated();
    vi.advanceTimersByTime(RETRY_MS);
    // Not React's yet: not tried.
    expect(outcomes).toEqual(['submit stopped']);

    const submitters: Array<HTMLElement | null> = [];
    hydrate(form, 'submit', (event) => {
      event.preventDefault();
      submitters.push((event as SubmitEvent).submitter);
    });
    vi.advanceTimersByTime(RETRY_MS);
    expect(submitters).toEqual([submit]);
    expect(field.value).toBe('9876543210');
    vi.advanceTimersByTime(RETRY_MS * 10);
    expect(submitters).toHaveLength(1);
    expect(outcomes.every((outcome) => outcome === 'submit stopped')).toBe(true);
  });

  it("tries again while React's form has no handler for it yet (a slot hydrated later), until a minute", () => {
    const { form } = serverPage();
    Object.assign(form, { __reactProps$test: {}, __reactFiber$test: fiber(committedRoot()) });
    signalHydrated();
    form.requestSubmit();
    vi.advanceTimersByTime(RETRY_MS * 3);
    expect(outcomes).toEqual(['submit stopped', 'submit stopped', 'submit stopped', 'submit stopped']);
    vi.advanceTimersByTime(GIVE_UP_MS);
    const tries = outcomes.length;
    vi.advanceTimersByTime(RETRY_MS * 8);
    expect(outcomes).toHaveLength(tries);
  });

  it('leaves a form with an action (a navigation on purpose) and a submit a handler took alone', () => {
    const { form } = serverPage();
    form.setAttribute('action', '/buy-car');
    form.requestSubmit();
    expect(outcomes).toEqual(['submit done']);

    outcomes.length = 0;
    form.removeAttribute('action');
    const handler = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', handler);
    form.requestSubmit();
    vi.advanceTimersByTime(RETRY_MS * 4);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual(['submit stopped']);
  });
});
