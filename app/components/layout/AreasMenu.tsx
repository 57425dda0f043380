import MapPin from "lucide-react/icons/map-pin";
import { serviceAreaLinks } from "~/lib/navigation";
import { NavDropdown } from "./NavDropdown";

/**
 * The desktop 'Service Areas' menu: the towns we work in, each town with a page of its own (one that
 * real work earned, app/townPages.mjs) a link to it, the others listed as they are.
 */
export function AreasMenu() {
  return (
    <NavDropdown label="Service Areas" panelClassName="w-60">
      <ul className="py-1">
        {serviceAreaLinks.map((area) => (
          <li key={area.label}>
            {area.to ? (
              <a
                href={area.to}
                className="flex min-h-11 items-center gap-2 rounded-md px-3 font-semibold text-brand-deep underline underline-offset-2 hover:bg-brand-tint"
              >
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-dark" />
                {area.label}
              </a>
            ) : (
              <span className="flex min-h-9 items-center gap-2 px-3 text-charcoal">
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                {area.label}
              </span>
            )}
          </li>
        ))}
      </ul>
    </NavDropdown>
  );
}
