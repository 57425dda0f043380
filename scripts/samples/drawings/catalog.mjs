// Every sample picture the site ships until the owner's photos replace them:
// key (group/name) -> recipe. Gallery samples cycle through the kinds of work
// with their own sky, season, layout and light so no two look alike.
import { makeRng } from "./util.mjs";

export const GALLERY_SAMPLES = 200;
const GALLERY = { width: 1200, height: 900 };
const WIDE = { width: 1920, height: 1080 };

const SKY_WEIGHTS = [
  ["clear", 30],
  ["morning", 16],
  ["golden", 16],
  ["summerHaze", 10],
  ["overcast", 16],
  ["dusk", 8],
];
const SEASON_WEIGHTS = [
  ["summer", 40],
  ["spring", 25],
  ["autumn", 20],
  ["winter", 15],
];

function weighted(rng, table) {
  let r = rng.next() * table.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of table) if ((r -= w) < 0) return value;
  return table[0][0];
}

// Each kind of work with the gallery type it shows (its filter on the Gallery page). White pickets
// are painted wood; a fence drawn with a gate in front is a gate photo, one with a deck a deck photo.
const KINDS = [
  [
    "wood",
    (rng) => ({
      style: rng.pick(["cedarPrivacy", "dogEarPrivacy", "weatheredPrivacy", "stainedPrivacy", "cedarPrivacy"]),
      layout: rng.pick(["u", "l", "straight", "receding", "corner"]),
      back: rng.chance(0.2),
    }),
  ],
  [
    "wood",
    (rng) => ({
      style: rng.pick(["whitePicket", "whitePicket", "cedarPicket"]),
      layout: rng.pick(["straight", "corner", "receding", "l"]),
      houseZ: rng.range(9, 13),
      shrubs: rng.int(2, 6),
    }),
  ],
  [
    "wood",
    (rng) => ({
      style: rng.pick(["shadowbox", "cedarShadowbox"]),
      layout: rng.pick(["l", "straight", "receding", "corner"]),
    }),
  ],
  [
    "vinyl",
    (rng) => ({
      style: rng.pick(["vinylPrivacy", "vinylPrivacy", "vinylLattice", "tanVinyl"]),
      layout: rng.pick(["u", "l", "straight", "receding", "corner"]),
    }),
  ],
  [
    "vinyl",
    (rng) => ({
      style: "vinylPicket",
      layout: rng.pick(["straight", "corner", "receding"]),
      houseZ: rng.range(9, 13),
      shrubs: rng.int(2, 6),
    }),
  ],
  [
    "metal",
    (rng) => {
      const style = rng.pick(["ornamental", "flatTopMetal", "poolMetal"]);
      return {
        style,
        layout: style === "poolMetal" ? "straight" : rng.pick(["receding", "straight", "l", "corner", "diagonal"]),
        pool: style === "poolMetal",
      };
    },
  ],
  [
    "chain-link",
    (rng) => ({
      style: rng.pick(["chainLink", "chainLink", "blackChainLink", "tallChainLink"]),
      layout: rng.pick(["receding", "straight", "l", "u"]),
    }),
  ],
  [
    "gates",
    (rng) =>
      rng.chance(0.5)
        ? {
            style: rng.pick(["stainedPrivacy", "cedarPrivacy", "shadowbox"]),
            layout: "straight",
            gate: { kind: "double", width: rng.range(3.6, 4.4), arch: rng.pick([0, 0.3, 0.35]), driveway: true },
          }
        : {
            style: "ornamental",
            layout: "straight",
            gate: {
              kind: "metalDouble",
              width: rng.range(3.6, 4.2),
              arch: rng.range(0.25, 0.4),
              columns: rng.pick(["#9c4a34", "#b0674a", "#8d8478"]),
              driveway: true,
            },
          },
  ],
  [
    "gates",
    (rng) => ({
      style: rng.pick(["cedarPrivacy", "dogEarPrivacy", "whitePicket", "vinylPrivacy", "shadowbox"]),
      layout: rng.pick(["straight", "corner"]),
      gate: { kind: "single", width: rng.range(1.1, 1.3), arch: rng.pick([0, 0.2, 0.25]), path: true },
    }),
  ],
  [
    "decks",
    (rng) => ({
      style: rng.pick(["cedarPrivacy", "vinylPrivacy", "shadowbox", "dogEarPrivacy"]),
      layout: rng.pick(["straight", "u"]),
      distance: rng.range(9, 12),
      deck: {
        x0: rng.range(-6, -3),
        x1: rng.range(2, 5),
        z0: rng.range(3.6, 4.4),
        z1: 7.5,
        h: rng.range(0.45, 0.8),
        color: rng.pick(["#a8734a", "#8f6a4e", "#9a9186", "#b98a5a", "#7a5a44"]),
      },
      camera: { eye: rng.range(1.7, 2.1) },
      yardTree: false,
      shrubs: 0,
    }),
  ],
];

