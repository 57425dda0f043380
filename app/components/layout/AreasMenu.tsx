import { MapPin } from "lucide-react";
import { serviceAreaNames } from "~/lib/navigation";
import { NavDropdown } from "./NavDropdown";

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
