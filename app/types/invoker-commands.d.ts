// Invoker commands (HTML: <button command commandfor>): a button opens or closes
// a <dialog> by itself, before and without script. React 19 passes the
// lowercase attributes through unchanged; its types do not list them yet.
import "react";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging needs the same type parameter as React's own
  interface ButtonHTMLAttributes<T> {
    /** The action on the `commandfor` element: "show-modal", "close", "toggle-popover"... */
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
    /** The id of the element the command acts on. */
    commandfor?: string;
  }
}
