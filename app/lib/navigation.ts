import { site } from "~/content";

export interface NavLink {
  label: string;
  to: string;
}

/** 'All Fences' plus one entry per fence type that has its own anchor on /fences. */
export const serviceLinks: NavLink[] = [
  { label: "All Fences", to: "/fences" },
  ...site.services.filter((s) => s.inMenu).map((s) => ({ label: s.navLabel, to: `/fences#${s.id}` })),
];

export const primaryLinks = {
  home: { label: "Home", to: "/" },
  services: { label: "Services", to: "/fences" },
  work: { label: "Our Work", to: "/gallery" },
  contact: { label: "Contact", to: "/contact" },
} satisfies Record<string, NavLink>;

export const estimateLink: NavLink = { label: "GET A FREE ESTIMATE", to: "/contact" };

export const serviceAreaNames = site.serviceAreas.map((a) => `${a.name}, ${a.state}`);
