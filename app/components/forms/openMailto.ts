/** Hands the draft to the visitor's mail app. Its own module so component tests can replace it. */
export function openMailto(href: string) {
  window.location.href = href;
}
