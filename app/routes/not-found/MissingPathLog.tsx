import { useEffect } from "react";

/** Names the missing path in the console, as the browser sees it, so the owner can find broken links. */
export function MissingPathLog() {
  useEffect(() => {
    console.warn(`404: no page at ${window.location.pathname}`);
  }, []);
  return null;
}
