// Writes .br and .gz beside every compressible file of the client build, once, at the
// highest settings, so the server never compresses a static file per request.
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const root = "build/client";
const compressible = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".data",
  ".map",
  ".webmanifest",
  ".ico",
]);
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* walk(directory) {
  for (const entry of await fs.readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

let count = 0;
for await (const file of walk(root)) {
  if (!compressible.has(path.extname(file)) || file.endsWith(".br") || file.endsWith(".gz"))
    continue;
  const body = await fs.readFile(file);
  if (body.length < 256) continue;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  if (br.length < body.length) await fs.writeFile(file + ".br", br);
  if (gz.length < body.length) await fs.writeFile(file + ".gz", gz);
  count += 1;
}
console.log(`precompressed ${count} files in ${root}`);
