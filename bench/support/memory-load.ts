import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { articles } from "#shared/content/articles";
import { peakRssMb, resetPeakRss, rssMb } from "./process";
import type { BenchServer } from "./server";

/**
 * The load issue 37 names beside wrk's: 25 large pictures uploaded by a staff member through
 * POST /api/admin/media, as the editor sends them, while visitors make 1,200 searches of the
 * blog that no cache has seen. Pictures are made here with sharp, so the bench needs no
 * files of its own; what matters to memory is their pixels, not what they show.
 */
export const uploads = 25;
export const searches = 1200;
/** Visitors searching at once: enough to keep both cores rendering while a picture encodes. */
const searchersAtOnce = 8;

export interface Picture {
  name: string;
  type: "image/jpeg" | "image/png";
  bytes: Buffer;
}

/**
 * A 12-megapixel JPEG of 4.3 MB: large blobs and fine grain, as a phone photo has, so it
 * stays under the 5 MB limit without compressing to nothing.
 */
async function photo(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const coarse = { width: width / 8, height: height / 8, channels: 3 as const };
  const blobs = await sharp(randomBytes(coarse.width * coarse.height * 3), { raw: coarse })
    .resize(width, height, { kernel: "cubic" })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const grain = Buffer.from(randomBytes(width * height * 3).map((byte) => 96 + (byte & 63)));
  return sharp(blobs)
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: "overlay" }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * A 12-megapixel PNG with transparency (a screenshot or diagram): 2 MB on disk, 48 MB once
 * decoded, the most pixels per upload byte the site accepts.
 */
async function diagram(seed: number): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const shapes = Array.from({ length: 120 }, () => {
    const colour = `rgb(${[next(), next(), next()].map((c) => Math.floor(c * 255)).join(",")})`;
    return `<rect x="${next() * width}" y="${next() * height}" width="${(next() * width) / 3}" height="${(next() * height) / 3}" fill="${colour}" opacity="0.7"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#eee" opacity="0.9"/>${shapes.join("")}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** Four distinct photos and one diagram; the uploads take them in turn (20 JPEG, 5 PNG). */
export async function makePictures(): Promise<Picture[]> {
  const pictures: Picture[] = [];
  for (let i = 0; i < 4; i++)
    pictures.push({ name: `photo-${i}.jpg`, type: "image/jpeg", bytes: await photo() });
  pictures.push({ name: "diagram.png", type: "image/png", bytes: await diagram(7) });
  return pictures;
}

/**
 * 1,200 different searches, each matching articles: pieces of their titles, told apart by
 * their capitals. The page cache keys a search by its text as typed, so each is a render of
 * its own with a full list of results, the dearest search page to make.
 */
export function searchQueries(count = searches): string[] {
  const words = [
    ...new Set(
      articles.flatMap((article) =>
        article.title.split(/[^A-Za-z]+/).filter((word) => word.length >= 4),
      ),
    ),
  ].map((word) => word.toLowerCase());
  const queries = new Set<string>();
  for (let i = 0; queries.size < count; i++) {
    const word = words[i % words.length] ?? "react";
    const casing = Math.floor(i / words.length);
    queries.add(
      word.replace(/./g, (c, at: number) => ((casing >> at) & 1 ? c.toUpperCase() : c)) +
        (casing >= 2 ** word.length ? ` ${casing}` : ""),
    );
  }
  return [...queries];
}

export async function signIn(
  server: BenchServer,
  account: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`staff sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The server's figures from GET /metrics (prom-client's defaults), in MB. */
async function heapFigures(server: BenchServer) {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const mb = (name: string) =>
    Math.round(Number(new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1] ?? 0) / 2 ** 20);
  return {
    heapUsedMb: mb("nodejs_heap_size_used_bytes"),
    externalMb: mb("nodejs_external_memory_bytes"),
  };
}

export interface MemoryFigures {
  /** RSS just before the load, the server having served a few pages. */
  idleRssMb: number;
  /** The most RSS during the load: /proc sampled every 100 ms and the kernel's high-water mark. */
  peakRssMb: number;
  /** RSS 5 s after the load ended: what the server gives back. */
  settledRssMb: number;
  /** The most heap used and memory outside the heap (Buffers, sharp's) that /metrics showed. */
  heapUsedMb: number;
  externalMb: number;
  seconds: number;
}

/**
 * Samples the server's memory while `work` runs: VmRSS every 100 ms and the kernel's
 * high-water mark (reset at the start, where the kernel allows it) for the peak; /metrics
 * every 0.5 s for the heap and what lives outside it.
 */
export async function sampleMemory(
  server: BenchServer,
  work: () => Promise<void>,
): Promise<MemoryFigures> {
  const pid = server.process.pid ?? 0;
  const idleRssMb = rssMb(pid);
  const reset = resetPeakRss(pid);
  let peak = idleRssMb;
  const heap = { heapUsedMb: 0, externalMb: 0 };
  const rss = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  let scraping = false;
  const metrics = setInterval(() => {
    if (scraping) return;
    scraping = true;
    heapFigures(server)
      .then((figures) => {
        heap.heapUsedMb = Math.max(heap.heapUsedMb, figures.heapUsedMb);
        heap.externalMb = Math.max(heap.externalMb, figures.externalMb);
      })
      .catch(() => undefined)
      .finally(() => (scraping = false));
  }, 500);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(rss);
    clearInterval(metrics);
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const peakRss = Math.max(peak, reset ? peakRssMb(pid) : 0);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return { idleRssMb, peakRssMb: peakRss, settledRssMb: rssMb(pid), ...heap, seconds };
}

/** One upload as the editor sends it: multipart/form-data, the field "file". */
async function upload(server: BenchServer, cookie: string, picture: Picture): Promise<void> {
  const form = new FormData();
  form.append(
    "file",
    new Blob([new Uint8Array(picture.bytes)], { type: picture.type }),
    picture.name,
  );
  const response = await fetch(`${server.url}/api/admin/media`, {
    method: "POST",
    headers: { cookie, origin: server.url, accept: "application/json" },
    body: form,
  });
  const text = await response.text();
  if (response.status !== 201)
    throw new Error(`upload of ${picture.name}: ${response.status} ${text}`);
}

/**
 * The uploads one after another (one staff member), the searches `searchersAtOnce` at a
 * time, both at once: the peak the server must have room for is the two together.
 */
export async function uploadsAndSearches(
  server: BenchServer,
  cookie: string,
  pictures: Picture[],
  queries: string[] = searchQueries(),
): Promise<void> {
  const uploading = (async () => {
    for (let i = 0; i < uploads; i++) {
      const picture = pictures[i % pictures.length];
      if (picture) await upload(server, cookie, picture);
    }
  })();
  let taken = 0;
  const searcher = async () => {
    while (taken < queries.length) {
      const query = queries[taken++] ?? "";
      const response = await fetch(`${server.url}/blog?q=${encodeURIComponent(query)}`, {
        headers: { "accept-encoding": "gzip" },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`search "${query}": ${response.status}`);
    }
  };
  await Promise.all([uploading, ...Array.from({ length: searchersAtOnce }, searcher)]);
}
