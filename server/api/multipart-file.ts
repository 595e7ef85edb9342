import type { IncomingMessage } from "node:http";
import busboy from "busboy";

export type MultipartFile =
  | { bytes: Buffer; fileName: string }
  | "too large"
  /** No file in the field, or a body that is not well-formed multipart. */
  | "missing";

/**
 * The file in `field` of a multipart/form-data body, read as it arrives (busboy): the file
 * is held once, and the rest of the form never is. Refused as "too large" when the file
 * passes `maxFileBytes` or the whole body passes `maxBodyBytes`, declared or arrived, without
 * reading further; Node discards the rest of a body that was not read once the answer is sent.
 */
export function readMultipartFile(
  req: IncomingMessage,
  field: string,
  { maxFileBytes, maxBodyBytes }: { maxFileBytes: number; maxBodyBytes: number },
): Promise<MultipartFile> {
  if (Number(req.headers["content-length"] ?? 0) > maxBodyBytes) {
    return Promise.resolve("too large");
  }
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: maxFileBytes, files: 1, fields: 20, fieldSize: 4096 },
      });
    } catch {
      // busboy refuses a Content-Type without a boundary before reading anything.
      resolve("missing");
      return;
    }
    let file: { chunks: Buffer[]; length: number; fileName: string } | undefined;
    let settled = false;
    const settle = (outcome: MultipartFile) => {
      if (settled) return;
      settled = true;
      req.off("data", countBody);
      req.unpipe(parser);
      parser.removeAllListeners();
      // Errors after the answer (a client that stops mid-body) have nowhere to go.
      parser.on("error", () => undefined);
      resolve(outcome);
    };
    let bodyBytes = 0;
    const countBody = (chunk: Buffer) => {
      bodyBytes += chunk.length;
      if (bodyBytes > maxBodyBytes) settle("too large");
    };
    parser.on("file", (name, stream, info) => {
      if (name !== field || file) {
        stream.resume();
        return;
      }
      const current = { chunks: [] as Buffer[], length: 0, fileName: info.filename };
      file = current;
      stream.on("data", (chunk: Buffer) => {
        current.chunks.push(chunk);
        current.length += chunk.length;
      });
      stream.on("limit", () => settle("too large"));
    });
    parser.on("error", () => settle("missing"));
    parser.on("close", () => {
      if (!file || file.length === 0) {
        settle("missing");
        return;
      }
      const bytes = Buffer.concat(file.chunks, file.length);
      file.chunks.length = 0;
      settle({ bytes, fileName: file.fileName });
    });
    req.on("data", countBody);
    req.on("error", () => settle("missing"));
    req.pipe(parser);
  });
}
