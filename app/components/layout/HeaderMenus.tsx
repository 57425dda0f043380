import { MapPin } from "lucide-react";
import { primaryLinks, serviceAreaNames, serviceLinks } from "~/lib/navigation";
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

/** The desktop 'Service Areas' menu: the towns we work in. */
export function AreasMenu() {
  return (
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
  );
}
