/**
 * Fade-in on scroll for `.reveal` elements, without React: the elements are
 * prerendered HTML, almost all of it never hydrated (see app/islands). An element
 * is revealed once, the first time `data-reveal-threshold` of it is in view. For an
 * element taller than the screen the share is of the screen instead: on a phone a
 * 1,500 px section would otherwise stay blank while it fills half the screen.
 * The hiding itself is CSS (`.reveal` in app.css), and only once this has started
 * (`data-reveals` on <html>): it starts with the page's script, on a phone at the
 * visitor's first interaction (decision 0018), so until then every section shows.
 */
// Every 1% of an element's height, so a tall element is revealed within a few pixels of its mark.
const STEPS = Array.from({ length: 101 }, (_, i) => i / 100);

/** Whether `visible` px of an element `height` px tall, on a screen `screen` px tall, is far enough in. */
export function isFarEnoughIn(visible: number, height: number, screen: number, threshold: number): boolean {
  return visible > 0 && visible >= threshold * Math.min(height, screen);
}

let observer: IntersectionObserver | undefined;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const threshold = Number((entry.target as HTMLElement).dataset.revealThreshold ?? 0);
        const visible = entry.intersectionRect.height;
        if (!isFarEnoughIn(visible, entry.boundingClientRect.height, window.innerHeight, threshold)) continue;
        (entry.target as HTMLElement).dataset.revealed = "true";
        observer?.unobserve(entry.target);
      }
    },
    { threshold: STEPS },
  );
  return observer;
}

/** Starts watching one element; it is revealed at once where IntersectionObserver is missing. */
function observeReveal(element: HTMLElement) {
  if (element.dataset.revealed === "true") return;
  if (typeof IntersectionObserver === "undefined") {
    element.dataset.revealed = "true";
    return;
  }
  sharedObserver().observe(element);
}

/**
 * Watches every not-yet-revealed `.reveal` inside `root`, and switches the hiding on. What is on the
 * screen already has been seen as it is: it stays shown rather than vanish and fade in again.
 */
export function observeRevealsIn(root: ParentNode) {
  const pending = [...root.querySelectorAll<HTMLElement>('.reveal[data-revealed="false"]')];
  // Every box read before any attribute is written, so the page is laid out once.
  const onScreen = pending.map((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
  });
  pending.forEach((element, i) => {
    if (onScreen[i]) element.dataset.revealed = "true";
    else observeReveal(element);
  });
  document.documentElement.dataset.reveals = "on";
}
