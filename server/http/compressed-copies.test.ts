import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { compressedCopies } from "./compressed-copies";

const folders: string[] = [];
function folder() {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), "compressed-copies-"));
  folders.push(made);
  return path.join(made, "pages");
}
afterEach(() => {
  for (const made of folders.splice(0)) fs.rmSync(made, { recursive: true, force: true });
});

const page = Buffer.from("<!doctype html><title>About</title>".repeat(50));

describe("compressedCopies", () => {
  it("makes brotli and gzip that decode to the page, and keeps them for the next start", async () => {
    const directory = folder();
    const br = await compressedCopies(directory).of(page, "br");
    const gz = await compressedCopies(directory).of(page, "gzip");
    expect(zlib.brotliDecompressSync(br)).toEqual(page);
    expect(zlib.gunzipSync(gz)).toEqual(page);
    expect(fs.readdirSync(directory).sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/\.br$/), expect.stringMatching(/\.gz$/)]),
    );

    // A later start reads the kept copy rather than compressing again.
    const [kept] = fs.readdirSync(directory).filter((name) => name.endsWith(".br"));
    fs.writeFileSync(path.join(directory, kept!), "kept");
    expect((await compressedCopies(directory).of(page, "br")).toString()).toBe("kept");
  });

  it("names a copy by what it compresses, so other content never gets it", async () => {
    const directory = folder();
    const copies = compressedCopies(directory);
    const other = Buffer.from("<!doctype html><title>Contact</title>".repeat(50));
    await copies.of(page, "br");
    expect(zlib.brotliDecompressSync(await copies.of(other, "br"))).toEqual(other);
  });

  it("prunes the copies this start did not use, and leaves no partial files", async () => {
    const directory = folder();
    await compressedCopies(directory).of(Buffer.from("an earlier build's page"), "gzip");
    const copies = compressedCopies(directory);
    await copies.of(page, "gzip");
    await copies.prune();
    const left = fs.readdirSync(directory);
    expect(left).toHaveLength(1);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(directory, left[0]!)))).toEqual(page);
  });

  it("prunes nothing when the folder was never made", async () => {
    await expect(compressedCopies(folder()).prune()).resolves.toBeUndefined();
  });
});
