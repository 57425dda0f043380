import { MapPin, Menu, X } from "lucide-react";
import { useRef } from "react";
import { Link, NavLink } from "react-router";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { estimateLink, primaryLinks, serviceAreaNames, serviceLinks } from "~/lib/navigation";
import { Logo } from "./Logo";

const linkClass =
  "flex min-h-11 items-center rounded-md px-3 font-semibold text-charcoal hover:bg-brand-tint hover:text-brand-deep aria-[current=page]:text-brand-deep";

/**
 * Small-screen menu: a native modal <dialog> sliding in from the left. The
 * browser traps focus inside, closes it on Escape, makes the page behind
 * inert and returns focus to the toggle; CSS stops the page scrolling.
 */
export function MobileMenu() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const open = () => {
    dialogRef.current?.showModal();
    // The browser would focus the logo link first; the close button is where visitors expect to start.
    closeRef.current?.focus();
  };
  const close = () => dialogRef.current?.close();

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-controls="mobile-menu"
        onClick={open}
        className="-ml-2 flex size-11 items-center justify-center rounded-md text-charcoal hover:bg-brand-tint"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>

      {/* A click on the backdrop lands on the <dialog> itself, outside the panel. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- Escape is handled natively by <dialog> */}
      <dialog
        ref={dialogRef}
        id="mobile-menu"
        aria-label="Menu"
        className="mobile-menu bg-paper"
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
          else if ((event.target as HTMLElement).closest("a")) close();
        }}
      >
        <div className="flex h-full flex-col overflow-y-auto p-4">
          <div className="flex items-center justify-between gap-2 border-b border-line pb-3">
            <Logo onNavigate={close} />
            <button
              ref={closeRef}
              type="button"
              onClick={close}
              className="flex size-11 items-center justify-center rounded-md text-charcoal hover:bg-brand-tint"
            >
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">Close menu</span>
            </button>
          </div>

          <nav aria-label="Mobile" className="mt-3">
            <ul className="space-y-0.5">
              <li>
                <NavLink to={primaryLinks.home.to} end className={linkClass}>
                  {primaryLinks.home.label}
                </NavLink>
              </li>
              <li>
                <NavLink to={primaryLinks.services.to} end className={linkClass}>
                  {primaryLinks.services.label}
                </NavLink>
                <ul className="ml-3 border-l-2 border-brand-tint pl-2" aria-label="Fence types">
                  {serviceLinks.slice(1).map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className={`${linkClass} font-medium`}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
              <li>
                <NavLink to={primaryLinks.work.to} className={linkClass}>
                  {primaryLinks.work.label}
                </NavLink>
              </li>
              <li>
                <NavLink to={primaryLinks.contact.to} className={linkClass}>
                  {primaryLinks.contact.label}
                </NavLink>
              </li>
            </ul>
          </nav>

          <section aria-labelledby="mobile-areas-title" className="mt-5 border-t border-line pt-4">
            <h2 id="mobile-areas-title" className="px-3 text-sm font-semibold tracking-wider text-ink-muted uppercase">
              Service Areas
            </h2>
            <ul className="mt-2 grid grid-cols-2 gap-x-2 px-3">
              {serviceAreaNames.map((name) => (
                <li key={name} className="flex min-h-9 items-center gap-1.5 text-sm">
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-dark" />
                  {name}
                </li>
              ))}
            </ul>
          </section>

          <div className="mt-auto space-y-2 border-t border-line pt-4">
            <PhoneLink icon className="btn-outline w-full" />
            <Link to={estimateLink.to} className="btn-primary w-full">
              {estimateLink.label}
            </Link>
          </div>
        </div>
      </dialog>
    </div>
  );
}
