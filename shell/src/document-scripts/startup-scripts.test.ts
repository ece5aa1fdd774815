import loadStartupScripts, { STARTUP_SCRIPTS_AT_THE_LATEST_MS } from './startup-scripts';

/** What the loader put into <head>, in order. */
function added() {
  return [...document.head.children].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${new URL(element.src).pathname} async=${element.async}`
      : `${(element as HTMLLinkElement).rel} ${(element as HTMLLinkElement).as} ${new URL((element as HTMLLinkElement).href).pathname}`,
  );
}

const LOADED = ['preload script /2.js', 'preload script /3.js', 'script /main.1.js async=false'];

describe('the start-up loader', () => {
  const frames: FrameRequestCallback[] = [];
  const drawFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));

  beforeEach(() => {
    document.head.innerHTML = '';
    frames.length = 0;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('adds the preloads and the scripts, in order, in the task after the first frame, once', () => {
    loadStartupScripts(['/2.js', '/3.js'], ['/main.1.js']);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    drawFrame();
    // The frame callback runs before the frame is drawn: nothing yet.
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual(LOADED);
    vi.advanceTimersByTime(STARTUP_SCRIPTS_AT_THE_LATEST_MS);
    expect(added()).toEqual(LOADED);
  });

  it('adds them after STARTUP_SCRIPTS_AT_THE_LATEST_MS when no frame is drawn (a tab in the background)', () => {
    loadStartupScripts(['/2.js', '/3.js'], ['/main.1.js']);
    vi.advanceTimersByTime(STARTUP_SCRIPTS_AT_THE_LATEST_MS - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(LOADED);
  });
});
