/**
 * Brings a form field into the middle of the screen and puts the cursor in it: smoothly, unless the
 * visitor asks for reduced motion. Nothing happens when the page has no such field.
 */
export function focusField(id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  field.scrollIntoView({ block: "center", behavior: smooth ? "smooth" : "auto" });
  field.focus({ preventScroll: true });
}
