import { Link, useLocation } from "react-router";
import { Island } from "~/islands/Island";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { contact, pages } from "~/content";
import { isCurrentPage } from "~/lib/currentPage";
import { textUsLink } from "~/lib/sms";
import { estimateLink, primaryLinks, type NavLink } from "~/lib/navigation";
import { Logo } from "./Logo";

/** A top-level link, marked as the current page by the same rule as the mobile menu's. */
function NavItem({ link, pathname, end }: { link: NavLink; pathname: string; end?: boolean }) {
  const current = isCurrentPage(pathname, link.to, end);
  return (
    <a
      href={link.to}
      aria-current={current ? "page" : undefined}
      className={`flex min-h-11 items-center rounded-md px-2 font-semibold whitespace-nowrap hover:text-brand-deep xl:px-3 ${
        current ? "text-brand-deep underline decoration-2 underline-offset-8" : "text-charcoal"
      }`}
    >
      {link.label}
    </a>
  );
}

/** Plain prerendered HTML (the current page is marked at build time) with three islands: the menus. */
export function Header() {
  const { pathname } = useLocation();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-line bg-white/95 shadow-sm backdrop-blur">
      <div className="container-site flex h-full items-center gap-2">
        {/* The browser opens and closes the menu by itself; its code (closing on a link choice) waits for first use. */}
        <Island
          name="MobileMenu"
          props={{
            pathname,
            estimateLabel: pages.everyPage.headerButton,
            textUs: textUsLink(contact, pages.everyPage),
          }}
          when="used"
        />
        <Logo />

        <nav aria-label="Main" className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {/* Every page in the order of app/pages.mjs; the services page opens its fence types. */}
            {Object.entries(primaryLinks).map(([key, link]) => (
              <li key={key}>
                {link === primaryLinks.services ? (
                  <Island name="ServicesMenu" props={{}} />
                ) : (
                  <NavItem link={link} pathname={pathname} end={link === primaryLinks.home} />
                )}
              </li>
            ))}
            <li>
              <Island name="AreasMenu" props={{}} />
            </li>
          </ul>
        </nav>

        <div className="ml-auto flex shrink-0 items-center gap-2 lg:ml-4">
          <PhoneLink
            icon
            className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md font-semibold text-brand-deep hover:text-charcoal xl:px-2"
            textClassName="sr-only xl:not-sr-only"
          />
          <Link to={estimateLink.to} className="btn-primary px-4 text-sm whitespace-nowrap lg:px-4 xl:px-5">
            <span className="lg:hidden">{pages.everyPage.headerButtonShort}</span>
            <span className="hidden lg:inline">{pages.everyPage.headerButton}</span>
          </Link>
        </div>
      </div>
    </header>
  );
}
