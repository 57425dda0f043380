import ChevronDown from "lucide-react/icons/chevron-down";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useIslandId } from "~/islands/islandId";

interface Props {
  label: string;
  children: ReactNode;
  /** Classes for the panel box, e.g. its width. */
  panelClassName?: string;
}

/**
 * Disclosure menu (WAI-ARIA disclosure pattern): a button with aria-expanded
 * shows a panel of links. Opens on mouse hover, click/tap and Enter/Space;
 * Escape closes it and returns focus to the button; leaving it closes it.
 * Without JavaScript, CSS shows the panel on hover and focus (app.css).
 */
export function NavDropdown({ label, children, panelClassName = "w-56" }: Props) {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useIslandId("panel");

  const close = useCallback(() => {
    openedByHover.current = false;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  return (
    // The wrapper only listens for events that bubble from its button and links.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className="dropdown relative"
      data-open={open}
      onPointerEnter={(e) => {
        if (e.pointerType !== "mouse" || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === "mouse" && openedByHover.current) close();
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          close();
          buttonRef.current?.focus();
        }
      }}
      onClick={(e) => {
        // Choosing a link closes the menu, even a #hash on this same page (no new page load then).
        if ((e.target as HTMLElement).closest("a")) close();
      }}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // A click on a menu that hover just opened keeps it open instead of closing it.
          if (open && openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          setOpen(!open);
        }}
        className="flex min-h-11 items-center gap-1 rounded-md px-2 font-semibold whitespace-nowrap text-charcoal hover:text-brand-deep xl:px-3"
      >
        {label}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={panelId} className={`dropdown-panel absolute top-full left-0 z-50 pt-2 ${panelClassName}`}>
        <div className="rounded-lg border border-line bg-white p-2 shadow-xl">{children}</div>
      </div>
    </div>
  );
}
