import { ClosingCta } from "~/components/sections/ClosingCta";

export default function GalleryClosing() {
  return <ClosingCta heading="Want a Fence Like These?" />;
}
