/**
 * Whether a menu link points at the page being shown, as React Router's
 * NavLink decides it: the same path, or (unless `end`) a page below it.
 * For islands, which have no router: they get the path as a prop.
 */
export function isCurrentPage(pathname: string, to: string, end = false): boolean {
  const path = to.split("#")[0] || "/";
  const here = pathname.replace(/\/+$/, "") || "/";
  if (here === path) return true;
  return !end && path !== "/" && here.startsWith(`${path}/`);
}
