// Makes the SAMPLE process video (public/video/process.mp4) and its poster
// (content/images/video/poster.jpg): an illustrated crew building a fence
// board by board while the four process steps appear. Run by hand, needs
// ffmpeg (apt-get install ffmpeg); the outputs are committed, so builds and
// CI never need ffmpeg. The owner replaces both files with the real video.
//   node scripts/samples/make-video.mjs
import { spawnSync } from "node:child_process";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { themeColour } from "../lib/theme-colour.mjs";

const W = 640;
const H = 360;
const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
const STEPS = [
  "Free On-Site Consultation",
  "Tailored Fence Design",
  "Professional Installation",
  "Final Walkthrough & Warranty",
];
const BOARDS = 22;

function frameSvg(t) {
  // t runs from 0 to 1 over the clip.
  const sunX = 80 + t * 420;
  const cloud = (x, y, s) =>
    `<g fill="#fff" opacity=".9" transform="translate(${((x + t * 60) % (W + 120)) - 60} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="38" ry="16"/><ellipse cx="26" cy="-8" rx="26" ry="18"/><ellipse cx="-22" cy="-4" rx="20" ry="13"/></g>`;
  const built = Math.min(BOARDS, Math.floor(t * 1.25 * BOARDS));
  let boards = "";
  for (let i = 0; i < BOARDS; i++) {
    const x = 40 + i * 26;
    if (i < built) {
      const shade = i % 3 === 0 ? "#b9773d" : i % 3 === 1 ? "#c4834a" : "#ad6c34";
      boards += `<rect x="${x}" y="170" width="24" height="120" fill="${shade}"/><rect x="${x + 3}" y="176" width="2" height="108" fill="#9a5c2b" opacity=".35"/><path d="M${x} 170 l12 -8 l12 8z" fill="${shade}"/>`;
    }
  }
  const posts = [0, 1, 2, 3, 4, 5]
    .map((i) => `<rect x="${34 + i * 114}" y="150" width="12" height="150" fill="#6f4520"/>`)
    .join("");
  const workerX = 40 + Math.min(built, BOARDS - 1) * 26 + 30;
  const step = Math.min(STEPS.length - 1, Math.floor(t * STEPS.length));
  const label = `${step + 1}. ${STEPS[step]}`.replace("&", "&amp;");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb6e6"/><stop offset="1" stop-color="#d8ecf7"/></linearGradient>
  <linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fa347"/><stop offset="1" stop-color="#557a2c"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${70 - Math.sin(t * Math.PI) * 20}" r="26" fill="#ffe39a"/>
  ${cloud(120, 60, 1)}${cloud(420, 95, 0.8)}${cloud(620, 50, 1.1)}
  <path d="M0 210 q160 -40 320 -10 t320 -6 V${H} H0z" fill="#6c9a3c"/>
  <rect x="470" y="110" width="150" height="100" fill="#e9dcc3"/><path d="M455 115 l90 -60 l90 60z" fill="#7b4a3a"/><rect x="500" y="140" width="30" height="30" fill="#9cc3d5"/><rect x="560" y="150" width="28" height="60" fill="#6b5140"/>
  <rect y="250" width="${W}" height="${H - 250}" fill="url(#lawn)"/>
  <rect x="34" y="195" width="584" height="8" fill="#8a5527" opacity="${built > 0 ? 1 : 0.4}"/><rect x="34" y="255" width="584" height="8" fill="#8a5527" opacity="${built > 0 ? 1 : 0.4}"/>
  ${posts}${boards}
  <g transform="translate(${Math.min(workerX, 600)} 0)"><circle cx="0" cy="218" r="10" fill="#e0b08a"/><rect x="-11" y="206" width="22" height="7" rx="3" fill="#f2c230"/><rect x="-12" y="229" width="24" height="38" rx="5" fill="${themeColour("brand-dark")}"/><rect x="-11" y="265" width="9" height="30" fill="#3a413c"/><rect x="2" y="265" width="9" height="30" fill="#3a413c"/><rect x="10" y="${236 + Math.sin(t * 60) * 6}" width="18" height="5" fill="#555" transform="rotate(-20 10 236)"/></g>
  <rect x="0" y="${H - 52}" width="${W}" height="52" fill="${themeColour("charcoal")}" opacity=".82"/>
  <text x="20" y="${H - 19}" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" font-weight="700" fill="#fff">${label}</text>
  <text x="${W - 20}" y="${H - 19}" font-family="DejaVu Sans, Arial, sans-serif" font-size="13" fill="#cfd8c0" text-anchor="end">SAMPLE VIDEO</text>
</svg>`;
}

const dir = await mkdtemp(path.join(tmpdir(), "sample-video-"));
try {
  for (let f = 0; f < FRAMES; f++) {
    const png = await sharp(Buffer.from(frameSvg(f / (FRAMES - 1))))
      .png()
      .toBuffer();
    await writeFile(path.join(dir, `f${String(f).padStart(4, "0")}.png`), png);
  }
  const ffmpeg = spawnSync(
    "ffmpeg",
    [
      "-y",
      "-loglevel",
      "error",
      "-framerate",
      String(FPS),
      "-i",
      path.join(dir, "f%04d.png"),
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      "30",
      "-pix_fmt",
      "yuv420p",
      "-movflags",
      "+faststart",
      "-an",
      "public/video/process.mp4",
    ],
    { stdio: "inherit" },
  );
  if (ffmpeg.status !== 0) throw new Error("ffmpeg failed (is it installed? apt-get install ffmpeg)");
  await mkdir("content/images/video", { recursive: true });
  await sharp(Buffer.from(frameSvg(0.55)))
    .resize(1280, 720)
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile("content/images/video/poster.jpg");
  console.log("wrote public/video/process.mp4 and content/images/video/poster.jpg");
} finally {
  await rm(dir, { recursive: true, force: true });
}
