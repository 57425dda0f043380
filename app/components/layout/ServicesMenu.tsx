import { primaryLinks, serviceLinks } from "~/lib/navigation";
import { NavDropdown } from "./NavDropdown";

/** The desktop 'Services' menu: all fences, then one link per fence type. */
export function ServicesMenu() {
  return (
    <NavDropdown label={primaryLinks.services.label}>
      <ul>
        {serviceLinks.map((link) => (
          <li key={link.to}>
            <a
              href={link.to}
              className="flex min-h-11 items-center rounded-md px-3 font-medium text-charcoal hover:bg-brand-tint hover:text-brand-deep"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </NavDropdown>
  );
}
