import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

export type Encoding = "br" | "gzip";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The smallest files: they are made once per page and origin and sent on every visit. */
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (body) => gzip(body, { level: 9 }),
};
const suffix: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

export interface CompressedCopies {
  /** The body compressed, from the folder when an earlier start made it, else made now and kept. */
  of(body: Buffer, encoding: Encoding): Promise<Buffer>;
  /** Removes the copies this start did not ask for: pages of an earlier build or origin. */
  prune(): Promise<void>;
}

/**
 * Pages that carry the site's origin are compressed at start, since the origin is known only
 * then; brotli's best setting takes seconds for the whole site. Copies are named by the hash
 * of what they compress, so a restart of the same build and origin (or a second instance on
 * the same folder) reads them instead of making them again, and a copy can never belong to
 * other content. Each is written to a temporary name and renamed, so a crash mid-write leaves
 * no half file to serve.
 */
export function compressedCopies(directory: string): CompressedCopies {
  const used = new Set<string>();
  let folderReady: Promise<unknown> | undefined;

  return {
    async of(body, encoding) {
      const name = createHash("sha256").update(body).digest("hex") + suffix[encoding];
      used.add(name);
      const file = path.join(directory, name);
      const kept = await fs.readFile(file).catch(() => undefined);
      if (kept) return kept;
      const made = await compressors[encoding](body);
      folderReady ??= fs.mkdir(directory, { recursive: true });
      await folderReady;
      const partial = `${file}.${randomBytes(6).toString("hex")}.partial`;
      await fs.writeFile(partial, made);
      await fs.rename(partial, file);
      return made;
    },
    async prune() {
      const names = await fs.readdir(directory).catch(() => [] as string[]);
      const stale = names.filter((name) => !used.has(name) && !name.endsWith(".partial"));
      await Promise.all(stale.map((name) => fs.rm(path.join(directory, name), { force: true })));
    },
  };
}
