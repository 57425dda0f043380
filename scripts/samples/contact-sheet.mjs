// Contact sheet of gallery pictures, for looking at the samples as a visitor would.
// Usage: node scripts/samples/contact-sheet.mjs [out.png] [first=1] [count=24]
import path from "node:path";
import sharp from "sharp";
import { OUTPUT_DIR } from "../build-steps/images/config.mjs";
import { buildImages } from "../build-steps/images/run.mjs";

const [out = "gallery-grid.png", first = "1", count = "24"] = process.argv.slice(2);
const { gallery, records } = await buildImages({ quiet: true });
const picks = gallery.slice(Number(first) - 1, Number(first) - 1 + Number(count));
const W = 400;
const H = 300;
const cols = 6;
const tiles = await Promise.all(
  picks.map((g) => {
    const r = records[g.key];
    const width = r.w.find((w) => w >= W) ?? r.w.at(-1);
    return sharp(path.join(OUTPUT_DIR, `${r.base}-${width}.webp`))
      .resize(W, H, { fit: "cover" })
      .toBuffer();
  }),
);
await sharp({
  create: {
    width: cols * (W + 8) + 8,
    height: Math.ceil(tiles.length / cols) * (H + 8) + 8,
    channels: 3,
    background: "#ffffff",
  },
})
  .composite(
    tiles.map((input, i) => ({ input, left: 8 + (i % cols) * (W + 8), top: 8 + Math.floor(i / cols) * (H + 8) })),
  )
  .png()
  .toFile(out);
console.log(`grid: ${tiles.length} pictures -> ${out}`);
