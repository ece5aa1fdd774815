import { SUBMIT_BEFORE_HYDRATION_SCRIPT, SUBMIT_RETRY_FOR_MS, SUBMIT_RETRY_MS } from './submit-before-hydration';

/** A server-rendered form (no action), its submit button, and whether the last submit went to the browser. */
function serverForm(attributes = '') {
  const form = document.body.appendChild(document.createElement('form'));
  form.innerHTML = `<input name="mobileNumber" value=""><button type="submit" name="step" value="send">Send OTP</button>`;
  for (const [name, value] of attributes ? [attributes.split('=')] : []) form.setAttribute(name!, value!);
  return { form, button: form.querySelector('button')! };
}

/** Whether each submit event reached the end of its way prevented (the browser then does nothing). */
const outcomes: boolean[] = [];
const recordOutcome = (event: Event) => outcomes.push(event.defaultPrevented);

describe('submit before hydration (the document script)', () => {
  beforeAll(() => {
    new Function(SUBMIT_BEFORE_HYDRATION_SCRIPT)();
    // Runs after the script's listener: sees what the browser would do (then spares jsdom the navigation).
    window.addEventListener('submit', (event) => {
      recordOutcome(event);
      event.preventDefault();
    });
  });
  beforeEach(() => {
    vi.useFakeTimers();
    outcomes.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('stops the native submit of a form no handler took, and submits it again once one does', () => {
    const { form, button } = serverForm();
    form.requestSubmit(button);
    expect(outcomes).toEqual([true]);

    // Not hydrated yet: tried again, stopped again.
    vi.advanceTimersByTime(SUBMIT_RETRY_MS);
    expect(outcomes).toEqual([true, true]);

    // React hydrates the form: its handler takes the submit (and prevents the browser's).
    const submitters: Array<HTMLElement | null> = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitters.push(event.submitter);
    });
    vi.advanceTimersByTime(SUBMIT_RETRY_MS);
    expect(submitters).toEqual([button]);
    vi.advanceTimersByTime(SUBMIT_RETRY_MS * 10);
    expect(submitters).toHaveLength(1);
    expect(outcomes.every(Boolean)).toBe(true);
  });

  it('leaves a form with an action (a navigation on purpose) and a submit a handler took alone', () => {
    const search = serverForm('action=/buy-car');
    search.form.requestSubmit();
    expect(outcomes).toEqual([false]);

    outcomes.length = 0;
    const handled = serverForm();
    const handler = vi.fn((event: Event) => event.preventDefault());
    handled.form.addEventListener('submit', handler);
    handled.form.requestSubmit();
    vi.advanceTimersByTime(SUBMIT_RETRY_MS * 4);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([true]);
  });

  it('gives up on a form that left the page or after a minute', () => {
    const { form } = serverForm();
    form.requestSubmit();
    form.remove();
    vi.advanceTimersByTime(SUBMIT_RETRY_MS * 4);
    expect(outcomes).toEqual([true]);

    const other = serverForm().form;
    other.requestSubmit();
    vi.advanceTimersByTime(SUBMIT_RETRY_FOR_MS + SUBMIT_RETRY_MS * 4);
    const tries = outcomes.length;
    vi.advanceTimersByTime(SUBMIT_RETRY_MS * 8);
    expect(outcomes).toHaveLength(tries);
  });
});
