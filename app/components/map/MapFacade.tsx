import MapPinned from "lucide-react/icons/map-pinned";
import { useState } from "react";
import { contact } from "~/content";
import { mapEmbedUrl } from "~/lib/map";
import { ServiceAreaMap } from "./ServiceAreaMap";

/**
 * The embedded map loads only when the visitor asks for it, so no
 * third-party request is made before then. Until then a drawn preview of
 * the service area stands in its place.
 */
export function MapFacade({ className = "" }: { className?: string }) {
  const [showMap, setShowMap] = useState(false);
  const { mapQuery } = contact.address;

  return (
    <div
      className={`relative aspect-[20/13] overflow-hidden rounded-lg border border-white/15 bg-brand-tint ${className}`}
    >
      {showMap ? (
        <iframe
          src={mapEmbedUrl()}
          title={`Map of ${mapQuery}`}
          className="absolute inset-0 size-full"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <ServiceAreaMap className="absolute inset-0 size-full" />
          <button
            type="button"
            onClick={() => setShowMap(true)}
            className="btn absolute top-2 right-2 bg-charcoal text-sm whitespace-nowrap text-white shadow-lg hover:bg-black"
          >
            <MapPinned aria-hidden="true" className="size-4" />
            Show map
            <span className="sr-only">of {mapQuery} (loads Google Maps)</span>
          </button>
        </>
      )}
    </div>
  );
}
