import ChevronRight from "lucide-react/icons/chevron-right";
import type { Crumb } from "~/lib/breadcrumbs";

/**
 * The way down to this page (app/lib/breadcrumbs.ts), as the markup's BreadcrumbList names it: each
 * step a link, the page itself last, marked as the current one. On a dark hero.
 */
export function Breadcrumbs({ trail, label, centred = false }: { trail: Crumb[]; label: string; centred?: boolean }) {
  return (
    <nav aria-label={label} className="text-sm text-white/90">
      <ol className={`flex flex-wrap items-center gap-x-1 gap-y-1 ${centred ? "justify-center" : ""}`}>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <a href={crumb.path} aria-current="page" className="font-semibold text-white no-underline">
                  {crumb.name}
                </a>
              ) : (
                <>
                  <a href={crumb.path} className="underline decoration-white/50 underline-offset-4 hover:text-white">
                    {crumb.name}
                  </a>
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-brand-light" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
