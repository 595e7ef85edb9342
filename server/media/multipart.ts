/**
 * The one file of a multipart/form-data body that is already in memory (and bounded: the
 * upload route reads at most a little over 5 MB). A streaming parser (busboy) would be the
 * choice for bodies that must not be held whole; this body is held whole anyway, for sharp.
 */
export interface FormFile {
  fieldName: string;
  fileName: string;
  bytes: Buffer;
}

/** The boundary from a multipart/form-data Content-Type, or undefined. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^";\s]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

const crlf = Buffer.from("\r\n");
const headerEnd = Buffer.from("\r\n\r\n");

/** The parts with a file name, in order; malformed framing yields what came before it. */
export function formFiles(body: Buffer, boundary: string): FormFile[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const files: FormFile[] = [];
  let position = body.indexOf(delimiter);
  while (position !== -1) {
    const afterDelimiter = position + delimiter.length;
    // "--" after a delimiter closes the body; anything but CRLF there is not a part.
    if (!body.subarray(afterDelimiter, afterDelimiter + 2).equals(crlf)) break;
    const headersStart = afterDelimiter + 2;
    const headersEnd = body.indexOf(headerEnd, headersStart);
    if (headersEnd === -1) break;
    const contentStart = headersEnd + headerEnd.length;
    const next = body.indexOf(Buffer.concat([crlf, delimiter]), contentStart);
    if (next === -1) break;
    const disposition = body
      .subarray(headersStart, headersEnd)
      .toString("utf8")
      .split("\r\n")
      .find((line) => /^content-disposition\s*:/i.test(line));
    const fieldName = disposition && parameter(disposition, "name");
    const fileName = disposition && parameter(disposition, "filename");
    if (fieldName !== undefined && fileName !== undefined) {
      files.push({ fieldName, fileName, bytes: body.subarray(contentStart, next) });
    }
    position = next + crlf.length;
  }
  return files;
}

/** A quoted (or bare) parameter of a header line; browsers escape `"` in names as %22. */
function parameter(line: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="([^"]*)"|;\\s*${name}=([^";\\s]+)`, "i").exec(line);
  if (!match) return undefined;
  return match[1] ?? match[2];
}
