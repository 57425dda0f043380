import { useEffect } from "react";

/** Names the missing path in the console (specification, error catalogue), as the browser sees it. */
export function MissingPathLog() {
  useEffect(() => {
    console.warn(`404: no page at ${window.location.pathname}`);
  }, []);
  return null;
}
