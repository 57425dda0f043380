import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { Image } from "~/components/image/Image";
import { Reveal } from "~/components/motion/Reveal";
import { primaryLinks } from "~/lib/navigation";
import { services, site } from "~/content";
import type { ResponsiveImage } from "~/components/image/types";
import { serviceCardTarget } from "~/lib/offerings";
import { pictureAt } from "~/lib/pictures";
import { serviceImage, shownServicePictures } from "~/lib/service-images";
import { rowSizes, SPAN_LG } from "~/lib/rowSizes";
import { HOME_REVEAL } from "./reveal";
import { SectionHeading } from "./SectionHeading";

interface Product {
  key: string;
  /** The card's picture, if it has one. */
  image: ResponsiveImage | undefined;
  title: string;
  summary: string;
  to: string;
}

/**
 * One card per service the owner offers, in their order. The picture: the one chosen for the card
 * (placed by the image step at featured/<id>, or its drawn sample while the sample shows), else the
 * first picture its section shows, else none. A service with a description links to its own page; one without
 * (decks, as shipped) opens the gallery on its photos.
 */
const products: Product[] = services.map((s) => ({
  key: s.id,
  image: pictureAt(`featured/${s.id}`) ?? shownServicePictures(s.images).map(({ image }) => serviceImage(image))[0],
  title: s.title,
  summary: s.summary,
  to: serviceCardTarget(s, primaryLinks.gallery.to),
}));

/** How wide a card's picture is drawn, three to a row (or one card alone, at most 448 px). */
const CARD_SIZES = "(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw";
const rows = rowSizes(products.length);

/** The product cards; with their heading emptied in the page texts the section is left out. */
export default function FeaturedProducts() {
  const { productsEyebrow, productsHeading, productsIntro, productLink } = site.pages.home;
  if (!productsHeading) return null;
  return (
    <Reveal as="section" {...HOME_REVEAL} aria-labelledby="featured-title" className="bg-paper py-16 sm:py-24">
      <div className="container-site">
        <SectionHeading id="featured-title" eyebrow={productsEyebrow} title={productsHeading}>
          {productsIntro && <p>{productsIntro}</p>}
        </SectionHeading>
        {/* Up to three to a row with none part empty, whatever the owner offers; one card alone in the middle. */}
        <ul
          className={`mt-10 grid gap-6 lg:grid-cols-12 ${products.length > 1 ? "sm:grid-cols-2" : "mx-auto max-w-md"}`}
        >
          {products.map((product, i) => (
            <li
              key={product.key}
              className={`group relative flex flex-col overflow-hidden rounded-lg border border-line bg-white shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg ${SPAN_LG[rows[i]!]}`}
            >
              {/* The card's title says what the picture shows, so the picture itself is decorative. */}
              {product.image && (
                <Image
                  image={product.image}
                  alt=""
                  sizes={rows[i] === 2 ? "(min-width: 1024px) 560px, (min-width: 640px) 50vw, 100vw" : CARD_SIZES}
                  className="block aspect-[4/3] overflow-hidden"
                  imgClassName="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                />
              )}
              <div className="flex flex-1 flex-col border-t-4 border-wood p-5">
                <h3 className="text-2xl font-semibold">{product.title}</h3>
                <p className="mt-2 flex-1 text-ink-muted">{product.summary}</p>
                {/* The whole card is clickable through this link's overlay; its name stays the short title. */}
                <Link
                  to={product.to}
                  className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-deep after:absolute after:inset-0 group-hover:underline"
                >
                  {productLink} {product.title}
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}