/** Which of the ten kinds gallery sample n draws: shuffled within each block of ten so neighbours differ. */
function galleryKind(n) {
  const block = Math.floor((n - 1) / 10);
  const order = [...KINDS.keys()];
  const blockRng = makeRng(`block-${block}`);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(blockRng.next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return KINDS[order[(n - 1) % 10]];
}

/** The gallery type (wood, vinyl, metal, chain-link, gates, decks) of what gallery sample n shows. */
export const galleryType = (n) => galleryKind(n)[0];

export function galleryRecipe(n) {
  const rng = makeRng(`gallery-${n}`);
  const kind = galleryKind(n)[1](rng);
  return {
    seed: `gallery-${n}`,
    ...GALLERY,
    sky: weighted(rng, SKY_WEIGHTS),
    season: weighted(rng, SEASON_WEIGHTS),
    ...kind,
  };
}

/** A pool behind a metal fence, with its self-latching gate: a metal service's and the pool project's. */
const poolWithGate = {
  style: "poolMetal",
  layout: "straight",
  sky: "clear",
  season: "summer",
  pool: true,
  gate: { kind: "single", width: 1.2, latch: true },
};

const services = {
  "wood-1": { style: "cedarPrivacy", layout: "l", sky: "clear", season: "summer", side: -1 },
  "wood-2": {
    style: "whitePicket",
    layout: "straight",
    sky: "morning",
    season: "spring",
    houseZ: 10,
    houses: 1,
    shrubs: 6,
  },
  "wood-3": { style: "shadowbox", layout: "receding", sky: "golden", season: "summer", side: -1 },
  "vinyl-1": { style: "vinylPrivacy", layout: "u", sky: "clear", season: "summer" },
  "vinyl-2": {
    style: "vinylPicket",
    layout: "straight",
    sky: "summerHaze",
    season: "summer",
    wall: { type: "brick", color: "#9a4b35" },
    houseZ: 9,
    houses: 1,
    shrubs: 5,
  },
  "vinyl-3": { style: "vinylLattice", layout: "corner", sky: "morning", season: "spring" },
  "metal-1": { style: "ornamental", layout: "receding", sky: "clear", season: "summer", side: 1 },
  "metal-2": poolWithGate,
  "metal-3": {
    style: "security",
    layout: "straight",
    sky: "overcast",
    season: "autumn",
    commercial: true,
    houses: 1,
    houseZ: 14,
  },
  "chain-link-1": { style: "chainLink", layout: "u", sky: "clear", season: "summer" },
  "chain-link-2": { style: "blackChainLink", layout: "receding", sky: "morning", season: "spring", shrubs: 6, side: 1 },
  "chain-link-3": {
    style: "commercialChain",
    layout: "straight",
    sky: "overcast",
    season: "summer",
    commercial: true,
    houses: 2,
    gate: { kind: "rolling", width: 5 },
  },
  "gates-1": {
    style: "stainedPrivacy",
    layout: "straight",
    sky: "clear",
    season: "autumn",
    gate: { kind: "double", width: 4, arch: 0.3, driveway: true },
  },
  "gates-2": {
    style: "ornamental",
    layout: "straight",
    sky: "golden",
    season: "summer",
    gate: { kind: "metalDouble", width: 4, arch: 0.35, columns: "#9c4a34", driveway: true },
  },
  "gates-3": {
    style: "cedarPrivacy",
    layout: "straight",
    sky: "morning",
    season: "spring",
    gate: { kind: "single", width: 1.2, arch: 0.25, path: true },
  },
};

const deck = { x0: -5, x1: 3.5, z0: 4, z1: 7.5, h: 0.7, color: "#a8734a" };
const cedarDeck = { ...deck, color: "#9a6a46" };
/** A deck seen from the yard, the eye raised to its floor: the About picture's and the deck project's. */
const deckView = { style: "cedarPrivacy", season: "summer", camera: { eye: 1.9 }, yardTree: false };

const singles = {
  "hero/home": {
    ...WIDE,
    style: "cedarPrivacy",
    layout: "l",
    sky: "golden",
    season: "summer",
    side: -1,
    stories: 2,
    trees: 6,
    camera: { horizon: 0.5, focal: 0.8 },
  },
  "hero/services": { ...WIDE, style: "shadowbox", layout: "corner", sky: "clear", season: "summer" },
  "hero/gallery": {
    ...WIDE,
    style: "whitePicket",
    layout: "straight",
    sky: "morning",
    season: "spring",
    houseZ: 10,
    houses: 2,
    shrubs: 6,
  },
  "hero/contact": { ...WIDE, style: "vinylPrivacy", layout: "u", sky: "summerHaze", season: "summer" },
  "featured/wood": { ...GALLERY, style: "cedarPrivacy", layout: "receding", sky: "clear", season: "summer", side: -1 },
  "featured/vinyl": { ...GALLERY, style: "vinylPrivacy", layout: "l", sky: "clear", season: "spring" },
  "featured/metal": { ...GALLERY, style: "ornamental", layout: "l", sky: "morning", season: "summer" },
  "featured/chain-link": {
    ...GALLERY,
    style: "chainLink",
    layout: "receding",
    sky: "clear",
    season: "summer",
    side: 1,
  },
  "featured/gates": {
    ...GALLERY,
    style: "cedarPrivacy",
    layout: "straight",
    sky: "golden",
    season: "autumn",
    gate: { kind: "double", width: 4, arch: 0.3, driveway: true },
  },
  "featured/decks": {
    ...GALLERY,
    style: "cedarPrivacy",
    layout: "straight",
    distance: 10,
    sky: "clear",
    season: "summer",
    deck,
    camera: { eye: 1.9 },
    shrubs: 0,
    yardTree: false,
  },
  "about/crew": {
    ...GALLERY,
    style: "cedarPrivacy",
    layout: "straight",
    distance: 6,
    built: 45.5,
    back: true,
    sky: "morning",
    season: "summer",
    crew: { at: [0.3, 4.4], more: true },
    shrubs: 0,
    yardTree: false,
  },
  "about/yard": { ...GALLERY, ...deckView, layout: "u", distance: 11, sky: "golden", deck: cedarDeck, shrubs: 2 },
  "video/poster": {
    ...WIDE,
    style: "cedarPrivacy",
    layout: "straight",
    distance: 6,
    built: 45.5,
    back: true,
    sky: "clear",
    season: "summer",
    crew: { at: [0, 4.4], more: true },
    shrubs: 0,
    yardTree: false,
  },
};

/**
 * The sample's projects' photos (content/projects.yml names them): one yard seen from one place,
 * before and after, where the project shows the change, so a pair reads as the same job.
 */
const southavenYard = {
  seed: "projects-southaven-cedar",
  style: "cedarPrivacy",
  layout: "l",
  sky: "clear",
  season: "summer",
  side: -1,
};
const slopedYard = {
  seed: "projects-olive-branch-slope",
  style: "shadowbox",
  layout: "receding",
  sky: "golden",
  season: "autumn",
  side: 1,
};
const projects = {
  "southaven-cedar-before": { ...southavenYard, style: "weatheredPrivacy", sky: "overcast" },
  "southaven-cedar-after": southavenYard,
  "southaven-cedar-gate": {
    ...southavenYard,
    layout: "straight",
    gate: { kind: "double", width: 4, arch: 0.3, driveway: true },
  },
  "olive-branch-pool-1": poolWithGate,
  "olive-branch-pool-2": { style: "poolMetal", layout: "straight", sky: "golden", season: "summer", pool: true },
  "southaven-vinyl-1": { style: "vinylPrivacy", layout: "u", sky: "morning", season: "spring" },
  "southaven-vinyl-2": { style: "vinylPrivacy", layout: "corner", sky: "clear", season: "spring" },
  "hernando-dog-run-1": { style: "chainLink", layout: "u", sky: "clear", season: "summer", shrubs: 2 },
  "hernando-dog-run-2": { style: "chainLink", layout: "receding", sky: "morning", season: "summer", side: 1 },
  "olive-branch-slope-before": { ...slopedYard, style: "weatheredPrivacy", sky: "overcast" },
  "olive-branch-slope-crew": { ...slopedYard, built: 14, crew: { at: [-1.5, 9], more: true } },
  "olive-branch-slope-after": slopedYard,
  "southaven-deck-1": { ...deckView, layout: "straight", distance: 10, sky: "clear", deck: cedarDeck, shrubs: 0 },
  "southaven-deck-2": { ...deckView, layout: "u", distance: 11, sky: "dusk", deck, shrubs: 1 },
};

/** All sample keys with their recipes; gallery samples also with the type of work they show. */
export function sampleCatalog() {
  const list = [];
  for (let n = 1; n <= GALLERY_SAMPLES; n++)
    list.push({ key: `gallery/${n}`, recipe: galleryRecipe(n), type: galleryType(n) });
  for (const [name, r] of Object.entries(services))
    list.push({ key: `services/${name}`, recipe: { seed: `services-${name}`, ...GALLERY, ...r } });
  for (const [key, r] of Object.entries(singles)) list.push({ key, recipe: { seed: key, ...r } });
  for (const [name, r] of Object.entries(projects))
    // The photos of one yard share their seed: the same houses, trees and shrubs (compose.mjs).
    list.push({ key: `projects/${name}`, recipe: { seed: `projects-${name}`, ...GALLERY, ...r } });
  return list;
}
