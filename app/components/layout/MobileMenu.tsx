import MapPin from "lucide-react/icons/map-pin";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useRef } from "react";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { TextLink } from "~/components/ui/TextLink";
import type { TextUsLink } from "~/lib/sms";
import { estimateLink, primaryLinks, serviceAreaLinks, serviceLinks } from "~/lib/navigation";
import { isCurrentPage } from "~/lib/currentPage";
import { Logo } from "./Logo";

const linkClass =
  "flex min-h-11 items-center rounded-md px-3 font-semibold text-charcoal hover:bg-brand-tint hover:text-brand-deep aria-[current=page]:text-brand-deep";

/** A link of the menu, marked as the current page where it is one (as NavLink would). */
function MenuLink({ pathname, to, end, children }: { pathname: string; to: string; end?: boolean; children: string }) {
  return (
    <a href={to} aria-current={isCurrentPage(pathname, to, end) ? "page" : undefined} className={linkClass}>
      {children}
    </a>
  );
}

const MENU_ID = "mobile-menu";

/**
 * Small-screen menu: a native modal <dialog> sliding in from the left. The
 * browser traps focus inside, closes it on Escape, makes the page behind
 * inert and returns focus to the toggle; CSS stops the page scrolling.
 * The buttons open and close it with the browser's own commands (command,
 * commandfor, closedby), so the menu works as soon as the page shows, before
 * this island's script has arrived on a slow connection. The script adds the
 * close on a link choice (a same-page #anchor would leave it open), and the
 * opening and closing itself where the browser has no such commands.
 */
/**
 * estimateLabel: the estimate button's words, and textUs: the Text us link or null, from the content
 * (passed in, so this island's code holds no page texts).
 */
export function MobileMenu({
  pathname,
  estimateLabel,
  textUs,
}: {
  pathname: string;
  estimateLabel: string;
  textUs: TextUsLink | null;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Where the browser runs the buttons' commands itself, these do nothing more (opening an open dialog or
  // closing a closed one is a no-op); elsewhere they are what opens and closes the menu.
  const open = () => dialogRef.current?.showModal();
  const close = () => dialogRef.current?.close();

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-controls={MENU_ID}
        command="show-modal"
        commandfor={MENU_ID}
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
        id={MENU_ID}
        aria-label="Menu"
        closedby="any"
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
              type="button"
              command="close"
              commandfor={MENU_ID}
              // Opening the dialog puts focus here, not on the logo link before it: where visitors expect to start.
              // eslint-disable-next-line jsx-a11y/no-autofocus -- inside a modal dialog, where HTML recommends it
              autoFocus
              onClick={close}
              className="flex size-11 items-center justify-center rounded-md text-charcoal hover:bg-brand-tint"
            >
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">Close menu</span>
            </button>
          </div>

          <nav aria-label="Mobile" className="mt-3">
            <ul className="space-y-0.5">
              {/* Every page in the order of app/pages.mjs; the services page lists its fence types under it. */}
              {Object.entries(primaryLinks).map(([key, link]) => {
                const services = link === primaryLinks.services;
                return (
                  <li key={key}>
                    <MenuLink pathname={pathname} to={link.to} end={link === primaryLinks.home || services}>
                      {link.label}
                    </MenuLink>
                    {services && (
                      <ul className="ml-3 border-l-2 border-brand-tint pl-2" aria-label="Fence types">
                        {serviceLinks.slice(1).map((serviceLink) => (
                          <li key={serviceLink.to}>
                            <a href={serviceLink.to} className={`${linkClass} font-medium`}>
                              {serviceLink.label}
                            </a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>

          <section aria-labelledby="mobile-areas-title" className="mt-5 border-t border-line pt-4">
            <h2 id="mobile-areas-title" className="px-3 text-sm font-semibold tracking-wider text-ink-muted uppercase">
              Service Areas
            </h2>
            <ul className="mt-2 grid grid-cols-2 gap-x-2 px-3">
              {/* A town with a page of its own links to it; the others are listed as they are. */}
              {serviceAreaLinks.map((area) => (
                <li key={area.label} className="flex min-h-9 items-center text-sm">
                  {area.to ? (
                    <a
                      href={area.to}
                      className="-mx-1 flex min-h-11 items-center gap-1.5 rounded-md px-1 font-semibold text-brand-deep underline underline-offset-2 hover:bg-brand-tint"
                    >
                      <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-dark" />
                      {area.label}
                    </a>
                  ) : (
                    <span className="flex items-center gap-1.5">
                      <MapPin aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                      {area.label}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>

          <div className="mt-auto space-y-2 border-t border-line pt-4">
            {/* Side by side where both fit on one line, else one above the other: never a number broken over lines. */}
            <div className="flex flex-wrap gap-2">
              <PhoneLink icon className="btn-outline grow whitespace-nowrap" />
              <TextLink link={textUs} className="btn-outline grow whitespace-nowrap" />
            </div>
            <a href={estimateLink.to} className="btn-primary w-full">
              {estimateLabel}
            </a>
          </div>
        </div>
      </dialog>
    </div>
  );
}
