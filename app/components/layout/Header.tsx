import { Link, NavLink as RouterNavLink } from "react-router";
import { MapPin } from "lucide-react";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { estimateLink, primaryLinks, serviceAreaNames, serviceLinks } from "~/lib/navigation";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { NavDropdown } from "./NavDropdown";

const navItemClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-md px-2 font-semibold whitespace-nowrap hover:text-brand-deep xl:px-3 ${
    isActive ? "text-brand-deep underline decoration-2 underline-offset-8" : "text-charcoal"
  }`;

export function Header() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-line bg-white/95 shadow-sm backdrop-blur">
      <div className="container-site flex h-full items-center gap-2">
        <MobileMenu />
        <Logo />

        <nav aria-label="Main" className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-0.5">
            <li>
              <RouterNavLink to={primaryLinks.home.to} end className={navItemClass}>
                {primaryLinks.home.label}
              </RouterNavLink>
            </li>
            <NavDropdown label={primaryLinks.services.label}>
              <ul>
                {serviceLinks.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="flex min-h-11 items-center rounded-md px-3 font-medium text-charcoal hover:bg-brand-tint hover:text-brand-deep"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </NavDropdown>
            <li>
              <RouterNavLink to={primaryLinks.work.to} className={navItemClass}>
                {primaryLinks.work.label}
              </RouterNavLink>
            </li>
            <li>
              <RouterNavLink to={primaryLinks.contact.to} className={navItemClass}>
                {primaryLinks.contact.label}
              </RouterNavLink>
            </li>
            <NavDropdown label="Service Areas" panelClassName="w-60">
              <ul className="px-3 py-1">
                {serviceAreaNames.map((name) => (
                  <li key={name} className="flex min-h-9 items-center gap-2 text-charcoal">
                    <MapPin aria-hidden="true" className="size-4 text-brand-dark" />
                    {name}
                  </li>
                ))}
              </ul>
            </NavDropdown>
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 lg:ml-4">
          <PhoneLink
            icon
            className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md font-semibold text-brand-deep hover:text-charcoal xl:px-2"
            textClassName="sr-only xl:not-sr-only"
          />
          <Link to={estimateLink.to} className="btn-primary px-4 text-sm whitespace-nowrap lg:px-4 xl:px-5">
            <span className="lg:hidden">Quote</span>
            <span className="hidden lg:inline">{estimateLink.label}</span>
          </Link>
        </div>
      </div>
    </header>
  );
}
