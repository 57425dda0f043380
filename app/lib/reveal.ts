/**
 * Fade-in on scroll for `.reveal` elements, without React: the elements are
 * prerendered HTML, almost all of it never hydrated (see app/islands). An element
 * is revealed once, the first time `data-reveal-threshold` of it is in view
 * (or, when it is taller than that share of the screen can show, once it fills
 * 80% of the screen). The hiding itself is CSS (`.reveal` in app.css).
 */
const STEPS = Array.from({ length: 21 }, (_, i) => i / 20);

let observer: IntersectionObserver | undefined;

function isFarEnoughIn(entry: IntersectionObserverEntry): boolean {
  if (!entry.isIntersecting) return false;
  const threshold = Number((entry.target as HTMLElement).dataset.revealThreshold ?? 0);
  const fillsScreen = entry.intersectionRect.height >= window.innerHeight * 0.8;
  return entry.intersectionRatio >= threshold || fillsScreen;
}

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!isFarEnoughIn(entry)) continue;
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

/** Watches every not-yet-revealed `.reveal` inside `root`. */
export function observeRevealsIn(root: ParentNode) {
  root.querySelectorAll<HTMLElement>('.reveal[data-revealed="false"]').forEach(observeReveal);
}
