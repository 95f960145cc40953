/**
 * "Focus the first error" for every form. react-hook-form's own `shouldFocusError` walks fields
 * in registration order and only reaches fields whose ref it holds, so a checkbox registered
 * early, a Controller without a ref or a custom widget sends focus somewhere down the page. The
 * screen is the truth: fields mark themselves `aria-invalid="true"`, and the first one in
 * document order is where the user should land.
 */

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The invalid element itself when it takes focus, else its first focusable descendant (a group, a PIN box). */
function focusTarget(el: HTMLElement): HTMLElement | null {
  if (el.matches(FOCUSABLE)) return el;
  return el.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * Moves focus to the first `[aria-invalid="true"]` inside `root` in document order and brings it
 * into view. Returns the element focused, or null when nothing is invalid.
 */
export function focusFirstInvalidField(root: ParentNode | null | undefined): HTMLElement | null {
  if (!root) return null;
  for (const el of root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    const target = focusTarget(el);
    if (!target) continue;
    target.focus();
    // jsdom has no layout, so scrollIntoView may be missing there.
    target.scrollIntoView?.({ block: 'center' });
    return target;
  }
  return null;
}

/** Every ancestor of `el`, nearest first: kept before `el` leaves the page, see focusNearestLanding. */
export function ancestorsOf(el: Element | null): Element[] {
  const out: Element[] = [];
  for (let p = el?.parentElement ?? null; p; p = p.parentElement) out.push(p);
  return out;
}

const LANDING = [
  // What the action just chose (the card that was registered and selected).
  'input[type="radio"]:checked:not([disabled])',
  // A place a screen marks for this purpose (e.g. the list that now holds the new item).
  '[data-focus-landing]',
  'h1, h2, h3',
];

/**
 * When the part of the page that had focus goes away (a form that closes after it did its job),
 * focus would fall to <body> and keyboard and screen-reader users lose their place. This moves it
 * to the nearest meaningful thing still on the page: in the nearest surviving ancestor, the checked
 * choice, a marked landing, or the section's heading (made focusable for the purpose).
 * Does nothing when focus is already somewhere on the page.
 */
export function focusNearestLanding(ancestors: readonly Element[]): HTMLElement | null {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return null;
  for (const region of ancestors) {
    if (!region.isConnected) continue;
    for (const selector of LANDING) {
      const target = region.querySelector<HTMLElement>(selector);
      if (!target) continue;
      if (!target.matches(FOCUSABLE) && !target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus();
      return target;
    }
  }
  return null;
}

/** Runs `fn` after pending timers and the next frame: updates scheduled alongside have been drawn. */
export function afterNextPaint(fn: () => void): void {
  setTimeout(() => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => fn());
    else fn();
  }, 0);
}
