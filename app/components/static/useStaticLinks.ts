import { useEffect } from "react";
import { useNavigate } from "react-router";

/** True for a plain left click that the browser would follow in this tab. */
function isPlainClick(event: MouseEvent) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/**
 * Links inside static sections (see staticSection) are plain prerendered
 * <a> elements with no React behind them. This routes their same-site
 * clicks through the router, as <Link> would, so moving between pages stays
 * a client-side navigation everywhere. Phone, e-mail and outside links, new
 * tabs and downloads are left to the browser.
 */
export function useStaticLinks() {
  const navigate = useNavigate();

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest("[data-static]")) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
