// What the page shows when the shell cannot start (no composition file, a shared chunk that
// will not load): a message and a Retry that reloads. Built from DOM nodes with a listener, not
// an HTML string with onclick="...": the shell's CSP allows no inline script, so an inline
// handler would leave a Retry that does nothing.
import { BUILT_WITHOUT_REACT_ATTRIBUTE } from './hydration-signal';

export function renderStartupFailure(container: HTMLElement, reload: () => void = () => window.location.reload()): void {
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  // React never renders this: the early-input script lets its Retry through (hydration-signal.ts).
  alert.setAttribute(BUILT_WITHOUT_REACT_ATTRIBUTE, '');
  alert.style.cssText = 'max-width:640px;margin:64px auto;padding:24px;font-family:system-ui,sans-serif';
  const heading = document.createElement('h1');
  heading.textContent = 'CarMarket could not start';
  const text = document.createElement('p');
  text.textContent = 'Please check your connection and try again.';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => reload());
  alert.append(heading, text, retry);
  container.replaceChildren(alert);
  retry.focus();
}
