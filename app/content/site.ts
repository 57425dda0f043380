/**
 * Every business fact on the website lives in this file. Change a phone
 * number, an answer or a service description here and every page follows.
 *
 * The values below are SAMPLES (a reserved 555 number, an example.com
 * address, an obviously invented name) so nothing can reach a real business
 * by mistake. The build prints a warning until they are replaced.
 *
 * Descriptions: separate paragraphs with a blank line.
 */
import type { SiteContentInput } from "./schema";

export const siteContent = {
  business: {
    name: "Example Fence & Deck Co.",
    shortName: "Example Fence",
    website: "https://www.example.com",
    tagline: "YOUR GO-TO FENCE COMPANY IN DESOTO COUNTY",
    description:
      "Family-run fence, deck and gate builders in Olive Branch, MS. Wood, vinyl, metal and chain link fences across DeSoto County and Memphis. Free estimates.",
    promise:
      "A family-run crew that treats your yard like our own: honest prices, clean job sites and fences built to stand for decades.",
    projectsCompleted: 500,
    typicalInstallDays: { min: 1, max: 3 },
    warranty:
      "Every fence we build is covered by our warranty on materials and workmanship. If a post leans or a gate sags because of how we built it, we come back and make it right.",
    financing:
      "Spread the cost of a new fence over affordable monthly payments. Ask about financing when we visit for your free estimate.",
  },

  contact: {
    phone: { display: "(662) 555-0142", tel: "+16625550142" },
    email: "estimates@example.com",
    address: {
      locality: "Olive Branch",
      region: "MS",
      postalCode: "38654",
      country: "US",
      mapQuery: "Olive Branch, MS 38654",
    },
    hours: [
      {
        label: "Mon - Fri",
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "19:00",
      },
      { label: "Sat", days: ["Saturday"], opens: "07:00", closes: "19:00" },
      { label: "Sun", days: ["Sunday"], closed: true },
    ],
  },

  serviceAreas: [
    { name: "Olive Branch", state: "MS", lat: 34.9618, lon: -89.8295 },
    { name: "Southaven", state: "MS", lat: 34.989, lon: -90.0126 },
    { name: "Hernando", state: "MS", lat: 34.824, lon: -89.9937 },
    { name: "Horn Lake", state: "MS", lat: 34.9554, lon: -90.0348 },
    { name: "Byhalia", state: "MS", lat: 34.872, lon: -89.6906 },
    { name: "Memphis", state: "TN", lat: 35.1495, lon: -90.049 },
  ],

  social: [
    { network: "facebook", label: "Facebook", url: "https://www.facebook.com/" },
    { network: "instagram", label: "Instagram", url: "https://www.instagram.com/" },
  ],

  services: [
    {
      id: "wood",
      title: "Wood Fences",
      navLabel: "Wood",
      inMenu: true,
      summary: "Cedar and pressure-treated pine privacy, picket and shadowbox fences, stained to last.",
      description:
        "Nothing looks as warm as a well-built wood fence. We build privacy, shadowbox, board-on-board and picket fences from cedar and pressure-treated pine, set every post in concrete and run a straight, level top line even on sloped DeSoto County yards.\n\nAsk about a stain or sealer when we quote: it keeps the colour rich and adds years to the boards. We can also match an existing fence or a neighbour's style.",
      images: [
        { image: "wood-1", caption: "Cedar privacy fence with a capped top rail" },
        { image: "wood-2", caption: "Classic wood picket fence around a front garden" },
        { image: "wood-3", caption: "Shadowbox wood fence stained a warm brown" },
      ],
    },
    {
      id: "vinyl",
      title: "Vinyl Fences",
      navLabel: "Vinyl",
      inMenu: true,
      summary: "Clean white vinyl privacy and picket fences that never need paint.",
      description:
        "Vinyl fences stay bright for years without paint, stain or rot. They are a favourite for pools, front yards and neighbourhoods with an HOA, and a quick rinse with the hose is all the care they need.\n\nWe install privacy, semi-privacy and picket styles in white, tan and grey, with matching gates and post caps.",
      images: [
        { image: "vinyl-1", caption: "White vinyl privacy fence along a backyard" },
        { image: "vinyl-2", caption: "White vinyl picket fence in front of a brick home" },
        { image: "vinyl-3", caption: "Vinyl semi-privacy fence with lattice top" },
      ],
    },
    {
      id: "metal",
      title: "Metal Fences",
      navLabel: "Metal",
      inMenu: true,
      summary: "Black ornamental aluminium and steel fences for pools, fronts and security.",
      description:
        "Ornamental aluminium and steel fences give a property a clean, open look while keeping kids, pets and trespassers where they belong. The powder-coated finish will not rust or peel.\n\nThey are a popular choice around pools, along front yards and for commercial properties that need security without looking closed off.",
      images: [
        { image: "metal-1", caption: "Black ornamental aluminium fence around a lawn" },
        { image: "metal-2", caption: "Black metal pool fence with a self-closing gate" },
        { image: "metal-3", caption: "Steel security fence in front of a business" },
      ],
    },
    {
      id: "chain-link",
      title: "Chain Link Fences",
      navLabel: "Chain Link",
      inMenu: true,
      summary: "Strong, affordable galvanised and black-coated chain link for homes and businesses.",
      description:
        "Chain link is the most affordable way to fence a large yard, a dog run or a commercial lot. Galvanised and black vinyl-coated options stand up to Mississippi weather for decades.\n\nWe install residential chain link, commercial and industrial fencing with barbed wire where needed, and privacy slats for a little more cover.",
      images: [
        { image: "chain-link-1", caption: "Galvanised chain link fence around a backyard" },
        { image: "chain-link-2", caption: "Black-coated chain link fence along a garden" },
        { image: "chain-link-3", caption: "Commercial chain link fence with a rolling gate" },
      ],
    },
    {
      id: "gates",
      title: "Custom Gates",
      navLabel: "Gates",
      inMenu: false,
      summary: "Walk gates and driveway gates built to match your fence and swing true for years.",
      description:
        "A gate gets more use than any other part of a fence, so we build ours with steel frames, heavy-duty hinges and latches that line up for years.\n\nFrom a simple walk gate to a double driveway gate in wood, vinyl or ornamental metal, every gate is made to match your fence.",
      images: [
        { image: "gates-1", caption: "Double wood driveway gate with steel frame" },
        { image: "gates-2", caption: "Black ornamental metal driveway gate" },
        { image: "gates-3", caption: "Cedar garden walk gate with arched top" },
      ],
    },
  ],

  decks: {
    title: "Decks",
    summary: "Pressure-treated wood decks and steps, built level and solid for years of cookouts and quiet evenings.",
  },

  faq: [
    {
      id: "fence-types",
      question: "What types of fencing do you install?",
      answer:
        "We install wood, vinyl, metal (ornamental aluminium and steel) and chain link fences, and we build custom gates and decks. We will help you choose the right one for privacy, pets, pools or security.",
    },
    {
      id: "free-estimates",
      question: "Do you offer free estimates?",
      answer:
        "Yes. Every estimate is free and comes with no obligation. We visit your property, measure, talk through styles and give you a clear written price.",
    },
    {
      id: "installation-time",
      question: "How long does fence installation take?",
      answer:
        "A typical residential fence takes 1 to 3 days to install. Larger or commercial projects take longer, and we give you a schedule before we start.",
    },
    {
      id: "guarantee",
      question: "Do you guarantee your work?",
      answer:
        "Yes. Every fence is covered by our warranty on materials and workmanship. If something is not right because of how we built it, we come back and fix it.",
    },
    {
      id: "repair",
      question: "Do you repair or maintain existing fences?",
      answer:
        "Yes. We replace broken boards and pickets, straighten leaning posts, rehang sagging gates and clean and seal wood fences, whoever built them.",
    },
    {
      id: "areas-served",
      question: "What areas do you serve?",
      answer:
        "We are based in Olive Branch and serve DeSoto County and nearby towns such as Southaven, Hernando, Byhalia and Horn Lake, as well as Memphis and the Greater Memphis area.",
    },
  ],

  process: [
    {
      number: 1,
      title: "Free On-Site Consultation",
      description:
        "We visit your property, listen to what you need, measure the fence line and talk through styles and materials.",
    },
    {
      number: 2,
      title: "Tailored Fence Design",
      description:
        "You get a clear written quote and a design that fits your yard, your budget and any HOA or city rules.",
    },
    {
      number: 3,
      title: "Professional Installation",
      description:
        "Our own crew builds your fence, usually in 1 to 3 days, and leaves the yard as clean as we found it.",
    },
    {
      number: 4,
      title: "Final Walkthrough & Warranty",
      description: "We walk the finished fence with you, make sure every gate swings true and hand over your warranty.",
    },
  ],

  // SAMPLE reviews: replace them with real customer reviews (and set sample to false).
  reviews: [
    {
      author: "Sample review, Jordan P.",
      place: "Olive Branch, MS",
      text: "They showed up when they said they would, finished our cedar privacy fence in two days and cleaned up every nail. The gate still latches perfectly.",
      sample: true,
    },
    {
      author: "Sample review, Casey M.",
      place: "Southaven, MS",
      text: "We needed a pool fence that passed inspection. The crew explained every option, the price matched the estimate and it passed the first time.",
      sample: true,
    },
    {
      author: "Sample review, Riley T.",
      place: "Hernando, MS",
      text: "Our old chain link was falling down. They replaced it with white vinyl and it completely changed the look of the house. Friendly family business.",
      sample: true,
    },
  ],

  footer: {
    designCredit: { label: "Website design", name: "Sample Web Studio" },
  },

  badges: {
    cards: [
      { name: "Visa", image: "/badges/visa.svg", width: 52, height: 32 },
      { name: "Mastercard", image: "/badges/mastercard.svg", width: 52, height: 32 },
      { name: "American Express", image: "/badges/amex.svg", width: 52, height: 32 },
      { name: "Discover", image: "/badges/discover.svg", width: 52, height: 32 },
    ],
    reviews: [
      { name: "5-star rated on Google (sample badge)", image: "/badges/google-reviews.svg", width: 112, height: 32 },
      { name: "Accredited business (sample badge)", image: "/badges/accredited.svg", width: 112, height: 32 },
    ],
  },
} satisfies SiteContentInput;
